#!/usr/bin/env bash
# Piles of Pebbles (the partizan catalogue game) searched on packed positions: each command on
# a baseline jar and on this build, one after the other, through the CLI as a user runs it;
# wall time, user CPU (all JVM threads) and peak RSS, and whether the two printed the same text.
# Usage: bench/pebbles.sh BASE.jar [NEW.jar]  (NEW defaults to this build; LIMIT=seconds per run)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
BASE="$1"
NEW="${2:-$ROOT/sprague-cli/target/sprague.jar}"
LIMIT="${LIMIT:-120}"
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
run() { # label jar args...
  local label="$1" jar="$2"; shift 2
  local t status
  t=$(mktemp)
  status=0
  /usr/bin/time -o "$t" -f "%e %U %M" timeout "$LIMIT" "$JAVA_HOME/bin/java" -jar "$jar" "$@" >"$OUT/$label" 2>&1 || status=$?
  read -r wall user rss < <(tail -1 "$t")
  rm -f "$t"
  printf '%-4s %7.2f s wall %7.2f s user %6d MB  exit %3d  sprague %s\n' "$label" "$wall" "$user" $((rss / 1024)) "$status" "$*"
}
while IFS= read -r cmd; do
  [ -z "$cmd" ] && continue
  # shellcheck disable=SC2086
  run base "$BASE" $cmd
  # shellcheck disable=SC2086
  run new "$NEW" $cmd
  if cmp -s "$OUT/base" "$OUT/new"; then echo "     same text"; else echo "     text differs (or the base run was cut at ${LIMIT} s)"; fi
done <<'CMDS'
solve pebbles:2,3 10 11 12 13 --method search
solve pebbles:1,2 5 6 7 8 9 --method search
solve pebbles:2,3 14 15 16 17 --method search
solve pebbles:1,1 4 4 4 4 4 4 4 4 --method search
solve pebbles:3,2 10 11 12 13 14 15 --method search
solve pebbles:2,3 20 21 22 23 24 --method search
CMDS
