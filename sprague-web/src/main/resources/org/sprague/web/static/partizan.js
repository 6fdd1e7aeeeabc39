// Sprague explorer, the Partizan tab: values in CGT notation, catalogue positions with both
// players' moves, thermographs (drawn by the server, as `sprague value --thermograph` draws
// them), and play against the engine as Left or Right (Domineering and Hackenbush on a board,
// every game from its move list), and who wins a board too big to value (POST /api/solve with
// "outcome": true, the outcome search of `sprague solve --outcome`: Domineering 8x8 in about a
// second). Uses POST /api/value, /api/partizan, /api/thermograph, /api/solve (docs/api.md)
// through app.js's api(), beginBusy() and endBusy(). Plain JS, no build step.
//
// The address carries what is shown (?view=partizan&value=... or &game=...&position=... (and
// &outcome=1 for who wins only), and
// during a game &side= the side you play &turn= the side to move), so a shared link opens it.
// Each step (a value, a position, your move with the engine's reply, undo, redo) is a new
// history entry whose state holds the whole game (its record, the moves undone, the start), so
// the back button steps back and a reload restores the game with its record.
'use strict';

const PZ_GAMES = {
  domineering: { position: '2x3', syntax: 'rows separated by | (. empty, # filled), or RxC; Left places vertical dominoes, Right horizontal' },
  hackenbush: { position: 'lrl e', syntax: 'one word per string, edges from the ground up: l blue (Left), r red (Right), e green (both)' },
  clobber: { position: 'xo|ox', syntax: 'rows separated by |: x Left, o Right, . empty; a stone takes an adjacent opposing stone' },
  'toads-and-frogs': { position: 'tt..ff', syntax: 't toad (Left, moves right), f frog (Right, moves left), . empty' },
  cutcake: { position: '3 2', syntax: 'W H (several pieces: W H W H ...); Left cuts vertically, Right horizontally' },
};

const PZ_OUTCOMES = {
  L: 'L: Left wins whoever starts',
  R: 'R: Right wins whoever starts',
  P: 'P: the second player wins',
  N: 'N: the first player wins',
};

const pz = {
  seq: 0,            // bumps with each new question; older answers are dropped
  answer: null,      // the last /api/partizan answer shown
  game: null,        // the game of the position shown
  playing: false,    // a game against the engine is on
  human: 'left',     // the side the student plays
  toMove: 'left',    // the side to move in the game on
  anchor: null,      // Domineering: the square chosen first, [row, col]
  record: [],        // the moves of the game on: {side, who, move, position, value, wins, hadWin}
  redo: [],          // the rounds taken back by undo, the last taken back last: arrays of record entries
  start: null,       // the position the game on started from
  over: false,       // the game on has ended (its record stays: undo is still possible)
  shown: null,       // what the tab shows: {kind: 'value', value}, {kind: 'position', game, position} or
                     // {kind: 'outcome', game, position} (who wins only)
  engineDelay: 350,  // ms before the engine answers, so a person sees the move before the reply
};

const pzName = (side) => (side === 'left' ? 'Left' : 'Right');
const pzOther = (side) => (side === 'left' ? 'right' : 'left');

function pzError(message) {
  const e = $('pz-error');
  e.textContent = message || '';
  e.hidden = !message;
}

// ------------------------------------------------------------------ the report and the thermograph

/** The report emptied, and a function that adds one line to it (a term, its text, the text's class). */
function pzReportLines() {
  const dl = $('pz-report');
  dl.textContent = '';
  return (term, text, cls) => {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = text;
    if (cls) {
      dd.className = cls;
    }
    dl.append(dt, dd);
  };
}

function pzReport(a, heading) {
  const add = pzReportLines();
  if (heading) {
    add('position', heading);
  }
  if (a.comparison !== undefined) {
    add('comparison', a.input);
    add('result', String(a.result), 'pz-truth');
    return;
  }
  add('value', a.value, 'pz-value');
  add('outcome', PZ_OUTCOMES[a.outcome] || a.outcome, 'pz-outcome pz-' + a.outcome);
  add('mean', a.mean, 'pz-mean');
  add('temperature', a.temperature, 'pz-temperature');
  add('stops', 'left ' + a.leftStop + ', right ' + a.rightStop, 'pz-stops');
}

/**
 * Asks the server for the thermograph's SVG and shows it as an image (the SVG never runs as
 * part of the page). {@code bodies} are tried in turn: a position's printed value first (cheap
 * to read back), then the position itself (for values whose printed form the parser does not read).
 */
async function pzThermograph(bodies, seq) {
  const wrap = $('pz-thermo-wrap');
  beginBusy();
  try {
    let res = null;
    let text = '';
    for (const body of bodies) {
      res = await fetch('api/thermograph', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(Object.assign({ format: 'svg' }, body)),
      });
      text = await res.text();
      if (res.ok || res.status !== 400) {
        break;
      }
    }
    if (seq !== pz.seq) {
      return;
    }
    if (!res.ok) {
      let message = 'the server answered ' + res.status;
      try {
        message = JSON.parse(text).error || message;
      } catch (e) {
        // not JSON: keep the status
      }
      wrap.hidden = true;
      pzError('thermograph: ' + message);
      return;
    }
    const img = $('pz-thermograph');
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text);
    const a = pz.answer || {};
    img.alt = 'thermograph' + (a.value ? ' of ' + a.value + ': mean ' + a.mean + ', temperature ' + a.temperature : '')
        + '; the left wall blue, the right wall red, the mast above the temperature';
    wrap.hidden = false;
  } catch (err) {
    if (seq === pz.seq) {
      pzError('thermograph: cannot reach the server (' + err.message + ')');
    }
  } finally {
    endBusy();
  }
}

