#!/usr/bin/env bash
# The catalogue games moved onto the packed engine (issue 11 item 4), through the CLI as a
# user runs them: each command on a baseline jar and on this build, wall time, user CPU and
# peak RSS. Usage: bench/engine-games.sh BASE.jar [NEW.jar]  (NEW defaults to this build).
# Build the baseline from the commit before the change, e.g.
#   git stash -u; mvn -q -DskipTests -pl sprague-cli -am package; cp sprague-cli/target/sprague.jar /tmp/base.jar
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
BASE="$1"
NEW="${2:-$ROOT/sprague-cli/target/sprague.jar}"
LIMIT="${LIMIT:-120}"
run() { # label jar args...
  local label="$1" jar="$2"; shift 2
  local t status
  t=$(mktemp)
  status=0
  /usr/bin/time -o "$t" -f "%e %U %M" timeout "$LIMIT" "$JAVA_HOME/bin/java" -jar "$jar" "$@" >/dev/null 2>&1 || status=$?
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
done <<'CMDS'
solve wythoff 300 300 --method search
solve wythoff 300 300 --misere --method search
solve kiki 2000 2000 --method search
solve moore:3 8 8 8 8 8 8 --method search
solve moore:2 12 12 12 12 12 --misere --method search
pattern multiplication --to 20000
solve zero-xor 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 --method search
solve staircase 0 6 6 6 6 6 --method search
solve nim 30 40 50 60 --misere --method search
solve kayles 9 10 11 12 --misere --method search
solve subtraction:1,3,4 20 22 24 26 --misere --method search
CMDS
