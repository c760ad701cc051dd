// Baekjoon 9663 N-Queen by backtracking with an isSafe scan: no flags; a square is
// compared with every queen above it, and a diagonal is a row gap equal to the column gap.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static int n, solutions = 0;
    static int[] board;  // board[row] = the column of the queen in that row

    // Checks that no queen above attacks the square (row, col).
    static boolean isSafe(int row, int col) {
        for (int above = 0; above < row; above++)
            if (board[above] == col || Math.abs(board[above] - col) == row - above) return false;
        return true;
    }

    static void solve(int row) {
        if (row == n) {  // every row holds a queen: a solution
            solutions++;
            return;
        }
        for (int col = 0; col < n; col++) {
            if (!isSafe(row, col)) continue;
            board[row] = col;  // the next column tried overwrites it: nothing to undo
            solve(row + 1);
        }
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        board = new int[n];
        solve(0);
        System.out.println(solutions);
    }
}
