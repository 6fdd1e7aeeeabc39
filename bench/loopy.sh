#!/usr/bin/env bash
# Games with cycles: Java (org.sprague.loopy) against the C++ implementation of the same
# algorithms (sprague-bench/cpp/loopy/loopy.cpp) on the same random graph, in one run.
#   bench/loopy.sh                      10^7 vertices / ~5x10^7 edges (retrograde), 10^6 (grundy)
#   LOOPY_N=1000000 bench/loopy.sh      smaller
# Env: LOOPY_N (retrograde vertices), LOOPY_GRUNDY_N, LOOPY_AVG (mean out-degree, 5),
#      LOOPY_SEED, LOOPY_REPS (solves per process, 3), LOOPY_ROUNDS (rounds, 3: each runs
#      every mode in C++ then in Java; ratios are medians over the rounds of the ratio within
#      a round, so a slow minute on the shared machine moves both sides), LOOPY_XMX (Java heap, 4g).
# Modes: levels1, levels2 = the retrograde engine (LevelRetrograde through GraphRetrograde)
# on 1 and 2 threads (bitmap levels, group prefetch, owner ranges); grundy =
# GeneralizedGrundySolver. The C++ program has these line for line (and a FIFO queue,
# "retrograde", whose Java version is now the tests' oracle, so it is not compared here).
# Java runs with -XX:+UseParallelGC (the solver allocates a few large arrays per solve) and
# -XX:+UseTransparentHugePages; the C++ program madvises its arrays onto huge pages too.
# Run it under `flock -x /tmp/sprague-cpu.lock` (docs/performance-log.md): the "others" column is
# the CPU time other processes took during the reported solves (from /proc/stat).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
sprague_maven_opts
N=${LOOPY_N:-10000000}
GN=${LOOPY_GRUNDY_N:-1000000}
AVG=${LOOPY_AVG:-5}
SEED=${LOOPY_SEED:-20261122}
REPS=${LOOPY_REPS:-3}
ROUNDS=${LOOPY_ROUNDS:-3}
XMX=${LOOPY_XMX:-4g}
OUT="$ROOT/sprague-bench/target/loopy-bench"
mkdir -p "$OUT/classes"

echo "building (sprague-core classes, the Java harness, the C++ program with g++ -O2)..." >&2
(cd "$ROOT" && { mvn -B -q -o -pl sprague-core compile >"$OUT/build.log" 2>&1 \
    || mvn -B -q -pl sprague-core compile >"$OUT/build.log" 2>&1; }) \
    || { echo "loopy.sh: build failed; see $OUT/build.log" >&2; exit 1; }
"$JAVA_HOME/bin/javac" -d "$OUT/classes" -cp "$ROOT/sprague-core/target/classes" \
    "$ROOT/sprague-bench/src/main/java/org/sprague/bench/loopy/LoopyBench.java"
g++ -O2 -std=c++17 -pthread -o "$OUT/loopy" "$ROOT/sprague-bench/cpp/loopy/loopy.cpp"

field() { awk -v k="$1" '$1 == k { $1 = ""; sub(/^ /, ""); print }' "$2"; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }

median() { # numbers as arguments
  printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) printf "%.2f", a[(NR + 1) / 2]; else printf "%.2f", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

run() { # lang mode vertices round
  local out="$OUT/$2.$1.$4"
  if [ "$1" = cpp ]; then
    "$OUT/loopy" "$2" "$3" "$AVG" "$SEED" "$REPS" >"$out"
  else
    "$JAVA_HOME/bin/java" -Xmx"$XMX" -XX:+UseParallelGC -XX:+UseTransparentHugePages \
        -cp "$OUT/classes:$ROOT/sprague-core/target/classes" \
        org.sprague.bench.loopy.LoopyBench "$2" "$3" "$AVG" "$SEED" "$REPS" >"$out"
  fi
  local sum
  sum=$(field checksum "$out")
  case $2 in
    grundy) if [ -z "${GRUNDY_SUM:-}" ]; then GRUNDY_SUM=$sum; fi; local want=$GRUNDY_SUM ;;
    *) if [ -z "${RETRO_SUM:-}" ]; then RETRO_SUM=$sum; fi; local want=$RETRO_SUM ;;
  esac
  if [ "$sum" != "$want" ]; then
    echo "loopy.sh: $1 $2 (round $4) disagrees: '$sum', expected '$want'" >&2
    exit 1
  fi
}

