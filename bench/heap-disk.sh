#!/usr/bin/env bash
# Heap games past memory (docs/performance-log.md, "Heap games past memory"; issue 25):
#  1. the census rows T. Czajka's octal-games tables print (UnsolvedGames.md), through
#     `sprague grundy RULE --to N --disk DIR`: Grundy's game and 0.6 at 2^21, 0.04 and 0.06
#     at 2^17; the expected rows are in this script and it stops when one differs;
#  2. CPU (user + sys) of the in-memory command against --disk on 1 and 2 threads, to N_BIG
#     (default 2^22), ROUNDS (default 2) alternating rounds, with the load average, and the
#     values of both compared (--out);
#  3. with OGS=/path/to/a/program that prints G(0..N-1) of an octal code one a line (`$OGS 0.6 N`;
#     ogs itself has no such main: the measurement in docs/performance-log.md used a few lines around
#     its RC2 solver, built locally and not committed), ogs's values of 0.6 against --disk's.
# Usage: [ROUNDS=2] [OGS=...] bench/heap-disk.sh [N_BIG]    (a few CPU minutes a round on an idle machine)
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
N_BIG="${1:-4194304}"
OUT="$ROOT/sprague-bench/target/heap-disk"
rm -rf "$OUT" && mkdir -p "$OUT"
"$ROOT/sprague" --version > /dev/null   # builds the jar once
run() { JAVA_OPTS="-Xmx4g" "$ROOT/sprague" grundy "$@" --progress none; }
timed() { local what="$1"; shift; /usr/bin/time -f "$what: %U user %S sys %M KB peak %e s wall" "$@"; }

echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "## Czajka's rows"
while read -r rule to row; do
  got=$(timed "$rule to $to" run "$rule" --to "$to" --disk "$OUT/cz-$rule" | grep -F "$rule | 2^" | tail -1)
  echo "$got"
  [ "$got" = "$rule | $row" ] || { echo "DIFFERS from Czajka's: $rule | $row" >&2; exit 1; }
done <<'ROWS'
grundys-game 2097151 2^21 | 763622 | 231 | fe | 1274 | 82860
0.6 2097151 2^21 | 1274955 | 319 | 1ee | 1584 | 20627
0.04 131071 2^17 | 109363 | 1024 | 7b8 | 18860 | 131003
0.06 131071 2^17 | 127083 | 1045 | 5a0 | 52923 | 131070
ROWS

echo "## in memory against --disk, to $N_BIG values"
for round in $(seq 1 "${ROUNDS:-2}"); do
  for rule in grundys-game 0.6; do
    echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
    timed "$rule memory 1 thread" run "$rule" --to $((N_BIG - 1)) --no-values --threads 1 --out "$OUT/mem.txt" > /dev/null
    for t in 1 2; do
      rm -rf "$OUT/d"
      timed "$rule disk $t threads" run "$rule" --to $((N_BIG - 1)) --disk "$OUT/d" --threads $t --out "$OUT/disk.txt" > /dev/null
      cmp -s "$OUT/mem.txt" "$OUT/disk.txt" || { echo "$rule: values differ" >&2; exit 1; }
    done
  done
done 2>&1
echo "values identical in memory and on disk"
if [ -n "${OGS:-}" ]; then
  echo "## ogs against --disk, 0.6 to $N_BIG values"
  timed "ogs 0.6" "$OGS" 0.6 "$N_BIG" > "$OUT/ogs.txt"
  rm -rf "$OUT/d"
  timed "0.6 disk 1 thread" run 0.6 --to $((N_BIG - 1)) --disk "$OUT/d" --threads 1 --out "$OUT/disk.txt" > /dev/null
  cmp "$OUT/ogs.txt" "$OUT/disk.txt" && echo "0.6: ogs and --disk identical ($N_BIG values)"
fi
echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
