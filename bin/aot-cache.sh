# Sourced by ./sprague: JDK 25's ahead-of-time cache (JEP 483/514/515: classes loaded and
# linked, plus method profiles) for the command's jar, made once per jar by a fixed training
# run (the launcher's: a game file's solve with --json, as for the class-data-sharing archive
# of JDK 21-24). Measured against that archive on JDK 25: docs/performance-log.md, "aot10".
#
# The cache's life: made beside the jar (sprague-cli/target/sprague.aot) by the first command
# that finds none, written under a temporary name, checked (a JVM that must use it runs
# `--version`) and renamed: a reader sees a whole cache or none. Removed when the jar is newer (a
# rebuild). One writer: it is made only under the checkout's build lock (bin/build-lock.sh), taken
# without waiting: a command that finds the lock held (a build, another command making the cache)
# runs at once without a cache. A training that fails leaves sprague.aot.failed, so that the
# commands that follow do not train again until the jar changes. The JVM ignores a cache it
# cannot use (-XX:AOTMode=auto, the default): a corrupt cache costs its gain, never the command.
# Nothing is printed on standard output; SPRAGUE_AOT_DEBUG=1 prints what happens on stderr.

# sprague_java_feature HOME: the JDK's feature version (25 for 25.0.3, 8 for 1.8.0_292) from
# HOME/release, or 0; read from the file by bash, not by a JVM started for it (about 0.2 s of
# CPU) nor by another process
sprague_java_feature() {
  local line v=""
  if [ -r "$1/release" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      case $line in JAVA_VERSION=*)
        v=${line#JAVA_VERSION=}
        v=${v#\"}
        break ;;
      esac
    done <"$1/release"
  fi
  v=${v#1.}
  v=${v%%[!0-9]*}
  echo "${v:-0}"
}

# sprague_aot_training ROOT SCRATCH [game-file]: sets SPRAGUE_AOT_TRAINING to the training run's
# main class and arguments: the commands users run, one after the other in one JVM
# (org.sprague.cli.AotTraining; commands separated by ";"), so that the cache holds what each
# loads and links and its methods' profiles: an impartial solve with and without --json
# (Jackson), an outcome search and a strong solve (its database SCRATCH, removed after). Against
# the game-file run alone (docs/performance-log.md, "start14"): tic-tac-toe 0.78 -> 0.64 s CPU,
# Domineering 4x4 --outcome 0.97 -> 0.73 s (against main's launcher), the rest within the noise.
# Left out: two partizan values (Domineering 4x4, Clobber 2x4: `solve nim 3 4 5` and Domineering
# 5x5's value +0.08 s each, nothing gained on Clobber 2x8) and a heap sequence (`grundy 0.6 --to
# 4096`: a long grundy 0.6 22.9 s against 22.3 s without it, 3 rounds: its small run's profiles).
# With "game-file", the training of the commands given a --game-file (their own cache): a game
# file's solve with --json first, compiled (javac's 1,400 classes), then the same list. javac's
# classes are kept out of the other commands' cache because the JVM loads every class of a cache
# at start: 20-30 ms of CPU a command (docs/performance-log.md, "start17").
sprague_aot_training() {
  local root=$1 scratch=$2 kind=${3:-}
  SPRAGUE_AOT_TRAINING=(org.sprague.cli.AotTraining)
  if [ "$kind" = game-file ]; then
    SPRAGUE_AOT_TRAINING+=(solve --game-file "$root/examples/MultiplicationGame.java" 12 1 --json ";")
  else
    SPRAGUE_AOT_TRAINING+=(solve nim 3 --json ";")
  fi
  SPRAGUE_AOT_TRAINING+=(
    solve nim 3 4 5 ";"
    solve domineering 6x6 --outcome ";"
    strong tic-tac-toe --db "$scratch" --fresh ";"
    --version)
}

sprague_aot_say() {
  [ -n "${SPRAGUE_AOT_DEBUG:-}" ] && echo "sprague: aot cache: $*" >&2
  return 0
}

# sprague_aot_train JAVA JAR CACHE MAIN [ARGS...]: makes CACHE by running MAIN (a class of JAR)
# with ARGS (status 0), or nothing (status 1)
sprague_aot_train() {
  local java=$1 jar=$2 cache=$3 tmp start
  shift 3
  tmp="$cache.$$.tmp"
  start=$(date +%s)
  sprague_aot_say "training (once per jar)"
  # a person at a terminal is told why this first command waits (as for the build above)
  [ -t 2 ] && [ -z "${SPRAGUE_AOT_DEBUG:-}" ] \
    && echo "sprague: preparing the start-up cache (once per build, about 10-60 s)..." >&2
  # SPRAGUE_GAME_CACHE=0: a game file is compiled, so javac's classes are in the cache too;
  # the JVM's own messages (and its child's, which assembles the cache) go to the log
  rm -f "$cache.flags"
  if env -u JAVA_TOOL_OPTIONS SPRAGUE_GAME_CACHE=0 "$java" -XX:AOTCacheOutput="$tmp" -Xlog:aot*=off -Xlog:cds*=off \
      -cp "$jar" "$@" </dev/null >"$cache.log" 2>&1 \
    && "$java" -XX:AOTCache="$tmp" -XX:AOTMode=on -Xlog:aot*=off -Xlog:cds*=off -cp "$jar" -version \
      </dev/null >>"$cache.log" 2>&1 \
    && mv -f "$tmp" "$cache"; then
    # The cache mapped where it was made instead of at a random address (ASLR), so that no
    # pointer in it is rewritten at each start: ArchiveRelocationMode=0 maps it at its own
    # address when that is free and relocates it as before when not. Measured (java with the
    # cache, --version, perf stat task-clock, 5 runs alternated, load 8): 150 -> 134 ms, the
    # relocation was 15% of --version's CPU samples (docs/performance-log.md, "start17"). A
    # diagnostic flag: kept (in $cache.flags, read by sprague_aot_flags) only when this JVM
    # starts with it, so a JDK without it keeps the cache, relocated.
    if "$java" -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -XX:AOTCache="$cache" -XX:AOTMode=on \
        -Xlog:aot*=off -Xlog:cds*=off -cp "$jar" -version </dev/null >>"$cache.log" 2>&1; then
      printf '%s\n' -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 >"$cache.flags"
    fi
    sprague_aot_say "made $cache in $(($(date +%s) - start)) s"
  else
    sprague_aot_say "not made (see $cache.log); the commands run without it until the jar changes"
    : >"$cache.failed"
  fi
  rm -f "$tmp" "$tmp.config"
  [ -f "$cache" ]
}

# sprague_aot_flags JAR CACHE MAIN [ARGS...]: sets SPRAGUE_AOT_FLAGS to the JVM options that use
# the cache, making it first (sprague_aot_train) when there is none for this jar; empty when
# there is no cache. The build lock is $ROOT/.build.lock.
sprague_aot_flags() {
  local jar=$1 cache=$2 f
  SPRAGUE_AOT_FLAGS=()
  for f in "$cache" "$cache.flags" "$cache.failed"; do
    if [ -f "$f" ] && [ "$jar" -nt "$f" ]; then
      rm -f "$f"
    fi
  done
  if [ ! -f "$cache" ] && [ ! -f "$cache.failed" ]; then
    if [ ! -w "${cache%/*}" ]; then
      sprague_aot_say "${cache%/*} is not writable: running without a cache"
    elif ! sprague_build_trylock; then
      sprague_aot_say "a build or another command holds $ROOT/.build.lock: running without a cache"
    else
      if [ ! -f "$cache" ] && [ ! -f "$cache.failed" ] && [ -f "$jar" ]; then # not made meanwhile
        sprague_aot_train "$JAVA_HOME/bin/java" "$@" || true
      fi
      sprague_build_unlock
    fi
  fi
  if [ -f "$cache" ]; then
    if [ -f "$cache.flags" ]; then # the JVM flags that training found this JVM takes (read without a process)
      mapfile -t SPRAGUE_AOT_FLAGS <"$cache.flags"
    fi
    if [ -n "${SPRAGUE_AOT_DEBUG:-}" ]; then
      SPRAGUE_AOT_FLAGS+=("-XX:AOTCache=$cache" "-Xlog:aot=warning:stderr" "-Xlog:cds=warning:stderr")
    else
      SPRAGUE_AOT_FLAGS+=("-XX:AOTCache=$cache" "-Xlog:aot*=off" "-Xlog:cds*=off")
    fi
  fi
}
