#!/usr/bin/env bash
# CPU cost per request of the web server, which a loaded machine does not distort the way it
# does requests/s: starts `sprague serve` of each LAUNCHER given (default: this checkout's),
# warms it up, then runs wrk for SECONDS at 2 and at 64 connections on POST /api/solve (the
# mix of bench/solve-mix.lua) and on GET /app.js (a static file, gzip), and prints the
# server's CPU time (user+sys from /proc/PID/stat) per 1,000 answered requests.
# Usage: bench/http-cpu.sh [SECONDS] [LAUNCHER...]
#   e.g. bench/http-cpu.sh 10 /work/baseline/sprague ./sprague   (before/after in one script)
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
SECS="${1:-10}"
shift || true
LAUNCHERS=("$@")
[ ${#LAUNCHERS[@]} -gt 0 ] || LAUNCHERS=("$ROOT/sprague")
command -v wrk >/dev/null 2>&1 || { echo "http-cpu.sh: wrk is needed (apt-get install wrk)" >&2; exit 1; }
TICK=$(getconf CLK_TCK)

cpu_ms() { # user+sys of process $1 and its threads, in ms
  awk -v t="$TICK" '{print ($14 + $15) * 1000 / t}' "/proc/$1/stat"
}

cat >/tmp/http-cpu-static.lua <<'EOF'
wrk.headers["Accept-Encoding"] = "gzip"
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT requests=%d errors=%d non2xx=%d\n", summary.requests,
      e.connect + e.read + e.write + e.timeout, e.status))
end
EOF

printf '%-28s %-10s %6s %10s %12s %14s %8s\n' launcher what conns requests "cpu ms" "cpu ms/1000" errors
for L in "${LAUNCHERS[@]}"; do
  "$L" --version >/dev/null
  LOG="$(mktemp)"
  "$L" serve --port 0 >"$LOG" 2>&1 &
  SERVER=$!
  URL=""
  for _ in $(seq 1 100); do
    URL=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$LOG" | head -1 || true)
    [ -n "$URL" ] && break
    sleep 0.2
  done
  [ -n "$URL" ] || { echo "http-cpu.sh: $L printed no URL" >&2; cat "$LOG" >&2; kill "$SERVER"; exit 1; }
  JAVA=$(pgrep -P "$SERVER" java || echo "$SERVER")   # the launcher execs java, or runs it as a child
  wrk -t2 -c16 -d5s -s "$ROOT/bench/solve-mix.lua" "$URL" >/dev/null
  wrk -t2 -c16 -d3s -s /tmp/http-cpu-static.lua "${URL}app.js" >/dev/null
  for what in solve static; do
    for c in 2 64; do
      before=$(cpu_ms "$JAVA")
      if [ "$what" = solve ]; then
        line=$(wrk -t2 -c"$c" -d"${SECS}s" --timeout 10s -s "$ROOT/bench/solve-mix.lua" "$URL" | grep '^RESULT')
      else
        line=$(wrk -t2 -c"$c" -d"${SECS}s" --timeout 10s -s /tmp/http-cpu-static.lua "${URL}app.js" | grep '^RESULT')
      fi
      after=$(cpu_ms "$JAVA")
      n=$(sed -n 's/.*requests=\([0-9]*\).*/\1/p' <<<"$line")
      err=$(sed -n 's/.*errors=\([0-9]*\).*/\1/p' <<<"$line")
      awk -v l="$L" -v w="$what" -v c="$c" -v n="$n" -v a="$after" -v b="$before" -v e="$err" \
        'BEGIN {printf "%-28s %-10s %6d %10d %12.0f %14.1f %8d\n", substr(l, length(l) - 27), w, c, n, a - b, (a - b) * 1000 / n, e}'
    done
  done
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  rm -f "$LOG"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
