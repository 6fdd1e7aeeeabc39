// Sprague explorer: the page over the JSON API (docs/api.md). Plain JS, no build step.
'use strict';

const SVG_NS = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

const state = {
  games: [],          // GET /api/games
  report: null,       // the last POST /api/moves answer
  playing: false,     // a game against the engine is on
  human: 'you',       // who started: 'you' or 'engine'
  history: [],        // positions of the game so far (position texts), history[0] the start
  labels: [],         // labels of the moves played, labels[i] leads to history[i + 1]
  busy: 0,
  boardGame: false,   // the position is drawn as a board whose cells are clicked
};

/** Two-coordinate games whose position is a square of a board (a coin, a queen). */
const BOARD_GAMES = new Set(['kiki', 'wythoff']);
/** Catalogue games that are heap games of the Grundy-sequence tab (their rule is their id). */
const HEAP_RULES = new Set(['kayles', 'dawsons-kayles', 'dawsons-chess', 'treblecross', 'officers', 'grundys-game',
  'lasker', 'nim', 'subtraction', 'octal']);

// ------------------------------------------------------------------ API

async function api(path, body) {
  state.busy++;
  document.body.dataset.state = 'busy';
  try {
    const res = await fetch('api/' + path, body === undefined ? {} : {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = await res.json().catch(() => ({ error: 'the server answered ' + res.status }));
    if (!res.ok) {
      throw new Error(data.error || ('the server answered ' + res.status));
    }
    return data;
  } finally {
    state.busy--;
    if (state.busy === 0) {
      document.body.dataset.state = 'idle';
    }
  }
}

function showError(message) {
  const e = $('error');
  e.textContent = message || '';
  e.hidden = !message;
}

// ------------------------------------------------------------------ the game form

function gameSpec() {
  const def = currentDefinition();
  const param = $('param').value.trim();
  return def && def.parameter && param ? def.id + ':' + param : (def ? def.id : '');
}

function currentDefinition() {
  return state.games.find((g) => g.id === $('game').value);
}

function exampleParts(def) {
  // "bash:3 10" -> parameter "3", position "10"; sums keep their whole text
  const words = def.example.trim().split(/\s+/);
  const head = words[0];
  const colon = head.indexOf(':');
  return {
    param: colon < 0 ? '' : head.substring(colon + 1),
    position: words.slice(1).join(' '),
  };
}

function showRules() {
  const def = currentDefinition();
  const box = $('rules');
  box.textContent = '';
  if (!def) {
    return;
  }
  const dl = document.createElement('dl');
  const add = (term, text) => {
    if (!text) {
      return;
    }
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = text;
    dl.append(dt, dd);
  };
  add(def.title, def.rules);
  add('Closed form', def.closedForm || 'none known: decided by search');
  add('Example', def.example);
  box.append(dl);
  $('param-row').hidden = !def.parameter;
  $('side-row').hidden = def.kind !== 'partizan';
  $('param-syntax').textContent = def.parameter ? '(' + def.parameter + ')' : '';
  $('position-syntax').textContent = '(' + def.position + ')';
}

function onGameChosen() {
  const def = currentDefinition();
  showRules();
  const ex = exampleParts(def);
  $('param').value = ex.param;
  $('position').value = ex.position;
  $('side').value = 'left';
  if (HEAP_RULES.has(def.id)) {
    $('rule').value = gameSpec();
  }
  $('tab-grid').disabled = !def.table;
  $('tab-grid').title = def.table ? '' : def.id + ' is not a two-coordinate game';
  stopPlaying();
  analyse($('position').value);
}

function partizan() {
  const def = currentDefinition();
  return !!def && def.kind === 'partizan';
}

/** The side to move in a partizan game: in a game on, Left (the first player) after an even number of moves. */
function sideToMove() {
  if (!partizan()) {
    return undefined;
  }
  if (state.playing) {
    return (state.history.length - 1) % 2 === 0 ? 'left' : 'right';
  }
  return $('side').value;
}

const SIDE_NAME = { left: 'Left', right: 'Right' };

// ------------------------------------------------------------------ analysis

async function analyse(position) {
  showError('');
  try {
    const body = { game: gameSpec(), position: position, misere: $('misere').checked };
    const side = sideToMove();
    if (side) {
      body.toMove = side;
    }
    const report = await api('moves', body);
    if (side) {
      $('side').value = side; // in a game on, the side whose turn it is
    }
    state.report = report;
    $('position').value = position;
    render();
    return report;
  } catch (err) {
    showError(err.message);
    return null;
  }
}

const OUTCOME_TEXT = {
  P: 'P: the player to move loses',
  N: 'N: the player to move wins',
  D: 'D: a draw, play goes on forever',
  L: 'L: Left wins',
  R: 'R: Right wins',
};

function render() {
  const r = state.report;
  const s = r.solution;
  const sum = $('summary');
  sum.textContent = '';
  const title = document.createElement('div');
  title.className = 'position';
  title.textContent = (s.game === 'sum' ? '' : s.game + ' ') + (s.position || '(empty)')
      + ($('misere').checked && !r.toMove ? '  (misère)' : '')
      + (r.toMove ? '  (' + SIDE_NAME[r.toMove] + ' to move; partizan: each side has its own moves)' : '');
  const o = document.createElement('span');
  o.className = 'outcome ' + s.outcome;
  o.id = 'outcome';
  o.dataset.outcome = s.outcome;
  o.textContent = OUTCOME_TEXT[s.outcome] || s.outcome;
  if (r.toMove) {
    const mover = SIDE_NAME[r.toMove];
    o.textContent = s.outcome === 'N' ? 'N: ' + mover + ', to move, wins' : 'P: ' + mover + ', to move, loses';
  }
  const line = document.createElement('div');
  line.append(o);
  if (s.grundy !== null && s.grundy !== undefined) {
    const g = document.createElement('span');
    g.id = 'grundy';
    g.textContent = '  Grundy value ' + s.grundy;
    line.append(g);
  }
  if (r.remoteness !== null && r.remoteness !== undefined) {
    const rem = document.createElement('span');
    rem.id = 'remoteness';
    rem.textContent = ', remoteness ' + r.remoteness + ' (moves to the end: the winner hurries, the loser delays)';
    line.append(rem);
  }
  const by = document.createElement('span');
  by.className = 'muted';
  by.textContent = '  (decided by ' + s.decidedBy + ')';
  line.append(by);
  sum.append(title, line);

  const list = $('moves');
  list.textContent = '';
  r.moves.forEach((m, i) => {
    const li = document.createElement('li');
    li.className = 'move ' + m.result;
    li.dataset.index = i;
    li.dataset.result = m.result;
    li.dataset.position = m.position;
    const label = document.createElement('span');
    label.textContent = m.move;
    const to = document.createElement('span');
    to.className = 'to';
    let detail = '  => ' + m.position + '  (' + m.outcome;
    if (m.grundy !== null && m.grundy !== undefined) {
      detail += ', Grundy ' + m.grundy;
    }
    if (m.remoteness !== null && m.remoteness !== undefined) {
      detail += ', remoteness ' + m.remoteness;
    }
    to.textContent = detail + ')';
    li.append(label, to);
    li.title = m.result + ' move';
    li.addEventListener('click', () => humanMove(i));
    list.append(li);
  });
  if (r.moves.length === 0) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = 'no legal move: the game is over';
    list.append(li);
  }
  drawBoard();
  renderPlay();
}

// ------------------------------------------------------------------ heaps board

function numbers(text) {
  return text.trim() === '' ? [] : text.trim().split(/\s+/).map(Number);
}

/** Heaps are drawn for single games whose position is a few small numbers. */
function heapsOf() {
  const s = state.report.solution;
  if (s.game === 'sum' || !/^[0-9 ]*$/.test(s.position)) {
    return null;
  }
  const heaps = numbers(s.position);
  if (heaps.length === 0 || heaps.length > 12 || heaps.some((h) => h > 30)) {
    return null;
  }
  return heaps;
}

function svg(tag, attrs) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    el.setAttribute(k, v);
  }
  return el;
}

