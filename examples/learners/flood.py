# Wrong: a debugging print left in a loop that never moves on: the
# output floods.
import sys

n = int(sys.stdin.readline())
col = 0
while col < n:
    print("trying column", col)
print(0)
