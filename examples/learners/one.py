# One solution (the first the search finds), as rows of Q and .;
# nothing where there is none (n = 2 and 3).
import sys

n = int(sys.stdin.readline())
column = [False] * n
down = [False] * (2 * n - 1)
up = [False] * (2 * n - 1)
queens = []


def place(row):
    if row == n:
        return True
    for col in range(n):
        if column[col] or down[row - col + n - 1] or up[row + col]:
            continue
        column[col] = down[row - col + n - 1] = up[row + col] = True
        queens.append(col)
        if place(row + 1):
            return True
        queens.pop()
        column[col] = down[row - col + n - 1] = up[row + col] = False
    return False


if place(0):
    for col in queens:
        print("." * col + "Q" + "." * (n - col - 1))
