// Sprague explorer: the page over the JSON API (docs/api.md). Plain JS, no build step.
'use strict';

const SVG_NS = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

const state = {
  games: [],          // GET /api/games
  report: null,       // the last POST /api/moves answer
  reportPosition: null, // the position it answers, as asked (the hint asks about it)
  playing: false,     // a game against the engine is on
  human: 'you',       // who started: 'you' or 'engine'
  history: [],        // positions of the game so far (position texts), history[0] the start
  labels: [],         // labels of the moves played, labels[i] leads to history[i + 1]
  busy: 0,
  busySince: 0,       // when the page started waiting (ms)
  timeLimitMillis: 5000, // the server's time per request (GET /api/limits)
  firstSide: 'left',  // partizan play: the side that moved first in the game on
  values: [],         // per position of the game on: {outcome, grundy, remoteness} for the value history
  redo: [],           // moves taken back by undo, the next one last: {label, position}
  gameId: 0,          // bumped when a game on is stopped or rewound, so a computer's pending move is dropped
  boardGame: false,   // the position is drawn as a board whose cells are clicked
};

/** Two-coordinate games whose position is a square of a board (a coin, a queen). */
const BOARD_GAMES = new Set(['kiki', 'wythoff']);
/** Catalogue games that are heap games of the Grundy-sequence tab (their rule is their id). */
const HEAP_RULES = new Set(['kayles', 'dawsons-kayles', 'dawsons-chess', 'treblecross', 'officers', 'grundys-game',
  'lasker', 'nim', 'subtraction', 'octal']);

// ------------------------------------------------------------------ API

/**
 * JSON.parse without loss: an integer literal past 2^53 (a Grundy value of nim 10^38 5, a
 * heap of 9007199254740993) becomes a string of its exact digits instead of the nearest
 * double, so what the page prints is what the server sent. The scan skips strings; other
 * numbers are left to JSON.parse. Linear in the text.
 */
function parseExact(text) {
  let out = '';
  let last = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34) { // a string: skip to its closing quote
      i++;
      while (i < n && text.charCodeAt(i) !== 34) {
        i += text.charCodeAt(i) === 92 ? 2 : 1;
      }
      i++;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      let j = i + 1;
      let integer = true;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d >= 48 && d <= 57) {
          continue;
        }
        if (d === 46 || d === 101 || d === 69 || d === 43 || d === 45) {
          integer = false;
          continue;
        }
        break;
      }
      if (integer && j - i > 15 && !Number.isSafeInteger(Number(text.substring(i, j)))) {
        out += text.substring(last, i) + '"' + text.substring(i, j) + '"';
        last = j;
      }
      i = j;
    } else {
      i++;
    }
  }
  return JSON.parse(last === 0 ? text : out + text.substring(last));
}

/** Every request under way, so that Cancel can stop them all. */
const inflight = new Set();
/** The request each view owns now (view name -> AbortController): a new question cancels the old one. */
const owned = new Map();

/** A new request for {@code view}: the one it owned is cancelled; its signal goes to api(). */
function own(view) {
  const old = owned.get(view);
  if (old) {
    old.abort();
  }
  const c = new AbortController();
  owned.set(view, c);
  return c.signal;
}

/** Whether {@code signal} is still its view's request (not replaced by a newer question). */
function current(view, signal) {
  const c = owned.get(view);
  return !!c && c.signal === signal;
}

/** Cancels the request {@code view} owns, if any (its input changed: the answer would be stale). */
function disown(view) {
  const c = owned.get(view);
  if (c) {
    c.abort();
    owned.delete(view);
  }
}

/** The Cancel button: every request under way stops; each view says it was cancelled. */
function cancelAll() {
  state.cancelled = true;
  for (const c of owned.values()) {
    c.abort();
  }
  for (const c of inflight) {
    c.abort();
  }
}

async function api(path, body, signal) {
  if (signal && signal.aborted) {
    const e = new Error('cancelled');
    e.cancelled = true;
    throw e;
  }
  const c = new AbortController();
  const forward = () => c.abort();
  if (signal) {
    signal.addEventListener('abort', forward);
  }
  inflight.add(c);
  beginBusy();
  try {
    const res = await fetch('api/' + path, body === undefined ? { signal: c.signal } : {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: c.signal,
    });
    const text = await res.text();
    let data;
    try {
      data = parseExact(text);
    } catch (_) {
      data = { error: 'the server answered ' + res.status };
    }
    if (!res.ok) {
      const e = new Error(data.error || ('the server answered ' + res.status));
      e.status = res.status;
      throw e;
    }
    return data;
  } catch (err) {
    if (c.signal.aborted) {
      const e = new Error('cancelled');
      e.cancelled = true;
      throw e;
    }
    if (err.status === undefined && !(err instanceof Error && err.message.startsWith('the server'))) {
      err.message = 'cannot reach the server (' + err.message + '): is sprague serve still running?';
    }
    throw err;
  } finally {
    inflight.delete(c);
    if (signal) {
      signal.removeEventListener('abort', forward);
    }
    endBusy();
  }
}

/** The busy indicator: "Computing... 2 s (at most 5 s)" from the first wait of 300 ms on. */
let busyTimer = null;

function beginBusy() {
  state.busy++;
  state.cancelled = false;
  document.body.dataset.state = 'busy';
  if (state.busy === 1) {
    state.busySince = performance.now();
    busyTimer = setInterval(showBusy, 250);
  }
}

function endBusy() {
  state.busy--;
  if (state.busy === 0) {
    document.body.dataset.state = 'idle';
    clearInterval(busyTimer);
    busyTimer = null;
    $('busy').hidden = true;
  }
}

function showBusy() {
  const ms = performance.now() - state.busySince;
  if (ms < 300) {
    return;
  }
  $('busy').hidden = false;
  $('busy-text').textContent = 'Computing... ' + (ms / 1000).toFixed(1) + ' s (the server stops at '
      + Math.round(state.timeLimitMillis / 1000) + ' s and says how far it got)';
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

/** A game was chosen (from the list, or the address with its parameter and position). */
async function onGameChosen(given, how) {
  const def = currentDefinition();
  showRules();
  const ex = exampleParts(def);
  $('param').value = given && given.param !== null ? given.param : ex.param;
  $('position').value = given && given.position !== null && given.position !== undefined ? given.position : ex.position;
  $('side').value = 'left';
  gameChanged();
  stopPlaying();
  await analyse($('position').value, how);
  await refreshView();
}

/**
 * The game (or its parameter) changed: every view's answer was about the old game, so each
 * view's request is cancelled and its content cleared (the grid, its CSV and rules; the
 * sequence when its rule was the game's). The sequence view takes the new game's rule when
 * it is a heap game.
 */
function gameChanged() {
  const def = currentDefinition();
  disown('grid');
  clearGrid();
  const heap = HEAP_RULES.has(def.id);
  const rule = heap ? gameSpec() : '';
  if ($('rule').value !== rule) {
    disown('sequence');
    clearSequence(heap ? '' : def.title + ' is not a heap game of one rule: type a rule (e.g. kayles, 0.137, subtraction:1,3,4) and press Show sequence.');
    $('rule').value = rule;
  }
  $('tab-grid').disabled = !def.table;
  $('tab-grid').title = def.table ? '' : def.id + ' is not a two-coordinate game';
}

/** The grid or sequence tab, when shown, answers for the game now chosen. */
async function refreshView() {
  const view = activeView();
  if (view === 'grid' && !$('tab-grid').disabled) {
    await showGrid();
  } else if (view === 'grid') {
    selectTab('analyse-tab');
  } else if (view === 'sequence' && $('rule').value.trim() !== '') {
    await showSequence();
  }
}

/** Cancels the requests of the explorer's views (the Partizan tab takes over the page). */
function cancelViews() {
  for (const view of [...owned.keys()]) {
    disown(view);
  }
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
    const other = state.firstSide === 'left' ? 'right' : 'left';
    return (state.history.length - 1) % 2 === 0 ? state.firstSide : other;
  }
  return $('side').value;
}

const SIDE_NAME = { left: 'Left', right: 'Right' };

// ------------------------------------------------------------------ analysis

/**
 * Whether a position text names its own game(s): the moves of a sum come back as whole sums
 * ("nim 1 4 + kayles 5"), which are sent without the chosen game in front.
 */
function namesItsGame(position) {
  const first = position.trim().split(/\s+/)[0] || '';
  const id = first.split(':')[0];
  return state.games.some((g) => g.id === id);
}

/** The request body for a position of the chosen game (or a whole sum). */
function positionBody(position) {
  const body = { position: position, misere: $('misere').checked };
  if (!namesItsGame(position)) {
    body.game = gameSpec();
  }
  return body;
}

/**
 * Analyses a position: its outcome, value and every move (POST /api/moves). When the move
 * list is refused (too many moves, or past the time limit), the solve answer stands in
 * (POST /api/solve: outcome, value and the winning moves), marked partial; on any other
 * error, or Cancel, nothing of the last answer stays on screen. A newer question cancels
 * this one (the analysis view owns one request). {@code how} says what the browser's
 * history gets: 'push' a new entry (the default: Back returns here), 'replace', or 'none'
 * (a game on writes one entry per round, not per position).
 */
async function analyse(position, how) {
  showError('');
  const signal = own('analyse');
  const body = positionBody(position);
  const side = sideToMove();
  if (side) {
    body.toMove = side;
  }
  state.asked = position; // what the page is answering now: a stale answer must not stand beside it
  const typed = $('position').value; // the field as it was asked: a user typing meanwhile keeps their text
  let report;
  try {
    report = await api('moves', body, signal);
  } catch (err) {
    if (!current('analyse', signal)) {
      return null; // a newer question replaced this one
    }
    if (err.cancelled || err.status !== 422 || side) {
      owned.delete('analyse');
      clearAnalysis();
      showError(err.cancelled ? 'Cancelled: ' + position + ' was not analysed.' : err.message);
      return null;
    }
    try {
      delete body.toMove;
      report = partialReport(await api('solve', body, signal), err.message);
    } catch (err2) {
      if (!current('analyse', signal)) {
        return null;
      }
      owned.delete('analyse');
      clearAnalysis();
      showError(err2.cancelled ? 'Cancelled: ' + position + ' was not analysed.' : err2.message);
      return null;
    }
  }
  if (!current('analyse', signal)) {
    return null;
  }
  owned.delete('analyse');
  if (side) {
    $('side').value = side; // in a game on, the side whose turn it is
  }
  const focusWasInMoves = focusInAnalysis();
  state.report = report;
  state.reportPosition = position; // what the hint asks about
  if ($('position').value === typed) {
    $('position').value = position;
  }
  render();
  commit(how || 'push');
  if (focusWasInMoves) {
    focusNextMove();
  }
  return report;
}

