#!/usr/bin/env bash
# Who wins Domineering (issue 23): Sprague's outcome search against Obsequi (Bullock's
# Domineering solver) on the same boards, one after the other in one run, CPU time user+sys of
# each whole process (the JVM's start included) and the load average around each.
#
#   OBSEQUI=/path/to/Obsequi sprague-bench/peers/obsequi-compare.sh          6x6 7x7 8x8
#   OBSEQUI=/path/to/Obsequi sprague-bench/peers/obsequi-compare.sh 9x9      (about 10 min for Obsequi)
#   OBSEQUI=... BASE=/work/before/sprague ROUNDS=6 sprague-bench/peers/obsequi-compare.sh 8x8
#
# With ROUNDS > 1 each board is run that many times, and with BASE (another checkout's
# `sprague` launcher) that build too, alternated run by run (BASE, this checkout, Obsequi): a
# change is measured against its baseline in the same minutes, as the load here moves. After
# the rounds: the median and spread of each program's CPU per board, this checkout's median
# ratio to Obsequi and the rounds' paired ratios to BASE.
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
# first player's, the question Obsequi answers (8x8: 2,242,274 through the CLI, 2,242,276 for
# Left first alone in one JVM; Obsequi 2,021,154). On other boards the second search is a real one.
# THREAD_CPU=1 adds each Sprague run's CPU by thread kind (main, C2, C1, GC, other: sampled from
# /proc by thread-cpu.py beside this script; user+sys is then the launcher's process tree as
# the sampler's wait4 reports it, without the sampler's own CPU).
# Env: SPRAGUE_THREADS (1), JAVA_OPTS (passed to ./sprague), ROUNDS (1), BASE (none), THREAD_CPU (0).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
if [ -z "${OBSEQUI:-}" ] || [ ! -x "$OBSEQUI" ]; then
  echo "obsequi-compare.sh: set OBSEQUI to a built Obsequi binary (see the header of this script)" >&2
  exit 2
fi
ROUNDS=${ROUNDS:-1}
if ! [[ $ROUNDS =~ ^[1-9][0-9]*$ ]]; then
  echo "obsequi-compare.sh: ROUNDS '$ROUNDS' is not a whole number of at least 1" >&2
  exit 2
fi
if [ -n "${BASE:-}" ] && [ ! -x "$BASE" ]; then
  echo "obsequi-compare.sh: BASE '$BASE' is not an executable sprague launcher" >&2
  exit 2
