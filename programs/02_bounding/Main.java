// Baekjoon 9663 N-Queen by bounding: a column already taken is skipped, so the
// leaves are the n! permutations; the diagonals are checked only at the leaves.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static int n, solutions = 0;
    static int[] board;      // board[row] = the column of the queen in that row
    static boolean[] used;   // used[col]: a queen above already stands in that column

    // The columns all differ already: checks that no two queens share a diagonal.
    static boolean valid() {
        for (int row = 0; row < n; row++)
            for (int above = 0; above < row; above++)
                if (Math.abs(board[above] - board[row]) == row - above) return false;
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
            if (used[col]) continue;  // the bound: that column is taken
            used[col] = true;
            board[row] = col;
            solve(row + 1);
            used[col] = false;
        }
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        board = new int[n];
        used = new boolean[n];
        solve(0);
        System.out.println(solutions);
    }
}
