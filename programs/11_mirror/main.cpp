// Baekjoon 9663 N-Queen with bitmasks and the mirror: the first queen goes only on the
// left half; a solution's mirror image is a solution too, so each one found counts twice.
#include <iostream>
using namespace std;

int n, full, weight, solutions = 0;

void solve(int row, int cols, int up, int down) {
    if (row == n) {
        solutions += weight;  // this board, and its mirror image when weight is 2
        return;
    }
    int free = full & ~(cols | up | down);
    while (free) {
        int bit = free & -free;
        free -= bit;
        solve(row + 1, cols | bit, (up | bit) >> 1, ((down | bit) << 1) & full);
    }
}

int main() {
    cin >> n;
    full = (1 << n) - 1;
    for (int col = 0; col < (n + 1) / 2; col++) {  // the left half, and the middle if n is odd
        weight = 2 * col + 1 < n ? 2 : 1;           // the middle column is its own mirror image
        int bit = 1 << col;
        solve(1, bit, bit >> 1, (bit << 1) & full);
    }
    cout << solutions << '\n';
}
