#!/bin/bash
# Prints the classes, methods and fields of Sprague's main code that no entry point reaches
# (ProGuard's -printusage, shrinking only: -dontobfuscate -dontoptimize). Entry points: the
# command line's Main, the Spark driver, the web server and sprague-db (reached from Main),
# sprague-bench's benchmarks and comparisons (each class an entry point: JMH, or a main), the
# public members of the packages module-info exports to everyone, the ServiceLoader providers,
# picocli-annotated members, records' accessors (Jackson) and the members the JVM calls by name
# (enum values/valueOf, serialization). The list is candidates, not proof: a member only tests
# call shows here too. ProGuard is fetched into ~/.m2 by Maven; it is not part of the build.
# Usage: bench/unused-code.sh [REPO] > usage.txt   (REPO built with mvn package -DskipTests)
set -euo pipefail
R=$(cd "${1:-.}" && pwd)
J=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
PG=com.guardsquare:proguard-base:7.8.1
mvn -B -q dependency:get -Dartifact=$PG >/dev/null 2>&1 || true
printf '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>x</groupId><artifactId>x</artifactId><version>1</version><dependencies><dependency><groupId>com.guardsquare</groupId><artifactId>proguard-base</artifactId><version>7.8.1</version></dependency></dependencies></project>' > "$W/pom.xml"
(cd "$W" && mvn -B -q -o org.apache.maven.plugins:maven-dependency-plugin:3.9.0:build-classpath -Dmdep.outputFile="$W/cp.txt" >/dev/null 2>&1)
"$J/bin/jimage" extract --dir "$W/jdk" --include 'regex:/(java\.base|java\.management|java\.logging|java\.sql|java\.xml|java\.naming|java\.net\.http|java\.desktop|java\.instrument|jdk\.httpserver|jdk\.unsupported)/.*' "$J/lib/modules"
V=0.1.0-SNAPSHOT
{
  for m in core web db cli-model cli spark bench; do
    echo "-injars $R/sprague-$m/target/sprague-$m-$V.jar(!META-INF/versions/**,!module-info.class)"
  done
  echo "-libraryjars $R/sprague-cli/target/sprague.jar(!org/sprague/**,!META-INF/versions/**,!module-info.class)"
  for d in "$W"/jdk/*; do echo "-libraryjars $d(!module-info.class)"; done
  cat <<'CFG'
-dontobfuscate
-dontoptimize
-dontpreverify
-dontnote
-dontwarn
-ignorewarnings
-keep public class org.sprague.cli.Main { public static void main(java.lang.String[]); }
-keep class org.sprague.spark.** { *; }
-keep class org.sprague.bench.** { *; }
-keep public class org.sprague.game.* { public protected *; }
-keep public class org.sprague.app.* { public protected *; }
-keep public class org.sprague.search.* { public protected *; }
-keep public class org.sprague.strong.* { public protected *; }
-keep class org.sprague.catalog.games.StandardGames { <init>(); }
-keepclassmembers class * { @picocli.** *; }
-keep @picocli.** class * { *; }
-keepclassmembers class * extends java.lang.Record { public *; }
-keepclassmembers enum * { public static **[] values(); public static ** valueOf(java.lang.String); }
-keepclassmembers class * implements java.io.Serializable {
    static final long serialVersionUID;
    private void writeObject(java.io.ObjectOutputStream);
    private void readObject(java.io.ObjectInputStream);
    java.lang.Object writeReplace();
    java.lang.Object readResolve();
}
-keepattributes *Annotation*,Signature,InnerClasses,EnclosingMethod,Record,PermittedSubclasses,NestHost,NestMembers
CFG
  echo "-printusage $W/usage.txt"
  echo "-outjars $W/out.jar"
} > "$W/proguard.pro"
"$J/bin/java" -cp "$(cat "$W/cp.txt")" proguard.ProGuard @"$W/proguard.pro" >&2
cat "$W/usage.txt"
