# Sourced by ./sprague, ./run-tests and .ci/run: finds a JDK >= 21 and exports JAVA_HOME.
# Order: $JAVA_HOME if it is new enough, then the newest JDK under /usr/lib/jvm, then
# the java on PATH.

sprague_java_major() { # prints the major version of the java at $1, or 0
  local v
  v=$("$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p' | head -1)
  case "$v" in
    1.*) echo "${v#1.}" ;;
    "") echo 0 ;;
    *) echo "${v%%.*}" ;;
  esac
}

sprague_find_jdk() {
  local best="" best_major=0 home major
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    major=$(sprague_java_major "$JAVA_HOME/bin/java")
    if [ "$major" -ge 21 ]; then
      export JAVA_HOME
      return 0
    fi
  fi
  for home in /usr/lib/jvm/*; do
    [ -x "$home/bin/javac" ] || continue
    major=$(sprague_java_major "$home/bin/java")
    if [ "$major" -ge 21 ] && [ "$major" -gt "$best_major" ]; then
      best="$home"; best_major="$major"
    fi
  done
  if [ -z "$best" ] && command -v javac >/dev/null 2>&1; then
    home=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    major=$(sprague_java_major "$home/bin/java")
    [ "$major" -ge 21 ] && best="$home"
  fi
  if [ -z "$best" ]; then
    echo "sprague: no JDK 21 or newer found (looked at JAVA_HOME, /usr/lib/jvm and PATH);" \
         "install one (e.g. apt-get install openjdk-21-jdk) or set JAVA_HOME" >&2
    return 1
  fi
  export JAVA_HOME="$best"
}

# Maven 3.8's bundled Guava warns about sun.misc.Unsafe on JDK 24+; the flag silences it
# and is only understood from JDK 24 on.
sprague_maven_opts() {
  local major
  major=$(sprague_java_major "$JAVA_HOME/bin/java")
  if [ "$major" -ge 24 ]; then
    export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
  fi
}
