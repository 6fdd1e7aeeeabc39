#!/bin/bash
# Runs a broad set of commands with two builds and compares stdout, stderr and exit code, with
# elapsed times masked: every 'sprague games' example and table, each solve also with --json,
# and moves, tables, patterns, values, graphs, strong solves and queries, play sessions and bad
# inputs. Usage: bench/compare-outputs.sh BEFORE_LAUNCHER AFTER_LAUNCHER [OUTDIR]
# (e.g. bench/compare-outputs.sh /work/before-s13/sprague $PWD/sprague). Exit 1 if any differs.
set -u
A=$1; B=$2; OUT=${3:-$(mktemp -d)}
mkdir -p "$OUT"
cmds=$(mktemp)
{
  "$A" games 2>/dev/null | sed -n 's/^ *\(example\|table\): *sprague //p'
  "$A" games 2>/dev/null | sed -n 's/^ *example: *sprague \(solve .*\)/\1 --json/p'
  cat <<'LIST'
games
games --json
solve cram 5x5 --json
solve chomp 6x6
solve cutting 40 41 --threads 2 --json
solve cutting 300 301 40 77
solve wythoff 300 500 --method search
solve staircase 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2 --method search
solve staircase 0 3 1 2 --json
solve zero-xor 5 9 12 --method search
solve kiki 4x5
solve staircase 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 2 --method search
solve staircase 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 5000000000 7 123456789012345678901
solve zero-xor 18446744073709551617 5 9 12 --method search
solve zero-xor 36893488147419103232 18446744073709551616 55340232221128654848 7 --json
solve zero-xor 65 66 67 68 69 70 71 72 73 --method search --misere
solve kiki 100000000000000000000 7
solve kiki 100000000000000000000 8 --json
solve moore:2 3 5 6 --json
solve multiplication 40 --json
solve pebbles:2,3 10 11 12 13
solve pebbles:2,3 4 5 6 --json
solve pebbles:1,2 8 8 8 8
solve nim 3 4 5 --misere
solve kayles 7 4 --misere --json
solve "nim 3 4" + "cram 3x3" + "wythoff 3 5"
solve "nim 3 4" + "cram 3x3" --json
solve domineering 4x4
solve domineering 4x4 --json
solve domineering 5x5 --outcome
solve clobber 'xoxo|oxox'
solve "domineering 3x3" + "domineering 2x3" --json
solve nim
solve nim -3
solve nosuchgame 3
solve cram 0x5
solve cram 5
solve wythoff 1 2 3
solve subtraction: 4
solve subtraction:1,0 4
solve nim 3 --method nosuch
solve --game-file examples/MultiplicationGame.java 30
solve --game-file examples/FibonacciThreeHeaps.java 5 6 7
solve --game-file examples/CuttingSheets.java 7 8 --json
solve --game-file examples/PartizanCutcake.java 3 4
solve --game-file /nonexistent/X.java 3
moves cram 3x4
moves cutting 5 6 --json
moves wythoff 3 5
moves chomp 3x3
moves domineering 3x3 --json
moves nim 3 4 5
table wythoff 10x10
table wythoff 10x10 --json
table cram 4x4 --grundy
table nim 5x5 --grundy --json
table domineering 3x3 --outcome
table cutting 8x8 --json
table nosuch 3x3
pattern kiki
pattern wythoff --json
pattern multiplication --to 2000
pattern subtraction:1,3,4
pattern nosuch
grundy 0.6 --to 4096
grundy 0.6 --to 4096 --json
grundy 0.137 --to 2000
grundy 4.2 --to 100
grundy x.x --to 100
quotient 0.75 --to 30
quotient 0.75 --to 30 --json
value '{1|-1}'
value '{2|1}' + '{0|-1}' --json
value '{1|0}' == '{1|*}'
value domineering 3x3
value '{|'
graph examples/loopy.graph
graph examples/loopy.graph --json
graph examples/abc261ex.graph
graph /nonexistent.graph
solve domineering '|' --outcome
solve domineering '|'
solve domineering '||' --outcome
solve kiki 3
solve kiki 0 4
solve wythoff -1 2
solve multiplication 5 0
solve multiplication 1 2 3
solve cram 3 a
solve cram 0 4
LIST
} > "$cmds"
mask() { sed -E -e 's/"(elapsedMillis|elapsed|millis|seconds|cpuMillis|wallMillis)" ?: ?[0-9.]+/"\1": T/g' \
  -e 's/[0-9.,]+[kMG]? positions\/s/R positions\/s/g' \
  -e 's/[0-9]+(\.[0-9]+)? ?(ms|s|seconds|min)\b/T \2/g' -e 's#/tmp/[^ "]*#TMP#g'; }