function drawBoard() {
  const board = $('board');
  board.textContent = '';
  board.dataset.kind = '';
  const def = currentDefinition();
  const cells = def && BOARD_GAMES.has(def.id) ? boardOf() : null;
  if (cells) {
    drawCells(board, cells);
    return;
  }
  const heaps = heapsOf();
  if (!heaps) {
    board.setAttribute('height', 0);
    return;
  }
  const r = 9;
  const colW = 44;
  const tallest = Math.max(1, ...heaps);
  const height = tallest * (2 * r + 2) + 30;
  board.setAttribute('viewBox', '0 0 ' + Math.max(heaps.length * colW, 100) + ' ' + height);
  board.setAttribute('preserveAspectRatio', 'xMinYMax meet');
  board.setAttribute('height', Math.min(height, 360));
  board.style.height = Math.min(height, 360) + 'px';
  board.dataset.kind = 'heaps';
  heaps.forEach((h, i) => {
    const x = i * colW + colW / 2;
    for (let k = 0; k < h; k++) {
      const c = svg('circle', {
        cx: x, cy: height - 24 - r - k * (2 * r + 2), r: r,
        class: 'stone', 'data-heap': i, 'data-stone': k,
      });
      const t = svg('title');
      t.textContent = 'heap ' + (i + 1) + ': leave ' + k;
      c.append(t);
      c.addEventListener('mouseenter', () => markDoomed(i, k, true));
      c.addEventListener('mouseleave', () => markDoomed(i, k, false));
      c.addEventListener('click', () => clickHeap(i, k));
      board.append(c);
    }
    const label = svg('text', { x: x, y: height - 6, class: 'heap-label' });
    label.textContent = String(h);
    board.append(label);
  });
}

/** A board position: two small numbers (the coin's or queen's square). */
function boardOf() {
  const s = state.report.solution;
  if (!/^[0-9]+ [0-9]+$/.test(s.position.trim())) {
    return null;
  }
  const [a, b] = numbers(s.position);
  return a <= 40 && b <= 40 ? [a, b] : null;
}

/**
 * The board of a two-coordinate game: the piece on square (a, b), rows the first
 * coordinate, columns the second; every square a move reaches is coloured by the move's
 * result and played by a click.
 */
function drawCells(board, [a, b]) {
  const def = currentDefinition();
  const start = def.id === 'kiki' ? 1 : 0;
  const rows = a - start + 1;
  const cols = b - start + 1;
  const cell = Math.max(14, Math.min(40, Math.floor(420 / Math.max(rows, cols))));
  const pad = 22;
  const w = pad + cols * cell;
  const h = pad + rows * cell;
  board.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
  board.setAttribute('preserveAspectRatio', 'xMinYMin meet');
  board.setAttribute('height', h);
  board.style.height = h + 'px';
  board.dataset.kind = 'board';
  const targets = new Map();
  state.report.moves.forEach((m, i) => targets.set(m.position, i));
  for (let r = start; r <= a; r++) {
    const t = svg('text', { x: pad / 2, y: pad + (r - start) * cell + cell / 2, class: 'axis' });
    t.textContent = String(r);
    board.append(t);
  }
  for (let c = start; c <= b; c++) {
    const t = svg('text', { x: pad + (c - start) * cell + cell / 2, y: pad / 2, class: 'axis' });
    t.textContent = String(c);
    board.append(t);
  }
  for (let r = start; r <= a; r++) {
    for (let c = start; c <= b; c++) {
      const index = targets.get(r + ' ' + c);
      const move = index === undefined ? null : state.report.moves[index];
      const here = r === a && c === b;
      const rect = svg('rect', {
        x: pad + (c - start) * cell, y: pad + (r - start) * cell, width: cell, height: cell,
        class: 'square' + ((r + c) % 2 ? ' dark' : '') + (move ? ' target ' + move.result : '') + (here ? ' here' : ''),
        'data-row': r, 'data-col': c,
      });
      const title = svg('title');
      title.textContent = '(' + r + ', ' + c + ')' + (here ? ': the piece' : move ? ': ' + move.move + ', a '
          + move.result + ' move' : '');
      rect.append(title);
      if (move) {
        rect.addEventListener('click', () => humanMove(index));
      }
      board.append(rect);
    }
  }
  const piece = svg('circle', {
    cx: pad + (b - start) * cell + cell / 2, cy: pad + (a - start) * cell + cell / 2, r: cell * 0.32, class: 'piece',
  });
  board.append(piece);
}

