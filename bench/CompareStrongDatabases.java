import java.nio.file.Path;
import java.util.Arrays;
import org.sprague.strong.StrongGame;
import org.sprague.strong.db.StrongDatabase;

/**
 * Compares the records of two strong databases tier by tier (same tier count, sizes and every
 * record), whatever their game ids: bench/quixo-file.sh checks that the game file
 * examples/strong/Quixo.java solved every 4x4 position as the catalogue's quixo:4 did.
 *   java -cp sprague-cli/target/sprague.jar bench/CompareStrongDatabases.java a.db b.db
 * Prints "same records: N positions in T tiers" and exits 0, or names the first difference and exits 1.
 */
public class CompareStrongDatabases {
    public static void main(String[] args) {
        try (StrongDatabase a = StrongDatabase.open(Path.of(args[0])); StrongDatabase b = StrongDatabase.open(Path.of(args[1]))) {
            StrongGame ga = catalogueGame(a);
            StrongGame gb = catalogueGame(b);
            if (ga != null || gb != null) { // a game file's database ranked like the catalogue game it is compared with
                a.readAs(ga != null ? ga : gb);
                b.readAs(gb != null ? gb : ga);
            }
            if (a.tierCount() != b.tierCount()) {
                fail("tier counts " + a.tierCount() + " and " + b.tierCount());
            }
            long positions = 0;
            for (int t = 0; t < a.tierCount(); t++) {
                short[] x = a.tier(t);
                short[] y = b.tier(t);
                if (!Arrays.equals(x, y)) {
                    fail("tier " + t + " differs (sizes " + x.length + ", " + y.length + ", first rank "
                            + Arrays.mismatch(x, y) + ")");
                }
                positions += x.length;
            }
            System.out.println("same records: " + positions + " positions in " + a.tierCount() + " tiers ("
                    + a.gameId() + ", " + b.gameId() + ")");
        }
    }

    /**
     * The catalogue game of {@code db}, or null: a symmetric game's records (record format 2) are
     * read only with the game, from which the ranks holding them are recomputed.
     */
    private static StrongGame catalogueGame(StrongDatabase db) {
        try {
            return org.sprague.strong.games.StrongGames.of(db.gameId());
        } catch (org.sprague.game.InvalidInputException e) {
            return null;
        }
    }

    private static void fail(String what) {
        System.out.println("different: " + what);
        System.exit(1);
    }
}
