# Baekjoon 9663 in Python, the common first try: before each queen,
# is_safe scans every queen already placed. Right, and slower than flags.
import sys

n = int(sys.stdin.readline())
queens = []  # queens[row] = its column
count = 0


def is_safe(row, col):
    for r, c in enumerate(queens):
        if c == col or abs(c - col) == row - r:
            return False
    return True


def place(row):
    global count
    if row == n:
        count += 1
        return
    for col in range(n):
        if is_safe(row, col):
            queens.append(col)
            place(row + 1)
            queens.pop()


place(0)
print(count)
