#!/usr/bin/env bash
# How long `sprague serve` takes to start with game files (each compiled once and then read
# from the compile cache; its class's type decides whether it is an explorer game or the
# game of a --db; SPRAGUE_GAME_CACHE=0 compiles every time): wall
# seconds from launch until its last start-up line, median of 3, for no file, one catalogue
# file, two, and a StrongGame file with its --db. Usage: bench/serve-startup.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
./sprague --version >/dev/null # builds the jar first if needed
DB="$(mktemp -d)/take.db"
./sprague strong --game-file examples/strong/TakeAway.java --db "$DB" 21 >/dev/null
measure() { # the line awaited, then serve's arguments
  local want="$1" out t0 t1 pid
  shift
  out=$(mktemp)
  t0=$(date +%s.%N)
  ./sprague serve --port 0 "$@" >"$out" 2>&1 &
  pid=$!
  for _ in $(seq 1 1200); do
    grep -q "$want" "$out" && break
    sleep 0.05
  done
  t1=$(date +%s.%N)
  grep -q "$want" "$out" || { echo "serve did not print '$want':" >&2; cat "$out" >&2; }
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  rm -f "$out"
  echo "$t1 - $t0" | bc
}
median() { sort -n | sed -n 2p; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "no file:              $(for _ in 1 2 3; do measure 'Sprague explorer'; done | median) s"
echo "one catalogue file:   $(for _ in 1 2 3; do measure 'Game CuttingSheets' --game-file examples/CuttingSheets.java; done | median) s"
echo "two catalogue files:  $(for _ in 1 2 3; do measure 'Game PartizanCutcake' --game-file examples/CuttingSheets.java \
  --game-file examples/PartizanCutcake.java; done | median) s"
echo "a StrongGame + --db:  $(for _ in 1 2 3; do measure 'Database take.db' --db "$DB" \
  --game-file examples/strong/TakeAway.java --game-arg 21; done | median) s"
rm -rf "$(dirname "$DB")"
