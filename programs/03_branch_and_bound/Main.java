// Baekjoon 9663 N-Queen by backtracking with check arrays: a flag for each column
// and each diagonal, so a square is checked in O(1) and every leaf is a solution.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static int n, solutions = 0;
    static boolean[] column;  // column[col]: a queen stands in that column
    static boolean[] up;      // up[row + col]: a queen stands on that / diagonal
    static boolean[] down;    // down[row - col + n - 1]: a queen stands on that \ diagonal

    static void solve(int row) {
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

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        column = new boolean[n];
        up = new boolean[2 * n - 1];
        down = new boolean[2 * n - 1];
        solve(0);
        System.out.println(solutions);
    }
}
