// Baekjoon 9663 N-Queen by bounding: a column already taken is skipped, so the
// leaves are the n! permutations; the diagonals are checked only at the leaves.
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int n, solutions = 0;
int *board;  // board[row] = the column of the queen in that row
bool *used;  // used[col]: a queen above already stands in that column

// The columns all differ already: checks that no two queens share a diagonal.
bool valid(void) {
    for (int row = 0; row < n; row++)
        for (int above = 0; above < row; above++)
            if (abs(board[above] - board[row]) == row - above) return false;
    return true;
}

void solve(int row) {
    if (row == n) {  // a leaf: all n queens are down
        if (valid()) {
            solutions++;
        }
        return;
    }
    for (int col = 0; col < n; col++) {
        if (used[col]) continue;  // the bound: that column is taken
        used[col] = true;
        board[row] = col;
        solve(row + 1);
        used[col] = false;
    }
}

int main(void) {
    scanf("%d", &n);
    board = calloc(n, sizeof *board);
    used = calloc(n, sizeof *used);
    solve(0);
    printf("%d\n", solutions);
    return 0;
}