/** Evaluates the value typed (or {@code given}); {@code how}: 'push' a history entry, 'replace' it, or 'none'. */
async function pzEvaluate(given, how) {
  const text = typeof given === 'string' ? given : $('pz-value').value.trim();
  $('pz-value').value = text;
  pzStop();
  pzForgetGame();
  const seq = ++pz.seq;
  pzError('');
  pzClearPosition();
  try {
    const a = await api('value', { value: text });
    if (seq !== pz.seq) {
      return;
    }
    pz.answer = a;
    pz.shown = { kind: 'value', value: text };
    pzCommit(how || 'push');
    pzReport(a);
    if (a.comparison === undefined) {
      await pzThermograph([{ value: text }], seq);
    } else {
      $('pz-thermo-wrap').hidden = true;
    }
  } catch (err) {
    if (seq === pz.seq) {
      $('pz-report').textContent = '';
      $('pz-thermo-wrap').hidden = true;
      pzError(err.message);
    }
  }
}

// ------------------------------------------------------------------ positions

function pzClearPosition() {
  pz.answer = null;
  pz.game = null;
  $('pz-board-wrap').textContent = '';
  $('pz-left').textContent = '';
  $('pz-right').textContent = '';
  $('pz-moves').hidden = true;
  $('pz-status').textContent = '';
}

/** Solves a position and shows it; returns the answer (null when it failed or was overtaken). */
async function pzOpen(game, position) {
  const seq = ++pz.seq;
  pzError('');
  try {
    const a = await api('partizan', { game, position });
    if (seq !== pz.seq) {
      return null;
    }
    pz.answer = a;
    pz.anchor = null;
    pz.game = game;
    pz.shown = { kind: 'position', game, position: a.position };
    pzReport(a, game + ' ' + a.position);
    pzShowMoves();
    pzDrawBoard();
    pzStatus();
    pzButtons();
    pzThermograph([{ value: a.value }, { game, position: a.position }], seq);
    return a;
  } catch (err) {
    if (seq === pz.seq) {
      if (!pz.playing) {
        // no answer of the last position beside the one asked for (an error, or Cancel)
        pzClearPosition();
        $('pz-report').textContent = '';
        $('pz-thermo-wrap').hidden = true;
      }
      pzError(err.cancelled ? 'Cancelled: ' + game + ' ' + position + ' was not solved.' : err.message);
    }
    return null;
  }
}

async function pzSolve() {
  pzStop();
  pzForgetGame();
  pzClearPosition();
  $('pz-report').textContent = '';
  const game = $('pz-game').value;
  const position = $('pz-position').value.trim();
  const a = await pzOpen(game, position);
  if (a) {
    pzCommit('push');
  }
  return a;
}

/**
 * Who wins, never the value: POST /api/solve with outcome: true (the alpha-beta outcome search on
 * boards, the search over sums for sums), so boards far too big to value are answered. Shows the
 * outcome class and each side's winning move when it moves first; no moves list, no thermograph.
 */
async function pzWhoWins(game, position, how) {
  pzStop();
  pzForgetGame();
  pzClearPosition();
  $('pz-report').textContent = '';
  $('pz-thermo-wrap').hidden = true;
  const seq = ++pz.seq;
  pzError('');
  try {
    const a = await api('solve', { game, position, outcome: true });
    if (seq !== pz.seq) {
      return null;
    }
    pz.shown = { kind: 'outcome', game, position: a.position };
    pzCommit(how || 'push');
    pzOutcomeReport(a, game + ' ' + a.position);
    return a;
  } catch (err) {
    if (seq === pz.seq) {
      pzError(err.cancelled ? 'Cancelled: who wins ' + game + ' ' + position + ' was not searched.' : err.message);
    }
    return null;
  }
}

/** The outcome search's answer: the outcome class, each side's winning move, the nodes searched. */
function pzOutcomeReport(a, heading) {
  const add = pzReportLines();
  add('position', heading);
  add('outcome', PZ_OUTCOMES[a.outcome] || a.outcome, 'pz-outcome pz-' + a.outcome);
  const move = (m) => (m ? m.move + ' \u2192 ' + m.position : 'no winning move');
  add('Left moving first', move(a.leftWinningMove), 'pz-left-win');
  add('Right moving first', move(a.rightWinningMove), 'pz-right-win');
  add('searched', a.nodes.toLocaleString('en') + (a.searchedBy.startsWith('memoized') ? ' states, ' : ' nodes, ')
      + a.searchedBy, 'pz-searched');
}

