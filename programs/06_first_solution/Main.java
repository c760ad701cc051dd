// N-Queen, the first solution: the search with an isSafe scan stops at its first
// solution and prints its board, a row of Q and . for each row (nothing if none).
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static int n;
    static int[] board;  // board[row] = the column of the queen in that row

    // Checks that no queen above attacks the square (row, col).
    static boolean isSafe(int row, int col) {
        for (int above = 0; above < row; above++)
            if (board[above] == col || Math.abs(board[above] - col) == row - above) return false;
        return true;
    }

    // Returns true once a solution is found, and every call above it returns at once.
    static boolean solve(int row) {
        if (row == n) {
            return true;
        }
        for (int col = 0; col < n; col++) {
            if (!isSafe(row, col)) continue;
            board[row] = col;
            if (solve(row + 1)) return true;
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        board = new int[n];
        if (solve(0)) {  // n = 2 and n = 3 have no solution
            StringBuilder out = new StringBuilder();
            for (int row = 0; row < n; row++) {
                out.append(".".repeat(board[row])).append('Q');
                out.append(".".repeat(n - 1 - board[row])).append('\n');
            }
            System.out.print(out);
        }
    }
}