/**
 * Whether the keyboard was on a move (or a square of the board, or an option's value) when
 * the position changed: only then does it follow to the next position's first move (a page
 * load or a typed position leaves the focus, and the scroll, where they are).
 */
function focusInAnalysis() {
  const a = document.activeElement;
  return !!a && a !== document.body && !!a.closest('#moves, #board, #working');
}

/** After a move the keyboard goes to the first move of the new position (or the status when there is none). */
function focusNextMove() {
  const first = document.querySelector('#moves li.move');
  if (first) {
    first.focus();
  } else {
    $('status').focus();
  }
}

/** A solve answer shaped as a move report: only the winning moves are known. */
function partialReport(s, why) {
  return {
    solution: s,
    remoteness: null,
    partial: why,
    moves: (s.winningMoves || []).map((m) => ({
      move: m.move, position: m.position, result: 'winning', outcome: 'P',
      grundy: s.grundy === null || s.grundy === undefined ? null : 0, remoteness: null,
    })),
  };
}

/** No answer on screen: after an error, the last position's answer must not look like this one's. */
function clearAnalysis() {
  state.report = null;
  $('summary').textContent = '';
  $('working').textContent = '';
  $('working').hidden = true;
  $('moves').textContent = '';
  $('board').textContent = '';
  $('board').setAttribute('height', 0);
  $('board').style.height = '0px';
  $('board').dataset.kind = '';
  $('hint-text').hidden = true;
  renderPlay();
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
  disown('hint'); // a hint is about the position it was asked at
  $('hint-text').hidden = true;
  $('hint-text').textContent = '';
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
  if (Array.isArray(s.components) && s.components.length > 1 && s.grundy !== null && s.grundy !== undefined) {
    // the Sprague-Grundy theorem at work: the value of a sum is the XOR of its components' values
    const xor = document.createElement('p');
    xor.id = 'sum-values';
    xor.className = 'sum-values';
    xor.textContent = s.components.map((c) => 'G(' + c.component + ') = ' + c.grundy).join('  xor  ')
        + '  =  ' + s.grundy;
    const why = document.createElement('span');
    why.className = 'muted';
    why.textContent = '  (a sum\'s value is the nim-sum, the XOR, of its components\' values: Sprague-Grundy)';
    xor.append(why);
    sum.append(xor);
  }
  if (r.partial) {
    const note = document.createElement('p');
    note.id = 'partial-note';
    note.className = 'partial';
    note.textContent = (s.outcome === 'P' ? 'Every move loses here (a P-position). ' : 'Only the winning moves are listed. ')
        + 'The full move list was not computed: ' + r.partial;
    sum.append(note);
  }

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
    li.tabIndex = 0; // a list item (axe: a list holds list items), played by Enter or Space as a button is
    li.addEventListener('click', () => humanMove(i));
    li.addEventListener('keydown', activateOnKey(() => humanMove(i)));
    list.append(li);
  });
  if (r.moves.length === 0) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = r.partial ? 'no winning move' : 'no legal move: the game is over';
    list.append(li);
  }
  renderWorking();
  drawBoard();
  renderPlay();
}

/**
 * The working of the Grundy value: G(position) = mex{values of the options} = g, each
 * option's value a link that opens that option (down the game tree).
 */
function renderWorking() {
  const box = $('working');
  box.textContent = '';
  const r = state.report;
  const s = r && r.solution;
  if (!r || r.partial || r.toMove || s.grundy === null || s.grundy === undefined
      || r.moves.some((m) => m.grundy === null || m.grundy === undefined)) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const shown = r.moves.slice(0, 60);
  box.append('G(' + (s.game === 'sum' ? s.position : s.position || 'empty') + ') = mex{');
  shown.forEach((m, i) => {
    if (i > 0) {
      box.append(', ');
    }
    const a = document.createElement('a');
    a.href = '#';
    a.textContent = String(m.grundy);
    a.className = 'option-value';
    a.title = m.move + ' => ' + m.position + ': Grundy ' + m.grundy + ' (open it)';
    a.addEventListener('click', (e) => {
      e.preventDefault();
      if (!state.playing) {
        analyse(m.position);
      }
    });
    box.append(a);
  });
  if (r.moves.length > shown.length) {
    box.append(', ... ' + (r.moves.length - shown.length) + ' more');
  }
  const values = new Set(r.moves.map((m) => Number(m.grundy)));
  let mex = 0;
  while (values.has(mex)) {
    mex++;
  }
  box.append('} = ' + s.grundy + (r.moves.length === 0 ? '  (no move: the mex of nothing is 0)'
      : '  (the least value no move reaches' + (mex === Number(s.grundy) ? '' : '') + ')'));
}

/** A keydown handler that runs {@code action} on Enter or Space, as a button does. */
function activateOnKey(action) {
  return (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      action();
    }
  };
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
  const s = state.report.solution;
  if (s.game === 'cram' && drawCram(board, s.position)) {
    return;
  }
  if (s.game === 'chomp' && drawChomp(board, s.position)) {
    return;
  }
  const heaps = heapsOf();
  if (!heaps) {
    board.setAttribute('height', 0);
    board.style.height = '0px';
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
      c.setAttribute('tabindex', '0');
      c.setAttribute('role', 'button');
      c.setAttribute('aria-label', 'heap ' + (i + 1) + ': leave ' + k);
      c.addEventListener('keydown', activateOnKey(() => clickHeap(i, k)));
      c.addEventListener('focus', () => markDoomed(i, k, true));
      c.addEventListener('blur', () => markDoomed(i, k, false));
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
        rect.setAttribute('tabindex', '0');
        rect.setAttribute('role', 'button');
        rect.setAttribute('aria-label', title.textContent);
        rect.addEventListener('keydown', activateOnKey(() => humanMove(index)));
      }
      board.append(rect);
    }
  }
  const piece = svg('circle', {
    cx: pad + (b - start) * cell + cell / 2, cy: pad + (a - start) * cell + cell / 2, r: cell * 0.32, class: 'piece',
  });
  board.append(piece);
}

/** The side of a square of a drawn board: at least 24 px (a finger's target), at most 48. */
function squareSide(rows, cols) {
  return Math.max(24, Math.min(48, Math.floor(420 / Math.max(rows, cols))));
}

/** Sizes a drawn board at its own size (1 unit = 1 px: no text scaled down; a wide one scrolls). */
function boardSize(board, w, h, kind) {
  board.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
  board.setAttribute('width', w);
  board.setAttribute('height', h);
  board.style.width = w + 'px';
  board.style.height = h + 'px';
  board.dataset.kind = kind;
}

/** A move drawn on a board: a shape coloured by its result, played by a click or Enter. */
function boardMove(el, index, label) {
  const m = state.report.moves[index];
  el.setAttribute('class', (el.getAttribute('class') || '') + ' target ' + m.result);
  el.dataset.move = m.move;
  el.dataset.result = m.result;
  const t = svg('title');
  t.textContent = label + ': ' + m.move + ', a ' + m.result + ' move';
  el.append(t);
  el.setAttribute('tabindex', '0');
  el.setAttribute('role', 'button');
  el.setAttribute('aria-label', t.textContent);
  el.addEventListener('click', () => humanMove(index));
  el.addEventListener('keydown', activateOnKey(() => humanMove(index)));
  return el;
}

/**
 * Cram's board ('RxC' or rows of '.' and '#' separated by '|'): filled squares dark, and every
 * domino that can be placed drawn as a bar across the edge its two squares share, coloured by
 * the move's result and played by a click.
 */
function drawCram(board, position) {
  const m = /^(\d+)x(\d+)$/.exec(position.trim());
  const rows = m ? Array.from({ length: Number(m[1]) }, () => '.'.repeat(Number(m[2]))) : position.trim().split('|');
  if (rows.length === 0 || rows.length > 16 || rows.some((r) => r.length === 0 || r.length > 16 || /[^.#]/.test(r))) {
    return false;
  }
  const cols = Math.max(...rows.map((r) => r.length));
  const cell = squareSide(rows.length, cols) + 8;
  const pad = 22;
  boardSize(board, pad + cols * cell + 2, pad + rows.length * cell + 2, 'cram');
  axes(board, rows.length, cols, cell, pad, 1);
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      board.append(svg('rect', { x: pad + c * cell, y: pad + r * cell, width: cell, height: cell,
        class: 'square' + (row[c] === '#' ? ' filled' : ''), 'data-row': r + 1, 'data-col': c + 1 }));
    }
  });
  const bar = cell * 0.62;
  const thick = 24;
  state.report.moves.forEach((mv, i) => {
    const h = /^row (\d+), columns (\d+)-(\d+)$/.exec(mv.move);
    const v = /^column (\d+), rows (\d+)-(\d+)$/.exec(mv.move);
    let el;
    if (h) {
      const r = Number(h[1]) - 1;
      const c = Number(h[2]) - 1;
      el = svg('rect', { x: pad + (c + 1) * cell - bar / 2, y: pad + r * cell + (cell - thick) / 2, width: bar, height: thick,
        rx: 4, class: 'domino' });
    } else if (v) {
      const c = Number(v[1]) - 1;
      const r = Number(v[2]) - 1;
      el = svg('rect', { x: pad + c * cell + (cell - thick) / 2, y: pad + (r + 1) * cell - bar / 2, width: thick, height: bar,
        rx: 4, class: 'domino' });
    } else {
      return;
    }
    board.append(boardMove(el, i, 'domino'));
  });
  return true;
}

/** Row numbers down the left and column numbers across the top of a drawn board. */
function axes(board, rows, cols, cell, pad, first) {
  for (let r = 0; r < rows; r++) {
    const t = svg('text', { x: pad / 2, y: pad + r * cell + cell / 2, class: 'axis' });
    t.textContent = String(r + first);
    board.append(t);
  }
  for (let c = 0; c < cols; c++) {
    const t = svg('text', { x: pad + c * cell + cell / 2, y: pad / 2, class: 'axis' });
    t.textContent = String(c + first);
    board.append(t);
  }
}

