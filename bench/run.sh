#!/usr/bin/env bash
# The Speed benchmark of issue 2: builds the bench jar (Maven) and the C++ references
# (g++ -O2), runs both on the same work in one run, and prints a table of times, ratios
# and PASS/MISS against the targets. Not part of `mvn test`.
#
#   bench/run.sh                 # cutting table 1000 x 1000, Fibonacci three heaps 300
#   CUT_N=500 FIB_N=150 bench/run.sh    # smaller work (a quick check)
#
# Work:
#   cutting   the whole Grundy table of the cutting game, sheets 1..N x 1..N
#             C++ tutorial: memoized recursion over a dense int table (sprague-bench/cpp/cutting.cpp)
#             C++ tuned:    the same tricks as the Java table (for reference, no target)
#             Java:         org.sprague.catalog.games.CuttingGrundyTable         target: <= 1.5 x tutorial
#   fib3      three-heap Fibonacci subtraction as ONE position, root (N, N, N), every sorted
#             triple stored; C++ std::unordered_map memo (sprague-bench/cpp/fib3.cpp) against
#             the generic MemoizedGrundySolver, position as a record or as a packed Long
#                                                                           target: <= 2 x C++
# Times are the best of the repetitions (Java: after warm-up runs in the same JVM).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=../bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
sprague_maven_opts
CUT_N="${CUT_N:-1000}"
FIB_N="${FIB_N:-300}"
CUT_REPS="${CUT_REPS:-3}"
FIB_REPS="${FIB_REPS:-2}"
OUT="$ROOT/sprague-bench/target/cpp"
JAR="$ROOT/sprague-bench/target/sprague-bench.jar"
JAVA="$JAVA_HOME/bin/java"

echo "bench: JAVA_HOME=$JAVA_HOME ($("$JAVA" -version 2>&1 | head -1))" >&2
echo "bench: $(g++ --version | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
cd "$ROOT"
echo "bench: building the bench jar..." >&2
mvn -B -q -o -pl sprague-core,sprague-bench -am package -DskipTests >&2 \
  || mvn -B -q -pl sprague-core,sprague-bench -am package -DskipTests >&2
mkdir -p "$OUT"
g++ -O2 -std=c++17 -o "$OUT/cutting" sprague-bench/cpp/cutting.cpp
g++ -O2 -std=c++17 -o "$OUT/fib3" sprague-bench/cpp/fib3.cpp

RESULTS="$(mktemp)"
trap 'rm -f "$RESULTS"' EXIT
run() { # label, command...
  local label="$1"; shift
  echo "bench: $label ..." >&2
  local line
  line="$("$@")"
  echo "  $line" >&2
  echo "$label $line" >>"$RESULTS"
}
run cut-cpp-tutorial "$OUT/cutting" "$CUT_N" "$CUT_REPS"
run cut-cpp-tuned "$OUT/cutting" "$CUT_N" "$CUT_REPS" tuned
run cut-java "$JAVA" -cp "$JAR" org.sprague.bench.Compare cutting "$CUT_N" "$CUT_REPS" table
run fib-cpp "$OUT/fib3" "$FIB_N" "$FIB_N" "$FIB_N" "$FIB_REPS"
run fib-java-record "$JAVA" -Xmx6g -cp "$JAR" org.sprague.bench.Compare fib3 "$FIB_N" "$FIB_REPS" record
run fib-java-packed "$JAVA" -Xmx6g -cp "$JAR" org.sprague.bench.Compare fib3 "$FIB_N" "$FIB_REPS" packed

awk -v cutn="$CUT_N" -v fibn="$FIB_N" '
  function field(line, key,   i, n, parts) {
    n = split(line, parts, " ")
    for (i = 1; i <= n; i++) if (index(parts[i], key "=") == 1) return substr(parts[i], length(key) + 2)
    return ""
  }
  { ms[$1] = field($0, "ms"); sum[$1] = field($0, "checksum"); pos[$1] = field($0, "positions"); g[$1] = field($0, "grundy") }
  END {
    printf "\n%-44s %10s %10s %7s %14s %7s  %s\n", "work", "C++ ms", "Java ms", "ratio", "positions/s", "target", "result"
    line(sprintf("cutting table %dx%d vs C++ tutorial", cutn, cutn), "cut-cpp-tutorial", "cut-java", 1.5)
    line(sprintf("cutting table %dx%d vs C++ tuned (info)", cutn, cutn), "cut-cpp-tuned", "cut-java", 0)
    line(sprintf("fib3 (%d,%d,%d) record vs unordered_map", fibn, fibn, fibn), "fib-cpp", "fib-java-record", 2)
    line(sprintf("fib3 (%d,%d,%d) packed Long vs unordered_map", fibn, fibn, fibn), "fib-cpp", "fib-java-packed", 2)
    printf "\nC++ fib3 positions/s: %.0f\n", pos["fib-cpp"] / (ms["fib-cpp"] / 1000)
    ok = (sum["cut-cpp-tutorial"] == sum["cut-java"] && sum["cut-cpp-tuned"] == sum["cut-java"])
    printf "cutting checksums: C++ %s, Java %s: %s\n", sum["cut-cpp-tutorial"], sum["cut-java"], ok ? "agree" : "DIFFER"
    ok2 = (sum["fib-cpp"] == sum["fib-java-record"] && sum["fib-cpp"] == sum["fib-java-packed"] \
           && g["fib-cpp"] == g["fib-java-record"] && pos["fib-cpp"] == pos["fib-java-record"])
    printf "fib3 root value %s/%s, positions %s/%s, checksums %s/%s: %s\n", g["fib-cpp"], g["fib-java-record"], \
      pos["fib-cpp"], pos["fib-java-record"], sum["fib-cpp"], sum["fib-java-record"], ok2 ? "agree" : "DIFFER"
  }
  function line(name, c, j, target,   r, pps, res) {
    r = ms[j] / ms[c]
    pps = pos[j] != "" ? sprintf("%.0f", pos[j] / (ms[j] / 1000)) : "-"
    res = target == 0 ? "-" : (r <= target ? "PASS" : "MISS")
    printf "%-44s %10.1f %10.1f %6.2fx %14s %7s  %s\n", name, ms[c], ms[j], r, pps, target == 0 ? "-" : "<=" target "x", res
  }' "$RESULTS"
