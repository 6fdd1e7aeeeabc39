#!/usr/bin/env bash
# The explorer answering from a strong-solution database: solves connect-four:5x4 (once,
# into bench/out/c4-5x4.db), starts `sprague serve --db` on a free local port, lists 2,000
# positions of random games (walking the API itself), then runs wrk (apt-get install wrk)
# at 2 connections against GET /api/strong over those positions, and against GET /api/games
# (the same server and HTTP path, no database: the baseline) in the same run. Prints
# requests/s and latencies of both, and their ratio.
# Usage: bench/strong-web.sh [SECONDS per run, default 10]
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
SECONDS_PER_RUN="${1:-10}"
command -v wrk >/dev/null 2>&1 || { echo "strong-web.sh: wrk is needed (apt-get install wrk)" >&2; exit 1; }
command -v python3 >/dev/null 2>&1 || { echo "strong-web.sh: python3 is needed to list positions" >&2; exit 1; }
mkdir -p "$ROOT/bench/out"
DB="$ROOT/bench/out/c4-5x4.db"
[ -f "$DB" ] || "$ROOT/sprague" strong connect-four:5x4 --db "$DB"
LOG="$(mktemp)"
POS="$(mktemp)"
"$ROOT/sprague" serve --port 0 --db "$DB" >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -f "$LOG" "$POS"' EXIT
URL=""
for _ in $(seq 1 100); do
  URL=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$LOG" | head -1 || true)
  [ -n "$URL" ] && break
  sleep 0.2
done
[ -n "$URL" ] || { echo "strong-web.sh: the server printed no URL:" >&2; cat "$LOG" >&2; exit 1; }
echo "server: $URL  ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))"
python3 - "$URL" "$POS" <<'PY'
import json, random, sys, urllib.parse, urllib.request
url, out = sys.argv[1], sys.argv[2]
random.seed(1)
def get(pos):
    q = urllib.parse.urlencode({"db": "c4-5x4.db", "position": pos})
    with urllib.request.urlopen(url + "api/strong?" + q) as r:
        return json.load(r)
positions = []
while len(positions) < 2000:
    a = get("")
    while a["moves"] and len(positions) < 2000:
        a = get(random.choice(a["moves"])["position"])
        positions.append(a["position"])
with open(out, "w") as f:
    f.write("\n".join(urllib.parse.quote(p, safe="") for p in positions) + "\n")
PY
export STRONG_POSITIONS="$POS" STRONG_DB="c4-5x4.db"
wrk -t1 -c2 -d3s -s "$ROOT/bench/strong-mix.lua" "$URL" >/dev/null   # warm-up
printf '%-22s %10s %10s %10s %10s %8s\n' request "requests/s" "p50 ms" "p99 ms" "max ms" errors
status=0
for what in strong games; do
  if [ "$what" = games ]; then export STRONG_PATH=/api/games; fi
  line=$(wrk -t1 -c2 -d"${SECONDS_PER_RUN}s" --timeout 10s -s "$ROOT/bench/strong-mix.lua" "$URL" | grep '^RESULT')
  get() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }
  printf '%-22s %10s %10s %10s %10s %8s\n' "GET /api/$what" "$(get rps)" "$(get p50_ms)" "$(get p99_ms)" "$(get max_ms)" "$(( $(get errors) ))"
  eval "rps_$what=$(get rps)"
  [ "$(( $(get errors) ))" -eq 0 ] || status=1
done
echo "lookup requests/s over the baseline's: $(python3 -c "print(f'{$rps_strong / $rps_games:.2f}')")"
exit $status