/** Both players' moves; during a game only the mover's are played from here, by the student. */
function pzShowMoves() {
  const a = pz.answer;
  $('pz-moves').hidden = false;
  for (const side of ['left', 'right']) {
    const list = $('pz-' + side);
    list.textContent = '';
    const options = a[side + 'Options'];
    if (!options.length) {
      const li = document.createElement('li');
      li.className = 'none';
      li.textContent = pzName(side) + ' has no move';
      list.append(li);
      continue;
    }
    const mine = !pz.playing || (side === pz.toMove && pzYourTurn());
    for (const o of options) {
      const li = document.createElement('li');
      li.className = o.wins ? 'winning' : 'losing';
      li.dataset.move = o.move;
      li.dataset.position = o.position;
      const label = document.createElement('span');
      label.textContent = o.move;
      const to = document.createElement('span');
      to.className = 'to';
      to.textContent = ' \u2192 ' + o.position + '  value ' + o.value + (o.wins ? ' (wins)' : ' (loses)');
      li.append(label, to);
      if (mine) {
        li.tabIndex = 0;
        // a list item (axe: a list holds list items), played by Enter or Space as a button is
        const act = () => (pz.playing ? pzHumanMove(o) : pzBrowse(o));
        li.addEventListener('click', act);
        li.addEventListener('keydown', (e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            act();
          }
        });
      } else {
        li.classList.add('inactive');
      }
      list.append(li);
    }
  }
}

/** Outside a game, a move opens the position after it. */
async function pzBrowse(o) {
  $('pz-position').value = o.position;
  if (await pzOpen(pz.game, o.position)) {
    pzCommit('push');
  }
}

function pzStatus() {
  const s = $('pz-status');
  s.classList.remove('over');
  if (!pz.playing) {
    s.textContent = pz.answer ? 'Choose your side and who moves first, then "Play against the engine".' : '';
    return;
  }
  const options = pz.answer[pz.toMove + 'Options'];
  if (!options.length) {
    const winner = pzOther(pz.toMove);
    s.textContent = pzName(pz.toMove) + ' cannot move: ' + pzName(winner) + ' wins. '
        + (winner === pz.human ? 'You won!' : 'The engine won.')
        + (pz.record.some((r) => r.who === 'you') ? ' Undo takes your last move back.' : '');
    s.classList.add('over');
    s.dataset.winner = winner;
    s.dataset.result = winner === pz.human ? 'won' : 'lost';
    pz.over = true;
    $('pz-play').textContent = 'Play again';
    return;
  }
  pz.over = false;
  $('pz-play').textContent = 'Restart the game';
  delete s.dataset.winner;
  delete s.dataset.result;
  const yours = pz.toMove === pz.human;
  const how = pz.game === 'domineering' ? (pz.toMove === 'left'
    ? ': choose two squares one above the other' : ': choose two squares side by side')
    : pz.game === 'hackenbush' ? ': cut one of your edges (' + (pz.toMove === 'left' ? 'blue' : 'red') + ' or green)'
      : ': choose a move from the list';
  s.textContent = (yours ? 'Your turn (' + pzName(pz.toMove) + ')' + how + '.' : 'The engine (' + pzName(pz.toMove)
      + ') is thinking...') + ' Value now ' + pz.answer.value + '.';
}

// ------------------------------------------------------------------ play against the engine

function pzStop() {
  pz.playing = false;
  pz.over = false;
  pz.thinking = false;
  pz.gameId = (pz.gameId || 0) + 1; // a pending reply of the engine is dropped
  pz.anchor = null;
  $('pz-play').textContent = 'Play against the engine';
  pzButtons();
}

/** Forgets the record of the last game (a new value or position is shown instead). */
function pzForgetGame() {
  pz.record = [];
  pz.redo = [];
  pz.start = null;
  pzRenderRecord();
}

/** Whether the student may move now. */
function pzYourTurn() {
  return pz.playing && !pz.over && pz.toMove === pz.human;
}

async function pzPlay() {
  const game = $('pz-game').value;
  const position = $('pz-position').value.trim();
  pzStop();
  pz.human = $('pz-side').value;
  pz.toMove = $('pz-first').value;
  pz.record = [];
  pz.redo = [];
  pz.start = position;
  pzRenderRecord();
  pz.playing = true;
  pz.anchor = null;
  $('pz-play').textContent = 'Restart the game';
  const a = await pzOpen(game, position);
  if (!a) {
    pzStop();
    return;
  }
  pz.start = a.position;
  pzCommit('push');
  if (pz.playing && !pz.over && pz.toMove !== pz.human) {
    await pzEngineMove();
  }
}

/** The game record, drawn again from {@code pz.record} (after a move, undo, redo or a restore). */
function pzRenderRecord() {
  const list = $('pz-record');
  list.textContent = '';
  for (const r of pz.record) {
    const li = document.createElement('li');
    li.dataset.side = r.side;
    li.dataset.who = r.who;
    li.dataset.position = r.position;
    li.dataset.wins = String(r.wins);
    li.dataset.hadWin = String(r.hadWin);
    li.textContent = pzName(r.side) + ' (' + r.who + '): ' + r.move + ' \u2192 ' + r.position + ', value ' + r.value
        + (r.wins ? ' (a winning move)' : r.hadWin ? ' (a losing move: a winning one existed)' : ' (no move wins here)');
    list.append(li);
  }
  $('pz-record-wrap').hidden = pz.record.length === 0;
  pzButtons();
}

function pzRecord(side, who, o, hadWin) {
  pz.record.push({ side, who, move: o.move, position: o.position, value: o.value, wins: o.wins, hadWin });
  pzRenderRecord();
}

