// Baekjoon 9663 N-Queen by full branching: every row tries every column,
// and a placement is checked only once all n queens are down.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static int n, solutions = 0;
    static int[] board;  // board[row] = the column of the queen in that row

    // Checks that no two queens share a column or a diagonal.
    static boolean valid() {
        for (int row = 0; row < n; row++) {
            for (int above = 0; above < row; above++) {
                if (board[above] == board[row]) return false;
                if (Math.abs(board[above] - board[row]) == row - above) return false;
            }
        }
        return true;
    }

    static void solve(int row) {
        if (row == n) {  // a leaf: all n queens are down
            if (valid()) {
                solutions++;
            }
            return;
        }
        for (int col = 0; col < n; col++) {
            board[row] = col;
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
