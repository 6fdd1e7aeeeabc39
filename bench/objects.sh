#!/usr/bin/env bash
# Users' game files with OBJECT positions (ImpartialGame<Position>, a list of options per
# position: the simple way in) against a C++ memoized search of the same game written as a
# competitive programmer would (positions packed in a 64-bit key, std::unordered_map,
# recursive), issue 11's "within 3x" target. Each line runs the C++ program and the sprague
# command one after the other, process start (and for sprague compiling the game file with
# javac) included, and prints wall and CPU times, the ratios sprague / C++, and the peak
# resident memory of each process divided by the positions the C++ program stored (an upper
# bound of bytes per position: the JVM's own ~50-100 MB count against sprague). Not part of
# `mvn test`; on a shared machine read the CPU ratio.
#
#   bench/objects.sh                      # Chomp 11x11 and Cram 5x5 (a few minutes)
#   GAMES=cram bench/objects.sh           # one of them
#   GAMES=records bench/objects.sh        # Cram 5x5 with a record position (CramRecords.java)
#   BASE=/work/before-s35 bench/objects.sh  # also a baseline checkout, same run (before/after),
#       run by its own launcher (its JVM flags and AOT caches, as a user of that build runs it)
#   BASE=/tmp/base.jar bench/objects.sh   # also a baseline jar, run with a class-data-sharing
#       archive and the serial collector, not with its launcher's AOT cache and flags (slower)
#   BASE=... BASE_GAMES=/tmp/list bench/objects.sh   # the baseline runs the game files of that
#       directory: a jar before struct17 has no ImpartialGame.collect or Position.emit, so give it
#       the files that list their options (git show 9b4cc38:sprague-bench/games/ChompObjects.java)
#
#   chomp  sprague-bench/games/ChompObjects.java 11 11 ... 11   vs sprague-bench/cpp/chomp_memo.cpp 11 11
#   cram   sprague-bench/games/CramObjects.java 5 5             vs sprague-bench/cpp/cram_memo.cpp 5 5
#   records sprague-bench/games/CramRecords.java 5 5 33554431   vs the same
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=../bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
GAMES="${GAMES:-chomp cram}"
OUT="$ROOT/sprague-bench/target/cpp"
mkdir -p "$OUT"
cd "$ROOT"
g++ -O2 -std=c++17 -o "$OUT/chomp_memo" sprague-bench/cpp/chomp_memo.cpp
g++ -O2 -std=c++17 -o "$OUT/cram_memo" sprague-bench/cpp/cram_memo.cpp
# builds the CLI jar and the launcher's start-up cache (JDK 25: the AOT cache, made by its
# training workload) outside any timing
./sprague games >/dev/null
# JDK 21-24: the launcher's class-data-sharing archive is written by the first run after a
# build and holds the classes that run loaded: written by `sprague games` it lacks javac's, and
# every game-file run then loads them again (about 0.6 s CPU more, measured on Cram 5x5). Both
# jars get an archive written by a small game-file run, outside any timing (which also puts
# the game files' classes in the game-file compile cache).
rm -f sprague-cli/target/sprague.jsa
./sprague solve --game-file sprague-bench/games/CramObjects.java 2 2 >/dev/null
./sprague solve --game-file sprague-bench/games/ChompObjects.java 2 2 >/dev/null
if [ -n "${BASE:-}" ] && [ -d "$BASE" ]; then
  # a checkout: its launcher (and its start-up caches, made here outside any timing)
  "$BASE/sprague" games >/dev/null
  "$BASE/sprague" solve --game-file "${BASE_GAMES:-sprague-bench/games}/CramObjects.java" 2 2 >/dev/null
  "$BASE/sprague" solve --game-file "${BASE_GAMES:-sprague-bench/games}/ChompObjects.java" 2 2 >/dev/null
elif [ -n "${BASE:-}" ]; then
  rm -f "${BASE%.jar}.jsa"
  "$JAVA_HOME/bin/java" -XX:SharedArchiveFile="${BASE%.jar}.jsa" -XX:+AutoCreateSharedArchive -Xlog:cds*=off \
    -jar "$BASE" solve --game-file "${BASE_GAMES:-sprague-bench/games}/CramObjects.java" 2 2 >/dev/null