run() { # launcher, tag, index, command line
  local d="$OUT/$2/$3"; mkdir -p "$d"
  eval "timeout 120 $1 $4" < /dev/null > "$d/out" 2> "$d/err"; echo $? > "$d/rc"
  mask < "$d/out" > "$d/out.m"; mask < "$d/err" > "$d/err.m"
}
i=0; diffs=0
# SESSIONS_ONLY=1: only the strong/query/play sessions below
[ "${SESSIONS_ONLY:-0}" = 1 ] && : > "$cmds"
while IFS= read -r c; do
  i=$((i+1))
  run "$A" a $i "$c"; run "$B" b $i "$c"
  if ! cmp -s "$OUT/a/$i/out.m" "$OUT/b/$i/out.m" || ! cmp -s "$OUT/a/$i/err.m" "$OUT/b/$i/err.m" || ! cmp -s "$OUT/a/$i/rc" "$OUT/b/$i/rc"; then
    diffs=$((diffs+1)); echo "DIFFERS $i: $c"
  fi
done < "$cmds"
# strong, query and play: state in files, so each build in its own directory
for t in a b; do
  L=$A; [ $t = b ] && L=$B
  d="$OUT/$t/strong"; mkdir -p "$d"
  { "$L" strong tic-tac-toe --db "$d/ttt.db" --fresh --progress=none
    echo "rc $?"
    "$L" strong tic-tac-toe --db "$d/ttt.db" --fresh --progress=none --json; echo "rc $?"
    "$L" query "$d/ttt.db" 'x..|.o.|...'; echo "rc $?"
    "$L" query "$d/ttt.db" --json; echo "rc $?"
    "$L" query "$d/ttt.db" 'nonsense'; echo "rc $?"
    "$L" strong connect-four:4x4 --db "$d/c4.db" --fresh --progress=none; echo "rc $?"
    "$L" query "$d/c4.db" --json; echo "rc $?"
    "$L" strong nosuch --db "$d/x.db"; echo "rc $?"
    printf '1\n1\n1\n1\n1\n1\n1\n1\nq\n' | "$L" play nim 3 4 5; echo "rc $?"
    printf '1\n1\n1\n1\n1\nq\n' | "$L" play cram 3x3; echo "rc $?"
    printf '1\n1\n1\n1\nq\n' | "$L" play domineering 3x3; echo "rc $?"
    printf '1\n1\n1\nq\n' | "$L" play staircase 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 2; echo "rc $?"
    printf '1\n1\n1\n1\nq\n' | "$L" play --db "$d/ttt.db"; echo "rc $?"
    # the hint (Sprague.hint since app28): the nim-sum's arithmetic, a heap game, a sum, a P-position, misère, partizan
    printf 'hint\n1\nhint\nq\n' | "$L" play kayles 3 5 7; echo "rc $?"
    printf 'hint\n1\nhint\nq\n' | "$L" play nim 3 4 + kayles 5; echo "rc $?"
    printf 'hint\nq\n' | "$L" play nim 1 2 3; echo "rc $?"
    printf 'hint\nq\n' | "$L" play nim 3 4 5 --misere; echo "rc $?"
    printf 'hint\nq\n' | "$L" play pebbles:1,2 3 4; echo "rc $?"
    printf 'hint\nq\n' | "$L" play wythoff 4 6; echo "rc $?"
  } > "$d/all" 2>&1
  sed "s#$d#DIR#g" "$d/all" | mask > "$d/all.m"
done
if ! cmp -s "$OUT/a/strong/all.m" "$OUT/b/strong/all.m"; then diffs=$((diffs+1)); echo "DIFFERS: strong/query/play"; fi
echo "$i commands + strong/query/play, $diffs differ ($OUT)"
[ $diffs = 0 ]