/**
 * Chomp's bar ('RxC', or the columns' heights from the left): row 1 at the top, the poisoned
 * square at row 1, column 1; every square that can be taken (it and all below and to its
 * right go) coloured by the move's result and played by a click.
 */
function drawChomp(board, position) {
  const m = /^(\d+)x(\d+)$/.exec(position.trim());
  const heights = m ? Array(Number(m[2])).fill(Number(m[1])) : numbers(position);
  if (heights.length === 0 || heights.length > 16 || heights.some((h) => !Number.isInteger(h) || h < 0 || h > 15)) {
    return false;
  }
  const rows = Math.max(1, ...heights);
  const cell = squareSide(rows, heights.length);
  const pad = 22;
  boardSize(board, pad + heights.length * cell + 2, pad + rows * cell + 2, 'chomp');
  axes(board, rows, heights.length, cell, pad, 1);
  const byLabel = new Map(state.report.moves.map((mv, i) => [mv.move, i]));
  heights.forEach((h, c) => {
    for (let r = 0; r < h; r++) {
      const sq = svg('rect', { x: pad + c * cell, y: pad + r * cell, width: cell, height: cell,
        class: 'square bar' + (r === 0 && c === 0 ? ' poison' : ''), 'data-row': r + 1, 'data-col': c + 1 });
      const i = byLabel.get('take column ' + (c + 1) + ', row ' + (r + 1));
      if (i !== undefined) {
        boardMove(sq, i, 'square (row ' + (r + 1) + ', column ' + (c + 1) + ')');
      } else if (r === 0 && c === 0) {
        const t = svg('title');
        t.textContent = 'the poisoned square: whoever must take it loses';
        sq.append(t);
      }
      board.append(sq);
    }
  });
  return true;
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
  state.gameId++;
  state.history = [];
  state.labels = [];
  state.values = [];
  state.redo = [];
  $('hint-text').hidden = true;
  setStatus('');
  renderHistory();
}

function renderPlay() {
  const r = state.report;
  $('hint').disabled = !r || r.moves.length === 0;
  $('undo').disabled = !state.playing || undoTarget() < 0;
  $('redo').disabled = !state.playing || state.redo.length === 0;
  $('restart').disabled = !state.playing;
  $('play').disabled = !r || !!r.partial;
  $('play').title = r && r.partial ? 'positions this large are analysed, not played: the full move list is not known' : '';
  renderHistory();
}

function renderHistory() {
  const h = $('history');
  h.textContent = '';
  const other = state.firstSide === 'left' ? 'Right' : 'Left';
  state.labels.forEach((label, i) => {
    const li = document.createElement('li');
    const side = partizan() ? ' (' + (i % 2 === 0 ? SIDE_NAME[state.firstSide] : other) + ')' : '';
    li.textContent = moverOf(i) + side + ': ' + label + '  => ' + state.history[i + 1];
    h.append(li);
  });
  renderValueHistory();
}

/** Who made move i of the game on: 'you' or 'engine' (or 'engine 1'/'engine 2' when the computer plays both). */
function moverOf(i) {
  if (state.human === 'none') {
    return 'engine ' + (i % 2 === 0 ? 1 : 2);
  }
  return (i % 2 === 0) === (state.human === 'you') ? 'you' : 'engine';
}

/** Whose turn it is in the game on, from the number of moves played. */
function enginesTurn() {
  if (state.human === 'none') {
    return true;
  }
  const movesPlayed = state.history.length - 1;
  return (movesPlayed % 2 === 0) === (state.human === 'engine');
}

/** The index of the last earlier position of the game where it was your turn, or -1. */
function undoTarget() {
  if (state.human === 'none') {
    return state.history.length >= 2 ? state.history.length - 2 : -1;
  }
  const yoursAt = (i) => (i % 2 === 0) === (state.human === 'you');
  for (let i = state.history.length - 2; i >= 0; i--) {
    if (yoursAt(i)) {
      return i;
    }
  }
  return -1;
}

async function startGame() {
  if (!state.report || state.report.partial) {
    return;
  }
  stopPlaying();
  state.human = $('starter').value;
  state.firstSide = partizan() ? $('side').value : 'left';
  const start = $('position').value.trim();
  const report = await analyse(start, 'none');
  if (!report) {
    return;
  }
  if (report.partial) {
    setStatus('Positions this large are analysed, not played here: the full move list is not known.');
    return;
  }
  if (report.moves.length === 0) {
    setStatus('The game is already over at this position: there is no move to play. Choose another position.', true);
    return;
  }
  state.playing = true;
  state.history = [start];
  state.labels = [];
  state.values = [valueOf(report)];
  state.redo = [];
  $('hint-text').hidden = true;
  await continueGame();
}

function yourMoveText() {
  if (!partizan()) {
    return 'Your move.';
  }
  const you = SIDE_NAME[sideToMove()];
  return 'Your move: you are ' + you + ', and the list shows ' + you + '\'s moves.';
}

/** After a move: announce the end, or let the engine answer (and go on when the computer plays both sides). */
async function continueGame() {
  renderPlay();
  const game = state.gameId;
  while (state.playing && game === state.gameId && !gameOver()) {
    if (!enginesTurn()) {
      setStatus(yourMoveText());
      commit('push'); // one history entry per round: your move and the engine's answer
      return;
    }
    setStatus(state.human === 'none' ? 'The computer plays both sides...' : 'The engine is thinking...');
    if (state.human === 'none') {
      await new Promise((resolve) => setTimeout(resolve, Number($('speed').value)));
      if (!state.playing || game !== state.gameId) {
        return;
      }
    }
    const i = await engineChoice();
    if (!state.playing || game !== state.gameId) {
      return;
    }
    if (i < 0 || !await play(i)) {
      return;
    }
  }
  if (state.playing && game === state.gameId) {
    commit('push'); // the game is over: its end is an entry too
  }
}

function gameOver() {
  if (!state.playing) {
    return false;
  }
  if (state.report.moves.length > 0) {
    return false;
  }
  // normal play: the player to move (who cannot) loses; misère: wins
  const misere = $('misere').checked;
  const movesPlayed = state.history.length - 1;
  if (state.human === 'none') {
    const stuck = movesPlayed % 2 === 0 ? 1 : 2;
    const winner = misere ? stuck : 3 - stuck;
    setStatus('Game over: engine ' + winner + ' wins after ' + movesPlayed + ' moves.', true);
    return true;
  }
  const stuck = enginesTurn() ? 'engine' : 'you';
  const winner = (stuck === 'you') === misere ? 'you' : 'engine';
  setStatus(winner === 'you' ? 'You won! The engine has no good move left.'
      : 'You lost: the engine wins. (Try the hint next time.)', true);
  return true;
}
/**
 * The engine's move, as the index of a move of the position on screen: the server chooses it
 * (POST /api/engine-move: the engine of sprague play, a winning move when there is one, else
 * the move that changes the position least). -1, the game stopped saying why, when the server
 * cannot answer.
 */
async function engineChoice() {
  const position = state.history[state.history.length - 1];
  const body = positionBody(position);
  const side = sideToMove();
  if (side) {
    body.toMove = side;
  }
  let answer;
  try {
    answer = await api('engine-move', body);
  } catch (err) {
    state.playing = false;
    setStatus('The game stopped: the engine could not move from ' + position + ' (' + err.message + ').', true);
    renderPlay();
    return -1;
  }
  const moves = state.report.moves;
  const byLabel = moves.findIndex((m) => m.move === answer.move);
  const i = byLabel >= 0 ? byLabel : moves.findIndex((m) => m.position === answer.position);
  if (i < 0) {
    state.playing = false;
    setStatus('The game stopped: the engine\'s move ' + answer.move + ' is not in the list of moves.', true);
    renderPlay();
  }
  return i;
}

/** Plays move {@code index} of the position on screen; false (and the game stopped, saying why) when it fails. */
async function play(index, keepRedo) {
  const m = state.report.moves[index];
  state.labels.push(m.move);
  state.history.push(m.position);
  $('hint-text').hidden = true;
  const report = await analyse(m.position, 'none');
  if (!report) {
    state.labels.pop();
    state.history.pop();
    state.playing = false;
    setStatus('The game stopped: the server could not answer for ' + m.position + '.', true);
    renderPlay();
    return false;
  }
  state.values.push(valueOf(report));
  if (!keepRedo) {
    state.redo = [];
  }
  renderPlay();
  return true;
}

