// Baekjoon 9663 in Java: a column and two diagonals each held as a flag.
// The judges run class Main.
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Main {
    static int n, count;
    static boolean[] column, down, up;

    static void place(int row) {
        if (row == n) {
            count++;
            return;
        }
        for (int col = 0; col < n; col++) {
            if (column[col] || down[row - col + n - 1] || up[row + col]) continue;
            column[col] = down[row - col + n - 1] = up[row + col] = true;
            place(row + 1);
            column[col] = down[row - col + n - 1] = up[row + col] = false;
        }
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        column = new boolean[n];
        down = new boolean[2 * n - 1];
        up = new boolean[2 * n - 1];
        place(0);
        System.out.println(count);
    }
}
