/* Baekjoon 9663 in C: the free squares of a row as the bits of one word,
 * columns and both diagonals shifted down the board. */
#include <stdio.h>

static int n;
static long long count;

static void place(unsigned columns, unsigned left, unsigned right)
{
    unsigned all = (1u << n) - 1;
    if (columns == all) {
        count++;
        return;
    }
    unsigned free = all & ~(columns | left | right);
    while (free) {
        unsigned bit = free & -free;
        free -= bit;
        place(columns | bit, (left | bit) << 1, (right | bit) >> 1);
    }
}

int main(void)
{
    if (scanf("%d", &n) != 1)
        return 1;
    place(0, 0, 0);
    printf("%lld\n", count);
    return 0;
}
