# Baekjoon 9663 N-Queen with bitmasks and the mirror: the first queen goes only on the
# left half; a solution's mirror image is a solution too, so each one found counts twice.
n = int(input())
full = (1 << n) - 1
weight = 0
solutions = 0


def solve(row, cols, up, down):
    global solutions
    if row == n:
        solutions += weight  # this board, and its mirror image when weight is 2
        return
    free = full & ~(cols | up | down)
    while free:
        bit = free & -free
        free -= bit
        solve(row + 1, cols | bit, (up | bit) >> 1, ((down | bit) << 1) & full)


for col in range((n + 1) // 2):  # the left half, and the middle if n is odd
    weight = 2 if 2 * col + 1 < n else 1  # the middle column is its own mirror image
    bit = 1 << col
    solve(1, bit, bit >> 1, (bit << 1) & full)
print(solutions)