async function pzHumanMove(o) {
  if (!pzYourTurn() || pz.thinking) {
    return;
  }
  const hadWin = pz.answer[pz.toMove + 'Options'].some((x) => x.wins);
  pz.redo = []; // a new move: what was taken back is gone
  pzRecord(pz.toMove, 'you', o, hadWin);
  pz.anchor = null;
  pz.toMove = pzOther(pz.toMove);
  pz.thinking = true;
  pzButtons();
  try {
    const a = await pzOpen(pz.game, o.position);
    if (a && pz.playing) {
      pzCommit('push'); // one history entry per round: your move, then the engine's reply replaces it
      await pzEngineMove();
    }
  } finally {
    pz.thinking = false;
    pzButtons();
  }
}

async function pzEngineMove() {
  const side = pz.toMove;
  if (pz.over) {
    return;
  }
  const o = pz.answer[side + 'EngineMove'];
  if (!o) {
    pzStatus();
    return;
  }
  const game = pz.gameId;
  beginBusy(); // the pause counts as work, so the page (and its tests) wait for the reply
  try {
    await new Promise((r) => setTimeout(r, pz.engineDelay));
  } finally {
    endBusy();
  }
  if (game !== pz.gameId || !pz.playing || pz.toMove !== side) {
    return;
  }
  const hadWin = pz.answer[side + 'Options'].some((x) => x.wins);
  pzRecord(side, 'engine', o, hadWin);
  pz.toMove = pzOther(side);
  if (await pzOpen(pz.game, o.position)) {
    pzCommit('replace');
  }
}

// ------------------------------------------------------------------ undo and redo

/** Takes back the student's last move and the engine's reply to it (the record's last round). */
async function pzUndo() {
  const last = pz.record.map((r) => r.who).lastIndexOf('you');
  if (!pz.playing || pz.thinking || last < 0) {
    return;
  }
  pz.gameId++; // a pending reply of the engine is dropped
  pz.anchor = null;
  const round = pz.record.splice(last);
  pz.redo.push(round);
  pz.toMove = round[0].side;
  pz.over = false;
  pzRenderRecord();
  const position = last > 0 ? pz.record[last - 1].position : pz.start;
  if (await pzOpen(pz.game, position)) {
    pzCommit('push');
  }
}

/** Plays again the round undo took back last (your move and the engine's reply, as they were). */
async function pzRedo() {
  if (!pz.playing || pz.thinking || !pz.redo.length) {
    return;
  }
  pz.gameId++;
  pz.anchor = null;
  const round = pz.redo.pop();
  pz.record.push(...round);
  pz.toMove = pzOther(round[round.length - 1].side);
  pzRenderRecord();
  if (await pzOpen(pz.game, round[round.length - 1].position)) {
    pzCommit('push');
    if (pz.playing && !pz.over && pz.toMove !== pz.human) {
      await pzEngineMove();
    }
  }
}

function pzButtons() {
  const undo = $('pz-undo');
  const redo = $('pz-redo');
  if (!undo) {
    return;
  }
  undo.disabled = !pz.playing || !!pz.thinking || !pz.record.some((r) => r.who === 'you');
  redo.disabled = !pz.playing || !!pz.thinking || !pz.redo.length;
}

// ------------------------------------------------------------------ the address and the history

/** What is on screen, as a history entry's state: enough to show it again, game record and all. */
function pzSnapshot() {
  return {
    shown: pz.shown,
    playing: pz.playing,
    human: pz.human,
    toMove: pz.toMove,
    start: pz.start,
    record: pz.record,
    redo: pz.redo,
    first: $('pz-first').value,
    side: $('pz-side').value,
  };
}

/** The address of a snapshot: ?view=partizan and value=, or game= and position= (with side= and turn= in a game). */
function pzAddress(snap) {
  const q = new URLSearchParams();
  q.set('view', 'partizan');
  const shown = snap.shown;
  if (shown && shown.kind === 'value') {
    q.set('value', shown.value);
  } else if (shown && (shown.kind === 'position' || shown.kind === 'outcome')) {
    q.set('game', shown.game);
    q.set('position', shown.position);
    if (shown.kind === 'outcome') {
      q.set('outcome', '1');
    }
  }
  if (snap.playing) {
    q.set('side', snap.human);
    q.set('turn', snap.toMove);
  } else if (snap.side !== 'left') {
    q.set('side', snap.side);
  }
  return '?' + q.toString();
}

/** Records what is shown in the browser's history: 'push' a new entry, 'replace' the current one, or 'none'. */
function pzCommit(how) {
  if (how === 'none') {
    return;
  }
  const tab = $('partizan-tab');
  if (tab && tab.hidden) {
    return; // another tab owns the address
  }
  const snap = pzSnapshot();
  const url = pzAddress(snap);
  const state = { pz: JSON.parse(JSON.stringify(snap)) };
  if (how === 'push' && url !== location.search) {
    history.pushState(state, '', url);
  } else {
    history.replaceState(state, '', url);
  }
}

/** app.js asks for the address while this tab is shown (on choosing the tab). */
function pzUpdateUrl() {
  if (pz.ready) {
    pzCommit('replace');
  }
}