function markDoomed(heap, from, on) {
  document.querySelectorAll('#board .stone[data-heap="' + heap + '"]').forEach((c) => {
    c.classList.toggle('doomed', on && Number(c.dataset.stone) >= from);
  });
}

/** Clicking stone k of heap i asks for the move that leaves k stones in heap i. */
function clickHeap(i, k) {
  const heaps = numbers(state.report.solution.position);
  heaps[i] = k;
  const target = heaps.join(' ');
  const index = state.report.moves.findIndex((m) => m.position === target);
  if (index < 0) {
    setStatus('Leaving ' + k + ' in heap ' + (i + 1) + ' is not a legal move of this game: choose from the move list.');
    return;
  }
  humanMove(index);
}

// ------------------------------------------------------------------ play

function setStatus(text, over) {
  const s = $('status');
  s.textContent = text;
  s.classList.toggle('over', !!over);
  s.dataset.over = over ? 'true' : 'false';
}

function stopPlaying() {
  state.playing = false;
  state.history = [];
  state.labels = [];
  $('hint-text').hidden = true;
  setStatus('');
  renderHistory();
}

function renderPlay() {
  $('hint').disabled = !state.report || state.report.moves.length === 0;
  $('undo').disabled = !state.playing || state.history.length < 2;
  $('restart').disabled = !state.playing;
  renderHistory();
}

function renderHistory() {
  const h = $('history');
  h.textContent = '';
  state.labels.forEach((label, i) => {
    const li = document.createElement('li');
    const mover = (i % 2 === 0) === (state.human === 'you') ? 'you' : 'engine';
    const side = partizan() ? ' (' + (i % 2 === 0 ? 'Left' : 'Right') + ')' : '';
    li.textContent = mover + side + ': ' + label + '  => ' + state.history[i + 1];
    h.append(li);
  });
}

/** Whose turn it is in the game on, from the number of moves played. */
function enginesTurn() {
  const movesPlayed = state.history.length - 1;
  return (movesPlayed % 2 === 0) === (state.human === 'engine');
}

async function startGame() {
  state.playing = true;
  state.human = $('starter').value;
  state.history = [$('position').value.trim()];
  state.labels = [];
  $('hint-text').hidden = true;
  const report = await analyse(state.history[0]);
  if (!report) {
    state.playing = false;
    return;
  }
  await continueGame();
}

function yourMoveText() {
  if (!partizan()) {
    return 'Your move.';
  }
  const you = state.human === 'you' ? 'Left' : 'Right';
  return 'Your move: you are ' + you + ' (whoever moves first is Left), and the list shows ' + you + '\'s moves.';
}

/** After a move: announce the end, or let the engine answer. */
async function continueGame() {
  renderPlay();
  if (gameOver()) {
    return;
  }
  if (enginesTurn()) {
    setStatus('The engine is thinking...');
    const i = engineChoice(state.report.moves);
    await play(i);
    if (!gameOver()) {
      setStatus(yourMoveText());
    }
  } else {
    setStatus(yourMoveText());
  }
}

function gameOver() {
  if (state.report.moves.length > 0) {
    return false;
  }
  // normal play: the player to move (who cannot) loses; misère: wins
  const misere = $('misere').checked;
  const stuck = enginesTurn() ? 'engine' : 'you';
  const winner = (stuck === 'you') === misere ? 'you' : 'engine';
  setStatus(winner === 'you' ? 'You won! The engine has no good move left.'
      : 'You lost: the engine wins. (Try the hint next time.)', true);
  return true;
}

/**
 * The engine's move: a winning move when there is one (the fastest by remoteness where
 * the server gives it), else a drawing one, else the losing move that keeps the most
 * play on the board (the longest by remoteness where known), hoping for a mistake.
 */
function engineChoice(moves) {
  const by = (result) => moves.map((m, i) => ({ m, i })).filter((x) => x.m.result === result);
  const rem = (x, dflt) => (x.m.remoteness === null || x.m.remoteness === undefined ? dflt : x.m.remoteness);
  const left = (x) => numbers(x.m.position.replace(/[^0-9 ]/g, ' ')).reduce((a, b) => a + b, 0);
  const winning = by('winning');
  if (winning.length > 0) {
    winning.sort((a, b) => rem(a, 0) - rem(b, 0));
    return winning[0].i;
  }
  const drawing = by('drawing');
  if (drawing.length > 0) {
    return drawing[0].i;
  }
  const losing = by('losing');
  losing.sort((a, b) => rem(b, 0) - rem(a, 0) || left(b) - left(a));
  return losing[0].i;
}

async function play(index) {
  const m = state.report.moves[index];
  state.labels.push(m.move);
  state.history.push(m.position);
  $('hint-text').hidden = true;
  await analyse(m.position);
}

async function humanMove(index) {
  if (state.busy > 0) {
    return;
  }
  if (!state.playing) {
    // exploring: a click opens the position the move leads to (the other side to move)
    if (partizan()) {
      $('side').value = $('side').value === 'left' ? 'right' : 'left';
    }
    await analyse(state.report.moves[index].position);
    return;
  }
  if (gameOver() || enginesTurn()) {
    return;
  }
  await play(index);
  await continueGame();
}

async function undo() {
  if (!state.playing || state.history.length < 2) {
    return;
  }
  // back to the last position where it was your turn
  do {
    state.history.pop();
    state.labels.pop();
  } while (state.history.length > 1 && enginesTurn());
  await analyse(state.history[state.history.length - 1]);
  await continueGame();
}

