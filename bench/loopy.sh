#!/usr/bin/env bash
# Games with cycles: Java (org.sprague.loopy) against the C++ implementation of the same
# algorithms (sprague-bench/cpp/loopy/loopy.cpp) on the same random graph, in one run.
#   bench/loopy.sh                      10^7 vertices / ~5x10^7 edges (retrograde), 10^6 (grundy)
#   LOOPY_N=1000000 bench/loopy.sh      smaller
# Env: LOOPY_N (retrograde vertices), LOOPY_GRUNDY_N, LOOPY_AVG (mean out-degree, 5),
#      LOOPY_SEED, LOOPY_REPS (solves per process, 3), LOOPY_ROUNDS (alternating runs of
#      each program, 2; the round with the fastest solve is reported), LOOPY_XMX (Java heap, 4g).
# Modes: retrograde = RetrogradeSolver (FIFO queue); levels1, levels2 = ParallelRetrogradeSolver
# on 1 and 2 threads (bitmap levels, group prefetch, owner ranges); grundy =
# GeneralizedGrundySolver. The C++ program has the same four, line for line.
# Java runs with -XX:+UseParallelGC (the solver allocates a few large arrays per solve) and
# -XX:+UseTransparentHugePages; the C++ program madvises its arrays onto huge pages too.
# Run it under `flock -x /tmp/sprague-cpu.lock` (docs/performance.md): the "others" column is
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
ROUNDS=${LOOPY_ROUNDS:-2}
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

fastest() { # files...: the file with the smallest solve_ms
  for f in "$@"; do echo "$(field solve_ms "$f") $f"; done | sort -n | head -1 | cut -d' ' -f2-
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }

declare -A WALL
run_pair() { # mode vertices: ROUNDS alternating runs of each program, the fastest round of each
  local mode=$1 n=$2 round c j
  for round in $(seq 1 "$ROUNDS"); do
    "$OUT/loopy" "$mode" "$n" "$AVG" "$SEED" "$REPS" >"$OUT/$mode.cpp.$round"
    "$JAVA_HOME/bin/java" -Xmx"$XMX" -XX:+UseParallelGC -XX:+UseTransparentHugePages \
        -cp "$OUT/classes:$ROOT/sprague-core/target/classes" \
        org.sprague.bench.loopy.LoopyBench "$mode" "$n" "$AVG" "$SEED" "$REPS" >"$OUT/$mode.java.$round"
  done
  c=$(fastest "$OUT/$mode".cpp.*); j=$(fastest "$OUT/$mode".java.*)
  local cs js
  cs=$(field checksum "$c"); js=$(field checksum "$j")
  if [ "$cs" != "$js" ]; then
    echo "loopy.sh: $mode: the two implementations disagree: C++ '$cs', Java '$js'" >&2
    exit 1
  fi
  if [ "$mode" != grundy ]; then
    if [ -z "${RETRO_SUM:-}" ]; then RETRO_SUM=$cs; fi
    if [ "$cs" != "$RETRO_SUM" ]; then
      echo "loopy.sh: $mode disagrees with the FIFO retrograde analysis: '$cs' vs '$RETRO_SUM'" >&2
      exit 1
    fi
  fi
  local jms cms jcpu ccpu
  jms=$(field solve_ms "$j"); cms=$(field solve_ms "$c")
  jcpu=$(field solve_process_cpu_ms "$j"); ccpu=$(field solve_process_cpu_ms "$c")
  WALL[$mode.java]=$jms; WALL[$mode.cpp]=$cms
  printf '%-10s %9s %10s  %6s/%6s ms %6s/%6s ms  %5s %5s  %6s %6s MB  %5s %5s ms  %s\n' "$mode" "$n" \
      "$(field edges "$j")" "$jms" "$jcpu" "$cms" "$ccpu" "$(ratio "$jms" "$cms")" "$(ratio "$jcpu" "$ccpu")" \
      "$(field peak_rss_mb "$j")" "$(field peak_rss_mb "$c")" \
      "$(field others_cpu_ms "$j")" "$(field others_cpu_ms "$c")" "$cs"
}

echo "java: $("$JAVA_HOME/bin/java" -version 2>&1 | head -1); g++: $(g++ --version | head -1); cores: $(nproc)"
echo "random graph: out-degree uniform 0..$((2 * AVG)), seed $SEED; fastest of $REPS solves x $ROUNDS alternating runs"
echo "solve: wall / CPU ms (CPU of all the process's threads); ratio: Java / C++ (wall, CPU);"
echo "others: CPU ms other processes used during the reported solve (Java, C++); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-10s %9s %10s  %16s %16s  %11s  %13s  %14s  %s\n' mode vertices edges "java solve" "c++ solve" \
    "ratio w/cpu" "RSS java c++" "others j/c" "checksum (equal in both)"
run_pair retrograde "$N"
run_pair levels1 "$N"
run_pair levels2 "$N"
run_pair grundy "$GN"
echo "both cores (levels2 over levels1, wall): Java $(ratio "${WALL[levels1.java]}" "${WALL[levels2.java]}")x," \
    "C++ $(ratio "${WALL[levels1.cpp]}" "${WALL[levels2.cpp]}")x"
echo "levels on one thread over the FIFO queue (wall): Java $(ratio "${WALL[retrograde.java]}" "${WALL[levels1.java]}")x," \
    "C++ $(ratio "${WALL[retrograde.cpp]}" "${WALL[levels1.cpp]}")x;" \
    "levels2 over FIFO: Java $(ratio "${WALL[retrograde.java]}" "${WALL[levels2.java]}")x"
echo "load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "adjacency bytes per edge (Java): $(field adjacency_bytes_per_edge "$OUT/retrograde.java.1")"
echo "memory on huge pages at the end (retrograde): Java $(field huge_pages_mb "$OUT/retrograde.java.1") MB," \
    "C++ $(field huge_pages_mb "$OUT/retrograde.cpp.1") MB"
