# Sourced by ./sprague: is the command's jar older than its sources? By the source files
# only, not their directories: a directory's date changes when a file in it is written by
# replacing it (a `git checkout` of one file, an editor's save), and comparing it made the
# launcher rebuild a jar whose sources had not changed (start17). A file added or removed
# leaves every other date alone, so the list of source files at the last build is kept beside
# the jar (sprague_sources_built) and compared.

# sprague_source_files ROOT [JAR]: the source files of the jar (the poms and the modules'
# src/main), sorted, one a line; with JAR, stops at the first file newer than JAR and then ends
# with a line "newer" (a path here starts with "/", so that line sorts last)
sprague_source_files() {
  local root=$1 jar=${2:-}
  local paths=("$root/pom.xml" "$root/sprague-core/pom.xml" "$root/sprague-core/src/main"
    "$root/sprague-cli/pom.xml" "$root/sprague-cli/src/main"
    "$root/sprague-cli-model/pom.xml" "$root/sprague-cli-model/src/main"
    "$root/sprague-web/pom.xml" "$root/sprague-web/src/main"
    "$root/sprague-db/pom.xml" "$root/sprague-db/src/main")
  if [ -n "$jar" ]; then
    find "${paths[@]}" -type f \( -newer "$jar" -printf 'newer\n' -quit -o -print \) 2>/dev/null | LC_ALL=C sort || true
  else
    find "${paths[@]}" -type f -print 2>/dev/null | LC_ALL=C sort || true
  fi
}

# sprague_stale ROOT JAR LIST: status 0 (stale) when JAR is missing, a source file is newer
# than it, or the source files are not those of LIST (written at the last build). Without
# LIST (a jar built by Maven directly), the files are compared by date only and LIST is
# written now, for the next command.
sprague_stale() {
  local root=$1 jar=$2 list=$3 now
  [ -f "$jar" ] || return 0
  now=$(sprague_source_files "$root" "$jar")
  if [ "$now" = newer ] || [[ "$now" == *$'\n'newer ]]; then
    return 0
  fi
  if [ -f "$list" ]; then
    [ "$now" != "$(<"$list")" ]
    return
  fi
  printf '%s\n' "$now" >"$list" 2>/dev/null || true
  return 1
}

# sprague_sources_built ROOT LIST: records the source files a build just used
sprague_sources_built() {
  sprague_source_files "$1" >"$2" 2>/dev/null || true
}