async function restart() {
  if (!state.playing) {
    return;
  }
  state.history = state.history.slice(0, 1);
  state.labels = [];
  await analyse(state.history[0]);
  await continueGame();
}

// ------------------------------------------------------------------ hint

function binary(n, width) {
  return n.toString(2).padStart(width, '0');
}

/** Heap games that are sums of their heaps: a position's value is the nim-sum of the heaps' values. */
const HEAP_SUMS = new Set(['capped-nim', 'subtraction', 'lasker', 'kayles', 'dawsons-kayles', 'dawsons-chess',
  'treblecross', 'officers', 'grundys-game', 'octal']);

/** The nim-sum of values in binary, one line a heap: the arithmetic behind a winning move. */
function nimSumTable(labels, values, total) {
  const width = Math.max(1, ...values.map((v) => v.toString(2).length));
  const labelWidth = Math.max('nim-sum:'.length, ...labels.map((l) => l.length + 1));
  const lines = values.map((v, i) => (labels[i] + ':').padEnd(labelWidth) + ' ' + binary(v, width) + '  (' + v + ')');
  lines.push('-'.repeat(labelWidth + 1 + width));
  lines.push('nim-sum:'.padEnd(labelWidth) + ' ' + binary(total, width) + '  (' + total + ')');
  const pre = document.createElement('pre');
  pre.textContent = lines.join('\n');
  return pre;
}

/** The hint, busy (for the page's state) until every value it asks for has come. */
async function hint() {
  state.busy++;
  document.body.dataset.state = 'busy';
  try {
    await showHint();
  } finally {
    state.busy--;
    if (state.busy === 0) {
      document.body.dataset.state = 'idle';
    }
  }
}

async function showHint() {
  const r = state.report;
  const s = r.solution;
  const box = $('hint-text');
  box.textContent = '';
  box.hidden = false;
  const p = document.createElement('p');
  if (s.outcome !== 'N' || s.winningMoves.length === 0) {
    p.textContent = s.outcome === 'P'
        ? 'No winning move here: this is a P-position, every move leads to an N-position where the'
          + ' opponent can win. Play on and hope for a mistake.'
        : 'No winning move is known here.';
    box.append(p);
    return;
  }
  const best = s.winningMoves[0];
  if (r.toMove) {
    const next = SIDE_NAME[r.toMove === 'left' ? 'right' : 'left'];
    p.textContent = 'Play ' + best.move + ': it leads to ' + best.position + ', where ' + next
        + ', to move, loses: whatever ' + next + ' plays there, you have a winning answer. (Partizan: '
        + SIDE_NAME[r.toMove] + ' and ' + next + ' have different moves, so there are no Grundy values;'
        + ' the engine searches who wins.)';
    box.append(p);
    return;
  }
  const misere = $('misere').checked;
  if (s.game === 'nim' && !misere && s.grundy !== null) {
    const heaps = numbers(s.position).map(BigInt);
    const total = heaps.reduce((a, b) => a ^ b, 0n);
    const width = Math.max(1, ...heaps.map((h) => h.toString(2).length));
    const pre = document.createElement('pre');
    const labelWidth = Math.max('nim-sum:'.length, ('heap ' + heaps.length + ':').length);
    const lines = heaps.map((h, i) => ('heap ' + (i + 1) + ':').padEnd(labelWidth) + ' ' + binary(h, width) + '  (' + h + ')');
    lines.push('-'.repeat(labelWidth + 1 + width));
    lines.push('nim-sum:'.padEnd(labelWidth) + ' ' + binary(total, width) + '  (' + total + ')');
    pre.textContent = lines.join('\n');
    const i = heaps.findIndex((h) => (h ^ total) < h);
    const h = heaps[i];
    p.textContent = 'The nim-sum (XOR of the heaps) is ' + total + ', not 0, so the player to move wins. '
        + 'Heap ' + (i + 1) + ' has the highest bit of the nim-sum set: ' + h + ' XOR ' + total + ' = ' + (h ^ total)
        + ' < ' + h + ', so take ' + (h - (h ^ total)) + ' from heap ' + (i + 1) + ' (' + best.move + ').'
        + ' Every heap then XORs to 0: a P-position, where every answer of the opponent gives the nim-sum back to you.';
    box.append(pre, p);
    return;
  }
  const heaps = heapsOf();
  const def = currentDefinition();
  if (!misere && s.grundy !== null && heaps && heaps.length >= 2 && def && HEAP_SUMS.has(def.id)) {
    // the same arithmetic on the heaps' Grundy values, each asked of the server
    const values = [];
    try {
      for (const h of heaps) {
        const one = await api('solve', { game: gameSpec(), position: String(h) });
        values.push(BigInt(one.grundy));
      }
    } catch (err) {
      p.textContent = 'Play ' + best.move + ' (the heaps\' values could not be shown: ' + err.message + ')';
      box.append(p);
      return;
    }
    if (state.report !== r) {
      return; // the position changed while the values were asked for
    }
    const total = values.reduce((a, b) => a ^ b, 0n);
    const i = values.findIndex((g) => (g ^ total) < g);
    const target = values[i] ^ total;
    const move = s.winningMoves.find((m) => m.move.startsWith('heap ' + (i + 1) + ':')) || best;
    p.textContent = 'Each heap is a game of its own: ' + def.title + ' is their sum, and its Grundy value is the'
        + ' nim-sum of the heaps\' values G(h), here ' + total + ', not 0, so the player to move wins. Heap ' + (i + 1)
        + ' has G(' + heaps[i] + ') = ' + values[i] + ' with the highest bit of the nim-sum set: ' + values[i] + ' XOR '
        + total + ' = ' + target + ', so move in heap ' + (i + 1) + ' to heaps of value ' + target + ' ('
        + move.move + ', leading to ' + move.position + '). The nim-sum is then 0: a P-position.';
    box.append(nimSumTable(heaps.map((h, k) => 'G(heap ' + (k + 1) + ' = ' + h + ')'), values, total), p);
    return;
  }
  if (s.grundy !== null && s.grundy !== undefined) {
    p.textContent = 'The Grundy value is ' + s.grundy + ', not 0' + (s.game === 'sum'
        ? ' (the XOR of the components\' values)' : '') + ', so the player to move wins. Play '
        + best.move + ': it leads to ' + best.position + ', of Grundy value 0, a P-position:'
        + ' every move from there leads to a position of nonzero value, from which you can return to 0.';
  } else {
    p.textContent = 'Play ' + best.move + ': it leads to ' + best.position + ', a P-position'
        + (misere ? ' under misère play' : '') + ': whatever the opponent does there, you have a winning answer.';
  }
  box.append(p);
}

