#!/usr/bin/env bash
# Continues the Domineering 10x10 outcome search (issue 23) for SECONDS and writes the checkpoint
# back into data/outcome/ for you to commit: a run of 15-150 hours of CPU (docs/partizan.md) done
# in sittings.
#
# Usage: bench/domineering-10x10.sh SECONDS [WORKDIR]
#
# The search runs at nice 19 on two threads in WORKDIR (default
# ${XDG_STATE_HOME:-$HOME/.local/state}/sprague/domineering-10x10: a place the machine keeps
# between sessions, not /tmp), one sitting at a time there (a lock). It keeps three files:
# the facts (domineering-10x10.ckpt), the states whose search took 2^18+ nodes (.ckpt.table, a few
# MB: solve --checkpoint-min-nodes, written at every stop from a list the search keeps as it
# stores them, sit29) and the whole transposition table (domineering-10x10.whole, up to 2.6 GB:
# solve --checkpoint-whole-table, written at every stop, keep30, and every 10 minutes during the
# sitting, --checkpoint-whole-every 600, keep31, so that a kill -9, the machine running out of
# memory or a reboot loses at most 10 minutes of the sitting, not all of it; each write pauses the
# search for seconds, about 0.6% of the sitting). A resume from the 2^18+ table
# alone redoes most of the sitting before it; from the whole table, little (docs/performance-log.md,
# "sit29", "keep30"). So a sitting starts from WORKDIR's checkpoint when it has come at least as
# far as the committed one (the machine kept its files: the whole table is loaded with it), and
# from the committed checkpoint and 2^18+ table otherwise (a fresh machine, or a sitting elsewhere
# since); a whole table left in WORKDIR is loaded then too (each entry is an exact fact, however
# old). At the end (--timeout, or Ctrl-C: the search writes its files first) the facts and the
# 2^18+ table, never the whole table, are copied into data/outcome/ atomically (a temporary file
# renamed over the old one), and what they prove is printed.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECONDS_ASKED=${1:?usage: bench/domineering-10x10.sh SECONDS [WORKDIR]}
WORK=${2:-${XDG_STATE_HOME:-$HOME/.local/state}/sprague/domineering-10x10}
DATA=$ROOT/data/outcome
NAME=domineering-10x10.ckpt
WHOLE=domineering-10x10.whole
mkdir -p "$WORK" "$DATA"
exec 9>"$WORK/.lock"
if ! flock -n 9; then
  echo "domineering-10x10: another sitting is running in $WORK" >&2
  exit 1
fi
# the nodes a checkpoint counts (both starting players): how far it has come
nodes() {
  awk '/^[01] nodes / {n += $3} END {printf "%.0f\n", n}' "$1" 2>/dev/null || echo 0
}
if [ -f "$DATA/$NAME" ] && { [ ! -f "$WORK/$NAME" ] || [ "$(nodes "$WORK/$NAME")" -lt "$(nodes "$DATA/$NAME")" ]; }; then
  echo "domineering-10x10: from the committed checkpoint ($(nodes "$DATA/$NAME") nodes; $WORK had $(
    [ -f "$WORK/$NAME" ] && echo "$(nodes "$WORK/$NAME")" || echo none))"
  for f in "$NAME" "$NAME.table"; do
    rm -f "$WORK/$f"
    if [ -f "$DATA/$f" ]; then
      cp "$DATA/$f" "$WORK/$f.tmp" && mv -f "$WORK/$f.tmp" "$WORK/$f"
    fi
  done
elif [ -f "$WORK/$NAME" ]; then
  echo "domineering-10x10: from $WORK/$NAME ($(nodes "$WORK/$NAME") nodes; committed $(
    [ -f "$DATA/$NAME" ] && echo "$(nodes "$DATA/$NAME")" || echo none))"
fi
echo "domineering-10x10: $(date -u '+%F %T') UTC, $SECONDS_ASKED s in $WORK; $(uptime)"
set +e
nice -n 19 "$ROOT/sprague" solve domineering 10x10 --outcome --threads 2 --checkpoint "$WORK/$NAME" \
  --checkpoint-min-nodes 262144 --checkpoint-whole-table "$WORK/$WHOLE" --checkpoint-whole-every 600 \
  --timeout "$SECONDS_ASKED" 9>&-
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
[ -f "$WORK/$WHOLE" ] && echo "domineering-10x10: the whole table stays in $WORK ($(du -h "$WORK/$WHOLE" | cut -f1)) for the next sitting on this machine"
exit 0
