#!/usr/bin/env bash
# Load benchmark of the web explorer: starts `sprague serve` on a free local port and runs
# wrk (apt-get install wrk) against POST /api/solve with the mix of bench/solve-mix.lua, at
# 2 and at 64 concurrent connections. Prints requests/s, p50/p99 latency and errors.
# Then the mixed run (issue 13): 8 connections of expensive requests (bench/expensive-mix.lua,
# each computing up to the time limit) beside 2 of the cheap mix; prints the cheap clients'
# p50/p99 and the server's largest resident memory (RSS, sampled every 0.2 s).
# Usage: bench/load.sh [SECONDS per run, default 20]
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
SECONDS_PER_RUN="${1:-20}"
command -v wrk >/dev/null 2>&1 || { echo "load.sh: wrk is needed (apt-get install wrk)" >&2; exit 1; }

"$ROOT/sprague" --version >/dev/null   # builds the jar if needed
LOG="$(mktemp)"
"$ROOT/sprague" serve --port 0 >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -f "$LOG"' EXIT
URL=""
for _ in $(seq 1 100); do
  URL=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$LOG" | head -1 || true)
  [ -n "$URL" ] && break
  sleep 0.2
done
[ -n "$URL" ] || { echo "load.sh: the server printed no URL:" >&2; cat "$LOG" >&2; exit 1; }

# shellcheck source=../bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
echo "server: $URL  ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $("$JAVA_HOME/bin/java" -version 2>&1 | head -1))"
echo "warm-up: 10 s at 16 connections"
wrk -t2 -c16 -d10s -s "$ROOT/bench/solve-mix.lua" "$URL" >/dev/null

printf '%-12s %10s %10s %10s %10s %8s\n' connections "requests/s" "p50 ms" "p99 ms" "max ms" errors
status=0
for c in 2 64; do
  line=$(wrk -t2 -c"$c" -d"${SECONDS_PER_RUN}s" --timeout 10s -s "$ROOT/bench/solve-mix.lua" "$URL" | grep '^RESULT')
  get() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }
  errors=$(( $(get errors) ))
  printf '%-12s %10s %10s %10s %10s %8s\n' "$c" "$(get rps)" "$(get p50_ms)" "$(get p99_ms)" "$(get max_ms)" "$errors"
  [ "$errors" -eq 0 ] || status=1
done

echo "mixed: 8 connections of expensive requests beside 2 of the cheap mix, ${SECONDS_PER_RUN} s"
RSS_MAX="$(mktemp)"
echo 0 >"$RSS_MAX"
( while kill -0 "$SERVER" 2>/dev/null; do
    kb=$(awk '/^VmRSS/ {print $2}' "/proc/$SERVER/status" 2>/dev/null || echo 0)
    [ "${kb:-0}" -gt "$(cat "$RSS_MAX")" ] && echo "$kb" >"$RSS_MAX"
    sleep 0.2
  done ) &
SAMPLER=$!
EXP="$(mktemp)"
wrk -t1 -c8 -d"${SECONDS_PER_RUN}s" --timeout 30s -s "$ROOT/bench/expensive-mix.lua" "$URL" >"$EXP" &
EXPENSIVE=$!
sleep 1
line=$(wrk -t1 -c2 -d"$((SECONDS_PER_RUN - 2))s" --timeout 10s -s "$ROOT/bench/solve-mix.lua" "$URL" | grep '^RESULT')
wait "$EXPENSIVE" || true
kill "$SAMPLER" 2>/dev/null || true
get() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }
printf '%-12s %10s %10s %10s %10s %8s
' "cheap, 2" "$(get rps)" "$(get p50_ms)" "$(get p99_ms)" "$(get max_ms)" "$(( $(get errors) ))"
echo "expensive, 8: $(grep '^EXPENSIVE' "$EXP" | cut -d' ' -f2-) (non-2xx: 422 at the time limit, by design)"
echo "server RSS: at most $(( $(cat "$RSS_MAX") / 1024 )) MiB (heap capped by the launcher: ${SPRAGUE_SERVE_HEAP:-1g})"
rm -f "$RSS_MAX" "$EXP"
[ "$(( $(get errors) ))" -eq 0 ] || status=1
exit $status