async function humanMove(index) {
  if (owned.has('analyse') || !state.report) {
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
  if (await play(index)) {
    await continueGame();
  }
}

/** Back to the last position where it was your turn (never before the engine's first move). */
async function undo() {
  const target = undoTarget();
  if (!state.playing || target < 0) {
    return;
  }
  state.gameId++;
  while (state.history.length - 1 > target) {
    state.redo.push({ label: state.labels.pop(), position: state.history.pop() });
    state.values.pop();
  }
  await analyse(state.history[state.history.length - 1], 'none');
  renderPlay();
  commit('push');
  if (state.human !== 'none') {
    setStatus(yourMoveText());
  } else {
    state.playing = true;
  }
}

/** Plays again the moves taken back by undo, up to your next turn. */
async function redo() {
  if (!state.playing || state.redo.length === 0 || owned.has('analyse')) {
    return;
  }
  do {
    const next = state.redo.pop();
    const index = state.report.moves.findIndex((m) => m.position === next.position);
    if (index < 0 || !await play(index, true)) {
      state.redo = [];
      break;
    }
  } while (state.redo.length > 0 && state.human !== 'none' && enginesTurn());
  renderPlay();
  commit('push');
  if (!gameOver()) {
    setStatus(state.human === 'none' ? 'Paused: press Restart or Play to go on.' : yourMoveText());
  }
}

async function restart() {
  if (!state.playing) {
    return;
  }
  state.gameId++;
  state.history = state.history.slice(0, 1);
  state.labels = [];
  state.values = state.values.slice(0, 1);
  state.redo = [];
  await analyse(state.history[0], 'none');
  await continueGame();
}

// ------------------------------------------------------------------ value history

/** What the value history shows of a position: its outcome, Grundy value and remoteness. */
function valueOf(report) {
  const s = report.solution;
  return { outcome: s.outcome, grundy: s.grundy, remoteness: report.remoteness };
}

/**
 * The value history of the game on, as GamesmanUni draws it: one point per position, at
 * its remoteness above the middle line when the player to move there wins, below when they
 * lose (one step from the line when the remoteness is unknown); the Grundy value beside the
 * point. A player who keeps to winning moves keeps the line on their side.
 */
function renderValueHistory() {
  const g = $('value-history');
  g.textContent = '';
  const values = state.values || [];
  $('value-history-wrap').hidden = values.length === 0;
  if (values.length === 0) {
    return;
  }
  const known = values.map((v) => (v.remoteness === null || v.remoteness === undefined ? 1 : Math.max(1, v.remoteness)));
  const maxR = Math.max(2, ...known);
  const stepX = 36;
  const w = Math.max(320, 40 + stepX * values.length);
  const h = 150;
  const mid = h / 2;
  const unit = (mid - 16) / maxR;
  g.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
  g.setAttribute('width', w);
  g.setAttribute('height', h);
  g.append(svg('line', { x1: 30, x2: w - 6, y1: mid, y2: mid, class: 'axis-line' }));
  const top = svg('text', { x: 4, y: 14, class: 'plot-note' });
  top.textContent = 'win';
  const bottom = svg('text', { x: 4, y: h - 6, class: 'plot-note' });
  bottom.textContent = 'lose';
  g.append(top, bottom);
  let path = '';
  values.forEach((v, i) => {
    const x = 40 + i * stepX;
    const sign = v.outcome === 'P' || v.outcome === 'R' ? 1 : v.outcome === 'D' ? 0 : -1;
    const y = mid + sign * known[i] * unit;
    path += (i === 0 ? 'M' : 'L') + x + ',' + y;
    const dot = svg('circle', { cx: x, cy: y, r: 5, class: 'history-point ' + (sign < 0 ? 'win' : sign > 0 ? 'lose' : 'draw'),
      'data-move': i, 'data-outcome': v.outcome });
    const t = svg('title');
    t.textContent = (i === 0 ? 'start' : 'after move ' + i) + ': ' + (OUTCOME_TEXT[v.outcome] || v.outcome)
        + (v.grundy === null || v.grundy === undefined ? '' : ', Grundy ' + v.grundy)
        + (v.remoteness === null || v.remoteness === undefined ? '' : ', remoteness ' + v.remoteness);
    dot.append(t);
    if (v.grundy !== null && v.grundy !== undefined) {
      const label = svg('text', { x: x, y: y + (sign < 0 ? -9 : 16), class: 'plot-note history-value' });
      label.textContent = String(v.grundy);
      g.append(label);
    }
    g.append(dot);
  });
  g.insertBefore(svg('path', { d: path, class: 'history-line' }), g.firstChild.nextSibling);
}

// ------------------------------------------------------------------ hint

/** The nim-sum's table in binary, one line a component (the hint's rows), then the nim-sum: the arithmetic behind a winning move. */
function nimSumTable(rows, nimSum) {
  const values = rows.map((r) => BigInt(r.value)); // exact: values past 2^53 too
  const total = BigInt(nimSum);
  const width = Math.max(1, ...values.map((v) => v.toString(2).length));
  const labelWidth = Math.max('nim-sum:'.length, ...rows.map((r) => r.label.length + 1));
  const binary = (n) => n.toString(2).padStart(width, '0');
  const lines = values.map((v, i) => (rows[i].label + ':').padEnd(labelWidth) + ' ' + binary(v) + '  (' + v + ')');
  lines.push('-'.repeat(labelWidth + 1 + width));
  lines.push('nim-sum:'.padEnd(labelWidth) + ' ' + binary(total) + '  (' + total + ')');
  const pre = document.createElement('pre');
  pre.textContent = lines.join('\n');
  return pre;
}

/** The hint, busy (for the page's state) until the server has answered. */
async function hint() {
  beginBusy();
  try {
    await showHint(own('hint'));
  } finally {
    endBusy();
  }
}

/**
 * The hint of the position on screen, as sprague play gives it (POST /api/hint): the winning
 * move and why, or why there is none; for a sum, the nim-sum's table drawn in binary.
 */
async function showHint(signal) {
  const r = state.report;
  const box = $('hint-text');
  box.textContent = '';
  box.hidden = false;
  const p = document.createElement('p');
  const body = positionBody(state.reportPosition);
  if (r.toMove) {
    body.toMove = r.toMove;
  }
  let h;
  try {
    h = await api('hint', body, signal);
  } catch (err) {
    if (state.report !== r || !current('hint', signal)) {
      return;
    }
    p.textContent = 'No hint: ' + err.message;
    box.append(p);
    return;
  }
  if (state.report !== r || !current('hint', signal)) {
    return; // the position changed while the hint was asked for
  }
  p.textContent = h.move === null ? 'No winning move: ' + h.reason
      : 'Play ' + h.move + ': it leads to ' + h.position + '. Why: ' + h.reason + '.';
  if (h.rows.length > 0) {
    box.append(nimSumTable(h.rows, h.nimSum));
  }
  box.append(p);
}

// ------------------------------------------------------------------ grid

/** No grid on screen: its game, size or kind changed, or its request failed. */
function clearGrid(message) {
  state.table = null;
  $('grid').textContent = '';
  $('grid').removeAttribute('width');
  $('grid').setAttribute('height', 0);
  delete $('grid').dataset.game;
  $('grid-csv').disabled = true;
  $('grid-info').textContent = message || '';
  $('grid-rules').textContent = '';
  $('grid-heat-legend').hidden = true;
}

/**
 * The grid of the game chosen, then the rule the pattern finder sees in it: one request at a
 * time (a newer Show grid, or a change of game, cancels this one), the old grid cleared first.
 */
async function showGrid() {
  showError('');
  const rows = Number($('rows').value);
  const cols = Number($('cols').value);
  const kind = $('kind').value;
  const signal = own('grid');
  clearGrid('Computing the grid...');
  try {
    const t = await api('table', {
      game: gameSpec(), rows: rows, cols: cols, grundy: kind === 'grundy', misere: $('misere').checked,
    }, signal);
    if (!current('grid', signal)) {
      return;
    }
    drawGrid(t);
  } catch (err) {
    if (!current('grid', signal)) {
      return;
    }
    clearGrid(err.cancelled ? 'Cancelled: no grid.' : '');
    if (!err.cancelled) {
      showError(err.message);
    }
    return;
  }
  await showRules2d(rows, cols, signal);
}

/**
 * The least side the pattern finder is asked to look at beside a grid: it learns a rule on
 * the first half of the range and checks it on the rest, and some rules need more than a
 * small grid's half (Wythoff's Beatty pairs need five pairs: 16 x 16 learned, 32 x 32 checked).
 */
const PATTERN_MIN_SIDE = 32;

/** The pattern finder's rules for the grid just drawn (normal play), beside it, with the range it looked at. */
async function showRules2d(rows, cols, signal) {
  const box = $('grid-rules');
  box.textContent = 'Looking for the rule...';
  const pr = Math.max(rows, PATTERN_MIN_SIDE);
  const pc = Math.max(cols, PATTERN_MIN_SIDE);
  const notes = [];
  if (pr > rows || pc > cols) {
    notes.push('The pattern finder looked at ' + pr + ' x ' + pc + ' positions, more than the grid shows:'
        + ' it learns a rule on the first half and checks it on the rest.');
  }
  if ($('misere').checked) {
    notes.push('The pattern finder looks at normal play; the grid shows misère play.');
  }
  try {
    let data;
    try {
      data = await api('pattern', { game: gameSpec(), rows: pr, cols: pc }, signal);
    } catch (err) {
      if (err.status !== 422 || (pr === rows && pc === cols)) {
        throw err;
      }
      // the larger range is past the server's limits for this game: the grid's own range
      notes[0] = 'The pattern finder could not look past the grid shown (' + err.message + '): the rule is looked for in'
          + ' the grid\'s range only, and a rule that needs more positions to be learned is not found there.';
      data = await api('pattern', { game: gameSpec(), rows: rows, cols: cols }, signal);
    }
    if (!current('grid', signal)) {
      return;
    }
    renderRules(box, data, notes.join(' '));
  } catch (err) {
    if (!current('grid', signal)) {
      return;
    }
    box.textContent = err.cancelled ? 'Cancelled: no rule was looked for.' : 'No rule: ' + err.message;
  }
}

function grundyColour(v, max) {
  if (v === 0) {
    return '#d64545';
  }
  const hue = 210 - Math.round(170 * Math.log(1 + v) / Math.log(2 + max));
  return 'hsl(' + hue + ', 65%, 45%)';
}

/** Saves text as a file of the given name (CSV export). */
function download(name, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The grid on screen as CSV: a header row of columns, then one row per row coordinate. */
function gridCsv() {
  const t = state.table;
  if (!t) {
    return;
  }
  const lines = ['row\\col,' + t.cells[0].map((_, c) => t.colStart + c).join(',')];
  t.cells.forEach((row, r) => lines.push((t.rowStart + r) + ',' + row.join(',')));
  download(t.game.replace(/[^A-Za-z0-9_.-]/g, '_') + '-' + t.rows + 'x' + t.cols + '-' + t.kind + '.csv', lines.join('\n') + '\n');
}

/** The colour legend of a Grundy heat map: one swatch per value up to 15, then a ramp. */
function drawGridLegend(t, max) {
  const box = $('grid-heat-legend');
  box.textContent = '';
  box.hidden = t.kind !== 'grundy';
  if (t.kind !== 'grundy') {
    return;
  }
  const shown = max <= 15 ? [...Array(max + 1).keys()] : [0, 1, 2, 4, 8, 16, 32, 64, 128, 256].filter((v) => v <= max).concat([max]);
  box.append('Grundy value: ');
  for (const v of [...new Set(shown)]) {
    const chip = document.createElement('span');
    chip.className = 'swatch';
    chip.style.background = grundyColour(v, max);
    chip.title = 'G = ' + v;
    const label = document.createElement('span');
    label.textContent = String(v);
    label.className = 'swatch-label';
    box.append(chip, label);
  }
}

function drawGrid(t) {
  state.table = t;
  $('grid-csv').disabled = false;
  const g = $('grid');
  g.textContent = '';
  // at least 24 px a cell (a finger's target, a legible value): a large grid scrolls, it is not scaled down
  const cell = Math.max(24, Math.min(36, Math.floor(720 / Math.max(t.rows, t.cols))));
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
      if (t.rows * t.cols <= 900) {
        rect.setAttribute('tabindex', '0');
        rect.setAttribute('role', 'button');
        rect.setAttribute('aria-label', title.textContent);
        rect.addEventListener('keydown', activateOnKey(() => openCell(t.rowStart + r, t.colStart + c)));
      }
      g.append(rect);
      if (cell >= 16 && (t.kind === 'grundy' || cell >= 22)) {
        const label = svg('text', { x: pad + c * cell + cell / 2, y: pad + r * cell + cell / 2, class: 'value' });
        label.textContent = v;
        g.append(label);
      }
    }
  }
  $('grid-legend').hidden = t.kind !== 'outcome';
  drawGridLegend(t, max);
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

/** No sequence on screen (its rule changed, or its request failed), with {@code message} in its place. */
function clearSequence(message) {
  sequenceView.data = null;
  $('sequence').textContent = '';
  $('sequence').removeAttribute('width');
  $('sequence').setAttribute('height', 0);
  $('sequence-info').textContent = message || '';
  $('sequence-rules').textContent = '';
  $('sequence-table').textContent = '';
  $('sequence-table-note').textContent = '';
  $('sequence-csv').disabled = true;
}

async function showSequence() {
  showError('');
  const signal = own('sequence');
  const rule = $('rule').value.trim();
  const to = Number($('to').value);
  clearSequence('Computing G(0..' + to + ') of ' + rule + '...');
  let data;
  try {
    data = await api('grundy', { rule: rule, to: to }, signal);
  } catch (err) {
    if (current('sequence', signal)) {
      clearSequence(err.cancelled ? 'Cancelled: no sequence.' : err.message);
    }
    return;
  }
  if (!current('sequence', signal)) {
    return;
  }
  drawSequence(data);
  const box = $('sequence-rules');
  box.textContent = 'Looking for the rule...';
  try {
    const n = Math.min(to, PATTERN_TO);
    // the catalogue's game of the same rule (a bare infinite subtraction set is subtraction:S there)
    const game = /^(fib|pow2|squares)$/i.test(rule) ? 'subtraction:' + rule : rule;
    const found = await api('pattern', { game: game, to: Math.max(1, n) }, signal);
    if (current('sequence', signal)) {
      renderRules(box, found, n < to ? 'The pattern finder looked at n = 0..' + n + '.' : '');
    }
  } catch (err) {
    if (current('sequence', signal)) {
      box.textContent = err.cancelled ? 'Cancelled: no rule was looked for.' : 'No rule: ' + err.message;
    }
  }
  showQuotient(rule, to);
}

/** The most heaps the misère quotient is computed to beside a sequence. */
const QUOTIENT_TO = 1000;

/** The misère quotient of the rule (POST /api/quotient, the JSON of sprague quotient --json), as text. */
async function showQuotient(rule, to) {
  const box = $('quotient-text');
  box.textContent = 'Computing the misère quotient...';
  try {
    const q = await api('quotient', { rule: rule, to: Math.min(to, QUOTIENT_TO) });
    const p = q.periodicity;
    const shown = q.proven ? p.preperiod + p.period : q.alphabet.length;
    const alphabet = q.alphabet.slice(0, shown).map((w, n) => n + ':' + w).join(' ');
    box.textContent = ['Q = ' + q.presentation, 'P = {' + q.pPortion.join(',') + '}',
      '|Q| = ' + q.order + ', |P| = ' + q.pPortionSize + (q.tame ? ' (tame: ' + q.tame + ')' : ' (wild)'),
      'heap alphabet, heaps 0..' + (shown - 1) + (q.proven ? ' (then periodic)' : '') + ': ' + alphabet,
      p ? 'period ' + p.period + ' from heap ' + p.preperiod + (p.proven ? ', proven' : ', observed') : 'no period seen',
      q.evidence].join('\n');
  } catch (err) {
    box.textContent = 'No misère quotient: ' + err.message;
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
  renderSequenceTable(data.values || []);
  $('sequence-csv').disabled = !(data.values && data.values.length);
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
      if (Math.abs(to - dragFrom) >= 2 && Math.abs(to - dragFrom) * (SEQ.w - SEQ.left - SEQ.right)
          / Math.max(1, sequenceView.to - sequenceView.from) >= 6) {
        svgEl.dataset.dragged = 'true';
        const n = sequenceView.data.values.length;
        sequenceView.from = Math.max(0, Math.floor(Math.min(dragFrom, to)));
        sequenceView.to = Math.min(n - 1, Math.ceil(Math.max(dragFrom, to)));
        renderSequence();
      }
      dragFrom = null;
    });
    svgEl.addEventListener('dblclick', resetSequenceZoom);
    // a click (not a drag) opens the heap of the point under it, or the nearest n, in the analysis
    svgEl.addEventListener('click', (e) => {
      if (svgEl.dataset.dragged === 'true') {
        svgEl.dataset.dragged = ''; // the end of a drag that zoomed, not a click on a point
        return;
      }
      const hit = e.target.closest && e.target.closest('[data-n]');
      const n = hit ? Number(hit.dataset.n) : Math.round(sequenceX(svgEl, e));
      if (sequenceView.data && n >= 0 && n < sequenceView.data.values.length) {
        openHeap(n);
      }
    });
    // touch: one finger drags the view along n, two fingers pinch to zoom
    const touches = new Map();
    let pinch = null;
    svgEl.addEventListener('pointerdown', (e) => {
      if (e.pointerType !== 'touch') {
        return;
      }
      svgEl.setPointerCapture(e.pointerId);
      touches.set(e.pointerId, sequenceX(svgEl, e));
      pinch = null;
    });
    svgEl.addEventListener('pointermove', (e) => {
      if (e.pointerType !== 'touch' || !touches.has(e.pointerId)) {
        return;
      }
      const x = sequenceX(svgEl, e);
      if (touches.size === 1) {
        const shift = touches.get(e.pointerId) - x;
        panSequence(shift);
        touches.set(e.pointerId, sequenceX(svgEl, e));
      } else if (touches.size === 2) {
        const other = [...touches.entries()].find(([id]) => id !== e.pointerId)[1];
        const now = Math.abs(x - other);
        if (pinch && now > 0.5) {
          zoomSequence(Math.max(0.5, Math.min(2, pinch / now)), (x + other) / 2);
        }
        pinch = Math.abs(sequenceX(svgEl, e) - other);
        touches.set(e.pointerId, sequenceX(svgEl, e));
      }
    });
    const lift = (e) => { touches.delete(e.pointerId); pinch = null; };
    svgEl.addEventListener('pointerup', lift);
    svgEl.addEventListener('pointercancel', lift);
  }
}

