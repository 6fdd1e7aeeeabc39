#!/bin/bash
# Issue 22's "main code lines for the same features" (dup8's method, count30's script).
#
# Counts non-blank lines of src/main/**/*.java in core, cli, web, db and spark (what
# /work/lines.sh counts) at two revisions, BASE (the issue's start, b3e5a0b) and NOW. The
# features added since BASE are counted apart as their whole files at NOW (current lines,
# grouped by feature below); everything else is "the same features". Then, for the same
# features, a table by area (a package and its subpackages, the front ends by module): lines
# at BASE, lines at NOW, growth.
#
# An upper bound, as dup8 said: lines a new feature added inside a file that existed at BASE
# (an option of an old command, a route in the catalogue, a record format of the database)
# count as "same features". A new file that only moved or split old code counts as same
# features too (it is not in the list below). Usage:
#   bench/same-features.sh [BASE [NOW]]      (defaults b3e5a0b and HEAD; run in the repository)
#   bench/same-features.sh b3e5a0b DIR       (NOW a working tree, uncommitted changes included)
set -euo pipefail
BASE=${1:-b3e5a0b}
NOW=${2:-HEAD}
MODULES="sprague-core sprague-cli sprague-web sprague-db sprague-spark"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# The features added since b3e5a0b, each a name and an extended regular expression over a
# file's path below the repository (module/src/main/java/...). Keep in step with
# docs/performance-log.md "count30".
FEATURES=$(cat <<'LIST'
misère quotients	/misere/|catalog/QuotientRoute\.java|catalog/engine/HeapCodeGame\.java|cli/QuotientCommand\.java|web/Quotients?(Request)?\.java|app/QuotientAnswer\.java
partizan outcome search (issue 23: boards, table, checkpoint, kept entries, form sums)	partizan/outcome/|cli/PartizanOutcome\.java|app/OutcomeTableAnswer\.java
disk heap engine (grundy --disk, two threads)	heap/engine/|heap/store/|cli/GrundyDiskRun\.java|app/disk/DiskSequence
Quixo and strong.Shape	strong/Shape\.java|strong/games/Quixo\.java
strong threads, streamed tiers, memory budget, Spark's shared tiers and local run	strong/engine/(ParallelTier|StreamedTier|Workers|YoungCollection)\.java|strong/db/HeldTiers\.java|retrograde/MemoryBudget\.java|spark/(SharedTiers|LocalRun)\.java|cli/(MemorySize|StrongProgress)\.java
packed canonical forms	partizan/(PackedCanonicalFormSolver|PackedRegions|LongList)\.java|partizan/games/PackedGrid\.java
CGSuite notation	partizan/Notation\.java
issue 20's safety (connections, policies, errors, position files, timeouts, caps, output files, database lock)	web/(ConnectionGuard|RequestPolicy|JsonErrors)\.java|game/io/(Local)?PositionFiles\.java|cli/(TimeoutOption|InputLines|OutputFiles|ChildProcesses)\.java|strong/db/(DatabaseLock|DatabaseFiles)\.java
start-up (the compiled picocli model, the AOT cache's training)	cli/(ModelMember|AotTraining)\.java
partizan play, mixed sums, the hint and the web's engine move (play26, lead27)	app/play/PartizanPosition\.java|cli/PartizanPlaySession\.java|app/MixedSums\.java|app/json/(HintRecord|EngineMoveRecord)\.java
LIST
)

# A file's area: its package below org.sprague up to the first level (app/json -> app), the
# front ends and sprague-db/spark by module; search and impartial are one area (the impartial
# search), loopy and retrograde one (games with cycles), module-info its own.
area() {
  awk '{
    p = $0; m = p; sub(/\/.*/, "", m)
    if (m != "sprague-core") { a = m }
    else if (p ~ /module-info\.java$/) { a = "module-info" }
    else { sub(/^sprague-core\/src\/main\/java\/org\/sprague\//, "", p); sub(/\/.*/, "", p)
           a = p; if (a == "impartial") a = "search"; if (a == "retrograde") a = "loopy" }
    print a
  }'
}

# count DIR OUT: "path<TAB>lines<TAB>area<TAB>feature" for every main file.
count() {
  local dir=$1 out=$2
  (cd "$dir" && for m in $MODULES; do find "$m/src/main" -type f -name '*.java'; done | sort) > "$out.paths"
  # per file: non-blank lines, and of those the comment lines (starting with /*, * or //)
  while IFS= read -r f; do
    awk -v f="$f" '/^[ \t]*$/ {next} {n++} /^[ \t]*(\*|\/\*|\/\/)/ {c++} END {printf "%s\t%d\t%d\n", f, n, c}' "$dir/$f"
  done < "$out.paths" > "$out.lines"
  area < "$out.paths" > "$out.areas"
  : > "$out.features"
  while IFS= read -r f; do
    feat=""
    while IFS=$'\t' read -r name re; do
      if [[ "$f" =~ $re ]]; then feat=$name; break; fi
    done <<< "$FEATURES"
    printf '%s\n' "${feat:--}" >> "$out.features"
  done < "$out.paths"
  paste "$out.lines" "$out.areas" "$out.features" > "$out"
}

snapshot() { # REV-or-DIR TARGET
  if [ -d "$1" ]; then echo "$1"; else mkdir -p "$2"; git archive "$1" | tar -x -C "$2"; echo "$2"; fi
}
B=$(snapshot "$BASE" "$TMP/base")
N=$(snapshot "$NOW" "$TMP/now")
count "$B" "$TMP/base.tsv"
count "$N" "$TMP/now.tsv"

# At BASE no file is one of the new features (the list names files added since); check it.
if awk -F'\t' '$5 != "-"' "$TMP/base.tsv" | grep -q .; then
  echo "warning: files at $BASE match a new feature's pattern:" >&2
  awk -F'\t' '$5 != "-" {print "  " $1}' "$TMP/base.tsv" >&2
fi

echo "Main code lines (non-blank, src/main/**/*.java of ${MODULES// /, }): $BASE against $NOW"
echo
echo "Features added since $BASE, counted apart (whole files, lines at $NOW):"
awk -F'\t' '$5 != "-" {n[$5] += $2; f[$5]++; t += $2}
  END {for (k in n) printf "  %6d  %3d files  %s\n", n[k], f[k], k; printf "  %6d  in all\n", t}' "$TMP/now.tsv" |
  sort -k1,1nr
echo
echo "The same features, by area: non-blank lines at $BASE, at $NOW without the features above, growth;"
echo "then the same for code alone (without comment lines: /*, * or //), and the comment lines at both:"
awk -F'\t' 'FNR == 1 {side++}
  side == 1 {b[$4] += $2; bc[$4] += $3; all[$4] = 1; tb += $2; tbc += $3}
  side == 2 && $5 == "-" {n[$4] += $2; nc[$4] += $3; all[$4] = 1; tn += $2; tnc += $3}
  side == 2 {total += $2}
  END {
    printf "  %-16s %7s %7s %7s | %7s %7s %7s | %7s %7s\n", "area", "lines", "now", "growth", "code", "now", "growth", "comments", "now"
    for (k in all) printf "  %-16s %7d %7d %+7d | %7d %7d %+7d | %7d %7d\n", k, b[k], n[k], n[k] - b[k],
        b[k] - bc[k], n[k] - nc[k], (n[k] - nc[k]) - (b[k] - bc[k]), bc[k], nc[k]
    printf "  %-16s %7d %7d %+7d | %7d %7d %+7d | %7d %7d\n", "same features", tb, tn, tn - tb,
        tb - tbc, tn - tnc, (tn - tnc) - (tb - tbc), tbc, tnc
    printf "  growth of the same features: %+.1f%% (lines), %+.1f%% (code alone)\n", 100.0 * (tn - tb) / tb,
        100.0 * ((tn - tnc) - (tb - tbc)) / (tb - tbc)
    printf "  total at %s: %d lines\n", "'"$NOW"'", total
    printf "  target (15%% fewer than %d): %d; to go: %d lines\n", tb, int(tb * 0.85), tn - int(tb * 0.85)
  }' "$TMP/base.tsv" "$TMP/now.tsv" > "$TMP/table"
grep '^  area ' "$TMP/table"
grep -v 'same features\|total at\|target\|^  area ' "$TMP/table" | sort -k4,4nr
grep 'same features\|total at\|target' "$TMP/table"

# Where the same features grew inside files that existed at BASE (matched by file name, so a
# moved file is matched; names that occur twice are left out): the files that grew most, with
# their code (non-comment) lines at both.
echo
echo "Files of $BASE that grew most (matched by name; lines $BASE -> $NOW, code lines $BASE -> $NOW):"
awk -F'\t' '{n = $1; sub(/.*\//, "", n); print n "\t" $2 "\t" $3}' "$TMP/base.tsv" | sort > "$TMP/base.names"
awk -F'\t' '$5 == "-" {n = $1; sub(/.*\//, "", n); print n "\t" $2 "\t" $3}' "$TMP/now.tsv" | sort > "$TMP/now.names"
for f in base now; do cut -f1 "$TMP/$f.names" | uniq -d > "$TMP/$f.dups"; done
join -t $'\t' "$TMP/base.names" "$TMP/now.names" | awk -F'\t' 'NR == FNR {dup[$1] = 1; next} !($1 in dup)' \
    <(cat "$TMP/base.dups" "$TMP/now.dups") - |
  awk -F'\t' '{printf "%d\t  %+6d  %5d -> %5d  code %5d -> %5d  %s\n", $4 - $2, $4 - $2, $2, $4, $2 - $3, $4 - $5, $1}' |
  sort -t$'\t' -k1,1nr | cut -f2 | head -${TOP:-20}