MODES="levels1 levels2 grundy"
echo "java: $("$JAVA_HOME/bin/java" -version 2>&1 | head -1); g++: $(g++ --version | head -1); cores: $(nproc)"
echo "random graph: out-degree uniform 0..$((2 * AVG)), seed $SEED; each run: fastest of $REPS solves; $ROUNDS rounds," \
    "each running every mode in C++ then Java; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 1 "$ROUNDS"); do
  for mode in $MODES; do
    n=$N
    [ "$mode" = grundy ] && n=$GN
    run cpp "$mode" "$n" "$round"
    run java "$mode" "$n" "$round"
  done
done

ms() { field solve_ms "$OUT/$2.$1.$3"; } # lang mode round
cpu() { # the solving thread's CPU time; every thread's for levels2
  if [ "$2" = levels2 ]; then field solve_process_cpu_ms "$OUT/$2.$1.$3"; else field solve_cpu_ms "$OUT/$2.$1.$3"; fi
}
best() { # lang mode key: the smallest value over the rounds
  local r; for r in $(seq 1 "$ROUNDS"); do field "$3" "$OUT/$2.$1.$r"; done | sort -n | head -1
}
best_cpu() { # lang mode: the smallest CPU time over the rounds
  local r; for r in $(seq 1 "$ROUNDS"); do cpu "$1" "$2" "$r"; done | sort -n | head -1
}
per_round() { # expression over rounds: prints the median of f(round) for a shell function f
  local f=$1 r vals=()
  for r in $(seq 1 "$ROUNDS"); do vals+=("$($f "$r")"); done
  median "${vals[@]}"
}

echo "solve: fastest wall / CPU ms over the rounds (CPU: the solving thread's; for levels2 all the process's"
echo "threads); ratio: median over rounds of"
echo "Java / C++ in the same round (wall, CPU); others: most CPU ms other processes took during a reported solve"
printf '%-10s %9s %10s  %16s %16s  %11s  %13s  %10s  %s\n' mode vertices edges "java solve" "c++ solve" \
    "ratio w/cpu" "RSS java c++" "others" "checksum (equal in all)"
for mode in $MODES; do
  n=$N
  [ "$mode" = grundy ] && n=$GN
  wall_ratio() { ratio "$(ms java "$mode" "$1")" "$(ms cpp "$mode" "$1")"; }
  cpu_ratio() { ratio "$(cpu java "$mode" "$1")" "$(cpu cpp "$mode" "$1")"; }
  others=$(for r in $(seq 1 "$ROUNDS"); do for l in java cpp; do field others_cpu_ms "$OUT/$mode.$l.$r"; done; done | sort -n | tail -1)
  printf '%-10s %9s %10s  %6s/%6s ms %6s/%6s ms  %5s %5s  %6s %6s MB  %7s ms  %s\n' "$mode" "$n" \
      "$(field edges "$OUT/$mode.java.1")" "$(best java "$mode" solve_ms)" "$(best_cpu java "$mode")" \
      "$(best cpp "$mode" solve_ms)" "$(best_cpu cpp "$mode")" \
      "$(per_round wall_ratio)" "$(per_round cpu_ratio)" \
      "$(field peak_rss_mb "$OUT/$mode.java.1")" "$(field peak_rss_mb "$OUT/$mode.cpp.1")" "$others" \
      "$(field checksum "$OUT/$mode.java.1")"
done
java_cores() { ratio "$(ms java levels1 "$1")" "$(ms java levels2 "$1")"; }
cpp_cores() { ratio "$(ms cpp levels1 "$1")" "$(ms cpp levels2 "$1")"; }
echo "both cores, levels2 over levels1 (wall, median of rounds): Java $(per_round java_cores)x, C++ $(per_round cpp_cores)x"
echo "load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "adjacency bytes per edge (Java): $(field adjacency_bytes_per_edge "$OUT/levels1.java.1")"
echo "memory on huge pages at the end (levels1): Java $(field huge_pages_mb "$OUT/levels1.java.1") MB," \
    "C++ $(field huge_pages_mb "$OUT/levels1.cpp.1") MB"
