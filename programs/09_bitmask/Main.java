// Baekjoon 9663 N-Queen with bitmasks: the three check arrays become three ints
// (bit c for column c), and one mask gives every free square of a row.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static int n, full, solutions = 0;

    // cols, up, down: the squares of this row attacked along a column, a / or a \ diagonal
    static void solve(int row, int cols, int up, int down) {
        if (row == n) {
            solutions++;
            return;
        }
        int free = full & ~(cols | up | down);
        while (free != 0) {
            int bit = free & -free;  // the lowest bit: the leftmost free column
            free -= bit;
            solve(row + 1, cols | bit, (up | bit) >> 1, ((down | bit) << 1) & full);
        }
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        full = (1 << n) - 1;
        solve(0, 0, 0, 0);
        System.out.println(solutions);
    }
}