// ------------------------------------------------------------------ grid

async function showGrid() {
  showError('');
  const rows = Number($('rows').value);
  const cols = Number($('cols').value);
  const kind = $('kind').value;
  try {
    const t = await api('table', {
      game: gameSpec(), rows: rows, cols: cols, grundy: kind === 'grundy', misere: $('misere').checked,
    });
    drawGrid(t);
  } catch (err) {
    $('grid').textContent = '';
    $('grid-info').textContent = '';
    $('grid-rules').textContent = '';
    showError(err.message);
    return;
  }
  await showRules2d(rows, cols);
}

/** The pattern finder's rules for the grid just drawn (normal play), beside it. */
async function showRules2d(rows, cols) {
  const box = $('grid-rules');
  box.textContent = 'Looking for the rule...';
  try {
    const data = await api('pattern', { game: gameSpec(), rows: rows, cols: cols });
    renderRules(box, data, $('misere').checked ? 'The pattern finder looks at normal play; the grid shows misère play.' : '');
  } catch (err) {
    box.textContent = 'No rule: ' + err.message;
  }
}

function grundyColour(v, max) {
  if (v === 0) {
    return '#d64545';
  }
  const hue = 210 - Math.round(170 * Math.log(1 + v) / Math.log(2 + max));
  return 'hsl(' + hue + ', 65%, 45%)';
}

function drawGrid(t) {
  const g = $('grid');
  g.textContent = '';
  const cell = Math.max(8, Math.min(36, Math.floor(720 / Math.max(t.rows, t.cols))));
  const pad = 26;
  const w = pad + t.cols * cell;
  const h = pad + t.rows * cell;
  g.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
  g.setAttribute('width', w);
  g.setAttribute('height', h);
  const values = t.kind === 'grundy' ? t.cells.flat().map(Number) : [];
  const max = values.length ? Math.max(...values) : 0;
  const step = Math.max(1, Math.ceil(20 / cell));
  for (let c = 0; c < t.cols; c += step) {
    const a = svg('text', { x: pad + c * cell + cell / 2, y: pad / 2, class: 'axis' });
    a.textContent = String(t.colStart + c);
    g.append(a);
  }
  for (let r = 0; r < t.rows; r += step) {
    const a = svg('text', { x: pad / 2, y: pad + r * cell + cell / 2, class: 'axis' });
    a.textContent = String(t.rowStart + r);
    g.append(a);
  }
  for (let r = 0; r < t.rows; r++) {
    for (let c = 0; c < t.cols; c++) {
      const v = t.cells[r][c];
      const rect = svg('rect', {
        x: pad + c * cell, y: pad + r * cell, width: cell, height: cell,
        class: 'cell' + (t.kind === 'outcome' ? ' ' + v : ''),
        'data-row': t.rowStart + r, 'data-col': t.colStart + c, 'data-value': v,
      });
      if (t.kind === 'grundy') {
        rect.setAttribute('fill', grundyColour(Number(v), max));
      }
      const title = svg('title');
      title.textContent = '(' + (t.rowStart + r) + ', ' + (t.colStart + c) + '): ' + v;
      rect.append(title);
      rect.addEventListener('click', () => openCell(t.rowStart + r, t.colStart + c));
      g.append(rect);
      if (cell >= 16 && (t.kind === 'grundy' || cell >= 22)) {
        const label = svg('text', { x: pad + c * cell + cell / 2, y: pad + r * cell + cell / 2, class: 'value' });
        label.textContent = v;
        g.append(label);
      }
    }
  }
  $('grid-legend').hidden = t.kind !== 'outcome';
  $('grid-info').textContent = t.game + ': ' + t.rows + ' x ' + t.cols + ' positions from (' + t.rowStart
      + ', ' + t.colStart + '), ' + (t.kind === 'outcome' ? 'P/N' : 'Grundy values') + ', decided by ' + t.decidedBy + '.';
  g.dataset.game = t.game;
}

async function openCell(r, c) {
  stopPlaying();
  selectTab('analyse-tab');
  await analyse(r + ' ' + c);
}

// ------------------------------------------------------------------ rules found

const SUBJECT_KEYS = ['outcomes', 'grundy'];

/**
 * The pattern finder's answer (POST /api/pattern, the shape of sprague pattern --json):
 * for the P-positions and for the Grundy values, the rule found with its evidence (the
 * range it was learned on and checked on, proven or not, and every simpler rule rejected
 * with its counterexample), or "no rule found" with the families tried.
 */
