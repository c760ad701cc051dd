// Baekjoon 9663 N-Queen by bounding: a column already taken is skipped, so the
// leaves are the n! permutations; the diagonals are checked only at the leaves.
#include <cstdlib>
#include <iostream>
#include <vector>
using namespace std;

int n, solutions = 0;
vector<int> board;  // board[row] = the column of the queen in that row
vector<bool> used;  // used[col]: a queen above already stands in that column

// The columns all differ already: checks that no two queens share a diagonal.
bool valid() {
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

int main() {
    cin >> n;
    board.assign(n, 0);
    used.assign(n, false);
    solve(0);
    cout << solutions << '\n';
}
