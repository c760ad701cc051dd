// Baekjoon 9663 N-Queen by backtracking with check arrays: a flag for each column
// and each diagonal, so a square is checked in O(1) and every leaf is a solution.
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int n, solutions = 0;
bool *column;  // column[col]: a queen stands in that column
bool *up;      // up[row + col]: a queen stands on that / diagonal
bool *down;    // down[row - col + n - 1]: a queen stands on that \ diagonal

void solve(int row) {
    if (row == n) {  // every row holds a queen: a solution
        solutions++;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (column[col] || up[row + col] || down[row - col + n - 1]) continue;
        column[col] = up[row + col] = down[row - col + n - 1] = true;
        solve(row + 1);
        column[col] = up[row + col] = down[row - col + n - 1] = false;  // take the queen back
    }
}

int main(void) {
    scanf("%d", &n);
    column = calloc(n, sizeof *column);
    up = calloc(2 * n - 1, sizeof *up);
    down = calloc(2 * n - 1, sizeof *down);
    solve(0);
    printf("%d\n", solutions);
    return 0;
}
