#!/bin/bash
# Asks two builds' web servers the same API requests and compares status and body, elapsed
# times masked: every endpoint, good and bad requests (the cases each endpoint refuses, limits,
# users' partizan games from a --game-file). Usage: bench/compare-web.sh BEFORE_LAUNCHER
# AFTER_LAUNCHER [OUTDIR]. Exit 1 if any differs. Starts the two servers (with --game-file
# examples/PartizanCutcake.java) on free ports and stops them at the end.
set -u
A=$1; B=$2; OUT=${3:-$(mktemp -d)}
mkdir -p "$OUT"
cd "$(dirname "$0")/.." || exit 2
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
PIDS=()
start() { # launcher, port
  JAVA_OPTS=-Xmx2g "$1" serve --port "$2" --game-file examples/PartizanCutcake.java > "$OUT/serve-$2.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$2/api/limits" && return 0; sleep 0.5; done
  echo "server on $2 did not start"; return 1
}
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null; done; wait' EXIT
PA=$(port); start "$A" "$PA" || exit 2
PB=$(port); start "$B" "$PB" || exit 2
mask() { sed -E 's/"(elapsedMillis|elapsed|millis|seconds|cpuMillis|wallMillis)" ?: ?[0-9.]+/"\1": T/g'; }
ask() { # port, tag, index, method path [body]
  local d="$OUT/$2/$3"; mkdir -p "$d"
  if [ -z "${5:-}" ]; then
    curl -s -o "$d/body" -w '%{http_code} %{content_type}\n' "http://127.0.0.1:$1$4" > "$d/status"
  else
    curl -s -o "$d/body" -w '%{http_code} %{content_type}\n' -H 'Content-Type: application/json' \
      --data-binary "$5" "http://127.0.0.1:$1$4" > "$d/status"
  fi
  mask < "$d/body" > "$d/body.m"
}
i=0; diffs=0
while IFS=$'\t' read -r path body; do
  [ -z "$path" ] && continue
  i=$((i+1))
  ask "$PA" a $i "$path" "$body"; ask "$PB" b $i "$path" "$body"
  if ! cmp -s "$OUT/a/$i/status" "$OUT/b/$i/status" || ! cmp -s "$OUT/a/$i/body.m" "$OUT/b/$i/body.m"; then
    diffs=$((diffs+1)); echo "DIFFERS $i: $path $body"
  fi
