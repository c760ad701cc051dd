// Baekjoon 9663 N-Queen by full branching: every row tries every column,
// and a placement is checked only once all n queens are down.
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int n, solutions = 0;
int *board;  // board[row] = the column of the queen in that row

// Checks that no two queens share a column or a diagonal.
bool valid(void) {
    for (int row = 0; row < n; row++) {
        for (int above = 0; above < row; above++) {
            if (board[above] == board[row]) return false;
            if (abs(board[above] - board[row]) == row - above) return false;
        }
    }
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
        board[row] = col;
        solve(row + 1);
    }
}

int main(void) {
    scanf("%d", &n);
    board = calloc(n, sizeof *board);
    solve(0);
    printf("%d\n", solutions);
    return 0;
}
