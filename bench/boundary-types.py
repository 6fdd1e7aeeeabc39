#!/usr/bin/env python3
"""Counts the public types of a classes directory from the class files' access flags (issue 22 item 6).
usage: boundary-types.py CLASSES_DIR [--list] [--exports MODULE_INFO_JAVA]
top-level: a class file that is not a member/local/anonymous class (no InnerClasses entry naming it with an outer class);
nested: a member class (InnerClasses entry with an outer class), public if its inner_class_access_flags has ACC_PUBLIC."""
import os, struct, sys
def parse(path):
    b = open(path, 'rb').read(); p = 8
    n = struct.unpack('>H', b[p:p+2])[0]; p += 2
    cp = [None]*n; i = 1
    while i < n:
        t = b[p]; p += 1
        if t == 1:
            l = struct.unpack('>H', b[p:p+2])[0]; cp[i] = b[p+2:p+2+l].decode('utf-8', 'replace'); p += 2+l
        elif t == 7: cp[i] = ('C', struct.unpack('>H', b[p:p+2])[0]); p += 2
        elif t in (8, 16, 19, 20): p += 2
        elif t == 15: p += 3
        elif t in (3, 4, 9, 10, 11, 12, 17, 18): p += 4
        elif t in (5, 6): p += 8; i += 1
        else: raise Exception('tag %d' % t)
        i += 1
    def cname(ix): return cp[cp[ix][1]]
    flags, this = struct.unpack('>HH', b[p:p+4]); p += 6
    ni = struct.unpack('>H', b[p:p+2])[0]; p += 2 + 2*ni
    for _ in range(2):  # fields, methods
        c = struct.unpack('>H', b[p:p+2])[0]; p += 2
        for _ in range(c):
            p += 6; ac = struct.unpack('>H', b[p:p+2])[0]; p += 2
            for _ in range(ac):
                l = struct.unpack('>I', b[p+2:p+6])[0]; p += 6 + l
    me = cname(this); member = None; local = False
    ac = struct.unpack('>H', b[p:p+2])[0]; p += 2
    for _ in range(ac):
        nm = cp[struct.unpack('>H', b[p:p+2])[0]]; l = struct.unpack('>I', b[p+2:p+6])[0]
        if nm == 'InnerClasses':
            q = p+6; k = struct.unpack('>H', b[q:q+2])[0]; q += 2
            for _ in range(k):
                inner, outer, name, f = struct.unpack('>HHHH', b[q:q+8]); q += 8
                if inner and cname(inner) == me:
                    if outer: member = (cname(outer), f)
                    else: local = True
        p += 6 + l
    return me.replace('/', '.'), flags, member, local
root = sys.argv[1]; top = []; nested = []
for d, _, fs in os.walk(root):
    for f in fs:
        if f.endswith('.class') and f not in ('module-info.class', 'package-info.class'):
            name, flags, member, local = parse(os.path.join(d, f))
            if local: continue
            if member: nested.append((name, bool(member[1] & 1), member[0].replace('/', '.')))
            else: top.append((name, bool(flags & 1)))
pub = {n for n, p in top if p}
pn = [n for n, p, o in nested if p]
# a public member of a public type (transitively) is visible outside its package
def visible(n):
    for m, p, o in nested:
        if m == n: return p and (o in pub or visible(o))
    return n in pub
pv = [n for n in pn if visible(n)]
print('top-level: %d, public: %d; member types: %d, public: %d (of which in public enclosing types: %d); public total: %d' % (len(top), len(pub), len(nested), len(pn), len(pv), len(pub)+len(pn)))
if '--exports' in sys.argv:
    import re
    src = open(sys.argv[sys.argv.index('--exports') + 1]).read()
    ex = re.findall(r'^\s*exports\s+([\w.]+)\s*;', src, re.M)
    qual = re.findall(r'^\s*exports\s+([\w.]+)\s+to\b', src, re.M)
    def inpkg(n, p): return n.rsplit('.', 1)[0].split('$')[0] == p if '$' not in n else n.split('$')[0].rsplit('.', 1)[0] == p
    for label, pk in (('exported to all', ex), ('exported to named modules only', qual)):
        t = sum(1 for n in pub if any(inpkg(n, p) for p in pk)); m = sum(1 for n in pv if any(inpkg(n, p) for p in pk))
        print('%s: %d packages, %d public top-level + %d public member types = %d (%s)' % (label, len(pk), t, m, t + m, ' '.join(x.replace('org.sprague.', '') for x in pk)))
if '--list' in sys.argv:
    for n in sorted(pub): print('T', n)
    for n in sorted(pn): print('N', n)
