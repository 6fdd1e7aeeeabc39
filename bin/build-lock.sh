# Sourced by ./sprague, ./run-tests and bin/sprague-spark: one Maven build at a time in a
# checkout. Maven compiles into target/classes in place, so two builds at once (./run-tests
# while ./sprague rebuilds its jar) read each other's half-written classes and fail. Each
# takes an exclusive flock(1) on $ROOT/.build.lock for as long as its Maven runs, and waits,
# saying so, while another holds it. ./sprague runs its jar after letting the lock go (a
# command may run for hours; the shade plugin replaces target/sprague.jar by a rename, so a
# running JVM keeps reading the jar it opened).
# A process started under a build that holds the lock (SPRAGUE_BUILD_LOCK_HELD is set)
# takes it no more: it would wait for its own parent.

# sprague_build_lock WHO: takes the lock (WHO names the waiter in the message)
sprague_build_lock() {
  [ -n "${SPRAGUE_BUILD_LOCK_HELD:-}" ] && return 0
  if ! command -v flock >/dev/null 2>&1; then
    echo "$1: flock not found (apt-get install util-linux): not guarding against a concurrent build" >&2
    return 0
  fi
  if ! { exec {SPRAGUE_LOCK_FD}>>"$ROOT/.build.lock"; } 2>/dev/null; then
    echo "$1: cannot write $ROOT/.build.lock: not guarding against a concurrent build" >&2
    unset SPRAGUE_LOCK_FD
    return 0
  fi
  if ! flock -n "$SPRAGUE_LOCK_FD"; then
    echo "$1: waiting for another build in this checkout to finish (./run-tests, ./sprague or bin/sprague-spark;" \
         "$ROOT/.build.lock)..." >&2
    flock "$SPRAGUE_LOCK_FD"
  fi
  export SPRAGUE_BUILD_LOCK_HELD=$$
}

# sprague_build_trylock: takes the lock if it is free (status 0), else status 1 at once; status
# 1 too under a process that holds it (a build: its jar may be half written) and without flock
sprague_build_trylock() {
  [ -n "${SPRAGUE_BUILD_LOCK_HELD:-}" ] && return 1
  command -v flock >/dev/null 2>&1 || return 1
  { exec {SPRAGUE_LOCK_FD}>>"$ROOT/.build.lock"; } 2>/dev/null || { unset SPRAGUE_LOCK_FD; return 1; }
  if ! flock -n "$SPRAGUE_LOCK_FD"; then
    exec {SPRAGUE_LOCK_FD}>&-
    unset SPRAGUE_LOCK_FD
    return 1
  fi
  export SPRAGUE_BUILD_LOCK_HELD=$$
}

# sprague_build_unlock: lets the lock go (before running anything long that is not a build)
sprague_build_unlock() {
  if [ -n "${SPRAGUE_LOCK_FD:-}" ]; then
    exec {SPRAGUE_LOCK_FD}>&-
    unset SPRAGUE_LOCK_FD SPRAGUE_BUILD_LOCK_HELD
  fi
}
