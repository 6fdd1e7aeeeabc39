#!/usr/bin/env bash
# Games with cycles: Java (org.sprague.loopy) against the C++ implementation of the same
# algorithms (sprague-bench/cpp/loopy/loopy.cpp) on the same random graph, in one run.
#   bench/loopy.sh                      10^7 vertices / ~5x10^7 edges (retrograde), 10^6 (grundy)
#   LOOPY_N=1000000 bench/loopy.sh      smaller
# Env: LOOPY_N (retrograde vertices), LOOPY_GRUNDY_N, LOOPY_AVG (mean out-degree, 5),
#      LOOPY_SEED, LOOPY_REPS (solves per process, 3), LOOPY_ROUNDS (alternating runs of
#      each program, 2; the best solve of all is reported), LOOPY_XMX (Java heap, 4g).
# Java runs with -XX:+UseParallelGC (the solver allocates a few large arrays per solve) and
# -XX:+UseTransparentHugePages; the C++ program madvises its arrays onto huge pages too.
# Both programs are single-threaded; then the Java parallel retrograde analysis (2 threads). Figures go to stdout; docs/performance.md has a run.
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
g++ -O2 -std=c++17 -o "$OUT/loopy" "$ROOT/sprague-bench/cpp/loopy/loopy.cpp"

field() { awk -v k="$1" '$1 == k { $1 = ""; sub(/^ /, ""); print }' "$2"; }

min_field() { # key files...: the smallest value of key over the files
  local k=$1; shift
  for f in "$@"; do field "$k" "$f"; done | sort -n | head -1
}

run_pair() { # mode vertices: ROUNDS alternating runs of each program, best of all
  local mode=$1 n=$2 c="$OUT/$1.cpp.txt" j="$OUT/$1.java.txt" round
  for round in $(seq 1 "$ROUNDS"); do
    "$OUT/loopy" "$mode" "$n" "$AVG" "$SEED" "$REPS" >"$c.$round"
    "$JAVA_HOME/bin/java" -Xmx"$XMX" -XX:+UseParallelGC -XX:+UseTransparentHugePages -cp "$OUT/classes:$ROOT/sprague-core/target/classes" \
        org.sprague.bench.loopy.LoopyBench "$mode" "$n" "$AVG" "$SEED" "$REPS" >"$j.$round"
  done
  for f in "$c" "$j"; do
    { grep -v -E '^(solve_ms|solve_cpu_ms) ' "$f.1"
      echo "solve_ms $(min_field solve_ms "$f".*)"
      echo "solve_cpu_ms $(min_field solve_cpu_ms "$f".*)"; } >"$f"
  done
  local cs js
  cs=$(field checksum "$c"); js=$(field checksum "$j")
  if [ "$cs" != "$js" ]; then
    echo "loopy.sh: $mode: the two implementations disagree: C++ '$cs', Java '$js'" >&2
    exit 1
  fi
  local cms jms ccpu jcpu
  cms=$(field solve_ms "$c"); jms=$(field solve_ms "$j")
  ccpu=$(field solve_cpu_ms "$c"); jcpu=$(field solve_cpu_ms "$j")
  printf '%-11s %9s %10s  %6s/%6s ms %6s/%6s ms  %5s %5s  %6s MB %6s MB  %5s %5s  %s\n' "$mode" "$n" \
      "$(field edges "$j")" "$jms" "$jcpu" "$cms" "$ccpu" \
      "$(awk -v a="$jms" -v b="$cms" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')" \
      "$(awk -v a="$jcpu" -v b="$ccpu" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')" \
      "$(field peak_rss_mb "$j")" "$(field peak_rss_mb "$c")" \
      "$(field build_ms "$j")" "$(field build_ms "$c")" "$cs"
}

echo "java: $("$JAVA_HOME/bin/java" -version 2>&1 | head -1); g++: $(g++ --version | head -1); cores: $(nproc)"
echo "random graph: out-degree uniform 0..$((2 * AVG)), seed $SEED; solve time best of $REPS solves x $ROUNDS alternating runs"
echo "solve: wall/CPU ms of the solving thread; ratio: Java/C++ (wall, CPU); build: generate + reverse rows, ms"
printf '%-11s %9s %10s  %16s %16s  %11s  %9s %9s  %11s  %s\n' mode vertices edges "java solve" "c++ solve" \
    "ratio w/cpu" "java RSS" "c++ RSS" "build j/c" "checksum (equal in both)"
run_pair retrograde "$N"
run_pair grundy "$GN"
"$JAVA_HOME/bin/java" -Xmx"$XMX" -XX:+UseParallelGC -XX:+UseTransparentHugePages -cp "$OUT/classes:$ROOT/sprague-core/target/classes" \
    org.sprague.bench.loopy.LoopyBench retrograde2 "$N" "$AVG" "$SEED" "$REPS" >"$OUT/retrograde2.java.txt"
if [ "$(field checksum "$OUT/retrograde2.java.txt")" != "$(field checksum "$OUT/retrograde.java.txt")" ]; then
  echo "loopy.sh: the parallel retrograde analysis disagrees with the sequential one" >&2
  exit 1
fi
echo "retrograde on 2 threads (Java, ParallelRetrogradeSolver): $(field solve_ms "$OUT/retrograde2.java.txt") ms wall;" \
    "speed-up over 1 thread: $(awk -v a="$(field solve_ms "$OUT/retrograde.java.txt")" \
    -v b="$(field solve_ms "$OUT/retrograde2.java.txt")" 'BEGIN { printf "%.2f", a / b }')x"
echo "load average during the run: $(cut -d' ' -f1-3 /proc/loadavg) (other processes share the cores)"
echo "adjacency bytes per edge (Java): $(field adjacency_bytes_per_edge "$OUT/retrograde.java.txt")"
echo "memory on huge pages at the end (retrograde): Java $(field huge_pages_mb "$OUT/retrograde.java.txt") MB," \
    "C++ $(field huge_pages_mb "$OUT/retrograde.cpp.txt") MB"
