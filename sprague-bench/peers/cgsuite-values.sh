#!/usr/bin/env bash
# Partizan values against CGSuite (issue 23 item 4): the canonical form of each position by
# CGSuite's REPL and by `sprague solve`, alternated run by run in one script, CPU = user + sys of
# each whole process (the JVM's start and CGSuite's loading of its CGScript library included),
# the load average around each round, and the two values compared: CGSuite's printed form
# against Sprague's `--notation cgsuite` string, and, when the strings differ, as games
# (`sprague value CGSUITE_STRING == SPRAGUE_VALUE` prints true).
#
#   CGSUITE_JAR=/path/cgsuite-core-...-jar-with-dependencies.jar sprague-bench/peers/cgsuite-values.sh
#   RUNS=5 BASELINE=/work/before-s11/sprague CGSUITE_JAR=... sprague-bench/peers/cgsuite-values.sh \
#       "domineering 5x5" "clobber xoxoxoxo|oxoxoxox"
#
# Nothing of CGSuite is built or kept here: CGSUITE_JAR is the core library with its
# dependencies, built by you from CGSuite's public source (aaron-siegel/cgsuite, GPL) outside
# this checkout; it must contain org.cgsuite.lang.Repl. Built so (2026-11-28, source e909ab8, on
# Java 17): check the repository out outside this checkout; in lib/pom.xml delete the
# <repositories> block (repo.typesafe.com no longer resolves) and the org.hyperic:sigar
# dependency (Maven Central does not serve 1.6.4), and delete
# lib/core/src/main/scala/org/cgsuite/tools/Benchmark.scala (the one user of sigar, not loaded
# by the REPL); then `mvn -B install -N -DskipTests` in lib/ and `mvn -B package -DskipTests` in
# lib/core (about 2.5 min): lib/core/target/cgsuite-core-2.2.0-SNAPSHOT-jar-with-dependencies.jar.
# CGSuite is asked, in a fresh JVM per
# position, `game.grid.Domineering(Grid.Empty(R,C)).CanonicalForm` or
# `game.grid.Clobber("ROWS").CanonicalForm` on its standard input. Sprague is asked
# `solve GAME POSITION --max-moves 1 --json --notation cgsuite` (the value, its outcome, mean,
# temperature and one winning move a side: --max-moves 0 is refused).
# Env: RUNS (3) rounds; CGSUITE_JAVA (java: the JDK it was built for) for CGSuite; SPRAGUE
# (this checkout's ./sprague); BASELINE: a second sprague launcher (e.g. an unchanged build of
# main) timed in the same rounds, for a before/after; TIMEOUT (600) seconds per process.
# Positions: "domineering RxC" or "clobber ROWS" (x = Left's stones, o = Right's, rows
# separated by |); by default Domineering 5x5, 5x6, Clobber 2x8 and 3x5 alternating.
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
if [ -z "${CGSUITE_JAR:-}" ] || [ ! -f "$CGSUITE_JAR" ]; then
  echo "cgsuite-values.sh: set CGSUITE_JAR to a CGSuite core jar with dependencies (see the header)" >&2
  exit 2
