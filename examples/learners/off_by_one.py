# Wrong: the columns run from 1, so column 0 never holds a queen.
import sys

n = int(sys.stdin.readline())
queens = []
count = 0


def place(row):
    global count
    if row == n:
        count += 1
        return
    for col in range(1, n):
        if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
            queens.append(col)
            place(row + 1)
            queens.pop()


place(0)
print(count)