/** The sequence as CSV: n, G(n). */
function sequenceCsv() {
  const d = sequenceView.data;
  if (!d || !d.values) {
    return;
  }
  download(d.rule.replace(/[^A-Za-z0-9_.,-]/g, '_') + '-grundy.csv',
      'n,G(n)\n' + d.values.map((v, n) => n + ',' + v).join('\n') + '\n');
}

/** G(n) as a numeric table, ten values a row (the first 2,000), for reading and copying. */
function renderSequenceTable(values) {
  const t = $('sequence-table');
  t.textContent = '';
  const head = document.createElement('tr');
  const corner = document.createElement('th');
  corner.textContent = 'n';
  head.append(corner);
  for (let k = 0; k < 10; k++) {
    const th = document.createElement('th');
    th.textContent = '+' + k;
    head.append(th);
  }
  t.append(head);
  const upTo = Math.min(values.length, 2000);
  for (let n = 0; n < upTo; n += 10) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.textContent = String(n);
    tr.append(th);
    for (let k = 0; k < 10 && n + k < upTo; k++) {
      const td = document.createElement('td');
      td.textContent = String(values[n + k]);
      if (values[n + k] === 0) {
        td.className = 'zero';
      }
      tr.append(td);
    }
    t.append(tr);
  }
  $('sequence-table-note').textContent = values.length > upTo ? 'The first ' + upTo + ' of ' + values.length
      + ' values; the CSV has them all.' : '';
}

function resetSequenceZoom() {
  if (!sequenceView.data) {
    return;
  }
  sequenceView.from = 0;
  sequenceView.to = Math.max(1, sequenceView.data.values.length - 1);
  renderSequence();
}

const SEQ = { w: 760, h: 320, left: 50, right: 12, top: 16, bottom: 34 }; // w and h: set for the width shown

/** A round step (1, 2, 5 times a power of ten) at least {@code raw}. */
function niceStep(raw) {
  if (raw <= 1) {
    return 1;
  }
  const p = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) {
    if (m * p >= raw) {
      return m * p;
    }
  }
  return 10 * p;
}
/** Past this many values in view, each pixel column shows the distinct values of its heaps. */
const SEQ_MAX_POINTS = 4000;

function sequenceX(svgEl, e) {
  const box = svgEl.getBoundingClientRect();
  const x = (e.clientX - box.left) * (SEQ.w / box.width);
  const span = sequenceView.to - sequenceView.from;
  return sequenceView.from + (x - SEQ.left) / (SEQ.w - SEQ.left - SEQ.right) * span;
}

