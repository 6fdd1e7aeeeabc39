#!/usr/bin/env bash
# Heap-game benchmarks, all in one run (docs/performance-log.md, "Heap games"):
#  1. sparse vs naive (Java) on Kayles, Grundy's game and 0.6 to N_SMALL (default 2^16);
#  2. Java sparse vs the C++ rare/common baseline (sprague-bench/cpp/heap, g++ -O2) on
#     Grundy's game, 0.6 and 0.1777 to N_BIG (default 2^22), ROUNDS (default 2) alternating
#     rounds, the best CPU time of each side, with values/second and peak resident memory;
#     the checksums (sum of G(n)) must agree.
#  3. two cores: one thread against two in one JVM (Grundy's game to N_BIG, 3 rounds).
#  4. with LONG=1: 0.1777 (period 60,620,715 after a preperiod of 160,949,018) to the
#     Guy-Smith bound 443,139,470 in both, and the whole proof through the sprague command.
# Usage: bench/heap.sh [N_SMALL] [N_BIG]     (ROUNDS=3 LONG=1 bench/heap.sh for more)
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
sprague_maven_opts
N_SMALL="${1:-65536}"
N_BIG="${2:-4194304}"
OUT="$ROOT/sprague-bench/target/heap"
mkdir -p "$OUT"

echo "heap.sh: building (JAVA_HOME=$JAVA_HOME)" >&2
(cd "$ROOT" && mvn -B -q ${MVN_OFFLINE--o} -pl sprague-core,sprague-bench -am package -DskipTests) >&2
g++ -O2 -std=c++17 -o "$OUT/rarecommon" "$ROOT/sprague-bench/cpp/heap/rarecommon.cpp"
CP="$ROOT/sprague-core/target/classes:$ROOT/sprague-bench/target/classes"
java_bench() { "$JAVA_HOME/bin/java" ${JAVA_OPTS:-} -cp "$CP" org.sprague.bench.heap.HeapBench "$@"; }
seconds() { awk '{print $5}'; }

echo "# $(date -u +%FT%TZ) $(uname -m), $(nproc) cores, $("$JAVA_HOME/bin/java" -version 2>&1 | head -1), $(g++ --version | head -1)"
echo "## sparse vs naive, Java, to $N_SMALL"
for game in kayles grundy officers; do
  naive=$(java_bench naive "$game" "$N_SMALL"); echo "$naive"
  sparse=$(java_bench sparse "$game" "$N_SMALL" 3); echo "$sparse"
  awk -v a="$(echo "$naive" | seconds)" -v b="$(echo "$sparse" | seconds)" -v g="$game" \
    'BEGIN { printf "ratio naive/sparse %-8s %.1fx\n", g, a / b }'
done

cpu() { sed 's/.*cpu=\([0-9.]*\)s.*/\1/'; }
echo "## Java vs C++ rare/common, to $N_BIG, ${ROUNDS:-2} alternating rounds (CPU seconds of the computing thread)"
for game in grundy officers 0.1777; do
  best_c=""; best_j=""
  for _ in $(seq 1 "${ROUNDS:-2}"); do
    cpp=$("$OUT/rarecommon" "$game" "$N_BIG"); echo "$cpp"
    # short runs (0.1777 at 2^22 takes under a second) are repeated in the JVM: best of 3
    jv=$(java_bench sparse "$game" "$N_BIG" "$([ "$game" = 0.1777 ] && echo 3 || echo 1)"); echo "$jv"
    c1=$(echo "$cpp" | sed 's/.*checksum=//'); c2=$(echo "$jv" | sed 's/.*checksum=//')
    [ "$c1" = "$c2" ] || { echo "CHECKSUM MISMATCH for $game: c++ $c1, java $c2"; exit 1; }
    best_c=$(awk -v a="$best_c" -v b="$(echo "$cpp" | cpu)" 'BEGIN { print (a == "" || b < a) ? b : a }')
    best_j=$(awk -v a="$best_j" -v b="$(echo "$jv" | cpu)" 'BEGIN { print (a == "" || b < a) ? b : a }')
  done
  awk -v a="$best_j" -v b="$best_c" -v g="$game" \
    'BEGIN { printf "ratio java/c++ %-8s %.2fx (best CPU: java %.2f s, c++ %.2f s)\n", g, a / b, a, b }'
done

echo "## two cores: one thread against two (Java, Grundy's game to $N_BIG, one JVM)"
java_bench threads grundy "$N_BIG" 3

if [ "${LONG:-0}" = 1 ]; then
  echo "## 0.1777 to its Guy-Smith bound (preperiod 160949018, period 60620715), 2 alternating rounds"
  for round in 1 2; do
    cpp=$("$OUT/rarecommon" 0.1777 443139471); echo "$cpp"
    jv=$(java_bench sparse 0.1777 443139471); echo "$jv"
    awk -v a="$(echo "$jv" | cpu)" -v b="$(echo "$cpp" | cpu)" -v r="$round" \
      'BEGIN { printf "ratio java/c++ 0.1777 to 443139471, round %d: %.2fx (CPU)\n", r, a / b }'
  done
  "$ROOT/sprague" --help >/dev/null  # build the command first, outside the timing
  start=$(date +%s.%N)
  JAVA_OPTS="${JAVA_OPTS:--Xmx8g}" "$ROOT/sprague" grundy 0.1777 --to 443139470 --no-values --progress none
  awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "sprague grundy 0.1777 --to 443139470 (values + proof): %.1f s\n", e - s }'
fi
