# Baekjoon 9663 N-Queen by full branching: every row tries every column,
# and a placement is checked only once all n queens are down.
n = int(input())
board = [0] * n  # board[row] = the column of the queen in that row
solutions = 0


# Checks that no two queens share a column or a diagonal.
def valid():
    for row in range(n):
        for above in range(row):
            if board[above] == board[row] or abs(board[above] - board[row]) == row - above:
                return False
    return True


def solve(row):
    global solutions
    if row == n:  # a leaf: all n queens are down
        if valid():
            solutions += 1
        return
    for col in range(n):
        board[row] = col
        solve(row + 1)


solve(0)
print(solutions)