function panSequence(shift) {
  const n = sequenceView.data.values.length;
  const span = sequenceView.to - sequenceView.from;
  const from = Math.max(0, Math.min(n - 1 - span, Math.round(sequenceView.from + shift)));
  if (from !== sequenceView.from) {
    sequenceView.from = from;
    sequenceView.to = from + span;
    renderSequence();
  }
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

/** The width the plots are drawn at: the tab's (1 unit = 1 px, so text keeps its size on a phone). */
function drawingWidth(tab, most) {
  const w = $(tab).clientWidth;
  return w > 0 ? Math.max(280, Math.min(most, Math.floor(w) - 4)) : most;
}

function renderSequence() {
  const data = sequenceView.data;
  const g = $('sequence');
  g.textContent = '';
  SEQ.w = drawingWidth('sequence-tab', 760);
  SEQ.h = SEQ.w < 500 ? 260 : 320;
  const values = data.values || [];
  g.setAttribute('viewBox', '0 0 ' + SEQ.w + ' ' + SEQ.h);
  g.setAttribute('width', SEQ.w);
  g.setAttribute('height', SEQ.h);
  g.setAttribute('preserveAspectRatio', 'xMinYMin meet');
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
    const t = svg('text', { x: x(n), y: SEQ.h - 4, class: 'plot-note', 'text-anchor': anchor });
    t.textContent = 'n = ' + n;
    g.append(t);
  }
  // ticks: G(n) up the left (whole values), n along the bottom (a round step)
  const yStep = Math.max(1, niceStep(maxV / 5));
  for (let v = 0; v <= maxV; v += yStep) {
    g.append(svg('line', { x1: SEQ.left - 4, x2: SEQ.left, y1: y(v), y2: y(v), class: 'axis-line' }));
    const t = svg('text', { x: SEQ.left - 6, y: y(v) + 4, class: 'plot-note tick', 'text-anchor': 'end' });
    t.textContent = String(v);
    g.append(t);
  }
  const xStep = Math.max(1, niceStep((to - from) / 8));
  for (let n = Math.ceil(from / xStep) * xStep; n <= to; n += xStep) {
    g.append(svg('line', { x1: x(n), x2: x(n), y1: SEQ.top + plotH, y2: SEQ.top + plotH + 4, class: 'axis-line' }));
    if (x(n) - SEQ.left > 30 && SEQ.left + plotW - x(n) > 30) {
      const t = svg('text', { x: x(n), y: SEQ.top + plotH + 14, class: 'plot-note tick', 'text-anchor': 'middle' });
      t.textContent = String(n);
      g.append(t);
    }
  }
  const yName = svg('text', { x: 10, y: SEQ.top + plotH / 2, class: 'plot-note', transform: 'rotate(-90 10 '
      + (SEQ.top + plotH / 2) + ')', 'text-anchor': 'middle' });
  yName.textContent = 'G(n)';
  g.append(yName);
  const shown = to - from + 1;
  const r = shown > 2000 ? 1.2 : shown > 300 ? 1.6 : 2.6;
  if (shown <= SEQ_MAX_POINTS) {
    for (let n = from; n <= to; n++) {
      const dot = svg('circle', { cx: x(n), cy: y(values[n]), r: r, class: 'point', 'data-n': n, 'data-value': values[n] });
      if (shown <= 600) {
        const tip = svg('title');
        tip.textContent = 'G(' + n + ') = ' + values[n];
        dot.append(tip);
      }
      if (shown <= 120) {
        dot.setAttribute('tabindex', '0');
        dot.setAttribute('role', 'button');
        dot.setAttribute('aria-label', 'G(' + n + ') = ' + values[n] + ': open heap ' + n);
        dot.addEventListener('keydown', activateOnKey(() => openHeap(n)));
      }
      g.append(dot);
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

/**
 * A point of the sequence plot was clicked: heap n of the sequence's game opens in the
 * analysis (its value, its moves and the mex working), the plot kept for coming back.
 */
async function openHeap(n) {
  const rule = (sequenceView.data && sequenceView.data.rule) || $('rule').value.trim();
  let id = rule;
  let param = '';
  if (/^[0-9]/.test(rule)) {
    id = 'octal';
    param = rule;
  } else if (/^(fib|pow2|squares)$/i.test(rule)) {
    id = 'subtraction';
    param = rule;
  } else if (rule.includes(':')) {
    id = rule.substring(0, rule.indexOf(':'));
    param = rule.substring(rule.indexOf(':') + 1);
  }
  if (!state.games.some((g) => g.id === id)) {
    showError('the rule ' + rule + ' is not a catalogue game: heap ' + n + ' cannot be opened');
    return;
  }
  stopPlaying();
  if ($('game').value !== id || $('param').value !== param) {
    $('game').value = id;
    $('param').value = param;
    showRules();
    disown('grid');
    clearGrid();
    const def = currentDefinition();
    $('tab-grid').disabled = !def.table;
  }
  state.restoring = true; // one history entry: the position opened, in the analysis
  selectTab('analyse-tab');
  state.restoring = false;
  await analyse(String(n));
}

// ------------------------------------------------------------------ graph

/** A chosen file fills the text box once; the box (edits included) is what Analyse sends. */
async function loadGraphFile() {
  const file = $('graph-file').files[0];
  if (file) {
    $('graph-text').value = await file.text();
  }
}

const GRAPH_MODES = {
  all: 'every vertex is a start: outcome, remoteness and value of each',
  start: 'one start vertex (name it): its outcome and best moves',
  sum: 'a sum: tokens on the named vertices, one moved each turn',
  weighted: 'the min/max weighted game (the edges need weights): the score of each start',
};

function graphModeChanged() {
  const mode = $('graph-mode').value;
  $('graph-vertices-row').hidden = mode !== 'start' && mode !== 'sum';
  $('graph-mode-help').textContent = GRAPH_MODES[mode];
}

/** No graph answer on screen (the edges or the mode changed, or the request failed). */
function clearGraph(message) {
  $('graph').textContent = '';
  $('graph').removeAttribute('width');
  $('graph').setAttribute('height', 0);
  $('graph-table').textContent = '';
  $('graph-info').textContent = message || '';
  $('graph-legend-extra').hidden = true;
  graphPlay.vertices = null;
  graphPlay.token = null;
  $('graph-status').textContent = '';
}

async function showGraph() {
  showError('');
  const signal = own('graph');
  clearGraph();
  const text = $('graph-text').value;
  if (text.trim() === '') {
    $('graph-info').textContent = 'choose an edge-list file or type the edges first';
    return;
  }
  const mode = $('graph-mode').value;
  const names = $('graph-vertices').value.trim().split(/\s+/).filter((w) => w !== '');
  const body = { edges: text };
  if (mode === 'weighted') {
    body.weighted = true;
  } else if (mode === 'sum') {
    if (names.length === 0) {
      $('graph-info').textContent = 'name the vertices that hold a token, e.g. a b';
      return;
    }
    body.sum = names;
  }
  try {
    const data = await api('graph', body, signal);
    if (!current('graph', signal)) {
      return;
    }
    if (mode === 'sum') {
      drawGraph(text, parseVertices(text).map((v) => ({ vertex: v })), { tokens: names });
      const moves = (data.winningMoves || []).map((m) => 'token ' + m.token + ': ' + m.from + ' -> ' + m.to);
      $('graph-info').textContent = 'Tokens on ' + names.join(', ') + ': ' + (OUTCOME_TEXT[data.outcome] || data.outcome)
          + ', generalized value ' + data.grundy + '. ' + (moves.length ? 'Winning moves: ' + moves.join('; ') + '.'
          : 'No winning move.');
      return;
    }
    if (mode === 'weighted') {
      const list = Array.isArray(data) ? data : [data];
      drawGraph(text, list, { weighted: true });
      return;
    }
    const vertices = Array.isArray(data) ? data : (data.vertices || []);
    if (mode === 'start') {
      const v = vertices.find((x) => x.vertex === names[0]);
      if (!v) {
        $('graph-info').textContent = names.length === 0 ? 'name the start vertex, e.g. a'
            : 'vertex \'' + names[0] + '\' is not in the graph';
        return;
      }
      drawGraph(text, vertices, { start: v.vertex });
      return;
    }
    drawGraph(text, vertices, {});
  } catch (err) {
    if (current('graph', signal)) {
      clearGraph(err.cancelled ? 'Cancelled: the graph was not analysed.' : err.message);
    }
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
      edges.push([w[0], w[1], w[2]]);
    }
  }
  return edges;
}

/** Every vertex named in an edge list, in order of appearance. */
function parseVertices(text) {
  const seen = new Set();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const w = line.split(/\s+/).filter((x) => x !== '');
    if (w.length === 0 || w[0] === 'label') {
      continue;
    }
    w.slice(0, Math.min(2, w.length)).forEach((x) => seen.add(x));
  }
  return [...seen];
}

const GRAPH_CLASS = { W: 'win', L: 'loss', D: 'draw' };
const GRAPH_TEXT = { W: 'win', L: 'loss', D: 'draw' };

/**
 * The graph of an edge list with its vertices coloured by the answer of /api/graph (the
 * shape of sprague graph --json: [{vertex, label?, outcome W/L/D, remoteness, grundy,
 * bestMoves}]): vertices on a circle with their remoteness, best moves drawn bold, and a
 * table of every vertex; graphs of more than 150 vertices are listed, not drawn.
 */
function drawGraph(text, vertices, opts) {
  const g = $('graph');
  g.textContent = '';
  const byName = new Map(vertices.map((v) => [v.vertex, v]));
  const counts = { W: 0, L: 0, D: 0 };
  vertices.forEach((v) => { counts[v.outcome] = (counts[v.outcome] || 0) + 1; });
  const start = opts.start ? byName.get(opts.start) : null;
  $('graph-info').textContent = opts.weighted ? vertices.length + ' vertices: the score of the game from each start'
      + ' (the first player maximises the total weight, the second minimises it; inf: play can go on forever).'
      : start ? 'From ' + start.vertex + ': ' + GRAPH_TEXT[start.outcome] + ' for the player to move'
        + (start.remoteness !== null && start.remoteness !== undefined ? ' in ' + start.remoteness + ' moves' : '')
        + '; best moves: ' + ((start.bestMoves || []).join(', ') || 'none') + '.'
      : opts.tokens ? ''
      : vertices.length + ' vertices: ' + counts.W + ' win, ' + counts.L + ' loss, '
        + counts.D + ' draw (for the player to move).';
  if (vertices.length > 150) {
    $('graph-info').textContent += ' Too many to draw: see the table.';
  }
  drawGraphTable(vertices, opts);
  if (vertices.length === 0 || vertices.length > 150) {
    g.removeAttribute('width');
    g.setAttribute('height', 0);
    return;
  }
  // drawn at the width shown (1 unit = 1 px); the names sit outside the circle of vertices,
  // anchored away from it, so no name lies over a vertex; long labels are cut (the table has them)
  const size = Math.min(560, drawingWidth('graph-tab', 560));
  const c = size / 2;
  const nameOf = (v) => v.vertex + (v.remoteness !== null && v.remoteness !== undefined ? ' (' + v.remoteness + ')' : '')
      + (v.value !== undefined ? ' = ' + v.value : '');
  const subOf = (v) => (v.label ? (v.label.length > 18 ? v.label.substring(0, 17) + '\u2026' : v.label) : '');
  const widest = Math.max(...vertices.map((v) => Math.max(nameOf(v).length * 6.6, subOf(v).length * 6))) + 2;
  const radius = Math.max(40, size / 2 - Math.min(widest, size / 4) - 26);
  const r = Math.max(9, Math.min(13, Math.floor(Math.PI * radius / Math.max(1, vertices.length)) - 2));
  const at = new Map();
  vertices.forEach((v, i) => {
    const a = 2 * Math.PI * i / vertices.length - Math.PI / 2;
    at.set(v.vertex, [c + radius * Math.cos(a), c + radius * Math.sin(a)]);
  });
  g.setAttribute('viewBox', '0 0 ' + size + ' ' + size);
  g.setAttribute('width', size);
  g.setAttribute('height', size);
  const defs = svg('defs');
  // arrowheads in the drawing's units (10 px whatever the edge's width), the tip on the vertex's rim
  const marker = svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 11, markerHeight: 11,
    markerUnits: 'userSpaceOnUse', orient: 'auto' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow-head' }));
  defs.append(marker);
  g.append(defs);
  const edges = parseEdges(text);
  for (const [from, to, weight] of edges) {
    if (!at.has(from) || !at.has(to) || from === to) {
      continue;
    }
    const best = (byName.get(from).bestMoves || []).includes(to);
    const [x1, y1] = at.get(from);
    const [x2, y2] = at.get(to);
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    // a pair of opposite edges is drawn as two parallel lines, offset to their right
    const off = edges.some(([f, t]) => f === to && t === from) ? 4 : 0;
    const ox = -uy * off;
    const oy = ux * off;
    g.append(svg('line', { x1: x1 + ux * r + ox, y1: y1 + uy * r + oy, x2: x2 - ux * (r + 1) + ox, y2: y2 - uy * (r + 1) + oy,
      class: 'edge' + (best ? ' best' : ''), 'marker-end': 'url(#arrow)', 'data-from': from, 'data-to': to }));
    if (weight !== undefined) {
      const t = svg('text', { x: (x1 + x2) / 2 + ox * 3, y: (y1 + y2) / 2 + oy * 3 - 3, class: 'edge-weight' });
      t.textContent = weight;
      g.append(t);
    }
  }
  const tokens = new Map();
  (opts.tokens || []).forEach((name) => tokens.set(name, (tokens.get(name) || 0) + 1));
  const playable = !opts.weighted && !opts.tokens;
  for (const v of vertices) {
    const [x, y] = at.get(v.vertex);
    const cls = opts.weighted || opts.tokens ? 'plain' : (GRAPH_CLASS[v.outcome] || '');
    const node = svg('circle', { cx: x, cy: y, r: r, class: 'vertex ' + cls + (opts.start === v.vertex ? ' start' : '')
      + (tokens.has(v.vertex) ? ' token' : '') + (playable ? ' playable' : ''), 'data-vertex': v.vertex,
      'data-outcome': v.outcome || '' });
    const title = svg('title');
    title.textContent = v.vertex + (v.label ? ' (' + v.label + ')' : '')
        + (v.outcome ? ': ' + GRAPH_TEXT[v.outcome] : '')
        + (v.remoteness !== null && v.remoteness !== undefined ? ', remoteness ' + v.remoteness : '')
        + (v.grundy !== undefined ? ', value ' + v.grundy : '')
        + (v.value !== undefined ? ': score ' + v.value : '')
        + (tokens.has(v.vertex) ? ', ' + tokens.get(v.vertex) + ' token(s)' : '')
        + (playable ? ' (click to play from here)' : '');
    node.append(title);
    if (playable) {
      node.setAttribute('tabindex', '0');
      node.setAttribute('role', 'button');
      node.setAttribute('aria-label', title.textContent);
      node.addEventListener('click', () => graphClick(v.vertex));
      node.addEventListener('keydown', activateOnKey(() => graphClick(v.vertex)));
    }
    g.append(node);
    const ax = (x - c) / radius;
    const ay = (y - c) / radius;
    const anchor = ax > 0.35 ? 'start' : ax < -0.35 ? 'end' : 'middle';
    const gap = r + 5;
    const lx = x + ax * gap;
    const ly = ay < -0.35 ? y - gap - (subOf(v) ? 13 : 0) : ay > 0.35 ? y + gap + 10 : y + 4;
    const label = svg('text', { x: lx, y: ly, class: 'vertex-label', 'text-anchor': anchor });
    label.textContent = nameOf(v) + (tokens.has(v.vertex) ? ' \u25cf' : '');
    g.append(label);
    if (subOf(v)) {
      const sub = svg('text', { x: lx, y: ly + 13, class: 'vertex-sublabel', 'text-anchor': anchor });
      sub.textContent = subOf(v);
      g.append(sub);
    }
  }
  graphPlay.vertices = playable ? byName : null;
  graphPlay.edges = edges;
  graphLegend(vertices);
}

/**
 * The legend under the graph for what its values mean: a value inf(S) is Smith's generalized
 * Grundy value of a position that can go on forever (a draw when S has no 0 and no move
 * reaches a P-position), S the finite values of its options.
 */
function graphLegend(vertices) {
  const box = $('graph-legend-extra');
  const infinite = vertices.some((v) => typeof v.grundy === 'string' && v.grundy.startsWith('inf'));
  box.hidden = !infinite && !graphPlay.vertices;
  box.textContent = (infinite ? 'inf(S): the generalized Grundy value (Smith) of a vertex from which play can go on'
      + ' forever; S lists the finite values its moves reach. With no 0 in S it is a draw; with a 0 the player to'
      + ' move wins by moving there. ' : '')
      + (graphPlay.vertices ? 'Click a vertex to play from it against the engine: the token is yours to move.' : '');
}

/** A game on the graph: the token's vertex, whose turn it is, the moves so far. */
const graphPlay = { vertices: null, edges: [], token: null, yours: true, moves: 0 };

/**
 * A vertex was clicked: with no game on (or a vertex not reachable from the token), a game
 * starts with the token there and you to move; in a game on, a vertex one edge on from the
 * token is your move, and the engine answers with the server's engine move (engineMove of
 * /api/graph: the engine of the application layer chooses, this page only plays it).
 */
function graphClick(name) {
  if (!graphPlay.vertices) {
    return;
  }
  const succ = (v) => graphPlay.edges.filter(([f]) => f === v).map(([, t]) => t);
  if (graphPlay.token === null || !graphPlay.yours || !succ(graphPlay.token).includes(name)) {
    graphPlay.token = name;
    graphPlay.yours = true;
    graphPlay.moves = 0;
  } else {
    graphPlay.token = name;
    graphPlay.moves++;
    graphPlay.yours = false;
    const next = graphPlay.vertices.get(name).engineMove;
    if (next != null && graphPlay.moves < 200) {
      graphPlay.token = next;
      graphPlay.moves++;
      graphPlay.yours = true;
    }
  }
  showGraphToken(succ);
}

/** The token on the drawing, its moves marked, and the state of the game in the graph's status line. */
function showGraphToken(succ) {
  const at = graphPlay.token;
  const moves = succ(at);
  document.querySelectorAll('#graph .vertex').forEach((n) => {
    n.classList.toggle('token', n.dataset.vertex === at);
    n.classList.toggle('reachable', moves.includes(n.dataset.vertex));
  });
  const v = graphPlay.vertices.get(at);
  const status = $('graph-status');
  if (moves.length === 0) {
    status.textContent = 'Token on ' + at + ': no move. ' + (graphPlay.yours ? 'You cannot move: you lose.'
        : 'The engine cannot move: you win!');
    return;
  }
  if (graphPlay.moves >= 200) {
    status.textContent = 'Token on ' + at + ': 200 moves and still going, a draw (play can go on forever).';
    return;
  }
  status.textContent = 'Token on ' + at + (graphPlay.moves ? ' (the engine moved there)' : '') + ': your move, to '
      + moves.join(', ') + '. For you: ' + GRAPH_TEXT[v.outcome]
      + (v.remoteness !== null && v.remoteness !== undefined ? ' in ' + v.remoteness : '') + '.';
}

/** Every vertex in a table: outcome, remoteness, generalized Grundy value, best moves. */
function drawGraphTable(vertices, opts) {
  if (opts && (opts.weighted || opts.tokens)) {
    const t = $('graph-table');
    t.textContent = '';
    if (opts.weighted) {
      const head = document.createElement('tr');
      for (const h of ['start vertex', 'score']) {
        const th = document.createElement('th');
        th.textContent = h;
        head.append(th);
      }
      t.append(head);
      for (const v of vertices.slice(0, 2000)) {
        const tr = document.createElement('tr');
        tr.dataset.vertex = v.vertex;
        for (const text of [v.vertex, String(v.value)]) {
          const td = document.createElement('td');
          td.textContent = text;
          tr.append(td);
        }
        t.append(tr);
      }
    }
    return;
  }
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

// ------------------------------------------------------------------ tabs, address and start

/** The views of the page, as the address names them (?view=...). */
const VIEWS = { play: 'analyse-tab', grid: 'grid-tab', sequence: 'sequence-tab', graph: 'graph-tab',
  partizan: 'partizan-tab' };

function selectTab(id, focus) {
  document.querySelectorAll('.tab').forEach((b) => {
    const on = b.dataset.tab === id;
    b.classList.toggle('active', on);
    b.setAttribute('aria-selected', on ? 'true' : 'false');
    b.tabIndex = on ? 0 : -1;
    if (on && focus) {
      b.focus();
    }
  });
  document.querySelectorAll('.tab-body').forEach((d) => { d.hidden = d.id !== id; });
  updateUrl();
}

/** Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern). */
function tabKeys(e) {
  const tabs = [...document.querySelectorAll('.tab')].filter((t) => !t.disabled);
  const i = tabs.indexOf(e.target);
  let next = null;
  if (e.key === 'ArrowRight') {
    next = tabs[(i + 1) % tabs.length];
  } else if (e.key === 'ArrowLeft') {
    next = tabs[(i - 1 + tabs.length) % tabs.length];
  } else if (e.key === 'Home') {
    next = tabs[0];
  } else if (e.key === 'End') {
    next = tabs[tabs.length - 1];
  }
  if (next) {
    e.preventDefault();
    selectTab(next.dataset.tab, true);
  }
}

/** The view shown, as the address names it: play, grid, sequence, graph or partizan. */
function activeView() {
  const active = document.querySelector('.tab.active');
  return Object.keys(VIEWS).find((k) => VIEWS[k] === (active && active.dataset.tab)) || 'play';
}

/**
 * What is on screen, as a history entry's state (as the Partizan tab keeps its own): the game,
 * position and view, and a game on with its record, values and the moves undone, so that Back
 * and a reload show it again.
 */
function snapshot() {
  return {
    game: $('game').value,
    param: $('param').value,
    position: $('position').value.trim(),
    misere: $('misere').checked,
    side: $('side').value,
    view: activeView(),
    rule: $('rule').value,
    play: state.playing ? {
      human: state.human, firstSide: state.firstSide, history: state.history, labels: state.labels,
      values: state.values, redo: state.redo, starter: $('starter').value,
    } : null,
  };
}

/** The address of what is on screen: ?game=ID&position=POS&view=play|grid|sequence|graph, shareable. */
function address() {
  const params = new URLSearchParams();
  params.set('game', gameSpec());
  const position = $('position').value.trim();
  if (position !== '') {
    params.set('position', position);
  }
  if ($('misere').checked) {
    params.set('misere', '1');
  }
  const view = activeView();
  if (view !== 'play') {
    params.set('view', view);
  }
  if (state.playing) {
    // a game on: the moves played so far (its record is in the entry's state), so that each
    // round has an address of its own and opening the plain address starts afresh
    params.set('ply', String(state.history.length - 1));
  }
  return '?' + params.toString();
}

/**
 * Records what is shown in the browser's history: 'push' a new entry (a new position, a
 * round of a game), 'replace' the current one, or 'none'. Nothing is written while an entry
 * is being restored (Back, a reload) or while the Partizan tab owns the address.
 */
function commit(how) {
  if (how === 'none' || state.restoring || !state.games.length || !currentDefinition()) {
    return;
  }
  if (activeView() === 'partizan') {
    if (window.SpraguePartizan) {
      window.SpraguePartizan.updateUrl();
    }
    return;
  }
  const url = address();
  const entry = { ex: JSON.parse(JSON.stringify(snapshot())) };
  if (how === 'push' && (url !== location.search || !sameGame(history.state, entry))) {
    history.pushState(entry, '', url);
  } else {
    history.replaceState(entry, '', url);
  }
}

/** Whether two history states hold the same game on (same record): then a new entry adds nothing. */
function sameGame(a, b) {
  const p = a && a.ex ? a.ex.play : undefined;
  return JSON.stringify(p || null) === JSON.stringify(b.ex.play || null);
}

/** The address of the tab shown, the entry kept (choosing a tab is not a step of Back). */
function updateUrl() {
  commit('replace');
}

/**
 * Shows a history entry again (Back, Forward, a reload): its game, position and view, and
 * a game on with its record, the engine moving on if it was its turn. Writes no new entry.
 */
async function restore(snap) {
  state.restoring = true;
  try {
    stopPlaying();
    if (state.games.some((g) => g.id === snap.game) && $('game').value !== snap.game) {
      $('game').value = snap.game;
      showRules();
      gameChanged();
    }
    $('param').value = snap.param || '';
    $('position').value = snap.position;
    $('misere').checked = !!snap.misere;
    $('side').value = snap.side || 'left';
    if (snap.rule !== undefined) {
      $('rule').value = snap.rule;
    }
    selectTab(VIEWS[snap.view] || 'analyse-tab');
    const p = snap.play;
    if (p && p.history && p.history.length) {
      state.human = p.human;
      state.firstSide = p.firstSide || 'left';
      $('starter').value = p.starter || p.human;
      const report = await analyse(p.history[p.history.length - 1], 'none');
      if (!report) {
        return;
      }
      state.playing = true;
      state.history = p.history;
      state.labels = p.labels;
      state.values = p.values;
      state.redo = p.redo || [];
      renderPlay();
      state.restoring = false;
      commit('replace');
      if (!gameOver()) {
        await continueGame();
      }
      return;
    }
    await analyse(snap.position, 'none');
  } finally {
    state.restoring = false;
  }
  commit('replace');
  if (snap.view === 'grid' && !$('tab-grid').disabled) {
    await showGrid();
  } else if (snap.view === 'sequence') {
    await showSequence();
  }
}

/** Back and Forward: the entry's state is shown again (the Partizan tab restores its own entries). */
function onPopState(e) {
  const params = new URLSearchParams(location.search);
  if (params.get('view') === 'partizan') {
    cancelViews();
    return;
  }
  if (e.state && e.state.ex) {
    restore(e.state.ex);
    return;
  }
  const wanted = (params.get('game') || '').trim();
  const id = wanted.split(':')[0];
  restore({
    game: id, param: wanted.includes(':') ? wanted.substring(wanted.indexOf(':') + 1) : '',
    position: params.get('position') || '', misere: params.get('misere') === '1', side: 'left',
    view: params.get('view') || 'play', play: null,
  });
}

/** Hides or shows the values and colours of moves (play without a give-away). */
function applySpoilers() {
  document.body.classList.toggle('no-spoilers', !$('spoilers').checked);
}

async function init() {
  $('tabs').setAttribute('role', 'tablist');
  document.querySelectorAll('.tab').forEach((b) => {
    b.setAttribute('role', 'tab');
    b.setAttribute('aria-controls', b.dataset.tab);
    b.addEventListener('click', () => selectTab(b.dataset.tab));
    b.addEventListener('keydown', tabKeys);
  });
  document.querySelectorAll('.tab-body').forEach((d) => {
    d.setAttribute('role', 'tabpanel');
    d.setAttribute('aria-labelledby', document.querySelector('.tab[data-tab="' + d.id + '"]').id);
  });
  selectTab(document.querySelector('.tab.active').dataset.tab);
  const pzView = new URLSearchParams(location.search).get('view') === 'partizan';
  if (pzView) {
    selectTab(VIEWS.partizan); // at once: its game= and position= are the Partizan tab's (partizan.js reads them)
  }
  $('game').addEventListener('change', () => onGameChosen());
  $('tab-partizan').addEventListener('click', cancelViews);
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
  $('redo').addEventListener('click', redo);
  $('restart').addEventListener('click', restart);
  $('spoilers').addEventListener('change', applySpoilers);
  $('grid-show').addEventListener('click', showGrid);
  $('grid-csv').addEventListener('click', gridCsv);
  $('sequence-show').addEventListener('click', showSequence);
  $('sequence-reset').addEventListener('click', resetSequenceZoom);
  $('sequence-csv').addEventListener('click', sequenceCsv);
  $('graph-show').addEventListener('click', showGraph);
  $('graph-file').addEventListener('change', loadGraphFile);
  $('graph-mode').addEventListener('change', () => { disown('graph'); clearGraph(); graphModeChanged(); });
  $('graph-text').addEventListener('input', () => { disown('graph'); clearGraph(); });
  $('graph-vertices').addEventListener('input', () => { disown('graph'); clearGraph(); });
  for (const id of ['rows', 'cols', 'kind']) {
    $(id).addEventListener('change', () => { disown('grid'); clearGrid(); });
  }
  for (const id of ['rule', 'to']) {
    $(id).addEventListener('input', () => { disown('sequence'); clearSequence(); });
  }
  $('param').addEventListener('change', () => { gameChanged(); stopPlaying(); analyse($('position').value); });
  $('cancel').addEventListener('click', cancelAll);
  window.addEventListener('popstate', onPopState);
  $('side').addEventListener('change', () => { stopPlaying(); analyse($('position').value); });
  applySpoilers();
  try {
    // every game of every kind (GET /api/games, the registry of `sprague games`); the play view
    // takes the catalogue's games, those that both solve and play answer (not the partizan games
    // valued by canonical form: the Partizan tab; not the strong ones: their databases)
    state.games = (await api('games')).filter((g) => g.questions.includes('solve') && g.questions.includes('play'));
  } catch (err) {
    showError('cannot load the games: ' + err.message);
    return;
  }
  api('limits').then((l) => { state.timeLimitMillis = l.timeLimitMillis; }).catch(() => {});
  const select = $('game');
  for (const g of state.games) {
    const o = document.createElement('option');
    o.value = g.id;
    o.textContent = g.title + ' (' + g.id + ')';
    select.append(o);
  }
  if (!pzView && history.state && history.state.ex) {
    await restore(history.state.ex); // a reload: the entry's state, a game on included
    return;
  }
  const params = new URLSearchParams(location.search);
  const wanted = pzView ? '' : (params.get('game') || '').trim();
  const id = wanted.split(':')[0];
  const known = state.games.some((g) => g.id === id);
  if (known) {
    select.value = id;
  }
  if (params.get('misere') === '1') {
    $('misere').checked = true;
  }
  const view = params.get('view');
  await onGameChosen({
    param: known && wanted.includes(':') ? wanted.substring(wanted.indexOf(':') + 1) : null,
    position: known ? params.get('position') : null,
  }, 'replace');
  if (wanted !== '' && !known) {
    showError('unknown game \'' + wanted + '\' in the address: showing ' + currentDefinition().title
        + ' instead; choose a game from the list');
  }
  if (view && VIEWS[view]) {
    selectTab(VIEWS[view]);
    if (view === 'grid' && !$('tab-grid').disabled) {
      await showGrid();
    } else if (view === 'sequence') {
      await showSequence();
    }
  } else if (view) {
    showError('unknown view \'' + view + '\' in the address: one of play, grid, sequence, graph, partizan');
  }
}

// the renderers, for programs and tests that hold data of the documented shapes
window.SpragueExplorer = { drawSequence, drawGraph, renderRules, selectTab };

document.addEventListener('DOMContentLoaded', init);