function renderRules(box, data, note) {
  box.textContent = '';
  const h = document.createElement('h3');
  h.textContent = 'Rule found by the pattern finder';
  box.append(h);
  if (note) {
    const n = document.createElement('p');
    n.className = 'muted';
    n.textContent = note;
    box.append(n);
  }
  for (const key of SUBJECT_KEYS) {
    const r = data[key];
    if (!r) {
      continue;
    }
    const part = document.createElement('div');
    part.className = 'rule-report';
    part.dataset.subject = key;
    const head = document.createElement('p');
    head.className = 'rule-text';
    const subject = document.createElement('strong');
    subject.textContent = r.subject + ': ';
    head.append(subject);
    if (r.rule) {
      const text = document.createElement('span');
      text.className = 'rule-found';
      text.textContent = r.rule.text;
      const badge = document.createElement('span');
      badge.className = 'badge ' + (r.rule.proven ? 'proven' : 'observed');
      badge.textContent = r.rule.proven ? 'proven' : 'not proven';
      head.append(text, ' ', badge);
    } else {
      const text = document.createElement('span');
      text.className = 'rule-none';
      text.textContent = 'no rule found up to ' + r.checkedOn + ' (tried: ' + r.tried.join(', ') + ')';
      head.append(text);
    }
    part.append(head);
    const evidence = document.createElement('p');
    evidence.className = 'evidence muted';
    evidence.textContent = r.rule
        ? 'Learned on ' + r.learnedOn + ', checked on ' + r.checkedOn
          + (r.rule.proven ? '; a theorem extends it to every position.' : '; beyond that it is not proven.')
        : 'Checked on ' + r.checkedOn + '.';
    part.append(evidence);
    if (r.rejected.length > 0) {
      const details = document.createElement('details');
      const summary = document.createElement('summary');
      summary.textContent = 'Simpler rules rejected (' + r.rejected.length + ')';
      details.append(summary);
      const ul = document.createElement('ul');
      for (const x of r.rejected) {
        const li = document.createElement('li');
        li.textContent = x.rule + ': ' + x.counterexample;
        ul.append(li);
      }
      details.append(ul);
      part.append(details);
    }
    box.append(part);
  }
}

// ------------------------------------------------------------------ Grundy sequence

/** The most values the pattern finder is asked to look at beside a sequence plot. */
const PATTERN_TO = 2000;

async function showSequence() {
  showError('');
  $('sequence').textContent = '';
  $('sequence-info').textContent = '';
  $('sequence-rules').textContent = '';
  const rule = $('rule').value.trim();
  const to = Number($('to').value);
  let data;
  try {
    data = await api('grundy', { rule: rule, to: to });
  } catch (err) {
    $('sequence-info').textContent = err.message;
    return;
  }
  drawSequence(data);
  const box = $('sequence-rules');
  box.textContent = 'Looking for the rule...';
  try {
    const n = Math.min(to, PATTERN_TO);
    // the catalogue's game of the same rule (a bare infinite subtraction set is subtraction:S there)
    const game = /^(fib|pow2|squares)$/i.test(rule) ? 'subtraction:' + rule : rule;
    const found = await api('pattern', { game: game, to: Math.max(1, n) });
    renderRules(box, found, n < to ? 'The pattern finder looked at n = 0..' + n + '.' : '');
  } catch (err) {
    box.textContent = 'No rule: ' + err.message;
  }
}

const sequenceView = { data: null, from: 0, to: 0 };

/** Describes a periodicity record of /api/grundy: preperiod, period, saltus, proven, and its proof. */
function periodicityText(p, count) {
  if (!p || p.period === null || p.period === undefined) {
    return 'no period found in the computed range';
  }
  let t = 'preperiod ' + p.preperiod + ', period ' + p.period;
  if (p.saltus) {
    t += ', saltus ' + p.saltus + ' (arithmetic-periodic)';
  }
  const needed = p.valuesNeededForProof;
  if (p.proven) {
    return t + ': proven' + (needed ? ' (Guy-Smith: ' + needed + ' values suffice, ' + count + ' computed)' : '');
  }
  return t + ': observed, not proven' + (needed ? ' (Guy-Smith needs ' + needed + ' values)' : '');
}

/**
 * The scatter plot of a Grundy sequence {rule, to, values, periodicity}: n across, G(n) up,
 * the preperiod marked by a dashed line, the first period shaded and the later periods
 * ticked. Zoom with the mouse wheel (around the pointer) or by dragging across a range;
 * double-click or "Reset zoom" shows everything again.
 */
function drawSequence(data) {
  sequenceView.data = data;
  sequenceView.from = 0;
  sequenceView.to = Math.max(1, (data.values || []).length - 1);
  renderSequence();
  const svgEl = $('sequence');
  if (!svgEl.dataset.zoomable) {
    svgEl.dataset.zoomable = 'true';
    svgEl.addEventListener('wheel', (e) => {
      e.preventDefault();
      zoomSequence(e.deltaY < 0 ? 0.8 : 1.25, sequenceX(svgEl, e));
    }, { passive: false });
    let dragFrom = null;
    svgEl.addEventListener('mousedown', (e) => { dragFrom = sequenceX(svgEl, e); });
    svgEl.addEventListener('mouseup', (e) => {
      if (dragFrom === null) {
        return;
      }
      const to = sequenceX(svgEl, e);
      if (Math.abs(to - dragFrom) >= 2) {
        const n = sequenceView.data.values.length;
        sequenceView.from = Math.max(0, Math.floor(Math.min(dragFrom, to)));
        sequenceView.to = Math.min(n - 1, Math.ceil(Math.max(dragFrom, to)));
        renderSequence();
      }
      dragFrom = null;
    });
    svgEl.addEventListener('dblclick', resetSequenceZoom);
  }
}

function resetSequenceZoom() {
  if (!sequenceView.data) {
    return;
  }
  sequenceView.from = 0;
  sequenceView.to = Math.max(1, sequenceView.data.values.length - 1);
  renderSequence();
}

const SEQ = { w: 760, h: 320, left: 44, right: 12, top: 16, bottom: 30 };
/** Past this many values in view, each pixel column shows the distinct values of its heaps. */
const SEQ_MAX_POINTS = 4000;

function sequenceX(svgEl, e) {
  const box = svgEl.getBoundingClientRect();
  const x = (e.clientX - box.left) * (SEQ.w / box.width);
  const span = sequenceView.to - sequenceView.from;
  return sequenceView.from + (x - SEQ.left) / (SEQ.w - SEQ.left - SEQ.right) * span;
}

function zoomSequence(factor, centre) {
  const n = sequenceView.data.values.length;
  const span = Math.max(4, (sequenceView.to - sequenceView.from) * factor);
  let from = Math.round(centre - (centre - sequenceView.from) * factor);
  from = Math.max(0, Math.min(from, n - 1 - span));
  sequenceView.from = Math.max(0, from);
  sequenceView.to = Math.min(n - 1, Math.round(sequenceView.from + span));
  renderSequence();
}

