# Wrong: both diagonal flags use row + col, so the \ diagonals
# (row - col + n - 1) are never checked and too many boards count.
import sys

n = int(sys.stdin.readline())
column = [False] * n
down = [False] * (2 * n - 1)
up = [False] * (2 * n - 1)
count = 0


def place(row):
    global count
    if row == n:
        count += 1
        return
    for col in range(n):
        if column[col] or down[row + col] or up[row + col]:
            continue
        column[col] = down[row + col] = up[row + col] = True
        place(row + 1)
        column[col] = down[row + col] = up[row + col] = False


place(0)
print(count)
