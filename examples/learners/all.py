# Every solution, as LeetCode 51 asks: each board as rows of Q and .,
# boards separated by blank lines.
import sys

n = int(sys.stdin.readline())
column = [False] * n
down = [False] * (2 * n - 1)
up = [False] * (2 * n - 1)
queens = []
boards = []


def place(row):
    if row == n:
        boards.append("\n".join("." * c + "Q" + "." * (n - c - 1) for c in queens))
        return
    for col in range(n):
        if column[col] or down[row - col + n - 1] or up[row + col]:
            continue
        column[col] = down[row - col + n - 1] = up[row + col] = True
        queens.append(col)
        place(row + 1)
        queens.pop()
        column[col] = down[row - col + n - 1] = up[row + col] = False


place(0)
print("\n\n".join(boards))
