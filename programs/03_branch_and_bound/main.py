# Baekjoon 9663 N-Queen by backtracking with check arrays: a flag for each column
# and each diagonal, so a square is checked in O(1) and every leaf is a solution.
n = int(input())
column = [False] * n          # column[col]: a queen stands in that column
up = [False] * (2 * n - 1)    # up[row + col]: a queen stands on that / diagonal
down = [False] * (2 * n - 1)  # down[row - col + n - 1]: a queen stands on that \ diagonal
solutions = 0


def solve(row):
    global solutions
    if row == n:  # every row holds a queen: a solution
        solutions += 1
        return
    for col in range(n):
        if column[col] or up[row + col] or down[row - col + n - 1]:
            continue
        column[col] = up[row + col] = down[row - col + n - 1] = True
        solve(row + 1)
        column[col] = up[row + col] = down[row - col + n - 1] = False  # take the queen back


solve(0)
print(solutions)
