package org.sprague.strong;

import org.sprague.strong.solve.TierPlan;
import java.util.HashMap;
import java.util.Map;
import org.sprague.strong.space.PositionSpace;

/**
 * The reference for tests: values by the definition, level by level over all positions
 * (quadratic, no counters, no tiers): at level L a position wins if a child loses at L-1,
 * loses if every child is solved and wins, the largest remoteness being L-1; then ties the
 * same way; what is left is a draw.
 */
final class NaiveStrongSolver {
    private NaiveStrongSolver() {
    }

    static Map<Long, Short> solve(StrongGame game, TierPlan plan) {
        Map<Long, long[]> kids = new HashMap<>();
        Map<Long, Short> rec = new HashMap<>();
        long[] buf = new long[game.maxMoves()];
        for (int t = 0; t < plan.tierCount(); t++) {
            PositionSpace s = plan.space(t);
            for (long r = 0; r < s.size(); r++) {
                long p = s.position(r);
                Value prim = game.primitive(p);
                if (prim != null) {
                    rec.put(p, Record.of(prim, 0));
                } else {
                    int m = game.moves(p, buf);
                    kids.put(p, java.util.Arrays.copyOf(buf, m));
                    if (m == 0) {
                        rec.put(p, Record.of(Value.LOSE, 0));
                    }
                }
            }
        }
        for (Value phase : new Value[] {Value.WIN, Value.TIE}) {
            boolean changed = true;
            for (int level = 1; changed || level < 3; level++) {
                changed = false;
                Map<Long, Short> found = new HashMap<>();
                for (var e : kids.entrySet()) {
                    long p = e.getKey();
                    if (rec.containsKey(p)) {
                        continue;
                    }
                    boolean allWin = true;
                    int maxWin = -1;
                    boolean loseBelow = false;
                    boolean tieBelow = false;
                    for (long c : e.getValue()) {
                        Short cr = rec.get(c);
                        if (cr == null || Record.value(cr) != Value.WIN) {
                            allWin = false;
                        } else {
                            maxWin = Math.max(maxWin, Record.remoteness(cr));
                        }
                        if (cr != null && Record.value(cr) == Value.LOSE && Record.remoteness(cr) == level - 1) {
                            loseBelow = true;
                        }
                        if (cr != null && Record.value(cr) == Value.TIE && Record.remoteness(cr) == level - 1) {
                            tieBelow = true;
                        }
                    }
                    if (phase == Value.WIN && loseBelow) {
                        found.put(p, Record.of(Value.WIN, level));
                    } else if (phase == Value.WIN && allWin && maxWin == level - 1) {
                        found.put(p, Record.of(Value.LOSE, level));
                    } else if (phase == Value.TIE && tieBelow) {
                        found.put(p, Record.of(Value.TIE, level));
                    }
                }
                rec.putAll(found);
                changed = !found.isEmpty() || level < 2 * kids.size() && hasPending(rec, kids, phase, level);
            }
        }
        for (long p : kids.keySet()) {
            rec.putIfAbsent(p, Record.of(Value.DRAW, 0));
        }
        return rec;
    }

    /** Whether some solved position has a remoteness above {@code level} (more levels may follow). */
    private static boolean hasPending(Map<Long, Short> rec, Map<Long, long[]> kids, Value phase, int level) {
        for (short r : rec.values()) {
            if (Record.remoteness(r) >= level) {
                return true;
            }
        }
        return false;
    }
}
