#!/usr/bin/env bash
# --outcome (the pruned outcome fold) against the full Grundy search on one big position per
# whole-position game, through the CLI as a user runs it (issue 11 item 6): wall time, user
# CPU and peak RSS, the two runs of a position one after the other, so their ratio is taken
# under the same load. Usage: bench/outcome.sh [JAR]  (defaults to this build).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
JAR="${1:-$ROOT/sprague-cli/target/sprague.jar}"
LIMIT="${LIMIT:-300}"
run() { # label args...
  local label="$1"; shift
  local t status
  t=$(mktemp)
  status=0
  /usr/bin/time -o "$t" -f "%e %U %M" timeout "$LIMIT" "$JAVA_HOME/bin/java" -jar "$JAR" "$@" >/dev/null 2>&1 || status=$?
  read -r wall user rss < <(tail -1 "$t")
  rm -f "$t"
  printf '%-8s %7.2f s wall %7.2f s user %6d MB  exit %3d  sprague %s\n' "$label" "$wall" "$user" $((rss / 1024)) "$status" "$*"
}
while IFS= read -r cmd; do
  [ -z "$cmd" ] && continue
  # shellcheck disable=SC2086
  run full $cmd --method search
  # shellcheck disable=SC2086
  run outcome $cmd --method search --outcome
done <<'CMDS'
solve chomp 2x2
solve wythoff 1000 1600
solve kiki 3000 3000
solve moore:2 12 16 20 24 28
solve zero-xor 1 2 4 8 16 32 64 128 256 512 1024 2048 4096 8192 16384 3 5 6 9 10
solve staircase 0 12 12 12 12 12 12
solve multiplication 1000000000000000000
CMDS
