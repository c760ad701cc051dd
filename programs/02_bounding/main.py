# Baekjoon 9663 N-Queen by bounding: a column already taken is skipped, so the
# leaves are the n! permutations; the diagonals are checked only at the leaves.
n = int(input())
board = [0] * n      # board[row] = the column of the queen in that row
used = [False] * n   # used[col]: a queen above already stands in that column
solutions = 0


# The columns all differ already: checks that no two queens share a diagonal.
def valid():
    for row in range(n):
        for above in range(row):
            if abs(board[above] - board[row]) == row - above:
                return False
    return True


def solve(row):
    global solutions
    if row == n:  # a leaf: all n queens are down
        if valid():
            solutions += 1
        return
    for col in range(n):
        if used[col]:  # the bound: that column is taken
            continue
        used[col] = True
        board[row] = col
        solve(row + 1)
        used[col] = False


solve(0)
print(solutions)
