// The CPU of the object view's moves() (docs/performance-log.md, "Code size (issue 22)", twins10):
// each game's moves of one fixed position, many times, after a warm-up, on the thread's CPU.
// A single-file program on a build's core jar; run it on two builds alternately:
//
//   java -cp /work/before-s10/sprague-core/target/sprague-core-0.1.0-SNAPSHOT.jar bench/MovesBench.java 20000
//   java -cp sprague-core/target/sprague-core-0.1.0-SNAPSHOT.jar bench/MovesBench.java 20000
//
// Argument: the rounds. Prints microseconds per call and the number of moves, per game. The game
// classes are package-private: reached by reflection (the jar on the class path, not a module).
import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.math.BigInteger;
import java.util.List;
import org.sprague.game.Position;

/** CPU time of the object view's moves(): each game's moves of fixed positions, many rounds. */
public class MovesBench {
    public static void main(String[] a) throws Exception {
        var bean = ManagementFactory.getThreadMXBean();
        Object[][] cases = {
            {"CuttingGame", new Object[0], new Class<?>[0], "moves", Position.of(300, 301, 40, 77)},
            {"WythoffGame", new Object[0], new Class<?>[0], "moves", Position.of(300, 500)},
            {"CramGame", new Object[0], new Class<?>[0], "moves", Position.of(5, 5)},
            {"ChompGame", new Object[0], new Class<?>[0], "moves", Position.of(9, 9, 8, 8, 7, 5, 5, 3, 1)},
            {"PebblesGame", new Object[] {BigInteger.TWO, BigInteger.valueOf(3)},
                    new Class<?>[] {BigInteger.class, BigInteger.class}, "leftMoves", Position.of(10, 11, 12, 13, 14, 15)},
        };
        int rounds = Integer.parseInt(a[0]);
        StringBuilder out = new StringBuilder();
        for (Object[] c : cases) {
            Class<?> k = Class.forName("org.sprague.catalog.games." + c[0]);
            Constructor<?> ctor = k.getDeclaredConstructor((Class<?>[]) c[2]);
            ctor.setAccessible(true);
            Object g = ctor.newInstance((Object[]) c[1]);
            Method m = k.getMethod((String) c[3], Position.class);
            m.setAccessible(true);
            Position p = (Position) c[4];
            long sink = 0;
            for (int i = 0; i < rounds / 4; i++) { // warm-up
                sink += ((List<?>) m.invoke(g, p)).size();
            }
            long t0 = bean.getCurrentThreadCpuTime();
            for (int i = 0; i < rounds; i++) {
                sink += ((List<?>) m.invoke(g, p)).size();
            }
            long t1 = bean.getCurrentThreadCpuTime();
            out.append(c[0]).append(' ').append(String.format("%.2f", (t1 - t0) / 1e3 / rounds)).append(" us/call (")
                    .append(sink / (rounds + rounds / 4)).append(" moves) ");
        }
        System.out.println(out);
    }
}
