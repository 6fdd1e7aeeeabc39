#!/usr/bin/env bash
# The value (canonical form) of every Domineering rectangle up to 30 squares, through the CLI as
# a user runs it (issue 23, item 4): 1x1..1x30, 2x2..2x15, 3x3..3x10, 4x4..4x7, 5x5, 5x6 (an
# m x n board with m > n is the negative of n x m with the players' roles exchanged, so only
# m <= n is listed). One `sprague solve domineering MxN --max-moves 1 --json` per board, guarded
# by --timeout and --max-positions; prints a Markdown table: value as printed, whether CGSuite's
# notation (--notation cgsuite) prints the same, outcome, positions stored, CPU (user + sys, JVM
# start included), and the exit code (3: a limit was reached; the value column says which).
#   bench/domineering-values.sh            TIMEOUT=300 (s per board)  MAX_POSITIONS=20000000
#   BOARDS="2x5 3x7" bench/domineering-values.sh    (only these boards)
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
SPRAGUE="$ROOT/sprague"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
if [ -z "${BOARDS:-}" ]; then
  BOARDS=""
  for n in $(seq 1 30); do BOARDS+=" 1x$n"; done
  for n in $(seq 2 15); do BOARDS+=" 2x$n"; done
  for n in $(seq 3 10); do BOARDS+=" 3x$n"; done
  for n in $(seq 4 7); do BOARDS+=" 4x$n"; done
  BOARDS+=" 5x5 5x6"
fi
field() { # name file: the first "name" : value in a JSON file, quotes dropped
  grep -m1 "^ *\"$1\" : " "$2" | sed 's/^ *"[^"]*" : //; s/,$//; s/^"//; s/"$//'
}
esc() { printf '%s' "$1" | sed 's/|/\\|/g'; } # a bar inside a Markdown table cell
echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| board | value | CGSuite notation same | outcome | positions | CPU s | exit |"
echo "|---|---|---|---|---|---|---|"
for b in $BOARDS; do
  /usr/bin/time -o "$OUT/time" -f "%U %S" "$SPRAGUE" solve domineering "$b" --max-moves 1 --json \
      --timeout "${TIMEOUT:-300}" --max-positions "${MAX_POSITIONS:-20000000}" >"$OUT/json" 2>"$OUT/err"
  rc=$?
  read -r u s < <(tail -1 "$OUT/time")
  cpu=$(printf "%.2f" "$(echo "$u + $s" | bc)")
  if [ "$rc" -eq 0 ]; then
    value=$(field value "$OUT/json")
    "$SPRAGUE" solve domineering "$b" --max-moves 1 --json --notation cgsuite \
        --timeout "${TIMEOUT:-300}" >"$OUT/cg" 2>/dev/null
    [ "$(field value "$OUT/cg")" = "$value" ] && same=yes || same="no: \`$(esc "$(field value "$OUT/cg")")\`"
    echo "| $b | \`$(esc "$value")\` | $same | $(field outcome "$OUT/json") | $(field positionsStored "$OUT/json") | $cpu | 0 |"
  else
    echo "| $b | not finished: $(grep -v '^sprague: building' "$OUT/err" | tr '\n' ' ' | tr '|' '/') | | | | $cpu | $rc |"
  fi
done
echo
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
