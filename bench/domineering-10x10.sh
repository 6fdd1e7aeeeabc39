#!/usr/bin/env bash
# Continues the Domineering 10x10 outcome search (issue 23) for SECONDS, from the checkpoint
# committed in data/outcome/, and writes the checkpoint back there for you to commit: a run of
# 15-150 hours of CPU (docs/partizan.md) done in sittings, on machines that keep nothing but the
# repository between them.
#
# Usage: bench/domineering-10x10.sh SECONDS [WORKDIR]
#
# The search runs at nice 19 on two threads in WORKDIR (default ${TMPDIR:-/tmp}/sprague-d10),
# the only writer of its checkpoint there; it starts from WORKDIR's checkpoint when there is
# one (a second sitting on the same machine), else from the committed one. Its table keeps the
# states whose search took 2^18+ nodes (solve --checkpoint-min-nodes): a few MB where the whole
# table is hundreds (docs/performance-log.md, "sit28"), written from a list the search keeps as
# it stores them, so every stop writes them (sit29). At the end (--timeout, or Ctrl-C: the
# search writes its checkpoint first) the checkpoint is copied into data/outcome/ atomically
# (a temporary file renamed over the old one), and what it has proven is printed.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECONDS_ASKED=${1:?usage: bench/domineering-10x10.sh SECONDS [WORKDIR]}
WORK=${2:-${TMPDIR:-/tmp}/sprague-d10}
DATA=$ROOT/data/outcome
NAME=domineering-10x10.ckpt
mkdir -p "$WORK" "$DATA"
if [ ! -f "$WORK/$NAME" ] && [ -f "$DATA/$NAME" ]; then
  cp "$DATA/$NAME" "$WORK/$NAME"
  [ -f "$DATA/$NAME.table" ] && cp "$DATA/$NAME.table" "$WORK/$NAME.table"
fi
echo "domineering-10x10: $(date -u '+%F %T') UTC, $SECONDS_ASKED s from $WORK/$NAME; $(uptime)"
set +e
nice -n 19 "$ROOT/sprague" solve domineering 10x10 --outcome --threads 2 --checkpoint "$WORK/$NAME" \
  --checkpoint-min-nodes 262144 --timeout "$SECONDS_ASKED"
code=$?
set -e
# 0: solved; 3: the time limit (the checkpoint is written); 130/143: Ctrl-C or kill (likewise)
case $code in 0 | 3 | 130 | 143) ;; *) echo "domineering-10x10: the search ended with exit code $code"; exit "$code" ;; esac
for f in "$NAME" "$NAME.table"; do
  if [ -f "$WORK/$f" ]; then
    cp "$WORK/$f" "$DATA/$f.tmp" && mv -f "$DATA/$f.tmp" "$DATA/$f"
  fi
done
awk '/^[01] lost/ {lost[$1]++} /^[01] refuted/ {ref[$1]++} /^[01] current/ {cur[$1]=$3}
     /^[01] nodes/ {nodes[$1]=$3} /^[01] result/ {res[$1]=$3}
     END {for (s = 0; s < 2; s++) printf "%s first: %s; root moves lost %d, under proof %s with %d replies refuted; %s nodes\n",
            s ? "Right" : "Left", (s in res) ? (res[s] ? "WINS" : "LOSES") : "unknown", lost[s], (s in cur) ? cur[s] : "-",
            ref[s], nodes[s]}' "$DATA/$NAME"
echo "domineering-10x10: checkpoint in $DATA ($(du -ch "$DATA/$NAME"* | tail -1 | cut -f1)); commit it: git add data/outcome && git commit"
