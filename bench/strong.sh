#!/usr/bin/env bash
# Strong solving of Connect Four: Java (org.sprague.strong, TieredRetrogradeSolver) against the
# C++ reference with the same algorithm and ranking (sprague-bench/cpp/strong/c4strong.cpp),
# in one run, then the path users take (sprague strong ... --db, database written) and, with
# STRONG_SPARK=1, the Spark engine on local[1] and local[2].
#   bench/strong.sh                     connect-four:5x4, 3 rounds
#   STRONG_GAME=5x5 bench/strong.sh     a bigger board (needs memory: 2 tiers of 2-byte records)
# Env: STRONG_GAME (WxH, 5x4), STRONG_ROUNDS (3), STRONG_REPS (solves per Java process, 3),
#      STRONG_XMX (4g), STRONG_SPARK (0), STRONG_KERNEL (1; 0 skips the C++/Java kernel rounds and
#      times only the CLI and Spark, each with /usr/bin/time: wall and CPU = user + sys). Checksums (FNV-1a of every record in solve order) must
#      agree between C++ and Java. Ratios: median over rounds of Java / C++ within a round.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
sprague_maven_opts
BOARD=${STRONG_GAME:-5x4}
W=${BOARD%x*}
H=${BOARD#*x}
ROUNDS=${STRONG_ROUNDS:-3}
REPS=${STRONG_REPS:-3}
XMX=${STRONG_XMX:-4g}
OUT="$ROOT/sprague-bench/target/strong-bench"
mkdir -p "$OUT/classes"
echo "building (sprague-core classes, the Java harness, the C++ program with g++ -O2)..." >&2
(cd "$ROOT" && { mvn -B -q -o -pl sprague-core compile >"$OUT/build.log" 2>&1 \
    || mvn -B -q -pl sprague-core compile >"$OUT/build.log" 2>&1; }) \
    || { echo "strong.sh: build failed; see $OUT/build.log" >&2; exit 1; }
"$JAVA_HOME/bin/javac" -d "$OUT/classes" -cp "$ROOT/sprague-core/target/classes" \
    "$ROOT/sprague-bench/src/main/java/org/sprague/bench/strong/StrongBench.java"
g++ -O2 -std=c++17 -o "$OUT/c4strong" "$ROOT/sprague-bench/cpp/strong/c4strong.cpp"
field() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
ratios=()
cratios=()
echo "connect-four:$BOARD  (2 cores shared with other developers; load: $(cut -d' ' -f1-3 /proc/loadavg))"
printf '%-6s %12s %10s %10s %8s %10s %10s %8s  %s\n' round positions "C++ s" "Java s" ratio "C++ cpu" "Java cpu" "cpu ratio" checksum
[ "${STRONG_KERNEL:-1}" = 0 ] && ROUNDS=0
for r in $(seq 1 "$ROUNDS"); do
  "$OUT/c4strong" "$W" "$H" >"$OUT/cpp.$r"
  "$JAVA_HOME/bin/java" -Xmx"$XMX" -cp "$OUT/classes:$ROOT/sprague-core/target/classes" \
      org.sprague.bench.strong.StrongBench "connect-four:$BOARD" "$REPS" >"$OUT/java.$r"
  c=$(field seconds "$OUT/cpp.$r"); j=$(field seconds "$OUT/java.$r")
  cs=$(field checksum "$OUT/cpp.$r"); js=$(field checksum "$OUT/java.$r")
  [ "$cs" = "$js" ] || { echo "checksums differ: C++ $cs, Java $js" >&2; exit 1; }
  ratio=$(awk -v a="$j" -v b="$c" 'BEGIN { printf "%.2f", a / b }')
  ratios+=("$ratio")
  cc=$(field cpu "$OUT/cpp.$r"); jc=$(field cpu "$OUT/java.$r")
  cratio=$(awk -v a="$jc" -v b="$cc" 'BEGIN { printf "%.2f", a / b }')
  cratios+=("$cratio")
  printf '%-6s %12s %10s %10s %8s %10s %10s %8s  %s\n' "$r" "$(field positions "$OUT/cpp.$r")" "$c" "$j" "$ratio" \
      "$cc" "$jc" "$cratio" "$cs"
done
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
if [ "$ROUNDS" -gt 0 ]; then
echo "median Java/C++: wall $(printf '%s\n' "${ratios[@]}" | median), CPU time $(printf '%s\n' "${cratios[@]}" | median)"
pos=$(field positions "$OUT/cpp.1")
echo "C++ positions/s (round 1): $(awk -v p="$pos" -v s="$(field seconds "$OUT/cpp.1")" 'BEGIN { printf "%.2fM", p / s / 1e6 }')"
echo "Java positions/s (round 1): $(awk -v p="$pos" -v s="$(field seconds "$OUT/java.1")" 'BEGIN { printf "%.2fM", p / s / 1e6 }')"
fi
# timed CMD...: runs CMD under /usr/bin/time, prints "wall W s, CPU C s (user + sys)"
timed() {
  /usr/bin/time -f '%e %U %S' -o "$OUT/time" "$@"
  awk '{ printf "wall %.2f s, CPU %.2f s (user + sys, all threads)\n", $1, $2 + $3 }' "$OUT/time"
}
echo
echo "the CLI (JVM start, solve, database written and reopened):"
"$ROOT/sprague" --version >/dev/null
DB="$OUT/c4-$BOARD.db"
JAVA_OPTS="-Xmx$XMX" timed "$ROOT/sprague" strong "connect-four:$BOARD" --db "$DB" --fresh --progress none
if [ "${STRONG_SPARK:-0}" = 1 ]; then
  "$ROOT/bin/sprague-spark" --build
  for m in 'local[1]' 'local[2]'; do
    echo
    echo "Spark $m (JVM and Spark start included):"
    JAVA_OPTS="-Xmx$XMX" timed "$ROOT/bin/sprague-spark" "connect-four:$BOARD" --db "$OUT/c4-spark.db" \
        --master "$m" --fresh 2>"$OUT/spark.err"
    cmp -s "$DB" "$OUT/c4-spark.db" && echo "database byte-identical to the in-process one" \
        || { echo "Spark database differs" >&2; exit 1; }
  done
fi
