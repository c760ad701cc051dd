// Baekjoon 9663 in C++: a column and two diagonals each held as a flag.
#include <iostream>
#include <vector>

int n, total = 0;
std::vector<bool> column, down, up;

void place(int row) {
    if (row == n) {
        ++total;
        return;
    }
    for (int col = 0; col < n; ++col) {
        if (column[col] || down[row - col + n - 1] || up[row + col]) continue;
        column[col] = down[row - col + n - 1] = up[row + col] = true;
        place(row + 1);
        column[col] = down[row - col + n - 1] = up[row + col] = false;
    }
}

int main() {
    std::cin >> n;
    column.assign(n, false);
    down.assign(2 * n - 1, false);
    up.assign(2 * n - 1, false);
    place(0);
    std::cout << total << '\n';
}
