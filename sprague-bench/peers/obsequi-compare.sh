#!/usr/bin/env bash
# Who wins Domineering (issue 23): Sprague's outcome search against Obsequi (Bullock's
# Domineering solver) on the same boards, one after the other in one run, CPU time user+sys of
# each whole process (the JVM's start included) and the load average around each.
#
#   OBSEQUI=/path/to/Obsequi sprague-bench/peers/obsequi-compare.sh          6x6 7x7 8x8
#   OBSEQUI=/path/to/Obsequi sprague-bench/peers/obsequi-compare.sh 9x9      (about 10 min for Obsequi)
#
# Obsequi is not part of this repository and this script does not build it: fetch its public
# source (orangepips/obsequi on GitHub), build its command-line solver yourself, outside this
# checkout, and point OBSEQUI at the binary. Built here without protoc (2026-11-26, g++ of
# Debian): in obsequi/, delete score_board_get_metrics and the include of obsequi.pb.h from
# score-board.cc (the solver does not use them), then
# `make Obsequi CFLAGS="-include cstdio -include cstdlib -include cstring"`. It is asked
# "solve rows R cols C bits 24 V": vertical (Left) moves first, one starting player. Sprague is asked
# `solve domineering RxC --outcome`: both starting players (the outcome class), so its figure
# includes a second search; on a square board that one is answered from the first one's table
# (the transposed state with the other player to move has the same key), so the nodes are the
# first player's, the question Obsequi answers (8x8: 6,778,542 through the CLI, 6,778,544 for
# Left first alone in one JVM). On other boards the second search is a real one.
# Env: SPRAGUE_THREADS (1), JAVA_OPTS (passed to ./sprague).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
if [ -z "${OBSEQUI:-}" ] || [ ! -x "$OBSEQUI" ]; then
  echo "obsequi-compare.sh: set OBSEQUI to a built Obsequi binary (see the header of this script)" >&2
  exit 2
fi
if [ $# -eq 0 ]; then
  set -- 6x6 7x7 8x8
fi
"$ROOT/sprague" solve domineering 2x2 --outcome >/dev/null # build first, outside the timings
OUT="$ROOT/sprague-bench/target/obsequi-compare"
mkdir -p "$OUT"
load() { cut -d' ' -f1-3 /proc/loadavg; }
printf '%-6s %-8s %10s %10s %14s %8s   %-8s %10s %10s %14s   %s\n' board who user+sys wall nodes mem obsequi \
    user+sys wall nodes load
for size in "$@"; do
  r=${size%x*}
  c=${size#*x}
  before=$(load)
  /usr/bin/time -f '%U %S %e %M' -o "$OUT/$size.sprague.time" \
      "$ROOT/sprague" solve domineering "$size" --outcome --json --threads "${SPRAGUE_THREADS:-1}" \
      >"$OUT/$size.sprague.json"
  echo "solve rows $r cols $c bits 24 V" >"$OUT/$size.obsequi.in"
  /usr/bin/time -f '%U %S %e %M' -o "$OUT/$size.obsequi.time" "$OBSEQUI" <"$OUT/$size.obsequi.in" \
      >"$OUT/$size.obsequi.out" 2>&1
  after=$(load)
  read -r su ss se sm <"$OUT/$size.sprague.time"
  read -r ou os oe _ <"$OUT/$size.obsequi.time"
  outcome=$(sed -n 's/.*"outcome" : "\(.\)".*/\1/p' "$OUT/$size.sprague.json")
  nodes=$(sed -n 's/.*"nodes" : \([0-9]*\).*/\1/p' "$OUT/$size.sprague.json" | head -1)
  winner=$(sed -n 's/^winner \([HV]\).*/\1/p' "$OUT/$size.obsequi.out")
  onodes=$(sed -n 's/^winner .*nodes \([0-9,]*\)\..*/\1/p' "$OUT/$size.obsequi.out" | tr -d ,)
  printf '%-6s %-8s %10.2f %10.2f %14s %7sM   %-8s %10.2f %10.2f %14s   %s -> %s\n' "$size" \
      "$outcome" "$(echo "$su + $ss" | bc)" "$se" "$nodes" "$((sm / 1024))" "first:$winner" \
      "$(echo "$ou + $os" | bc)" "$oe" "$onodes" "$before" "$after"
done
echo "(Sprague: outcome class for both starters; Obsequi: the winner with vertical moving first, V = first player wins)"
