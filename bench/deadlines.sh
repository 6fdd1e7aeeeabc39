#!/usr/bin/env bash
# Issue 20 items 2 and 6, before and after: what runs on past its deadline, or without a bound
# where the user gave none. For each case, the baseline build (BASE, default /work/baseline)
# and this tree: the command's wall time, CPU (user+sys) and peak memory, its exit code, and for
# the web the time to the answer and the server's CPU in the WATCH seconds after it (a worker
# still computing after its answer burns up to a core). Each command is cut at CUT seconds.
# Usage: bench/deadlines.sh [BASE]
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BASE="${1:-/work/baseline}"
CUT=${CUT:-120}
WATCH=${WATCH:-20}
cd "$ROOT"
./sprague --version >/dev/null # builds the jar first if needed
. bin/jdk.sh
sprague_find_jdk >/dev/null
JAVA="$JAVA_HOME/bin/java"
AFTER="$ROOT/sprague-cli/target/sprague.jar"
BEFORE="$BASE/sprague-cli/target/sprague.jar"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg); nproc $(nproc); cut at $CUT s"

cli() { # label, stdin file, arguments...
  local label="$1" input="$2"
  shift 2
  for which in before after; do
    local jar=$BEFORE
    [ $which = after ] && jar=$AFTER
    local code
    /usr/bin/time -o /tmp/deadlines.time -f '%e s wall, %U+%S s CPU, %M KB peak' timeout "$CUT" "$JAVA" -Xmx2g \
      -jar "$jar" "$@" <"$input" >/dev/null 2>/tmp/deadlines.err
    code=$?
    printf '%-52s %-6s exit %3s, %s | %s\n' "$label" "$which" "$code" "$(grep wall /tmp/deadlines.time)" \
      "$(head -1 /tmp/deadlines.err | cut -c1-100)"
  done
}

cpu_of() { # pid -> user+sys clock ticks
  awk '{print $14 + $15}' "/proc/$1/stat"
}

web() { # label, endpoint, body
  local label="$1" path="$2" body="$3"
  for which in before after; do
    local jar=$BEFORE
    [ $which = after ] && jar=$AFTER
    local out
    out=$(mktemp)
    "$JAVA" -Xmx1g -jar "$jar" serve --port 0 >"$out" 2>&1 &
    local pid=$!
    local url=""
    for _ in $(seq 1 600); do
      url=$(grep -o 'http://127.0.0.1:[0-9]*/' "$out" | head -1)
      [ -n "$url" ] && break
      sleep 0.05
    done
    curl -s -o /dev/null -H 'Content-Type: application/json' "${url}api/solve" -d '{"game":"nim","position":"3 4 5"}'
    local t0 t1 status c0 c1 tick
    tick=$(getconf CLK_TCK)
    t0=$(date +%s.%N)
    status=$(curl -s -o /tmp/deadlines.body -w '%{http_code}' --max-time "$CUT" -H 'Content-Type: application/json' \
      "${url}api/$path" -d "$body")
    t1=$(date +%s.%N)
    c0=$(cpu_of $pid)
    sleep "$WATCH"
    c1=$(cpu_of $pid)
    printf '%-52s %-6s HTTP %s after %.1f s; server CPU in the next %s s: %.1f s | %s\n' "$label" "$which" "$status" \
      "$(echo "$t1 - $t0" | bc)" "$WATCH" "$(echo "($c1 - $c0) / $tick" | bc -l)" \
      "$(head -c 100 /tmp/deadlines.body)"
    kill $pid
    wait $pid 2>/dev/null
    rm -f "$out"
  done
}

SEVENS30=$(printf '7%.0s' $(seq 30))
SEVENS2000=$(printf '7%.0s' $(seq 2000))
cli "solve octal:0.(2,000 sevens) 5" /dev/null solve "octal:0.$SEVENS2000" 5
cli "solve octal:0.(30 sevens) 5" /dev/null solve "octal:0.$SEVENS30" 5
cli "value '*4096+{1|0}' (no --timeout: 25 s CPU)" /dev/null value '*4096+{1|0}'
cli "value '*4096+{1|0}' --timeout 2" /dev/null value '*4096+{1|0}' --timeout 2
cli "play nim 3 4 5 < /dev/zero" /dev/zero play nim 3 4 5
cli "solve nim 3 --timeout 9223372037" /dev/null solve nim 3 --timeout 9223372037
cli "grundy 0.8 --to 100000 --timeout 0.5" /dev/null grundy 0.8 --to 100000 --timeout 0.5 --progress none

SUM300="70$(printf ' + kayles 70%.0s' $(seq 299))"
SUM140="70$(printf ' + kayles 70%.0s' $(seq 139))"
web "/api/moves grundys-game 100000" moves '{"game":"grundys-game","position":"100000"}'
web "/api/moves 300 x kayles 70" moves "{\"game\":\"kayles\",\"position\":\"$SUM300\"}"
web "/api/moves grundys-game 20001 (10,000 moves)" moves '{"game":"grundys-game","position":"20001"}'
web "/api/moves 140 x kayles 70 (9,730 moves)" moves "{\"game\":\"kayles\",\"position\":\"$SUM140\"}"
web "/api/value *64+*63+{1|0}+{2|0}+{3|0}+{4|0}" value '{"value":"*64 + *63 + {1|0} + {2|0} + {3|0} + {4|0}"}'
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
