#!/usr/bin/env bash
# Misère quotients side by side: `sprague quotient` against Aaron Siegel's MisereSolver (the
# command-line tool inside CGSuite's source, aaron-siegel/cgsuite, GPL). For each code: the
# order |Q|, |P|, whether the two final presentations are the same string (MisereSolver prints
# a tame quotient as "(Q,P) = Tk": compared with sprague's "tame" field), the period and
# preperiod of the heap alphabet, the heap each proved it at (MisereSolver's "Solution Found at
# Heap"; sprague's last heap), and the CPU seconds (user + sys) of each whole process.
#
# Nothing of CGSuite is built or kept here: give the path of a CGSuite core jar with its
# dependencies that contains org.cgsuite.core.misere.solver.CommandLineInterface.
#
# Usage: MISERESOLVER_JAR=/path/cgsuite-core-jar-with-dependencies.jar \
#          sprague-bench/misere/quotients-vs-miseresolver.sh [CODE[:MAXHEAP] ...]
#   TIMEOUT (default 300) seconds each side; JAVA17 the java for MisereSolver (default: java).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
: "${MISERESOLVER_JAR:?set MISERESOLVER_JAR to a CGSuite core jar with dependencies}"
TIMEOUT="${TIMEOUT:-300}"
JAVA17="${JAVA17:-java}"
OUT="$ROOT/sprague-bench/target/misere"
mkdir -p "$OUT"
if [ $# -eq 0 ]; then
  set -- 0.31 0.75 0.77 0.15 0.137 0.51 0.35 4.3 0.007:40 0.07:30 4.7:20 0.6:16
fi
"$ROOT/sprague" --help >/dev/null  # build first, outside the timing

cpu() { awk '/^CPU/ { printf "%.2f", $2 + $3 }' "$1"; }
echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-10s %5s | %6s %6s | %5s %5s | %-5s | %-11s %-11s | %-9s %-9s | %8s %8s\n' \
  code to "|Q|ms" "|Q|sp" "|P|ms" "|P|sp" same "per/pre ms" "per/pre sp" "heap ms" "heap sp" "cpu ms" "cpu sp"
for arg in "$@"; do
  code="${arg%%:*}"; max=""; [ "$arg" != "$code" ] && max="${arg#*:}"
  ms="$OUT/ms-$code-${max:-all}.txt"; sp="$OUT/sp-$code-${max:-all}.json"
  /usr/bin/time -f 'CPU %U %S' -o "$ms.time" timeout "$TIMEOUT" "$JAVA17" -cp "$MISERESOLVER_JAR" \
    org.cgsuite.core.misere.solver.CommandLineInterface "$code" ${max:+--maxheap "$max"} > "$ms" 2>&1 || true
  /usr/bin/time -f 'CPU %U %S' -o "$sp.time" timeout "$((TIMEOUT + 60))" "$ROOT/sprague" quotient "$code" \
    ${max:+--to "$max"} --json --progress none --timeout "$TIMEOUT" > "$sp" 2>/dev/null || true
  # MisereSolver: the last presentation printed, its sizes, its solution block
  pres_ms=$(grep -E '^(Q = |\(Q,P\) = )' "$ms" | tail -1 || true)
  sizes_ms=$(grep -E '^\|Q\| = ' "$ms" | tail -1 | sed 's/|Q| = \([0-9]*\); |P| = \([0-9]*\)/\1 \2/' || true)
  per_ms=$(awk '/^Period/ {p=$3} /^Preperiod/ {q=$3} END { if (p != "") print p "/" q; else print "-" }' "$ms")
  heap_ms=$(sed -n 's/=== Solution Found at Heap \([0-9]*\) ===/\1/p' "$ms"); heap_ms="${heap_ms:-none}"
  IFS=$'\t' read -r q_sp p_sp pres_sp tame_sp per_sp heap_sp proven_sp < <(python3 - "$sp" <<'PY'
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except Exception:
    print("\t".join(["-", "-", "-", "-", "-", "-", "False"]))
    sys.exit()
p = d["periodicity"]
per = f'{p["period"]}/{p["preperiod"]}' if p else "-"
pres = "Q = " + d["presentation"] + "; P = {" + ",".join(d["pPortion"]) + "}"
print("\t".join(str(x) for x in [d["order"], d["pPortionSize"], pres, d["tame"] or "-", per, d["to"], d["proven"]]))
PY
)
  same=no
  if [ -n "$pres_ms" ]; then
    case "$pres_ms" in
      "(Q,P) = T"*) [ "${pres_ms#(Q,P) = }" = "$tame_sp" ] && same=yes ;;
      *) [ "$pres_ms" = "$pres_sp" ] && same=yes ;;
    esac
  fi
  [ "$proven_sp" = True ] || heap_sp="${heap_sp}*"
  # the heaps MisereSolver finished: the words of its last "Phi =" line are heaps 0..H
  reached_ms=$(grep '^Phi = ' "$ms" | tail -1 | awk '{ print NF - 3 }')
  printf '%-10s %5s | %6s %6s | %5s %5s | %-5s | %-11s %-11s | %-9s %-9s | %8s %8s\n' \
    "$code" "${max:-all}" "${sizes_ms%% *}" "$q_sp" "${sizes_ms##* }" "$p_sp" "$same" "$per_ms" "$per_sp" \
    "$heap_ms" "$heap_sp" "$(cpu "$ms.time")" "$(cpu "$sp.time")"
  # MisereSolver stopped short (time out) at heap H < sprague's last heap: sprague to H alone,
  # so presentation and time compare at the same heap
  if [ "$heap_ms" = none ] && [ -n "$reached_ms" ] && [ "${heap_sp%\*}" != - ] \
      && [ "$reached_ms" -lt "${heap_sp%\*}" ] && [ "$reached_ms" -lt "${max:-999999}" ]; then
    at="$OUT/sp-$code-at-$reached_ms.json"
    /usr/bin/time -f 'CPU %U %S' -o "$at.time" timeout "$((TIMEOUT + 60))" "$ROOT/sprague" quotient "$code" \
      --to "$reached_ms" --json --progress none --timeout "$TIMEOUT" > "$at" 2>/dev/null || true
    IFS=$'\t' read -r q_at p_at pres_at tame_at < <(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print("\t".join(str(x) for x in [d["order"], d["pPortionSize"], "Q = " + d["presentation"] + "; P = {" + ",".join(d["pPortion"]) + "}", d["tame"] or "-"]))
' "$at" 2>/dev/null || printf -- '-\t-\t-\t-\n')
    same_at=no
    case "$pres_ms" in
      "(Q,P) = T"*) [ "${pres_ms#(Q,P) = }" = "$tame_at" ] && same_at=yes ;;
      *) [ "$pres_ms" = "$pres_at" ] && same_at=yes ;;
    esac
    printf '%-10s %5s | %6s %6s | %5s %5s | %-5s | %-11s %-11s | %-9s %-9s | %8s %8s\n' \
      "  @heap" "$reached_ms" "${sizes_ms%% *}" "$q_at" "${sizes_ms##* }" "$p_at" "$same_at" "" "" \
      "$reached_ms" "$reached_ms*" "$(cpu "$ms.time")" "$(cpu "$at.time")"
  fi
done
echo "(ms: MisereSolver, sp: sprague; heap sp with * = computed to there, not proven; cpu = user + sys"
echo " seconds of each whole process, JVM start included; a row '@heap H' follows a MisereSolver run that"
echo " timed out after finishing heap H: sprague run to heap H alone, compared there; outputs in $OUT)"
