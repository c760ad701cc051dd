# Baekjoon 9663 N-Queen by backtracking with an is_safe scan: no flags; a square is
# compared with every queen above it, and a diagonal is a row gap equal to the column gap.
n = int(input())
board = [0] * n  # board[row] = the column of the queen in that row
solutions = 0


# Checks that no queen above attacks the square (row, col).
def is_safe(row, col):
    for above in range(row):
        if board[above] == col or abs(board[above] - col) == row - above:
            return False
    return True


def solve(row):
    global solutions
    if row == n:  # every row holds a queen: a solution
        solutions += 1
        return
    for col in range(n):
        if not is_safe(row, col):
            continue
        board[row] = col  # the next column tried overwrites it: nothing to undo
        solve(row + 1)


solve(0)
print(solutions)
