# N-Queen, the first solution: the search with an is_safe scan stops at its first
# solution and prints its board, a row of Q and . for each row (nothing if none).
n = int(input())
board = [0] * n  # board[row] = the column of the queen in that row


# Checks that no queen above attacks the square (row, col).
def is_safe(row, col):
    for above in range(row):
        if board[above] == col or abs(board[above] - col) == row - above:
            return False
    return True


# Returns true once a solution is found, and every call above it returns at once.
def solve(row):
    if row == n:
        return True
    for col in range(n):
        if not is_safe(row, col):
            continue
        board[row] = col
        if solve(row + 1):
            return True
    return False


if solve(0):  # n = 2 and n = 3 have no solution
    for col in board:
        print("." * col + "Q" + "." * (n - 1 - col))
