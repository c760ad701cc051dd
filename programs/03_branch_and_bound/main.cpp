// Baekjoon 9663 N-Queen by backtracking with check arrays: a flag for each column
// and each diagonal, so a square is checked in O(1) and every leaf is a solution.
#include <iostream>
#include <vector>
using namespace std;

int n, solutions = 0;
vector<bool> column;  // column[col]: a queen stands in that column
vector<bool> up;      // up[row + col]: a queen stands on that / diagonal
vector<bool> down;    // down[row - col + n - 1]: a queen stands on that \ diagonal

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

int main() {
    cin >> n;
    column.assign(n, false);
    up.assign(2 * n - 1, false);
    down.assign(2 * n - 1, false);
    solve(0);
    cout << solutions << '\n';
}