function renderSequence() {
  const data = sequenceView.data;
  const g = $('sequence');
  g.textContent = '';
  const values = data.values || [];
  g.setAttribute('viewBox', '0 0 ' + SEQ.w + ' ' + SEQ.h);
  g.setAttribute('width', SEQ.w);
  g.setAttribute('height', SEQ.h);
  if (values.length === 0) {
    $('sequence-info').textContent = data.rule + ': the values were left out';
    return;
  }
  const from = sequenceView.from;
  const to = Math.min(sequenceView.to, values.length - 1);
  let maxV = 1;
  for (let n = from; n <= to; n++) {
    maxV = Math.max(maxV, values[n]);
  }
  const plotW = SEQ.w - SEQ.left - SEQ.right;
  const plotH = SEQ.h - SEQ.top - SEQ.bottom;
  const x = (n) => SEQ.left + (to === from ? 0 : (n - from) / (to - from) * plotW);
  const y = (v) => SEQ.top + plotH - v / maxV * plotH;
  const p = data.periodicity;
  if (p && p.period) {
    const a = Math.max(from, p.preperiod);
    const b = Math.min(to, p.preperiod + p.period);
    if (b > a) {
      g.append(svg('rect', { x: x(a), y: SEQ.top, width: x(b) - x(a), height: plotH, class: 'period-band' }));
    }
    if ((to - from) / p.period <= 80) {
      const first = Math.max(1, Math.ceil((from - p.preperiod) / p.period));
      for (let k = first; p.preperiod + k * p.period <= to; k++) {
        const at = x(p.preperiod + k * p.period);
        g.append(svg('line', { x1: at, x2: at, y1: SEQ.top, y2: SEQ.top + plotH, class: 'period-tick' }));
      }
    }
    if (p.preperiod >= from && p.preperiod <= to) {
      g.append(svg('line', { x1: x(p.preperiod), x2: x(p.preperiod), y1: SEQ.top, y2: SEQ.top + plotH, class: 'preperiod-line' }));
      const t = svg('text', { x: x(p.preperiod) + 4, y: SEQ.top + 12, class: 'plot-note' });
      t.textContent = 'preperiod ' + p.preperiod + ', period ' + p.period;
      g.append(t);
    }
  }
  g.append(svg('line', { x1: SEQ.left, x2: SEQ.left + plotW, y1: SEQ.top + plotH, y2: SEQ.top + plotH, class: 'axis-line' }));
  g.append(svg('line', { x1: SEQ.left, x2: SEQ.left, y1: SEQ.top, y2: SEQ.top + plotH, class: 'axis-line' }));
  for (const [n, anchor] of [[from, 'start'], [to, 'end']]) {
    const t = svg('text', { x: x(n), y: SEQ.h - 10, class: 'plot-note', 'text-anchor': anchor });
    t.textContent = 'n = ' + n;
    g.append(t);
  }
  const top = svg('text', { x: SEQ.left - 6, y: SEQ.top + 4, class: 'plot-note', 'text-anchor': 'end' });
  top.textContent = String(maxV);
  g.append(top);
  const shown = to - from + 1;
  const r = shown > 2000 ? 1.2 : shown > 300 ? 1.6 : 2.6;
  if (shown <= SEQ_MAX_POINTS) {
    for (let n = from; n <= to; n++) {
      g.append(svg('circle', { cx: x(n), cy: y(values[n]), r: r, class: 'point', 'data-n': n, 'data-value': values[n] }));
    }
  } else {
    // one dot per distinct value in each pixel column: the picture of a scatter plot, bounded
    const columns = Math.floor(plotW);
    for (let c = 0; c < columns; c++) {
      const a = from + Math.floor(c * shown / columns);
      const b = Math.min(to, from + Math.floor((c + 1) * shown / columns) - 1);
      const seen = new Set();
      for (let n = a; n <= b; n++) {
        if (!seen.has(values[n])) {
          seen.add(values[n]);
          g.append(svg('circle', { cx: x(a), cy: y(values[n]), r: r, class: 'point', 'data-n': n, 'data-value': values[n] }));
        }
      }
    }
  }
  $('sequence-info').textContent = data.rule + (data.code && data.code !== data.rule ? ' (code ' + data.code + ')' : '')
      + ': G(0..' + (values.length - 1) + ') by the ' + data.method + ' method; ' + periodicityText(p, values.length)
      + '. Showing n = ' + from + '..' + to + (shown > SEQ_MAX_POINTS ? ' (distinct values per pixel)' : '')
      + ' (wheel or drag to zoom, double-click or Reset zoom to see all).';
  g.dataset.from = from;
  g.dataset.to = to;
}

// ------------------------------------------------------------------ graph

async function loadGraphFile() {
  const file = $('graph-file').files[0];
  if (file) {
    $('graph-text').value = await file.text();
  }
}

async function showGraph() {
  showError('');
  $('graph').textContent = '';
  $('graph-table').textContent = '';
  await loadGraphFile();
  const text = $('graph-text').value;
  if (text.trim() === '') {
    $('graph-info').textContent = 'choose an edge-list file or type the edges first';
    return;
  }
  try {
    const data = await api('graph', { edges: text });
    drawGraph(text, data);
  } catch (err) {
    $('graph-info').textContent = err.message;
  }
}

/** The edges of an edge-list text: FROM TO [WEIGHT] per line, '#' comments, 'label' lines skipped. */
function parseEdges(text) {
  const edges = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') {
      continue;
    }
    const w = line.split(/\s+/);
    if (w.length >= 2 && w[0] !== 'label') {
      edges.push([w[0], w[1]]);
    }
  }
  return edges;
}

const GRAPH_CLASS = { W: 'win', L: 'loss', D: 'draw' };
const GRAPH_TEXT = { W: 'win', L: 'loss', D: 'draw' };

/**
 * The graph of an edge list with its vertices coloured by the answer of /api/graph (the
 * shape of sprague graph --json: [{vertex, label?, outcome W/L/D, remoteness, grundy,
 * bestMoves}]): vertices on a circle with their remoteness, best moves drawn bold, and a
 * table of every vertex; graphs of more than 150 vertices are listed, not drawn.
 */
