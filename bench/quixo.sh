#!/usr/bin/env bash
# Quixo (catalogue game quixo:N, GamesmanOne's rules) and tic-tac-toe: Sprague's strong solver
# against UC Berkeley's GamesmanOne in one run, both single-threaded, each with /usr/bin/time:
# CPU (user + sys), peak memory (max RSS), database bytes and the start value.
#   GAMESMAN=/path/to/GamesmanOne/bin/gamesman bench/quixo.sh        3x3, 4x4 and tic-tac-toe
#   QUIXO_SIZES="3" GAMESMAN=... bench/quixo.sh                         3x3 only
# GamesmanOne is not part of Sprague: build it yourself from github.com/GamesCrafters/GamesmanOne
# (cmake -DCMAKE_BUILD_TYPE=Release -DDISABLE_OPENMP=ON; its json-c, xz and lz4 submodules or
# installed copies), then point GAMESMAN at its binary. Its variants: quixo 1 = 4x4, 2 = 3x3.
# Env: SPRAGUE_JAVA_OPTS (JVM options for Sprague's run, e.g. -Xmx256m; none by default).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
GAMESMAN=${GAMESMAN:?set GAMESMAN to a GamesmanOne binary (see the comment at the top)}
SIZES=${QUIXO_SIZES:-3 4}
OUT="$ROOT/sprague-bench/target/quixo-bench"
rm -rf "$OUT" && mkdir -p "$OUT"
"$ROOT/sprague" --version >/dev/null # build first, outside the timings
cd "$OUT" # GamesmanOne creates only relative data paths
timed() { # label, command...: prints CPU s, peak MB
  local label=$1; shift
  /usr/bin/time -f '%U %S %M' -o "$OUT/time" "$@" >"$OUT/$label.out" 2>"$OUT/$label.err" \
      || { echo "$label failed; see $OUT/$label.err" >&2; exit 1; }
  awk '{ printf "%8.2f %8.0f", $1 + $2, $3 / 1024 }' "$OUT/time"
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores shared)"
printf '%-12s %-11s %8s %8s %12s  %s\n' game solver "CPU s" "peak MB" "db bytes" start
row() { printf '%-12s %-11s %s %12s  %s\n' "$@"; }
start_of() { # GamesmanOne: the start position's value and remoteness
  local game=$1 variant=$2 data=$3 pos
  pos=$("$GAMESMAN" --data-path="$data" getstart "$game" "$variant" | sed 's/.*"position": "\([^"]*\)".*/\1/')
  "$GAMESMAN" --data-path="$data" query -- "$game" "$variant" "$pos" \
      | sed 's/^{ "position": "[^"]*", "autoguiPosition": "[^"]*", "positionValue": "\([a-z]*\)", "remoteness": \([0-9]*\).*/\1 in \2/'
}
sprague_start() { # the start's value in sprague strong --json
  python3 -c 'import json, sys; s = json.load(open(sys.argv[1]))["start"]; print(s["value"], "in", s["remoteness"])' "$1"
}
for n in $SIZES; do
  variant=$((5 - n)) # GamesmanOne's rule choices: 0 = 5x5, 1 = 4x4, 2 = 3x3
  mkdir -p "$OUT/g1-$n"
  g=$(timed "g1-quixo$n" "$GAMESMAN" --data-path="g1-$n" solve quixo "$variant")
  row "quixo:$n" GamesmanOne "$g" "$(du -sb "$OUT/g1-$n" | cut -f1)" "$(start_of quixo "$variant" "g1-$n")"
  s=$(JAVA_OPTS="${SPRAGUE_JAVA_OPTS:-}" timed "sprague-quixo$n" "$ROOT/sprague" strong "quixo:$n" --db "$OUT/q$n.db" \
      --fresh --progress none --json)
  row "quixo:$n" Sprague "$s" "$(stat -c %s "$OUT/q$n.db")" \
      "$(sprague_start "$OUT/sprague-quixo$n.out")"
done
mkdir -p "$OUT/g1-ttt"
g=$(timed g1-ttt "$GAMESMAN" --data-path=g1-ttt solve mtttier)
row tic-tac-toe GamesmanOne "$g" "$(du -sb "$OUT/g1-ttt" | cut -f1)" "$(start_of mtttier 0 g1-ttt 2>/dev/null || echo '?')"
s=$(JAVA_OPTS="${SPRAGUE_JAVA_OPTS:-}" timed sprague-ttt "$ROOT/sprague" strong tic-tac-toe --db "$OUT/ttt.db" \
    --fresh --progress none --json)
row tic-tac-toe Sprague "$s" "$(stat -c %s "$OUT/ttt.db")" \
    "$(sprague_start "$OUT/sprague-ttt.out")"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
