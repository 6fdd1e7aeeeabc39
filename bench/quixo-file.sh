#!/usr/bin/env bash
# Quixo as a game file that declares its shape (examples/strong/Quixo.java: two bit planes, a
# turn flag, the square's symmetries; no rank written) against the catalogue's quixo:N and
# GamesmanOne, one run, each single-threaded with /usr/bin/time: CPU (user + sys), peak memory
# (max RSS), database bytes, the start value. Then checks that the game file's database holds
# the catalogue's records at every position (bench/CompareStrongDatabases.java) and that
# `query --json` answers the same on random boards.
#   GAMESMAN=/path/to/GamesmanOne/bin/gamesman bench/quixo-file.sh          4x4
#   QUIXO_SIZES="3 4" BEFORE=/work/before-s6 GAMESMAN=... bench/quixo-file.sh
# BEFORE: another Sprague checkout, built, whose catalogue quixo:N is timed too (none by default).
# GAMESMAN: optional here (bench/quixo.sh says how to build it); its rows are skipped without it.
# QUERIES: random boards compared through query (default 20).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
SIZES=${QUIXO_SIZES:-4}
QUERIES=${QUERIES:-20}
OUT="$ROOT/sprague-bench/target/quixo-file-bench"
FILE="$ROOT/examples/strong/Quixo.java"
# shellcheck source=../bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk # JAVA_HOME: a JDK >= 21 for the database comparison
rm -rf "$OUT" && mkdir -p "$OUT"
"$ROOT/sprague" --version >/dev/null # build first, outside the timings
"$ROOT/sprague" strong --game-file "$FILE" --db "$OUT/warm.db" --progress none 3 >/dev/null # compile the file once (cached)
cd "$OUT"
timed() { # label, command...: prints CPU s, peak MB
  local label=$1; shift
  /usr/bin/time -f '%U %S %M' -o "$OUT/time" "$@" >"$OUT/$label.out" 2>"$OUT/$label.err" \
      || { echo "$label failed; see $OUT/$label.err" >&2; exit 1; }
  awk '{ printf "%8.2f %8.0f", $1 + $2, $3 / 1024 }' "$OUT/time"
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores shared)"
printf '%-8s %-22s %8s %8s %12s  %s\n' game solver "CPU s" "peak MB" "db bytes" start
row() { printf '%-8s %-22s %s %12s  %s\n' "$@"; }
sprague_start() {
  python3 -c 'import json, sys; s = json.load(open(sys.argv[1]))["start"]; print(s["value"], "in", s["remoteness"])' "$1"
}
for n in $SIZES; do
  if [ -n "${GAMESMAN:-}" ]; then
    variant=$((5 - n))
    mkdir -p "$OUT/g1-$n"
    g=$(timed "g1-quixo$n" "$GAMESMAN" --data-path="g1-$n" solve quixo "$variant")
    row "quixo:$n" GamesmanOne "$g" "$(du -sb "$OUT/g1-$n" | cut -f1)" "-"
  fi
  s=$(timed "file-quixo$n" "$ROOT/sprague" strong --game-file "$FILE" --db "$OUT/f$n.db" --fresh --progress none --json "$n")
  row "quixo:$n" "game file Quixo.java" "$s" "$(stat -c %s "$OUT/f$n.db")" "$(sprague_start "$OUT/file-quixo$n.out")"
  s=$(timed "catalogue-quixo$n" "$ROOT/sprague" strong "quixo:$n" --db "$OUT/q$n.db" --fresh --progress none --json)
  row "quixo:$n" "catalogue" "$s" "$(stat -c %s "$OUT/q$n.db")" "$(sprague_start "$OUT/catalogue-quixo$n.out")"
  if [ -n "${BEFORE:-}" ]; then
    s=$(timed "before-quixo$n" "$BEFORE/sprague" strong "quixo:$n" --db "$OUT/before$n.db" --fresh --progress none --json)
    row "quixo:$n" "catalogue, before" "$s" "$(stat -c %s "$OUT/before$n.db")" "$(sprague_start "$OUT/before-quixo$n.out")"
  fi
  "$JAVA_HOME/bin/java" -cp "$ROOT/sprague-cli/target/sprague.jar" "$ROOT/bench/CompareStrongDatabases.java" \
      "$OUT/q$n.db" "$OUT/f$n.db" 2>/dev/null
  same=0
  for i in $(seq 1 "$QUERIES"); do
    board=$(python3 -c 'import random, sys; r = random.Random(int(sys.argv[2])); n = int(sys.argv[1])
print("/".join("".join(r.choice(".XO") for _ in range(n)) for _ in range(n)) + r.choice([":X", ":O"]))' "$n" "$i")
    a=$("$ROOT/sprague" query "$OUT/q$n.db" "$board" --json | sed "s/\"quixo:$n\"/GAME/")
    b=$("$ROOT/sprague" query "$OUT/f$n.db" "$board" --game-file "$FILE" --game-arg "$n" --json | sed "s/\"file:Quixo:$n\"/GAME/")
    if [ "$a" = "$b" ]; then same=$((same + 1)); else echo "query differs on $board" >&2; fi
  done
  echo "query --json: $same of $QUERIES random boards answered the same"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
