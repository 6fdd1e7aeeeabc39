#!/usr/bin/env bash
# The partizan boards' searches through the CLI, two builds alternating in one script (issue 22,
# partizan part): the outcome search on Domineering, Clobber and Toads and Frogs bit boards
# (AlphaBetaOutcomeSearch) and the canonical-form search (packed Clobber, Domineering 5x6).
# CPU time (user + sys), wall, the load average at the start of each run, and whether the two
# builds printed the same thing.
#   bench/partizan-boards.sh BEFORE.jar [AFTER.jar]   (AFTER defaults to this build)
#   RUNS=3 (runs of each command and build)
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
BEFORE="${1:?usage: bench/partizan-boards.sh BEFORE.jar [AFTER.jar]}"
AFTER="${2:-$ROOT/sprague-cli/target/sprague.jar}"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
run() { # label jar args...
  local label=$1 jar=$2 t load u s e rc
  shift 2
  t="$OUT/time"
  load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -o "$t" -f "%U %S %e" timeout 900 "$JAVA_HOME/bin/java" -jar "$jar" "$@" >"$OUT/$label" 2>&1
  rc=$?
  read -r u s e < <(tail -1 "$t")
  printf '%-6s cpu %7.2f s (user %6.2f sys %5.2f) wall %7.2f load %5s exit %d  sprague %s\n' "$label" \
      "$(echo "$u + $s" | bc)" "$u" "$s" "$e" "$load" "$rc" "$*"
}
while IFS= read -r cmd; do
  [ -z "$cmd" ] && continue
  for _ in $(seq "${RUNS:-3}"); do
    # shellcheck disable=SC2086
    run before "$BEFORE" $cmd
    # shellcheck disable=SC2086
    run after "$AFTER" $cmd
    cmp -s "$OUT/before" "$OUT/after" || echo "   the two builds printed different output: $cmd"
  done
done <<'CMDS'
solve domineering 6x6 --outcome
solve clobber xoxox|oxoxo|xoxox|oxoxo --outcome
solve clobber xoxoxo|oxoxox|xoxoxo|oxoxo. --outcome
solve toads-and-frogs ttttt....fffff --outcome
solve clobber xoxo|oxox|xoxo|oxox
solve domineering 5x6
CMDS
