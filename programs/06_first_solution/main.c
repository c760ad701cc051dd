// N-Queen, the first solution: the search with an is_safe scan stops at its first
// solution and prints its board, a row of Q and . for each row (nothing if none).
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int n;
int *board;  // board[row] = the column of the queen in that row

// Checks that no queen above attacks the square (row, col).
bool is_safe(int row, int col) {
    for (int above = 0; above < row; above++)
        if (board[above] == col || abs(board[above] - col) == row - above) return false;
    return true;
}

// Returns true once a solution is found, and every call above it returns at once.
bool solve(int row) {
    if (row == n) {
        return true;
    }
    for (int col = 0; col < n; col++) {
        if (!is_safe(row, col)) continue;
        board[row] = col;
        if (solve(row + 1)) return true;
    }
    return false;
}

int main(void) {
    scanf("%d", &n);
    board = calloc(n, sizeof *board);
    if (solve(0)) {  // n = 2 and n = 3 have no solution
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) putchar(board[row] == col ? 'Q' : '.');
            putchar('\n');
        }
    }
    return 0;
}
