// Baekjoon 9663 N-Queen with bitmasks: the three check arrays become three ints
// (bit c for column c), and one mask gives every free square of a row.
#include <iostream>
using namespace std;

int n, full, solutions = 0;

// cols, up, down: the squares of this row attacked along a column, a / or a \ diagonal
void solve(int row, int cols, int up, int down) {
    if (row == n) {
        solutions++;
        return;
    }
    int free = full & ~(cols | up | down);
    while (free) {
        int bit = free & -free;  // the lowest bit: the leftmost free column
        free -= bit;
        solve(row + 1, cols | bit, (up | bit) >> 1, ((down | bit) << 1) & full);
    }
}

int main() {
    cin >> n;
    full = (1 << n) - 1;
    solve(0, 0, 0, 0);
    cout << solutions << '\n';
}