/** Reads ?view=partizan&... of a shared link (no history state): a snapshot, or null with an error shown. */
function pzFromAddress(params) {
  const snap = { shown: null, playing: false, human: 'left', toMove: 'left', start: null, record: [], redo: [],
    first: 'left', side: 'left' };
  const sideOf = (name) => {
    const v = params.get(name);
    if (v === null) {
      return null;
    }
    if (v !== 'left' && v !== 'right') {
      throw new Error(name + ' \'' + v + '\' in the address: left or right');
    }
    return v;
  };
  const value = params.get('value');
  const game = params.get('game');
  const position = params.get('position');
  const side = sideOf('side');
  const turn = sideOf('turn');
  if (value !== null) {
    snap.shown = { kind: 'value', value };
  } else if (game !== null) {
    if (!PZ_GAMES[game]) {
      throw new Error('unknown game \'' + game + '\' in the address: one of ' + Object.keys(PZ_GAMES).join(', '));
    }
    snap.shown = { kind: params.get('outcome') === '1' ? 'outcome' : 'position', game,
      position: position === null ? PZ_GAMES[game].position : position };
    if (turn && snap.shown.kind === 'position') {
      snap.playing = true;
      snap.human = side || 'left';
      snap.toMove = turn;
      snap.first = turn;
      snap.start = snap.shown.position;
    }
  }
  snap.side = side || 'left';
  return snap;
}

/** Shows a snapshot again (the back button, a reload, a shared link); writes no new history entry. */
async function pzRestore(snap) {
  pzStop();
  pzError('');
  pz.record = snap.record || [];
  pz.redo = snap.redo || [];
  pz.start = snap.start;
  pz.human = snap.human || 'left';
  pz.toMove = snap.toMove || 'left';
  $('pz-side').value = snap.playing ? pz.human : (snap.side || 'left');
  $('pz-first').value = snap.first || 'left';
  pzRenderRecord();
  const shown = snap.shown;
  pz.shown = shown; // at once: app.js may ask for the address before the answer comes
  if (!shown) {
    pz.shown = null;
    pz.seq++;
    pzClearPosition();
    $('pz-report').textContent = '';
    $('pz-thermo-wrap').hidden = true;
    return;
  }
  if (shown.kind === 'value') {
    await pzEvaluate(shown.value, 'replace');
    return;
  }
  if (!PZ_GAMES[shown.game]) {
    pzError('the game ' + shown.game + ' is not served here now: one of ' + Object.keys(PZ_GAMES).join(', '));
    return;
  }
  if ($('pz-game').value !== shown.game) {
    $('pz-game').value = shown.game;
    pzGameChosen();
  }
  $('pz-position').value = snap.playing ? snap.start : shown.position;
  if (shown.kind === 'outcome') {
    await pzWhoWins(shown.game, shown.position, 'replace');
    return;
  }
  pz.playing = !!snap.playing;
  if (pz.playing) {
    $('pz-play').textContent = 'Restart the game';
  }
  pzButtons();
  if (!pz.playing) {
    pzClearPosition();
  }
  const a = await pzOpen(shown.game, shown.position);
  if (!a) {
    return;
  }
  pzCommit('replace');
  if (pz.playing && !pz.over && pz.toMove !== pz.human) {
    await pzEngineMove();
  }
}

/** The back and forward buttons: show the entry's state (or read its address). */
function pzPopState(e) {
  const params = new URLSearchParams(location.search);
  if (params.get('view') !== 'partizan') {
    if (!$('partizan-tab').hidden) {
      pzStop();
      const view = params.get('view') || 'play';
      window.SpragueExplorer.selectTab(VIEWS[view] || 'analyse-tab');
    }
    return;
  }
  if ($('partizan-tab').hidden) {
    pz.ready = false; // choosing the tab must not write the screen being left over the entry reached
    try {
      window.SpragueExplorer.selectTab('partizan-tab');
    } finally {
      pz.ready = true;
    }
  }
  pzStart(e.state && e.state.pz ? e.state.pz : null, params);
}

/** Restores from a history state when there is one, else from the address. */
function pzStart(state, params) {
  let snap = state;
  if (!snap) {
    try {
      snap = pzFromAddress(params);
    } catch (err) {
      pzError(err.message);
      return Promise.resolve();
    }
  }
  return pzRestore(snap);
}

// ------------------------------------------------------------------ boards

function pzDrawBoard() {
  const wrap = $('pz-board-wrap');
  wrap.textContent = '';
  const a = pz.answer;
  if (a.game === 'domineering') {
    pzDomineering(wrap, a.position.split('|'));
  } else if (a.game === 'hackenbush') {
    pzHackenbush(wrap, a.position === '(no strings)' ? [] : a.position.split(/\s+/));
  } else if (a.game === 'toads-and-frogs') {
    pzToadsAndFrogs(wrap, a.position);
  } else if (a.game === 'clobber') {
    pzClobber(wrap, a.position.split('|'));
  } else if (a.game === 'cutcake') {
    pzCutcake(wrap, a.position);
  }
}

/**
 * The side whose moves a board offers: in a game on, the side to move when it is the
 * student's turn (else none); outside a game, the side chosen to move first.
 */
function pzBoardSide() {
  if (pz.playing) {
    return pzYourTurn() ? pz.toMove : null;
  }
  return $('pz-first').value;
}

