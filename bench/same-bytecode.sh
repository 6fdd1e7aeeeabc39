#!/bin/bash
# Whether two builds of the main code compiled to the same bytecode (note31: a change to
# comments only must not change a class). Compares `javap -c -p -constants` (no -l, so line
# numbers are left out) of every class in target/classes of core, cli, web, db and spark.
#
#   bench/same-bytecode.sh A B          A, B: a built working tree, or a listing saved by --save
#   bench/same-bytecode.sh --save TREE FILE   writes TREE's listing to FILE (to compare later)
# Exit 0 and "identical" when the listings (and the lists of classes) are equal; exit 1 with
# the start of the difference otherwise. Build first: mvn -B -o -q package -DskipTests -T 1.
set -euo pipefail
MODULES="sprague-core sprague-cli sprague-web sprague-db sprague-spark"
JAVAP=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/javap

listing() { # TREE: per module, the sorted class list, then one javap over all its classes
  for m in $MODULES; do
    local dir="$1/$m/target/classes"
    [ -d "$dir" ] || { echo "no $dir (build it first)" >&2; exit 2; }
    echo "=== $m"
    (cd "$dir" && find . -name '*.class' | LC_ALL=C sort > "$TMP/classes" && cat "$TMP/classes" &&
      xargs "$JAVAP" -c -p -constants < "$TMP/classes")
  done
}

side() { # A tree is listed now; a file is a saved listing
  if [ -d "$1" ]; then listing "$1"; else cat "$1"; fi
}

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
if [ "${1:-}" = "--save" ]; then
  listing "$2" > "$3"
  echo "saved $(grep -c '^Compiled from' "$3") classes' listing to $3"
  exit 0
fi

side "$1" > "$TMP/a.javap"
side "$2" > "$TMP/b.javap"
echo "classes: $(grep -c '^Compiled from' "$TMP/a.javap") and $(grep -c '^Compiled from' "$TMP/b.javap")"
if cmp -s "$TMP/a.javap" "$TMP/b.javap"; then
  echo "identical"
else
  echo "differ:"
  diff "$TMP/a.javap" "$TMP/b.javap" | head -40 || true
  exit 1
fi