done <<'LIST'
/api/games
/api/limits
/api/databases
/api/nosuch
/api/solve	{"game": "nim", "position": "3 4 5"}
/api/solve	{"position": "nim 3 4 + kayles 7"}
/api/solve	{"game": "domineering", "position": "3x3"}
/api/solve	{"game": "domineering", "position": "4x4", "outcome": true}
/api/solve	{"game": "pebbles:2,3", "position": "4 5 6"}
/api/solve	{"game": "PartizanCutcake", "position": "3 4"}
/api/solve	{"game": "nim", "position": "3", "toMove": "left"}
/api/solve	{"game": "nim", "position": "3", "maxPositions": 0}
/api/solve	{"game": "nim", "position": "3", "method": "nosuch"}
/api/solve	{"game": "cram", "position": "5x5", "maxPositions": 10}
/api/moves	{"game": "nim", "position": "3 4 5"}
/api/moves	{"game": "cram", "position": "3x3"}
/api/moves	{"game": "pebbles:2,3", "position": "4 5", "toMove": "right"}
/api/moves	{"game": "nim", "position": "3 4", "toMove": "right"}
/api/moves	{"game": "nim", "position": "3000000"}
/api/moves	{"game": "nim", "position": "3", "outcome": true}
/api/engine-move	{"game": "nim", "position": "3 4 5"}
/api/engine-move	{"game": "nim", "position": "1 2 3"}
/api/engine-move	{"position": "nim 3 + kayles 4"}
/api/engine-move	{"game": "pebbles:2,3", "position": "4 5", "toMove": "right"}
/api/engine-move	{"game": "nim", "position": "0"}
/api/hint	{"game": "nim", "position": "3 4 5"}
/api/hint	{"game": "kayles", "position": "3 5 7"}
/api/hint	{"position": "nim 3 + kayles 4"}
/api/hint	{"game": "nim", "position": "1 2 3", "misere": true}
/api/hint	{"game": "pebbles:2,3", "position": "4 5", "toMove": "right"}
/api/hint	{"position": "domineering 3x3"}
/api/table	{"game": "wythoff", "rows": 8, "cols": 8}
/api/table	{"game": "nim", "rows": 4, "cols": 4, "grundy": true}
/api/table	{"game": "nim", "rows": 0, "cols": 4}
/api/table	{"game": "nim", "rows": 4000, "cols": 4000}
/api/table	{"game": "nim"}
/api/table	{"game": "domineering", "rows": 4, "cols": 5}
/api/table	{"game": "domineering", "rows": 3, "cols": 3, "grundy": true}
/api/grundy	{"rule": "kayles", "to": 100}
/api/grundy	{"rule": "0.137", "to": 300, "noValues": true}
/api/grundy	{"rule": "kayles", "to": 100, "method": "naive"}
/api/grundy	{"rule": "kayles", "to": 100, "method": "x"}
/api/grundy	{"rule": "kayles", "to": -1}
/api/grundy	{"rule": "kayles", "to": 1000000000000}
/api/graph	{"edges": "a b\nb c\nc a\nc d\n"}
/api/graph	{"edges": "a b\nb c\nc a\nc d\n", "start": "a"}
/api/graph	{"edges": "a b\nb c\nc a\nc d\n", "sum": ["a", "d"]}
/api/graph	{"edges": "a b\nb c\nc a\nc d\n", "sum": []}
/api/graph	{"edges": "a b\nb c\n", "sum": ["a"], "start": "a"}
/api/graph	{"edges": "a b 3\nb c 4\n", "weighted": true}
/api/graph	{"edges": "a b 3\nb c 4\n", "weighted": true, "sum": ["a"]}
/api/pattern	{"game": "kiki"}
/api/pattern	{"game": "0.137", "to": 200}
/api/pattern	{"game": "wythoff", "rows": 12, "cols": 12}
/api/pattern	{"game": "wythoff", "rows": 12}
/api/pattern	{"game": "kayles", "to": 0}
/api/value	{"value": "{2|-1}"}
/api/value	{"value": "{1|0} == {1|*}"}
/api/value	{"value": "*65"}
/api/value	{"value": "{2|-1}", "notation": "cgsuite"}
/api/value	{"value": "{2|-1}", "notation": "nosuch"}
/api/value	{"value": "{|"}
/api/value	{"value": "^5 + {3|-3}", "maxPositions": 3}
/api/partizan	{"game": "domineering", "position": "3x3"}
/api/partizan	{"game": "domineering", "position": "2x3", "notation": "cgsuite"}
/api/partizan	{"position": "domineering ..|.. + hackenbush lr"}
/api/partizan	{"position": "cutcake 3 2 + toads-and-frogs tt..ff + clobber xo.|ox."}
/api/partizan	{"game": "hackenbush", "position": "l"}
/api/partizan	{"game": "hackenbush", "position": "(no strings)"}
/api/partizan	{"position": "hackenbush (no strings) + domineering 2x2"}
/api/partizan	{"game": "hackenbush", "position": "@/etc/passwd"}
/api/partizan	{"game": "cutcake", "position": "200 3"}
/api/partizan	{"game": "domineering", "position": "6x6"}
/api/partizan	{"game": "domineering", "position": "3x3", "maxPositions": 5}
/api/partizan	{"game": "domineering", "position": "3x3", "maxPositions": 0}
/api/partizan	{"game": "hackenbush", "position": "lrlrlr rlrlrl elr", "maxPositions": 20}
/api/partizan	{"game": "clobber", "position": "xoxo|oxox|xoxo", "maxPositions": 40}
/api/partizan	{"game": "domineering", "position": "3x3", "notation": "x"}
/api/partizan	{"game": "domineering", "notation": "x"}
/api/partizan	{"game": "nim", "position": "3"}
/api/partizan	{"game": "PartizanCutcake", "position": "3 4"}
/api/partizan	{"position": "PartizanCutcake 3 4 + PartizanCutcake 2 2"}
/api/partizan	{"position": "PartizanCutcake 3 4 + nim 2"}
/api/partizan	{"game": "domineering", "position": "........|........|........|........|........|........|........|........"}
/api/thermograph	{"value": "{3||2*|1*}"}
/api/thermograph	{"value": "{3||2*|1*}", "format": "svg"}
/api/thermograph	{"game": "domineering", "position": "2x3"}
/api/thermograph	{"game": "domineering", "position": "2x3", "format": "png"}
/api/thermograph	{"value": "1", "game": "domineering", "position": "2x2"}
/api/thermograph	{"value": "*65"}
/api/quotient	{"rule": "0.75", "to": 30}
/api/quotient	{"rule": "kayles", "to": 1000}
LIST
echo "$i requests, $diffs differ ($OUT)"
[ $diffs = 0 ]
