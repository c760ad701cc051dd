// Baekjoon 9663 N-Queen by backtracking with an is_safe scan: no flags; a square is
// compared with every queen above it, and a diagonal is a row gap equal to the column gap.
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int n, solutions = 0;
int *board;  // board[row] = the column of the queen in that row

// Checks that no queen above attacks the square (row, col).
bool is_safe(int row, int col) {
    for (int above = 0; above < row; above++)
        if (board[above] == col || abs(board[above] - col) == row - above) return false;
    return true;
}

void solve(int row) {
    if (row == n) {  // every row holds a queen: a solution
        solutions++;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (!is_safe(row, col)) continue;
        board[row] = col;  // the next column tried overwrites it: nothing to undo
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
