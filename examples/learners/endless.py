# Wrong: the loop over the columns never moves on (col += 1 is missing),
# so it never ends.
import sys

n = int(sys.stdin.readline())
count = 0
col = 0
while col < n:
    count += 0
print(count)
