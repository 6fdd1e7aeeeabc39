#!/usr/bin/env bash
# The search engine through the CLI against C++ references built here (issue 11). Each line
# runs the C++ program and the sprague command one after the other on the same work and
# prints wall and CPU times (process start, and for sprague compiling a game file, included)
# and the ratios sprague / C++. On a shared machine the wall time mostly measures the wait for
# a core; the CPU time (user + sys of all threads, so the JVM's compiler and GC threads count
# against sprague) is the steadier figure. Not part of `mvn test`.
#
#   bench/engine.sh                       # all of it (several minutes)
#   WORK="cram" bench/engine.sh           # one group: cutting, fib3, cram
#
# Work:
#   cutting  sprague solve cutting N N --method search (packed sheets, dense rank memo), and
#            the same through examples/CuttingSheets.java (a PackedGame game file with a rank),
#            against the tutorials' C++ (sprague-bench/cpp/cutting.cpp, whole table to N)
#                                                          targets: <= 1.5x; game file <= 2x
#   fib3     three Fibonacci heaps (300, 300, 300) as ONE position: without a rank
#            (FibonacciThreeHeapsNoRank.java, written below from examples/FibonacciThreeHeaps.java
#            without rank() and rankBound(): the memo the engine picks for a game file that
#            declares nothing, chained for these keys), the same forced to HashLongMemo
#            (-Dsprague.memo=hash), and examples/FibonacciThreeHeaps.java (dense rank memo),
#            against C++ std::unordered_map (sprague-bench/cpp/fib3.cpp)   target: <= 1.0x
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
# fib3 without a rank: the example with rank() and rankBound() (and their @Override) left out
NORANK="$OUT/FibonacciThreeHeapsNoRank.java"
awk '/@Override/ { held = $0; next }
     held != "" && /public long rank(Bound)?\(/ { skip = 1; held = ""; next }
     skip { if ($0 == "    }") skip = 0; next }
     held != "" { print held; held = "" }
     { print }' examples/FibonacciThreeHeaps.java | sed 's/class FibonacciThreeHeaps /class FibonacciThreeHeapsNoRank /' >"$NORANK"
echo "engine bench: $(g++ --version | head -1); JDK $("$JAVA_HOME/bin/java" -version 2>&1 | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

secs() { # command... -> "wall cpu" seconds (cpu = user + sys, all threads), output to stderr
  local f
  f=$(mktemp)
  /usr/bin/time -o "$f" -f "%e %U %S" "$@" >&2
  awk '{ printf "%.2f %.2f", $1, $2 + $3 }' "$f"
  rm -f "$f"
}
line() { # label, "cpp wall cpu", "java wall cpu", target
  awk -v l="$1" -v c="$2" -v j="$3" -v t="$4" 'BEGIN {
    split(c, cc, " "); split(j, jj, " ");
    rw = jj[1] / cc[1]; rc = jj[2] / cc[2];
    printf "%-50s wall C++ %6.2f s sprague %6.2f s = %5.2fx | cpu C++ %6.2f s sprague %6.2f s = %5.2fx | target <= %sx\n",
      l, cc[1], jj[1], rw, cc[2], jj[2], rc, t }'
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
    j=$(secs ./sprague solve --game-file "$NORANK" "$FIB_N" "$FIB_N" "$FIB_N" --json)
    line "fib3 ($FIB_N,$FIB_N,$FIB_N) no rank, memo by default" "$c" "$j" 1.0
    j=$(JAVA_OPTS="-Dsprague.memo=hash" secs ./sprague solve --game-file "$NORANK" "$FIB_N" "$FIB_N" "$FIB_N" --json)
    line "fib3 ($FIB_N,$FIB_N,$FIB_N) no rank, -Dsprague.memo=hash" "$c" "$j" 1.0
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
    echo "cram 5x7: sprague wall/cpu $j s (target: under 60 s)"
    ;;
  esac
done