fi
RUNS="${RUNS:-3}"
TIMEOUT="${TIMEOUT:-600}"
CGSUITE_JAVA="${CGSUITE_JAVA:-java}"
SPRAGUE="${SPRAGUE:-$ROOT/sprague}"
BASELINE="${BASELINE:-}"
if [ $# -eq 0 ]; then
  set -- "domineering 5x5" "domineering 5x6" "clobber xoxoxoxo|oxoxoxox" "clobber xoxox|oxoxo|xoxox"
fi
OUT="$ROOT/sprague-bench/target/cgsuite-values"
mkdir -p "$OUT"
rm -f "$OUT"/*.cpu
# build first, outside the timings
"$SPRAGUE" solve domineering 2x2 --max-moves 1 >/dev/null
[ -n "$BASELINE" ] && "$BASELINE" solve domineering 2x2 --max-moves 1 >/dev/null

cgsuite_expr() { # "domineering 5x6" -> CGScript
  case "$1" in
    domineering\ *x*) local s=${1#domineering }; echo "game.grid.Domineering(Grid.Empty(${s%x*},${s#*x})).CanonicalForm" ;;
    clobber\ *) echo "game.grid.Clobber(\"${1#clobber }\").CanonicalForm" ;;
    *) echo "cgsuite-values.sh: unknown position '$1' (domineering RxC or clobber ROWS)" >&2; exit 2 ;;
  esac
}
slug() { echo "$1" | tr ' |' '_-'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

run_cgsuite() { # position tag run
  local expr; expr=$(cgsuite_expr "$1")
  printf '%s\n:quit\n' "$expr" | /usr/bin/time -f '%U %S %M' -o "$OUT/$2.$3.time" \
    timeout "$TIMEOUT" "$CGSUITE_JAVA" -cp "$CGSUITE_JAR" org.cgsuite.lang.Repl >"$OUT/$2.$3.out" 2>"$OUT/$2.$3.err"
  # the REPL prints two lines of banner, then the value
  tail -n +3 "$OUT/$2.$3.out" | grep -v '^$' | tail -1 | tr -d ' \r' >"$OUT/$2.$3.value"
}
run_sprague() { # launcher position tag run
  local game=${2%% *} pos=${2#* }
  /usr/bin/time -f '%U %S %M' -o "$OUT/$3.$4.time" timeout "$TIMEOUT" "$1" solve "$game" "$pos" \
    --max-moves 1 --json --notation cgsuite >"$OUT/$3.$4.out" 2>"$OUT/$3.$4.err"
  sed -n 's/^  "value" : "\(.*\)",$/\1/p' "$OUT/$3.$4.out" | tr -d ' ' >"$OUT/$3.$4.value"
}
record() { # tag run: appends "cpu-seconds rss-MB" of that run to the tag's file
  local u sy m
  read -r u sy m < <(tail -1 "$OUT/$1.$2.time")
  echo "$(echo "$u + $sy" | bc) $((m / 1024))" >>"$OUT/$1.cpu"
}

echo "# $(date -u +%FT%TZ), $(nproc) cores; CGSuite: $CGSUITE_JAR on $("$CGSUITE_JAVA" -version 2>&1 | head -1)"
echo "# sprague: $SPRAGUE${BASELINE:+; baseline: $BASELINE}; $RUNS rounds"
for run in $(seq 1 "$RUNS"); do
  for p in "$@"; do
    s=$(slug "$p")
    before=$(load)
    # the order alternates from round to round: odd rounds CGSuite first, even rounds last
    order="cgsuite sprague${BASELINE:+ baseline}"
    [ $((run % 2)) -eq 0 ] && order="${BASELINE:+baseline }sprague cgsuite"
    for who in $order; do
      case $who in
        cgsuite) run_cgsuite "$p" "$s.cgsuite" "$run" ;;
        sprague) run_sprague "$SPRAGUE" "$p" "$s.sprague" "$run" ;;
        baseline) run_sprague "$BASELINE" "$p" "$s.baseline" "$run" ;;
      esac
      record "$s.$who" "$run"
    done
    echo "round $run  $p: load $before -> $(load)"
  done
done

echo
echo "| position | CGSuite CPU s (runs) | Sprague CPU s (runs) |${BASELINE:+ baseline CPU s (runs) |} CGSuite / Sprague, median (range) |${BASELINE:+ CGSuite / baseline, median (range) |} max RSS CGSuite / Sprague MB | value (CGSuite's print) | same string | equal as games |"
echo "|---|---|---|${BASELINE:+---|}---|${BASELINE:+---|}---|---|---|---|"
for p in "$@"; do
  s=$(slug "$p")
  cv=$(cat "$OUT/$s.cgsuite.1.value")
  sv=$(cat "$OUT/$s.sprague.1.value")
  same=no
  [ -n "$cv" ] && [ "$cv" = "$sv" ] && same=yes
  equal=$same
  if [ "$same" = no ] && [ -n "$cv" ]; then
    # as games: `sprague value G == H` with CGSuite's string and Sprague's own (default
    # notation: shorter than CGSuite's for a large switch; the two as separate words, since one
    # argument is limited to 128 KB). Two prints of one form can differ in the order of options.
    b=$("$SPRAGUE" solve "${p%% *}" "${p#* }" --max-moves 1 --json 2>/dev/null | sed -n 's/^  "value" : "\(.*\)",$/\1/p')
    equal=no
    [ -n "$b" ] && [ "$("$SPRAGUE" value "$cv" "==" "$b" 2>/dev/null)" = true ] && equal=yes
  fi
  python3 - "$OUT/$s" "$p" "$cv" "$same" "$equal" "${BASELINE:+1}" <<'PY'
import statistics, sys
base, pos, value, same, equal, has_base = sys.argv[1:7]
def rows(tag):
    try:
        return [tuple(float(x) for x in l.split()) for l in open(f"{base}.{tag}.cpu")]
    except FileNotFoundError:
        return []
c, s, b = rows("cgsuite"), rows("sprague"), rows("baseline")
def runs(r):
    return ", ".join(f"{x[0]:.2f}" for x in r)
mc = statistics.median(x[0] for x in c)
ms = statistics.median(x[0] for x in s)
lo = min(x[0] for x in c) / max(x[0] for x in s)
hi = max(x[0] for x in c) / min(x[0] for x in s)
rss = f"{max(x[1] for x in c):.0f} / {max(x[1] for x in s):.0f}"
v = value if len(value) <= 40 else value[:37] + "..."
v = v.replace("|", "\\|")
cells = [pos.replace("|", "\\|"), f"{runs(c)} (median {mc:.2f})", f"{runs(s)} (median {ms:.2f})"]
if has_base:
    cells.append(f"{runs(b)} (median {statistics.median(x[0] for x in b):.2f})")
cells.append(f"{mc / ms:.1f}x ({lo:.1f}-{hi:.1f}x)")
if has_base:
    mb = statistics.median(x[0] for x in b)
    cells.append(f"{mc / mb:.1f}x ({min(x[0] for x in c) / max(x[0] for x in b):.1f}-"
                 f"{max(x[0] for x in c) / min(x[0] for x in b):.1f}x)")
cells += [rss, f"`{v}`", same, equal]
print("| " + " | ".join(cells) + " |")
PY
done
echo
echo "(values of every run: $OUT/*.value; a value that differs between runs of one program would show there)"
for p in "$@"; do
  s=$(slug "$p")
  for who in cgsuite sprague ${BASELINE:+baseline}; do
    n=$(cat "$OUT/$s.$who".*.value 2>/dev/null | sort -u | wc -l)
    [ "$n" -le 1 ] || echo "WARNING: $p: $who printed $n different values across runs"
    [ -s "$OUT/$s.$who.1.value" ] || echo "WARNING: $p: $who printed no value (see $OUT/$s.$who.1.err)"
  done
done
