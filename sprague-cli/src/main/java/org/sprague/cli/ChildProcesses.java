package org.sprague.cli;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Waiting for a child process ({@code sprague shell}'s jshell, the Spark driver of {@code
 * strong --engine spark}) under {@code --timeout}: past it the child and every process it
 * started (jshell's execution engine, Spark's executors) are stopped, politely and then by
 * force, and the command ends with exit code 3.
 */
final class ChildProcesses {
    /** How long a stopped child may take to exit before it is killed. */
    private static final long POLITE_MILLIS = 1_000;

    private ChildProcesses() {
    }

    /** The child's exit code; {@code timeout} null waits without limit. */
    static int await(Process p, Duration timeout) throws InterruptedException {
        try {
            if (timeout == null) {
                return p.waitFor();
            }
            if (p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                return p.exitValue();
            }
            stop(p);
            throw Watchdog.timeUp(timeout);
        } catch (InterruptedException e) {
            stop(p); // Ctrl-C, or the caller gave up: the child goes too
            throw e;
        }
    }

    /** Stops {@code p} and its descendants: SIGTERM, then SIGKILL for any still running after a second. */
    static void stop(Process p) throws InterruptedException {
        var family = p.descendants().toList();
        family.forEach(ProcessHandle::destroy);
        p.destroy();
        if (!p.waitFor(POLITE_MILLIS, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
        }
        family.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }
}
