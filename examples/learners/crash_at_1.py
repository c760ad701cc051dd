# Wrong: the progress on stderr divides by n - 1, which is 0 at n = 1.
import sys

n = int(sys.stdin.readline())
queens = []
count = 0


def place(row):
    global count
    if row == n:
        count += 1
        return
    for col in range(n):
        if all(c != col and abs(c - col) != row - r for r, c in enumerate(queens)):
            queens.append(col)
            place(row + 1)
            queens.pop()


for first in range(n):
    queens.append(first)
    place(1)
    queens.pop()
    print(f"{100 * first // (n - 1)}% of the first row", file=sys.stderr)
print(count)