fi
if [ $# -eq 0 ]; then
  set -- 6x6 7x7 8x8
fi
"$ROOT/sprague" solve domineering 2x2 --outcome >/dev/null # build first, outside the timings
if [ -n "${BASE:-}" ]; then
  "$BASE" solve domineering 2x2 --outcome >/dev/null
fi
OUT="$ROOT/sprague-bench/target/obsequi-compare"
mkdir -p "$OUT"
: >"$OUT/runs.txt" # one line a run: board, program, CPU, nodes, load (read for the summary)
load() { cut -d' ' -f1-3 /proc/loadavg; }

# sprague_run WHO LAUNCHER SIZE: one outcome search, its line printed and recorded
sprague_run() {
  local who=$1 launcher=$2 size=$3 before su ss se sm outcome nodes cpu threads sampled
  before=$(load)
  threads="" sampled=""
  if [ "${THREAD_CPU:-0}" = 1 ]; then
    # the JVM's CPU by thread kind (main, C2, C1, GC, other) from /proc, sampled every 20 ms
    sampled=$(/usr/bin/time -f '%U %S %e %M' -o "$OUT/$size.$who.time" python3 "$ROOT/sprague-bench/peers/thread-cpu.py" \
        "$OUT/$size.$who.json" "$launcher" solve domineering "$size" --outcome --json --threads "${SPRAGUE_THREADS:-1}")
    threads=" ${sampled#* }"
  else
    /usr/bin/time -f '%U %S %e %M' -o "$OUT/$size.$who.time" \
        "$launcher" solve domineering "$size" --outcome --json --threads "${SPRAGUE_THREADS:-1}" \
        >"$OUT/$size.$who.json"
  fi
  read -r su ss se sm <"$OUT/$size.$who.time"
  outcome=$(sed -n 's/.*"outcome" : "\(.\)".*/\1/p' "$OUT/$size.$who.json")
  nodes=$(sed -n 's/.*"nodes" : \([0-9]*\).*/\1/p' "$OUT/$size.$who.json" | head -1)
  cpu=$(echo "$su + $ss" | bc)
  if [ -n "$sampled" ]; then
    cpu=${sampled%% *} # the launcher's process tree alone (wait4), not the sampler's python
  fi
  printf '%-6s %-8s %-3s %10.2f %10.2f %14s %7sM   %s -> %s%s\n' "$size" "$who" "$outcome" "$cpu" "$se" \
      "$nodes" "$((sm / 1024))" "$before" "$(load)" "$threads"
  echo "$size $who $cpu $nodes" >>"$OUT/runs.txt"
}

printf '%-6s %-8s %-3s %10s %10s %14s %8s   %s\n' board program out user+sys wall nodes mem load
for round in $(seq 1 "$ROUNDS"); do
  [ "$ROUNDS" -gt 1 ] && echo "round $round"
  for size in "$@"; do
    r=${size%x*}
    c=${size#*x}
    if [ -n "${BASE:-}" ]; then
      sprague_run base "$BASE" "$size"
    fi
    sprague_run sprague "$ROOT/sprague" "$size"
    before=$(load)
    echo "solve rows $r cols $c bits 24 V" >"$OUT/$size.obsequi.in"
    /usr/bin/time -f '%U %S %e %M' -o "$OUT/$size.obsequi.time" "$OBSEQUI" <"$OUT/$size.obsequi.in" \
        >"$OUT/$size.obsequi.out" 2>&1
    read -r ou os oe om <"$OUT/$size.obsequi.time"
    winner=$(sed -n 's/^winner \([HV]\).*/\1/p' "$OUT/$size.obsequi.out")
    onodes=$(sed -n 's/^winner .*nodes \([0-9,]*\)\..*/\1/p' "$OUT/$size.obsequi.out" | tr -d ,)
    ocpu=$(echo "$ou + $os" | bc)
    printf '%-6s %-8s %-3s %10.2f %10.2f %14s %7sM   %s -> %s\n' "$size" obsequi "$winner" "$ocpu" "$oe" \
        "$onodes" "$((om / 1024))" "$before" "$(load)"
    echo "$size obsequi $ocpu $onodes" >>"$OUT/runs.txt"
  done
done
echo "(Sprague: outcome class for both starters; Obsequi: the winner with vertical moving first, V = first player wins)"
if [ "$ROUNDS" -gt 1 ]; then
  # medians (the middle value, or the mean of the two middle ones) and spreads; the paired
  # ratio to BASE is round by round (the k-th run of each on a board)
  awk '
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    { k = $1 SUBSEP $2; n[k]++; cpu[k, n[k]] = $3; sizes[$1] = 1 }
    END {
      for (s in sizes) {
        line = s ":"
        for (w = 1; w <= 3; w++) {
          who = w == 1 ? "base" : w == 2 ? "sprague" : "obsequi"
          k = s SUBSEP who
          if (!(k in n)) continue
          delete v; lo = ""; hi = ""
          for (i = 1; i <= n[k]; i++) { v[i] = cpu[k, i]; if (lo == "" || v[i] < lo) lo = v[i]; if (hi == "" || v[i] > hi) hi = v[i] }
          m[who] = median(v, n[k])
          line = line sprintf("  %s %.2f s (%.2f-%.2f, %d runs)", who, m[who], lo, hi, n[k])
        }
        print line
        ratios = ""
        if ((s SUBSEP "obsequi") in n && m["obsequi"] > 0) ratios = sprintf("  sprague / obsequi %.2fx (medians)", m["sprague"] / m["obsequi"])
        if ((s SUBSEP "base") in n) {
          delete v; c = 0
          for (i = 1; i <= n[s SUBSEP "base"] && i <= n[s SUBSEP "sprague"]; i++) v[++c] = cpu[s, "sprague", i] / cpu[s, "base", i]
          ratios = ratios sprintf("  sprague / base %.2f (paired rounds, median)", median(v, c))
        }
        print ratios
        delete m
      }
    }' "$OUT/runs.txt"
fi
