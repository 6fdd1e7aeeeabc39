#!/usr/bin/env python3
"""Runs a command and splits its JVM's CPU by thread kind.

    thread-cpu.py OUTPUT_FILE COMMAND [ARGS...]

The command's standard output goes to OUTPUT_FILE. Every 20 ms the JVM's threads (the process
named java among the command's descendants: a launcher script may start it) are read from
/proc/PID/task/*/stat; the last reading of each thread is kept. Printed on one line: the CPU
(user+sys) of the whole process tree from wait4, then the JVM's threads summed by kind: main
(the thread that runs main, and sprague-solve, which runs a command under --timeout), C2 and C1
(the compiler threads), GC, other. A thread's last 20 ms before it ends can be missed, so the
kinds add up to a little less than the whole. Used by obsequi-compare.sh (THREAD_CPU=1).
"""
import os
import resource
import subprocess
import sys
import time

TICK = os.sysconf('SC_CLK_TCK')


def stat(path):
    """(name, ppid, cpu seconds) of a /proc stat file."""
    with open(path) as f:
        st = f.read()
    name = st[st.index('(') + 1:st.rindex(')')]
    fields = st.rsplit(')', 1)[1].split()
    return name, int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK


def descendants(root):
    children = {}
    for p in os.listdir('/proc'):
        if p.isdigit():
            try:
                children.setdefault(stat(f'/proc/{p}/stat')[1], []).append(int(p))
            except (OSError, ValueError, IndexError):
                pass
    out, todo = [], [root]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def kind(name):
    if name.startswith('C2 '):
        return 'C2'
    if name.startswith('C1 '):
        return 'C1'
    if name in ('java', 'main', 'sprague-solve'):
        return 'main'
    if 'GC' in name or name.startswith('G1'):
        return 'GC'
    return 'other'


def main():
    with open(sys.argv[1], 'w') as out:
        proc = subprocess.Popen(sys.argv[2:], stdout=out)
    last = {}
    jvm = None
    while proc.poll() is None:
        if jvm is None or not os.path.exists(f'/proc/{jvm}'):
            for p in [proc.pid] + descendants(proc.pid):
                try:
                    if stat(f'/proc/{p}/stat')[0] == 'java':
                        jvm = p
                except OSError:
                    pass
        if jvm:
            try:
                for t in os.listdir(f'/proc/{jvm}/task'):
                    try:
                        name, _, cpu = stat(f'/proc/{jvm}/task/{t}/stat')
                        last[t] = (name, cpu)
                    except OSError:
                        pass
            except OSError:
                pass
        time.sleep(0.02)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    kinds = {'main': 0.0, 'C2': 0.0, 'C1': 0.0, 'GC': 0.0, 'other': 0.0}
    for name, cpu in last.values():
        kinds[kind(name)] += cpu
    print('%.2f' % (usage.ru_utime + usage.ru_stime), ' '.join('%s=%.2f' % kv for kv in kinds.items()))
    sys.exit(proc.returncode)


if __name__ == '__main__':
    main()