function drawGraph(text, data) {
  const g = $('graph');
  g.textContent = '';
  const vertices = Array.isArray(data) ? data : (data.vertices || []);
  const byName = new Map(vertices.map((v) => [v.vertex, v]));
  const counts = { W: 0, L: 0, D: 0 };
  vertices.forEach((v) => { counts[v.outcome] = (counts[v.outcome] || 0) + 1; });
  $('graph-info').textContent = vertices.length + ' vertices: ' + counts.W + ' win, ' + counts.L + ' loss, '
      + counts.D + ' draw (for the player to move).' + (vertices.length > 150 ? ' Too many to draw: see the table.' : '');
  drawGraphTable(vertices);
  if (vertices.length === 0 || vertices.length > 150) {
    g.removeAttribute('width');
    g.setAttribute('height', 0);
    return;
  }
  const size = 560;
  const c = size / 2;
  const radius = size / 2 - 50;
  const at = new Map();
  vertices.forEach((v, i) => {
    const a = 2 * Math.PI * i / vertices.length - Math.PI / 2;
    at.set(v.vertex, [c + radius * Math.cos(a), c + radius * Math.sin(a)]);
  });
  g.setAttribute('viewBox', '0 0 ' + size + ' ' + size);
  g.setAttribute('width', size);
  g.setAttribute('height', size);
  const defs = svg('defs');
  const marker = svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 22, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow-head' }));
  defs.append(marker);
  g.append(defs);
  for (const [from, to] of parseEdges(text)) {
    if (!at.has(from) || !at.has(to)) {
      continue;
    }
    const best = (byName.get(from).bestMoves || []).includes(to);
    const [x1, y1] = at.get(from);
    const [x2, y2] = at.get(to);
    g.append(svg('line', { x1, y1, x2, y2, class: 'edge' + (best ? ' best' : ''), 'marker-end': 'url(#arrow)' }));
  }
  for (const v of vertices) {
    const [x, y] = at.get(v.vertex);
    const node = svg('circle', { cx: x, cy: y, r: 13, class: 'vertex ' + (GRAPH_CLASS[v.outcome] || ''),
      'data-vertex': v.vertex, 'data-outcome': v.outcome });
    const title = svg('title');
    title.textContent = v.vertex + (v.label ? ' (' + v.label + ')' : '') + ': ' + GRAPH_TEXT[v.outcome]
        + (v.remoteness !== null && v.remoteness !== undefined ? ', remoteness ' + v.remoteness : '')
        + (v.grundy !== undefined ? ', value ' + v.grundy : '');
    node.append(title);
    g.append(node);
    const label = svg('text', { x: x, y: y - 18, class: 'vertex-label' });
    label.textContent = v.vertex + (v.remoteness !== null && v.remoteness !== undefined ? ' (' + v.remoteness + ')' : '');
    g.append(label);
  }
}

/** Every vertex in a table: outcome, remoteness, generalized Grundy value, best moves. */
function drawGraphTable(vertices) {
  const t = $('graph-table');
  t.textContent = '';
  if (vertices.length === 0) {
    return;
  }
  const head = document.createElement('tr');
  for (const h of ['vertex', 'outcome', 'remoteness', 'value', 'best moves']) {
    const th = document.createElement('th');
    th.textContent = h;
    head.append(th);
  }
  t.append(head);
  for (const v of vertices.slice(0, 2000)) {
    const tr = document.createElement('tr');
    tr.className = GRAPH_CLASS[v.outcome] || '';
    tr.dataset.vertex = v.vertex;
    const cells = [v.vertex + (v.label ? ' (' + v.label + ')' : ''), GRAPH_TEXT[v.outcome] || v.outcome,
      v.remoteness === null || v.remoteness === undefined ? '-' : String(v.remoteness), v.grundy,
      (v.bestMoves || []).join(' ') || '-'];
    for (const text of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    t.append(tr);
  }
}

// ------------------------------------------------------------------ tabs and start

function selectTab(id) {
  document.querySelectorAll('.tab').forEach((b) => b.classList.toggle('active', b.dataset.tab === id));
  document.querySelectorAll('.tab-body').forEach((d) => { d.hidden = d.id !== id; });
}

async function init() {
  document.querySelectorAll('.tab').forEach((b) => b.addEventListener('click', () => selectTab(b.dataset.tab)));
  $('game').addEventListener('change', onGameChosen);
  $('analyse').addEventListener('click', () => { stopPlaying(); analyse($('position').value); });
  $('position').addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      stopPlaying();
      analyse($('position').value);
    }
  });
  $('misere').addEventListener('change', () => { stopPlaying(); analyse($('position').value); });
  $('play').addEventListener('click', startGame);
  $('hint').addEventListener('click', hint);
  $('undo').addEventListener('click', undo);
  $('restart').addEventListener('click', restart);
  $('grid-show').addEventListener('click', showGrid);
  $('sequence-show').addEventListener('click', showSequence);
  $('sequence-reset').addEventListener('click', resetSequenceZoom);
  $('graph-show').addEventListener('click', showGraph);
  $('graph-file').addEventListener('change', loadGraphFile);
  $('side').addEventListener('change', () => { stopPlaying(); analyse($('position').value); });
  try {
    state.games = await api('games');
  } catch (err) {
    showError('cannot load the games: ' + err.message);
    return;
  }
  const select = $('game');
  for (const g of state.games) {
    const o = document.createElement('option');
    o.value = g.id;
    o.textContent = g.title + ' (' + g.id + ')';
    select.append(o);
  }
  const params = new URLSearchParams(location.search);
  if (params.get('game') && state.games.some((g) => g.id === params.get('game'))) {
    select.value = params.get('game');
  }
  onGameChosen();
}

// the renderers, for programs and tests that hold data of the documented shapes
window.SpragueExplorer = { drawSequence, drawGraph, renderRules, selectTab };

document.addEventListener('DOMContentLoaded', init);