/** Plays (in a game) or opens (outside one) option {@code o} of the side on the board. */
function pzBoardAct(o) {
  return pz.playing ? pzHumanMove(o) : pzBrowse(o);
}

/** A square of a board that plays option {@code o} (coloured: wins or loses for its mover), or a plain one. */
function pzBoardButton(label, o, text) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'pz-square';
  b.textContent = text || '';
  if (o) {
    b.classList.add('move', o.wins ? 'winning' : 'losing');
    b.dataset.move = o.move;
    b.setAttribute('aria-label', label + ': ' + o.move + (o.wins ? ', wins' : ', loses') + ' (value ' + o.value + ')');
    b.title = b.getAttribute('aria-label');
    b.addEventListener('click', () => pzBoardAct(o));
  } else {
    b.disabled = true;
    b.setAttribute('aria-label', label);
  }
  return b;
}

/** Toads and Frogs: one row; each piece of the side on the board that can move is a button coloured by its move. */
function pzToadsAndFrogs(wrap, position) {
  const side = pzBoardSide();
  const options = side ? pz.answer[side + 'Options'] : [];
  const row = document.createElement('div');
  row.className = 'pz-domineering pz-row';
  row.setAttribute('role', 'group');
  row.setAttribute('aria-label', 'the Toads and Frogs strip, ' + position.length + ' squares');
  row.style.gridTemplateColumns = 'repeat(' + position.length + ', var(--pz-cell))';
  [...position].forEach((ch, i) => {
    const o = options.find((x) => new RegExp('^' + ch + ' ' + (i + 1) + ' ->').test(x.move)) || null;
    const name = ch === 't' ? 'toad' : ch === 'f' ? 'frog' : 'empty';
    const b = pzBoardButton('square ' + (i + 1) + ', ' + name, o, ch === 't' ? 'T' : ch === 'f' ? 'F' : '');
    b.classList.add('piece-' + name);
    b.dataset.col = String(i + 1);
    row.append(b);
  });
  wrap.append(row);
}

/**
 * Clobber: a stone of the side on the board that can move is chosen first (coloured by its
 * best move), then one of the stones it can take (each coloured by that move's result).
 */
function pzClobber(wrap, rows) {
  const side = pzBoardSide();
  const options = side ? pz.answer[side + 'Options'] : [];
  const grid = document.createElement('div');
  grid.className = 'pz-domineering';
  grid.setAttribute('role', 'group');
  grid.setAttribute('aria-label', 'the Clobber board, ' + rows.length + ' by ' + rows[0].length);
  grid.style.gridTemplateColumns = 'repeat(' + rows[0].length + ', var(--pz-cell))';
  const at = (r, c) => '(' + (r + 1) + ',' + (c + 1) + ')';
  const from = (r, c) => options.filter((o) => o.move.includes(' ' + at(r, c) + ' takes '));
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r].length; c++) {
      const ch = rows[r][c];
      const name = 'row ' + (r + 1) + ', column ' + (c + 1) + (ch === 'x' ? ', Left\'s stone' : ch === 'o' ? ', Right\'s stone' : ', empty');
      const text = ch === 'x' ? '\u25cf' : ch === 'o' ? '\u25cb' : '';
      let b;
      if (pz.anchor) {
        const o = options.find((x) => x.move.endsWith(at(pz.anchor[0], pz.anchor[1]) + ' takes ' + at(r, c))) || null;
        b = pzBoardButton(name, o, text);
        if (pz.anchor[0] === r && pz.anchor[1] === c) {
          b = pzBoardButton(name + ' (chosen: choose a stone it takes, or it again to cancel)', null, text);
          b.disabled = false;
          b.classList.add('anchor');
          b.setAttribute('aria-pressed', 'true');
          b.addEventListener('click', () => { pz.anchor = null; pzDrawBoard(); });
        }
      } else {
        const mine = from(r, c);
        b = document.createElement('button');
        b.type = 'button';
        b.className = 'pz-square';
        b.textContent = text;
        b.setAttribute('aria-label', name + (mine.length ? ': ' + mine.length + ' move(s), choose it' : ''));
        b.disabled = mine.length === 0;
        if (mine.length) {
          b.classList.add('move', mine.some((o) => o.wins) ? 'winning' : 'losing');
          b.addEventListener('click', () => {
            pz.anchor = [r, c];
            pzDrawBoard();
            const again = document.querySelector('#pz-board-wrap .pz-square.anchor');
            if (again) {
              again.focus();
            }
          });
        }
      }
      b.classList.add(ch === 'x' ? 'stone-left' : ch === 'o' ? 'stone-right' : 'empty');
      b.dataset.row = String(r + 1);
      b.dataset.col = String(c + 1);
      grid.append(b);
    }
  }
  wrap.append(grid);
}

/**
 * Cutcake: each piece W x H drawn in unit squares; Left cuts along the vertical lines, Right
 * along the horizontal ones: each cut of the side on the board is a bar on its line,
 * coloured by the move's result, played by a click.
 */
