// C++ flags that also write their steps to the file NQUEENS_STEPS names
// (when it is set): try R C, place R C, remove R C, solution.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <vector>

int n, total = 0;
std::vector<bool> column, down, up;
FILE *steps = nullptr;

void place(int row) {
    if (row == n) {
        ++total;
        if (steps) std::fprintf(steps, "solution\n");
        return;
    }
    for (int col = 0; col < n; ++col) {
        if (steps) std::fprintf(steps, "try %d %d\n", row, col);
        if (column[col] || down[row - col + n - 1] || up[row + col]) continue;
        column[col] = down[row - col + n - 1] = up[row + col] = true;
        if (steps) std::fprintf(steps, "place %d %d\n", row, col);
        place(row + 1);
        column[col] = down[row - col + n - 1] = up[row + col] = false;
        if (steps) std::fprintf(steps, "remove %d %d\n", row, col);
    }
}

int main() {
    std::cin >> n;
    if (const char *path = std::getenv("NQUEENS_STEPS")) steps = std::fopen(path, "w");
    column.assign(n, false);
    down.assign(2 * n - 1, false);
    up.assign(2 * n - 1, false);
    place(0);
    if (steps) std::fclose(steps);
    std::cout << total << '\n';
}
