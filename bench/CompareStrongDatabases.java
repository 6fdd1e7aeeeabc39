import java.nio.file.Path;
import java.util.Arrays;
import org.sprague.strong.StrongGame;
import org.sprague.strong.db.StrongDatabase;

/**
 * Compares the records of two strong databases tier by tier (same tier count, sizes and every
 * record; position by position when one ranks them in a shape's former order, before record
 * format 4), whatever their game ids: bench/quixo-file.sh checks that the game file
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
            StrongGame g = ga != null ? ga : gb;
            for (int t = 0; t < a.tierCount(); t++) {
                short[] x = a.tier(t);
                short[] y = b.tier(t);
                if (g != null && a.ranking(g) != b.ranking(g) && x.length == y.length) {
                    x = inRanks(x, a.ranking(g), b.ranking(g), g.ranking().tierCount() == a.tierCount() ? tierId(a, t) : t);
                }
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

    /**
     * Records in ranks of {@code from} moved to the ranks of {@code to} (a database written before
     * record format 4 ranks a shape's positions in its former order: compared position by position).
     */
    private static short[] inRanks(short[] rec, StrongGame.Ranking from, StrongGame.Ranking to, int tier) {
        short[] out = new short[rec.length];
        for (int r = 0; r < rec.length; r++) {
            out[(int) to.rank(from.unrank(tier, r))] = rec[r];
        }
        return out;
    }

    /** The game's id of tier index {@code t} of {@code db}. */
    private static int tierId(StrongDatabase db, int t) {
        for (int id = 0; ; id++) {
            if (db.tierIndex(id) == t) {
                return id;
            }
        }
    }

    private static void fail(String what) {
        System.out.println("different: " + what);
        System.exit(1);
    }
}