function pzCutcake(wrap, position) {
  const side = pzBoardSide();
  const options = side ? pz.answer[side + 'Options'] : [];
  const nums = position.trim() === '' ? [] : position.trim().split(/\s+/).map(Number);
  const box = document.createElement('div');
  box.className = 'pz-cutcake';
  for (let i = 0; i + 1 < nums.length; i += 2) {
    const w = nums[i];
    const h = nums[i + 1];
    if (w > 16 || h > 16) {
      continue;
    }
    const u = 36;
    const piece = document.createElement('div');
    piece.className = 'pz-piece';
    piece.style.width = (w * u) + 'px';
    piece.style.height = (h * u) + 'px';
    piece.style.backgroundSize = u + 'px ' + u + 'px';
    piece.setAttribute('role', 'group');
    piece.setAttribute('aria-label', 'a piece ' + w + ' wide, ' + h + ' high');
    const cut = (k, vertical) => {
      const a = k;
      const b = (vertical ? w : h) - k;
      const sep = vertical ? '|' : '/';
      const head = 'piece ' + w + 'x' + h + ': ' + (vertical ? 'vertical' : 'horizontal') + ' cut ';
      const o = options.find((x) => x.move === head + a + sep + b || x.move === head + b + sep + a);
      if (!o) {
        return;
      }
      const bar = pzBoardButton((vertical ? 'vertical' : 'horizontal') + ' cut ' + a + sep + b + ' of the ' + w + 'x' + h
          + ' piece', o, '');
      bar.className = 'pz-cut ' + (vertical ? 'vertical ' : 'horizontal ') + (o.wins ? 'winning' : 'losing') + ' move';
      if (vertical) {
        bar.style.left = (k * u - 12) + 'px';
      } else {
        bar.style.top = (k * u - 12) + 'px';
      }
      piece.append(bar);
    };
    if (side === 'left') {
      for (let k = 1; k < w; k++) {
        cut(k, true);
      }
    } else if (side === 'right') {
      for (let k = 1; k < h; k++) {
        cut(k, false);
      }
    }
    box.append(piece);
  }
  wrap.append(box);
}

/** The mover's option whose label is {@code label}, if it is the student's turn. */
function pzStudentOption(label) {
  if (!pzYourTurn()) {
    return null;
  }
  return pz.answer[pz.toMove + 'Options'].find((o) => o.move === label) || null;
}

/** Domineering's label of the domino on squares a and b (0-based [row, col]), or null when they are not adjacent. */
function pzDominoLabel(a, b) {
  const [r1, c1] = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? a : b;
  const [r2, c2] = r1 === a[0] && c1 === a[1] ? b : a;
  const cell = (r, c) => '(' + (r + 1) + ',' + (c + 1) + ')';
  if (c1 === c2 && r2 === r1 + 1) {
    return 'vertical ' + cell(r1, c1) + '-' + cell(r2, c2);
  }
  if (r1 === r2 && c2 === c1 + 1) {
    return 'horizontal ' + cell(r1, c1) + '-' + cell(r2, c2);
  }
  return null;
}

function pzDomineering(wrap, rows) {
  const grid = document.createElement('div');
  grid.className = 'pz-domineering';
  grid.setAttribute('role', 'group');
  grid.setAttribute('aria-label', 'the Domineering board, ' + rows.length + ' by ' + rows[0].length);
  grid.style.gridTemplateColumns = 'repeat(' + rows[0].length + ', var(--pz-cell))';
  const yourTurn = pzYourTurn();
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r].length; c++) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'pz-square';
      b.dataset.row = String(r + 1);
      b.dataset.col = String(c + 1);
      const filled = rows[r][c] === '#';
      b.classList.add(filled ? 'filled' : 'empty');
      b.setAttribute('aria-label', 'row ' + (r + 1) + ', column ' + (c + 1) + (filled ? ', covered' : ', empty'));
      b.disabled = filled || !yourTurn;
      if (pz.anchor && pz.anchor[0] === r && pz.anchor[1] === c) {
        b.classList.add('anchor');
        b.setAttribute('aria-pressed', 'true');
      } else if (pz.anchor && !filled) {
        const label = pzDominoLabel(pz.anchor, [r, c]);
        if (label && pzStudentOption(label)) {
          b.classList.add('partner');
        }
      }
      b.addEventListener('click', () => pzSquare(r, c));
      grid.append(b);
    }
  }
  wrap.append(grid);
}

/** A square chosen: the first of a domino, or the second, which plays it. */
function pzSquare(r, c) {
  if (!pzYourTurn()) {
    return;
  }
  if (pz.anchor && pz.anchor[0] === r && pz.anchor[1] === c) {
    pz.anchor = null;
  } else if (pz.anchor) {
    const label = pzDominoLabel(pz.anchor, [r, c]);
    const o = label && pzStudentOption(label);
    if (o) {
      pzHumanMove(o);
      return;
    }
    pz.anchor = [r, c];
  } else {
    pz.anchor = [r, c];
  }
  pzDrawBoard();
  const again = document.querySelector('.pz-square[data-row="' + (r + 1) + '"][data-col="' + (c + 1) + '"]');
  if (again) {
    again.focus();
  }
}

const PZ_COLOURS = { l: 'blue', r: 'red', e: 'green' };

