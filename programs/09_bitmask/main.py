# Baekjoon 9663 N-Queen with bitmasks: the three check arrays become three ints
# (bit c for column c), and one mask gives every free square of a row.
n = int(input())
full = (1 << n) - 1
solutions = 0


# cols, up, down: the squares of this row attacked along a column, a / or a \ diagonal
def solve(row, cols, up, down):
    global solutions
    if row == n:
        solutions += 1
        return
    free = full & ~(cols | up | down)
    while free:
        bit = free & -free  # the lowest bit: the leftmost free column
        free -= bit
        solve(row + 1, cols | bit, (up | bit) >> 1, ((down | bit) << 1) & full)


solve(0, 0, 0, 0)
print(solutions)
