# Baekjoon 9663 in Python: a column and two diagonals each held as a flag,
# so a square is checked in three look-ups. Right, but Python 3 is slow
# past n = 12 or so.
import sys

n = int(sys.stdin.readline())
column = [False] * n
down = [False] * (2 * n - 1)  # \ diagonal: row - col + n - 1
up = [False] * (2 * n - 1)    # / diagonal: row + col
count = 0


def place(row):
    global count
    if row == n:
        count += 1
        return
    for col in range(n):
        if column[col] or down[row - col + n - 1] or up[row + col]:
            continue
        column[col] = down[row - col + n - 1] = up[row + col] = True
        place(row + 1)
        column[col] = down[row - col + n - 1] = up[row + col] = False


place(0)
print(count)
