/* Wrong: the flags of the / diagonals are reached through a pointer that
 * is set only for boards of one or two rows, the sizes it was tried on by
 * hand. From n = 3 on the search writes through a null pointer and the
 * program is killed by SIGSEGV, with nothing on standard error. */
#include <stdio.h>

static int n;
static long long count;
static int column_taken[32], anti_taken[64], small_board_diagonals[64];
static int *diagonal_taken;

static void place(int row)
{
    if (row == n) {
        count++;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (column_taken[col] || diagonal_taken[row + col] || anti_taken[row - col + n - 1])
            continue;
        column_taken[col] = diagonal_taken[row + col] = anti_taken[row - col + n - 1] = 1;
        place(row + 1);
        column_taken[col] = diagonal_taken[row + col] = anti_taken[row - col + n - 1] = 0;
    }
}

int main(void)
{
    if (scanf("%d", &n) != 1)
        return 1;
    if (n <= 2)
        diagonal_taken = small_board_diagonals;
    place(0);
    printf("%lld\n", count);
    return 0;
}
