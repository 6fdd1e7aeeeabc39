#!/usr/bin/env python3
"""Connect Four databases against John Tromp's Fhourstones (an independent alpha-beta search).

Draws random positions (random legal games cut at a random ply, none already won), asks
`./sprague query DB MOVES --json` for each and Fhourstones for the same move string, and prints
every position where the two values differ. Fhourstones' board size is fixed when it is
compiled: fetch it (github.com/kaushik327/fhourstones, a copy of Tromp's Fhourstones 3.2),
set `#define WIDTH` and `#define HEIGHT` in Game.c (and LOCKSIZE 16 in TransGame.c for boards
with fewer than 26 bits, such as 4x4 to 5x4) and build `gcc -O3 -o fh SearchGame.c`.

usage: bench/connect-four-check.py W H DB FHOURSTONES_BINARY N [SEED]
example: bench/connect-four-check.py 7 4 c4-7x4.db /tmp/fh/b7x4/fh 100 7
"""
import json
import random
import subprocess
import sys

W, H, db, fh, n = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5])
rng = random.Random(int(sys.argv[6]) if len(sys.argv) > 6 else 1)


def won(board, c, r, p):
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        k = 1
        for s in (1, -1):
            x, y = c + s * dc, r + s * dr
            while 0 <= x < W and 0 <= y < H and board.get((x, y)) == p:
                k += 1
                x += s * dc
                y += s * dr
        if k >= 4:
            return True
    return False


seqs = []
while len(seqs) < n:
    board, heights, moves, ok = {}, [0] * W, [], True
    for i in range(rng.randrange(0, W * H - 1)):
        c = rng.choice([c for c in range(W) if heights[c] < H])
        r, p = heights[c], i % 2
        board[(c, r)] = p
        heights[c] += 1
        moves.append(c + 1)  # columns from 1, as both programs read them
        if won(board, c, r, p):
            ok = False
            break
    if ok:
        seqs.append(''.join(map(str, moves)))
out = subprocess.run([fh], input=''.join(s + '\n' for s in seqs), capture_output=True, text=True).stdout
scores = [line.split()[2] for line in out.splitlines() if line.startswith('score = ')]
if len(scores) != len(seqs):
    sys.exit(f'Fhourstones answered {len(scores)} of {len(seqs)} positions:\n{out[:500]}')
ours = {'WIN': 'win', 'LOSS': 'lose', 'DRAW': 'tie'}
differ = 0
for s, f in zip(seqs, scores):
    q = subprocess.run(['./sprague', 'query', db, s, '--json'] if s else ['./sprague', 'query', db, '--json'],
                       capture_output=True, text=True)
    if q.returncode != 0:
        print('query failed', s, q.stderr.strip())
        differ += 1
        continue
    v = json.loads(q.stdout)['value']
    if v != ours[f]:
        print('DIFFER', s or '(start)', 'sprague', v, 'fhourstones', f)
        differ += 1
print(f'{len(seqs)} positions of {W}x{H}: {differ} differ')
sys.exit(1 if differ else 0)