fi
echo "objects bench: $(g++ --version | head -1); JDK $("$JAVA_HOME/bin/java" -version 2>&1 | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

run() { # label target cpp-command -- sprague-command
  local label="$1" target="$2"
  shift 2
  local cpp=() f c j positions
  while [ "$1" != -- ]; do cpp+=("$1"); shift; done
  shift
  f=$(mktemp)
  /usr/bin/time -o "$f" -f "%e %U %S %M" "${cpp[@]}" >"$f.out"
  c=$(cat "$f")
  positions=$(sed -n 's/.*positions=\([0-9]*\).*/\1/p' "$f.out")
  echo "  C++: $(cat "$f.out")"
  /usr/bin/time -o "$f" -f "%e %U %S %M" "$@" --json >"$f.out"
  j=$(cat "$f")
  echo "  sprague: grundy $(sed -n 's/.*"grundy" : \([0-9]*\).*/\1/p' "$f.out")"
  if [ -n "${BASE:-}" ]; then
    local b
    shift # ./sprague: the baseline runs its jar with the same JDK and arguments, and the
    # collector the launcher gives a game file (the serial one, since gamefile8)
    local args=("$@")
    if [ -n "${BASE_GAMES:-}" ]; then
      args=("${args[@]/#sprague-bench\/games\//$BASE_GAMES/}")
    fi
    if [ -d "$BASE" ]; then
      /usr/bin/time -o "$f" -f "%e %U %S %M" "$BASE/sprague" "${args[@]}" --json >"$f.out"
    else
      /usr/bin/time -o "$f" -f "%e %U %S %M" "$JAVA_HOME/bin/java" -XX:+UseSerialGC -Xmn24m -XX:SharedArchiveFile="${BASE%.jar}.jsa" \
        -XX:+AutoCreateSharedArchive -Xlog:cds*=off -jar "$BASE" "${args[@]}" --json >"$f.out"
    fi
    b=$(cat "$f")
    awk -v l="$label" -v c="$c" -v b="$b" 'BEGIN { split(c, cc, " "); split(b, bb, " ");
      printf "%-22s baseline %s: cpu %6.2f s = %5.2fx C++, peak RSS %d MB\n", l, "'"$BASE"'",
        bb[2] + bb[3], (bb[2] + bb[3]) / (cc[2] + cc[3]), bb[4] / 1024 }'
  fi
  awk -v l="$label" -v c="$c" -v j="$j" -v n="$positions" -v t="$target" 'BEGIN {
    split(c, cc, " "); split(j, jj, " ");
    printf "%-22s wall C++ %6.2f s sprague %6.2f s = %5.2fx | cpu C++ %6.2f s sprague %6.2f s = %5.2fx | target <= %sx\n",
      l, cc[1], jj[1], jj[1] / cc[1], cc[2] + cc[3], jj[2] + jj[3], (jj[2] + jj[3]) / (cc[2] + cc[3]), t;
    printf "%-22s peak RSS C++ %d MB sprague %d MB; %d positions: %.0f / %.0f bytes per position (RSS / positions)\n",
      "", cc[4] / 1024, jj[4] / 1024, n, cc[4] * 1024 / n, jj[4] * 1024 / n }'
  rm -f "$f" "$f.out"
}

for g in $GAMES; do
  case "$g" in
  chomp)
    run "chomp 11x11 objects" 3 "$OUT/chomp_memo" 11 11 -- \
      ./sprague solve --game-file sprague-bench/games/ChompObjects.java 11 11 11 11 11 11 11 11 11 11 11
    ;;
  cram)
    run "cram 5x5 objects" 3 "$OUT/cram_memo" 5 5 -- \
      ./sprague solve --game-file sprague-bench/games/CramObjects.java 5 5
    ;;
  records)
    run "cram 5x5 records" 3 "$OUT/cram_memo" 5 5 -- \
      ./sprague solve --game-file sprague-bench/games/CramRecords.java 5 5 33554431
    ;;
  esac
done
