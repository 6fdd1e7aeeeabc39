#!/usr/bin/env bash
# The search engine through the CLI against C++ references built here (issue 11). Each line
# runs the C++ program and the sprague command one after the other on the same work and
# prints both wall times (process start included on both sides) and the ratio sprague / C++.
# Not part of `mvn test`. The machine is shared: compare ratios, not single figures.
#
#   bench/engine.sh                       # all of it (several minutes)
#   WORK="cram" bench/engine.sh           # one group: cutting, fib3, cram
#
# Work:
#   cutting  sprague solve cutting N N --method search (packed sheets, dense rank memo), and
#            the same through examples/CuttingSheets.java (a PackedGame game file with a rank),
#            against the tutorials' C++ (sprague-bench/cpp/cutting.cpp, whole table to N)
#                                                          targets: <= 1.5x; game file <= 2x
#   fib3     three Fibonacci heaps (300, 300, 300) as ONE position, examples/FibonacciThreeHeaps.java,
#            hash memo (-Dsprague.memo=hash) and dense rank memo, against C++ std::unordered_map
#            (sprague-bench/cpp/fib3.cpp)                  target: <= 1.0x
#   cram     sprague solve cram 5x6 / 4x8 against a C++ memoized search with the same regions
#            and symmetries (sprague-bench/cpp/cram.cpp)   target: <= 1.0x; 5x7 under a minute
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=../bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
WORK="${WORK:-cutting fib3 cram}"
CUT_N="${CUT_N:-2000}"
FIB_N="${FIB_N:-300}"
OUT="$ROOT/sprague-bench/target/cpp"
mkdir -p "$OUT"
cd "$ROOT"
g++ -O2 -std=c++17 -o "$OUT/cutting" sprague-bench/cpp/cutting.cpp
g++ -O2 -std=c++17 -o "$OUT/fib3" sprague-bench/cpp/fib3.cpp
g++ -O2 -std=c++17 -o "$OUT/cram" sprague-bench/cpp/cram.cpp
./sprague games >/dev/null   # builds the CLI jar outside any timing
echo "engine bench: $(g++ --version | head -1); JDK $("$JAVA_HOME/bin/java" -version 2>&1 | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

secs() { # command... -> wall seconds on stdout, the command's output to stderr
  local t0 t1
  t0=$(date +%s%N)
  "$@" >&2
  t1=$(date +%s%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'
}
line() { # label, cpp seconds, java seconds, target
  awk -v l="$1" -v c="$2" -v j="$3" -v t="$4" 'BEGIN {
    r = j / c; printf "%-52s C++ %7.2f s  sprague %7.2f s  ratio %5.2fx  target <= %sx  %s\n",
      l, c, j, r, t, (r <= t + 0 ? "PASS" : "MISS") }'
}

for w in $WORK; do
  case "$w" in
  cutting)
    c=$(secs "$OUT/cutting" "$CUT_N" 1)
    j=$(secs ./sprague solve cutting "$CUT_N" "$CUT_N" --method search --json)
    line "cutting $CUT_N x $CUT_N --method search" "$c" "$j" 1.5
    c=$(secs "$OUT/cutting" "$CUT_N" 1)
    j=$(secs ./sprague solve --game-file examples/CuttingSheets.java "$CUT_N" "$CUT_N" --json)
    line "cutting $CUT_N x $CUT_N game file (PackedGame, rank)" "$c" "$j" 2
    ;;
  fib3)
    c=$(secs "$OUT/fib3" "$FIB_N" "$FIB_N" "$FIB_N" 1)
    j=$(JAVA_OPTS="-Dsprague.memo=hash" secs ./sprague solve --game-file examples/FibonacciThreeHeaps.java "$FIB_N" "$FIB_N" "$FIB_N" --json)
    line "fib3 ($FIB_N,$FIB_N,$FIB_N) game file, hash memo" "$c" "$j" 1.0
    j=$(secs ./sprague solve --game-file examples/FibonacciThreeHeaps.java "$FIB_N" "$FIB_N" "$FIB_N" --json)
    line "fib3 ($FIB_N,$FIB_N,$FIB_N) game file, dense rank memo" "$c" "$j" 1.0
    ;;
  cram)
    for b in "5 6" "4 8"; do
      set -- $b
      c=$(secs "$OUT/cram" "$1" "$2" 1)
      j=$(secs ./sprague solve cram "$1x$2" --json)
      line "cram $1x$2 (regions, 8 symmetries)" "$c" "$j" 1.0
    done
    j=$(secs ./sprague solve cram 5x7 --json)
    echo "cram 5x7: sprague $j s (target: under 60 s)"
    ;;
  esac
done
