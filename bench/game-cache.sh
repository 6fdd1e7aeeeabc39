#!/usr/bin/env bash
# What a small `solve --game-file` costs with and without the compile cache (docs/game-files.md,
# "Compiled once"): the same command run RUNS times each way, through ./sprague (process start,
# CDS and all), with the CPU time (user + sys) and wall time of each run and the median CPU of
# each way. Ways: "javac" (SPRAGUE_GAME_CACHE=0: compiled every run, as before the cache),
# "first" (an empty cache: compile and write the entry), "cached" (the entry read back), and
# for scale "nim" (`solve nim 3`, a catalogue game: the JVM's start and nothing else). Not
# part of `mvn test`; on a shared machine read the CPU times.
#
#   bench/game-cache.sh                                   # CramObjects.java 1 2, 5 runs each
#   RUNS=9 bench/game-cache.sh sprague-bench/games/ChompObjects.java 3 3 3
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
cd "$ROOT"
RUNS="${RUNS:-5}"
if [ $# -eq 0 ]; then
  set -- sprague-bench/games/CramObjects.java 1 2
fi
FILE="$1"
shift
./sprague games >/dev/null   # builds the CLI jar (and its CDS archive) outside any timing
CACHE="$(mktemp -d)"
trap 'rm -rf "$CACHE"' EXIT
echo "game-cache bench: solve --game-file $FILE $*; $RUNS runs each; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

one() { # way -> "cpu wall"
  local way="$1" f
  shift
  f=$(mktemp)
  case "$way" in
  javac) SPRAGUE_GAME_CACHE=0 /usr/bin/time -o "$f" -f "%U %S %e" ./sprague solve --game-file "$FILE" "$@" >/dev/null ;;
  first) rm -rf "${CACHE:?}"/* && SPRAGUE_GAME_CACHE_DIR="$CACHE" /usr/bin/time -o "$f" -f "%U %S %e" ./sprague solve --game-file "$FILE" "$@" >/dev/null ;;
  cached) SPRAGUE_GAME_CACHE_DIR="$CACHE" /usr/bin/time -o "$f" -f "%U %S %e" ./sprague solve --game-file "$FILE" "$@" >/dev/null ;;
  nim) /usr/bin/time -o "$f" -f "%U %S %e" ./sprague solve nim 3 >/dev/null ;;
  esac
  awk '{ printf "%.2f %.2f\n", $1 + $2, $3 }' "$f"
  rm -f "$f"
}

for way in javac first cached nim; do
  times=()
  for _ in $(seq "$RUNS"); do
    times+=("$(one "$way" "$@")")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk -v w="$way" '{ cpu[NR] = $1; all = all sprintf(" %s/%s", $1, $2) }
    END { printf "%-7s cpu median %5.2f s   (cpu/wall s:%s)\n", w, cpu[int((NR + 1) / 2)], all }'
done
