# Wrong: both diagonal flags use row - col + n - 1, so the / diagonals
# (row + col) are never checked and too many boards count.
# Writes its steps to the file NQUEENS_STEPS names, when it is set.
import os
import sys

n = int(sys.stdin.readline())
column = [False] * n
down = [False] * (2 * n - 1)
up = [False] * (2 * n - 1)
count = 0
path = os.environ.get("NQUEENS_STEPS")
steps = open(path, "w") if path else None


def step(line):
    if steps:
        steps.write(line + "\n")


def place(row):
    global count
    if row == n:
        count += 1
        step("solution")
        return
    for col in range(n):
        step(f"try {row} {col}")
        if column[col] or down[row - col + n - 1] or up[row - col + n - 1]:
            continue
        column[col] = down[row - col + n - 1] = up[row - col + n - 1] = True
        step(f"place {row} {col}")
        place(row + 1)
        column[col] = down[row - col + n - 1] = up[row - col + n - 1] = False
        step(f"remove {row} {col}")


place(0)
if steps:
    steps.close()
print(count)