function pzHackenbush(wrap, strings) {
  const edge = 44;
  const tallest = Math.max(1, ...strings.map((s) => s.length));
  const width = Math.max(200, 60 * strings.length + 40);
  const height = edge * tallest + 40;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('class', 'pz-hackenbush');
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', strings.length ? 'the Hackenbush strings' : 'no strings left');
  const ground = height - 20;
  const line = (x1, y1, x2, y2, cls) => {
    const l = document.createElementNS(SVG_NS, 'line');
    l.setAttribute('x1', x1);
    l.setAttribute('y1', y1);
    l.setAttribute('x2', x2);
    l.setAttribute('y2', y2);
    l.setAttribute('class', cls);
    return l;
  };
  svg.append(line(0, ground, width, ground, 'pz-ground'));
  strings.forEach((s, k) => {
    const x = 40 + 60 * k;
    for (let i = 0; i < s.length; i++) {
      const colour = PZ_COLOURS[s[i]];
      const label = 'string ' + (k + 1) + ': cut edge ' + (i + 1) + ' (' + s[i] + ')';
      const option = pzStudentOption(label);
      const g = document.createElementNS(SVG_NS, 'g');
      g.setAttribute('class', 'pz-edge ' + colour + (option ? ' cuttable' : ''));
      g.dataset.string = String(k + 1);
      g.dataset.edge = String(i + 1);
      g.setAttribute('aria-label', 'string ' + (k + 1) + ', edge ' + (i + 1) + ' from the ground, ' + colour
          + (option ? ': cut it' : ''));
      const y1 = ground - edge * i;
      const y2 = y1 - edge;
      g.append(line(x, y1, x, y2, 'hit'), line(x, y1 - 3, x, y2 + 3, 'stroke'));
      if (option) {
        g.setAttribute('tabindex', '0');
        g.setAttribute('role', 'button');
        g.addEventListener('click', () => pzHumanMove(option));
        g.addEventListener('keydown', (e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            pzHumanMove(option);
          }
        });
      }
      svg.append(g);
      const dot = document.createElementNS(SVG_NS, 'circle');
      dot.setAttribute('cx', x);
      dot.setAttribute('cy', y2);
      dot.setAttribute('r', '4');
      dot.setAttribute('class', 'pz-node');
      svg.append(dot);
    }
  });
  wrap.append(svg);
}

// ------------------------------------------------------------------ start

function pzGameChosen() {
  const g = PZ_GAMES[$('pz-game').value];
  $('pz-position').value = g.position;
  $('pz-syntax').textContent = g.syntax;
}

/**
 * Adds the served catalogue's other partizan games (users' PartizanGame files given to
 * sprague serve --game-file, without a parameter) to the game list: the server solves them to
 * canonical form as solve --game-file does, and they are played from the move lists.
 */
async function pzServedGames() {
  let games = [];
  try {
    games = await api('games');
  } catch (err) {
    return; // the built-in games still work; app.js reports a server that cannot be reached
  }
  const select = $('pz-game');
  for (const g of games) {
    if (g.kind !== 'partizan' || g.parameter || PZ_GAMES[g.id]) {
      continue;
    }
    PZ_GAMES[g.id] = { position: '', syntax: g.position + ' (' + g.rules + ')', served: true };
    const o = document.createElement('option');
    o.value = g.id;
    o.textContent = g.id;
    select.append(o);
  }
}

function pzInit() {
  const select = $('pz-game');
  for (const id of Object.keys(PZ_GAMES)) {
    const o = document.createElement('option');
    o.value = id;
    o.textContent = id;
    select.append(o);
  }
  select.addEventListener('change', () => { pzStop(); pzGameChosen(); });
  pzGameChosen();
  $('pz-evaluate').addEventListener('click', () => pzEvaluate());
  $('pz-value').addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      pzEvaluate();
    }
  });
  $('pz-solve').addEventListener('click', pzSolve);
  $('pz-outcome').addEventListener('click', () => pzWhoWins($('pz-game').value, $('pz-position').value.trim()));
  $('pz-position').addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      pzSolve();
    }
  });
  $('pz-play').addEventListener('click', pzPlay);
  $('pz-undo').addEventListener('click', pzUndo);
  $('pz-redo').addEventListener('click', pzRedo);
  $('pz-first').addEventListener('change', () => {
    if (!pz.playing && pz.answer) {
      pz.anchor = null;
      pzDrawBoard(); // the board offers the moves of the side to move first
    }
  });
  $('pz-side').addEventListener('change', () => {
    if (!pz.playing) {
      pzCommit('replace');
    }
  });
  pzClearPosition();
  window.addEventListener('popstate', pzPopState);
  window.SpraguePartizan = { updateUrl: pzUpdateUrl };
  // a reload or a shared link: read now, before app.js writes its own address; shown once the
  // served games are known (a link may name one)
  const params = new URLSearchParams(location.search);
  const state = history.state && history.state.pz ? history.state.pz : null;
  pzServedGames().finally(() => {
    pz.ready = true;
    if (params.get('view') === 'partizan') {
      pzStart(state, params);
    }
  });
  // the Game panel (impartial games) steps aside while this tab is shown
  const tab = $('partizan-tab');
  const mode = () => document.body.classList.toggle('pz-mode', !tab.hidden);
  new MutationObserver(mode).observe(tab, { attributes: true, attributeFilter: ['hidden'] });
  mode();
}

document.addEventListener('DOMContentLoaded', pzInit);
