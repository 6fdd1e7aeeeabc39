// strong.html: play from a strong-solution database (sprague serve --db FILE) over
// GET /api/databases and GET /api/strong?db=NAME&position=POS (docs/strong.md). Plain JS, no build step.
'use strict';

(() => {
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);

  const state = {
    dbs: [],          // GET /api/databases
    db: null,         // the chosen database's entry
    userFirst: true,  // the user plays the side to move at the start position
    history: [],      // the /api/strong answers of the positions played, history[0] the start
    played: [],       // names of the moves played: played[i] leads from history[i] to history[i + 1]
    token: 0,         // bumped by new game and undo, so a pending engine move is dropped
    thinking: -1,     // the token of the game whose engine is pausing before its move
    busy: 0,          // API requests under way
    controllers: new Set(), // their AbortControllers, for Cancel
    restoring: false, // a history entry is being shown again: write none
    quixoFrom: null,  // Quixo: {position, from} the cube chosen (0-based cell) before the end it goes back in
  };

  // ---------------------------------------------------------------- API

  async function api(path) {
    state.busy++;
    document.body.dataset.state = 'busy';
    const c = new AbortController();
    state.controllers.add(c);
    const timer = setTimeout(() => { $('strong-busy').hidden = state.busy === 0; }, 300);
    try {
      const res = await fetch('api/' + path, { signal: c.signal });
      const data = await res.json().catch(() => ({ error: 'the server answered ' + res.status }));
      if (!res.ok) {
        throw new Error(data.error || ('the server answered ' + res.status));
      }
      return data;
    } catch (err) {
      if (c.signal.aborted) {
        throw new Error('Cancelled: the position was not looked up.');
      }
      throw err;
    } finally {
      clearTimeout(timer);
      state.controllers.delete(c);
      state.busy--;
      if (state.busy === 0) {
        $('strong-busy').hidden = true;
      }
    }
  }

  /** The Cancel button: the lookups under way stop, and the engine's pending move with them. */
  function cancel() {
    if (state.busy === 0) {
      return;
    }
    state.token++;
    state.thinking = -1;
    for (const c of state.controllers) {
      c.abort();
    }
    showError('Cancelled: the position was not looked up; the game is as it was.');
    render();
    idle();
  }

  function lookup(position) {
    const q = new URLSearchParams({ db: state.db.name });
    if (position !== undefined && position !== null && position !== '') {
      q.set('position', position);
    }
    return api('strong?' + q.toString());
  }

  /** The page is idle (tests wait for it) when no request is under way and the engine of the game on is not about to move. */
  function idle() {
    if (state.busy === 0 && state.thinking !== state.token) {
      document.body.dataset.state = 'idle';
    }
  }

  function showError(message) {
    const e = $('strong-error');
    e.textContent = message || '';
    e.hidden = !message;
  }

  // ---------------------------------------------------------------- whose turn, values

  const current = () => state.history[state.history.length - 1];
  const ply = () => state.history.length - 1;
  /** Whether the user is to move at position index i of the game. */
  const userTurnAt = (i) => (i % 2 === 0) === state.userFirst;
  const over = () => current().moves.length === 0;

  /** The names of the two players (first, second) from the game id and the start position. */
  function players() {
    const id = state.db.game;
    const start = state.history.length ? state.history[0].position : state.db.start;
    if (id.startsWith('dodgem')) {
      const blueFirst = start.endsWith(':B');
      return blueFirst ? ['Blue', 'Red'] : ['Red', 'Blue'];
    }
    if (id.startsWith('quixo')) {
      return start.endsWith(':O') ? ['O', 'X'] : ['X', 'O']; // the player to move is written
    }
    if (id === 'tic-tac-toe' || id.startsWith('connect-four')) {
      const x = (start.match(/X/g) || []).length;
      const o = (start.match(/O/g) || []).length;
      return x === o ? ['X', 'O'] : ['O', 'X'];
    }
    return ['the first player', 'the second player'];
  }

  /** Play blind: "show values and colours" is off, so no value is written anywhere until the game ends. */
  const blind = () => !$('strong-values').checked;

  /** The colour class of a value: win, tie (tie and draw), lose. */
  const colour = (value) => (value === 'draw' ? 'tie' : value);

  /** "win in 5"; in a scored game (a margin in the JSON) "win by 4 in 6", as sprague query prints. */
  function describe(value, remoteness, margin) {
    return value === 'draw' ? 'draw' : value + (margin ? ' by ' + Math.abs(margin) : '') + ' in ' + remoteness;
  }

  /**
   * A Quixo move of the API ("1 R": the cube taken, cells 1..N² row by row, and the side of the
   * board it is pushed back in from, R, L, D or U, as GamesmanOne names it) on an N x N board:
   * the cube's cell (0-based), the side, its name and the square beside the board, in a grid
   * one cell wider on each side, where its arrow is drawn.
   */
  function quixoMove(name, n) {
    const from = Number(name.split(' ')[0]) - 1;
    const side = name.split(' ')[1];
    const fr = Math.floor(from / n);
    const fc = from % n;
    const slot = side === 'R' ? [fr + 1, n + 1] : side === 'L' ? [fr + 1, 0] : side === 'D' ? [n + 1, fc + 1] : [0, fc + 1];
    return { from, side, gamesman: name, slot: slot[0] * (n + 2) + slot[1] };
  }

  /** A move's name as the page shows it: the API's (for Quixo GamesmanOne's, "1 R"). */
  function moveLabel(m) {
    return m.move;
  }

  // ---------------------------------------------------------------- the game

  async function newGame() {
    const token = ++state.token;
    showError('');
    state.db = state.dbs.find((d) => d.name === $('db').value);
    state.userFirst = $('strong-side').value === 'first';
    state.history = [];
    state.played = [];
    $('db-info').textContent = state.db.game + ': ' + state.db.positions.toLocaleString('en') + ' positions in '
      + state.db.tiers + (state.db.tiers === 1 ? ' tier' : ' tiers');
    let start;
    try {
      start = await lookup($('strong-start').value.trim());
    } catch (err) {
      if (token === state.token) {
        showError(err.message);
        render();
      }
      idle();
      return;
    }
    if (token !== state.token) {
      idle(); // a newer game was asked for meanwhile
      return;
    }
    state.history.push(start);
    await continueGame(token);
  }

  /** Renders, then lets the engine move while it is its turn. */
  async function continueGame(token) {
    render();
    while (token === state.token && !over() && !userTurnAt(ply())) {
      // the server's engine move (Sprague.strongLookup's, as sprague play --db plays it)
      const m = current().moves.find((x) => x.move === current().engineMove);
      if (!m) {
        showError('the server named no engine move for ' + current().position);
        break;
      }
      state.thinking = token;
      document.body.dataset.state = 'busy';
      await new Promise((r) => setTimeout(r, 250)); // the user sees the position the engine answers
      if (token !== state.token) {
        idle();
        return;
      }
      try {
        const next = await lookup(m.position);
        if (token !== state.token) {
          idle();
          return;
        }
        state.played.push(moveLabel(m));
        state.history.push(next);
      } catch (err) {
        if (token === state.token) {
          showError(err.message);
        }
        break;
      } finally {
        if (state.thinking === token) {
          state.thinking = -1;
        }
      }
      render();
    }
    if (token === state.token) {
      commit('push'); // one history entry per round: Back takes it back, a reload keeps it
      idle();
      if (document.activeElement === document.body || document.activeElement === null) {
        focusFirstMove(); // the move played was a button redrawn away: keep keyboard play going
      }
    }
  }

  async function userMove(m) {
    if (over() || !userTurnAt(ply()) || state.busy > 0) {
      return;
    }
    const token = ++state.token;
    showError('');
    try {
      const next = await lookup(m.position);
      if (token !== state.token) {
        idle();
        return;
      }
      state.played.push(moveLabel(m));
      state.history.push(next);
    } catch (err) {
      if (token === state.token) {
        showError(err.message);
      }
      idle();
      return;
    }
    await continueGame(token);
  }

  function undo() {
    state.token++;
    let n = state.history.length - 1;
    // back to the user's previous turn: their last move and the engine's answers after it
    do {
      n--;
    } while (n > 0 && !userTurnAt(n));
    if (n < 0 || !userTurnAt(n)) {
      return;
    }
    state.history.length = n + 1;
    state.played.length = n;
    render();
    commit('push');
    idle();
    focusFirstMove();
  }

  function canUndo() {
    for (let i = state.history.length - 2; i >= 0; i--) {
      if (userTurnAt(i)) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- drawing

  function render() {
    const board = $('strong-board');
    const list = $('strong-moves');
    board.textContent = '';
    list.textContent = '';
    $('vvh').textContent = '';
    $('strong-record').textContent = '';
    $('strong-undo').disabled = !state.history.length || !canUndo();
    if (!state.history.length) {
      $('strong-status').textContent = '';
      document.body.dataset.result = '';
      return;
    }
    const a = current();
    board.dataset.position = a.position;
    const [first, second] = players();
    const mover = ply() % 2 === 0 ? first : second;
    const yours = userTurnAt(ply());
    const status = $('strong-status');
    status.classList.toggle('over', over());
    if (over()) {
      let result;
      if (a.value === 'tie' || a.value === 'draw') {
        result = 'tie';
        status.textContent = 'Game over: a tie.';
      } else {
        const moverWins = a.value === 'win';
        const winnerIsUser = moverWins === yours;
        result = winnerIsUser ? 'you' : 'engine';
        status.textContent = 'Game over: ' + (winnerIsUser ? 'you win' : 'the engine wins') + ' ('
          + (moverWins ? mover : (mover === first ? second : first)) + ').';
      }
      document.body.dataset.result = result;
    } else {
      document.body.dataset.result = '';
      status.textContent = (yours ? 'Your move' : 'The engine is thinking') + ' (' + mover + ' to move)'
        + (blind() ? '.' : ': ' + describe(a.value, a.remoteness, a.margin) + ' for ' + (yours ? 'you' : 'the engine') + '.');
    }
    const playable = !over() && yours;
    drawBoard(board, a, playable);
    for (const m of a.moves) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move ' + colour(m.value);
      b.dataset.move = m.move;
      b.dataset.value = m.value;
      b.disabled = !playable;
      const name = document.createElement('strong');
      name.textContent = moveLabel(m);
      const value = document.createElement('span');
      value.className = 'value';
      value.textContent = ' ' + describe(m.value, m.remoteness, m.margin) + ' ';
      const to = document.createElement('span');
      to.className = 'to';
      to.textContent = m.position;
      b.append(name, value, to);
      b.addEventListener('click', () => userMove(m));
      li.append(b);
      list.append(li);
    }
    drawChart();
    for (let i = 0; i < state.played.length; i++) {
      const li = document.createElement('li');
      const after = state.history[i + 1];
      li.textContent = (userTurnAt(i) ? 'you: ' : 'engine: ') + state.played[i] + ' \u2192 '
        + after.position + (blind() ? '' : ' (' + describe(after.value, after.remoteness, after.margin)
        + ' for the player to move)');
      $('strong-record').append(li);
    }
  }

  /** Boards: tic-tac-toe and Connect Four cells are buttons for the moves; Dodgem pieces; else the text. */
  function drawBoard(box, a, playable) {
    const id = a.game;
    const byName = new Map(a.moves.map((m) => [m.move, m]));
    const button = (m, cls, label, text) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = cls + ' ' + colour(m.value);
      b.disabled = !playable;
      b.dataset.move = m.move;
      b.dataset.value = m.value;
      b.setAttribute('aria-label', label + (blind() ? '' : ': ' + describe(m.value, m.remoteness, m.margin)));
      if (text) {
        b.append(text);
      }
      const s = document.createElement('small');
      s.textContent = m.value === 'draw' ? 'D' : m.value[0].toUpperCase() + m.remoteness;
      b.append(s);
      b.addEventListener('click', () => userMove(m));
      return b;
    };
    const cell = (label) => {
      const d = document.createElement('div');
      d.className = 'cell';
      d.setAttribute('role', 'img');
      d.setAttribute('aria-label', label);
      return d;
    };
    const grid = (cols, width) => {
      const g = document.createElement('div');
      g.className = 'cells';
      g.style.gridTemplateColumns = 'repeat(' + cols + ', 1fr)';
      g.style.width = 'min(100%, ' + width + 'px)';
      return g;
    };
    const text = a.position;
    if (id === 'tic-tac-toe') {
      const cells = text.replace(/\//g, '');
      const g = grid(3, 264);
      for (let i = 0; i < 9; i++) {
        const m = byName.get(String(i + 1));
        if (cells[i] === '.' && m) {
          g.append(button(m, 'cell', 'cell ' + (i + 1), ''));
        } else {
          const d = cell('cell ' + (i + 1) + ': ' + (cells[i] === '.' ? 'empty' : cells[i]));
          d.textContent = cells[i] === '.' ? '' : cells[i];
          g.append(d);
        }
      }
      box.append(g);
    } else if (id.startsWith('connect-four')) {
      const rows = text.split('/');
      const w = rows[0].length;
      const size = Math.min(56, Math.floor(340 / w));
      const drops = grid(w, size * w);
      for (let c = 0; c < w; c++) {
        const m = byName.get(String(c + 1));
        if (m) {
          drops.append(button(m, 'drop', 'column ' + (c + 1), String(c + 1)));
        } else {
          const d = document.createElement('div');
          d.className = 'drop';
          d.textContent = String(c + 1);
          drops.append(d);
        }
      }
      const g = grid(w, size * w);
      rows.forEach((row, r) => {
        for (let c = 0; c < w; c++) {
          const ch = row[c];
          const d = cell('row ' + (rows.length - r) + ' column ' + (c + 1) + ': ' + (ch === '.' ? 'empty' : ch));
          if (ch !== '.') {
            const disc = document.createElement('span');
            disc.className = 'disc ' + ch;
            d.append(disc);
          }
          g.append(d);
        }
      });
      box.append(drops, g);
    } else if (id.startsWith('quixo')) {
      drawQuixo(box, a, playable, button, cell, grid);
    } else if (id.startsWith('dodgem')) {
      const rows = text.split(':')[0].split('/');
      const n = rows.length;
      const g = grid(n, 60 * n);
      rows.forEach((row, r) => {
        for (let c = 0; c < n; c++) {
          const ch = row[c];
          const square = String.fromCharCode(97 + c) + (n - r);
          const d = cell(square + ': ' + (ch === 'B' ? 'blue' : ch === 'R' ? 'red' : 'empty'));
          if (ch !== '.') {
            const p = document.createElement('span');
            p.className = 'piece ' + ch;
            p.textContent = ch;
            d.append(p);
          }
          g.append(d);
        }
      });
      box.append(g);
      const note = document.createElement('p');
      note.className = 'muted';
      note.textContent = 'Squares a1 (bottom left) to ' + String.fromCharCode(96 + n) + n
        + '; play a move from the list below.';
      box.append(note);
    } else {
      const pre = document.createElement('pre');
      pre.textContent = text;
      box.append(pre);
    }
  }

  /**
   * Quixo: the board with a ring of squares around it. The cubes the player to move may take
   * (blank or their own, on the border) are buttons; choosing one draws an arrow, on the side
   * where it can be pushed back in, for each of its moves (2 from a corner, 3 elsewhere), named
   * as GamesmanOne names them ("1 R": cube 1 pushed in from the right). The list below the
   * board plays any move in one click.
   */
  function drawQuixo(box, a, playable, button, cell, grid) {
    const rows = a.position.split(':')[0].split('/');
    const n = rows.length;
    const w = n + 2;
    const size = Math.min(52, Math.floor(340 / w));
    const g = grid(w, size * w);
    g.classList.add('quixo');
    const moves = a.moves.map((m) => Object.assign({ m }, quixoMove(m.move, n)));
    const chosen = state.quixoFrom && state.quixoFrom.position === a.position ? state.quixoFrom.from : -1;
    const arrows = { R: '\u2190', L: '\u2192', D: '\u2191', U: '\u2193' };
    const sides = { R: 'right', L: 'left', D: 'bottom', U: 'top' };
    const cube = (ch) => {
      const c = document.createElement('span');
      c.className = 'cube ' + (ch === '.' ? 'blank' : ch);
      c.textContent = ch === '.' ? '' : ch;
      return c;
    };
    for (let r = 0; r < w; r++) {
      for (let c = 0; c < w; c++) {
        if (r === 0 || c === 0 || r === w - 1 || c === w - 1) {
          const q = moves.find((x) => x.from === chosen && x.slot === r * w + c);
          if (q && playable) {
            g.append(button(q.m, 'cell slot', 'move ' + q.gamesman + ': cube ' + (q.from + 1) + ' pushed in from the '
              + sides[q.side], arrows[q.side]));
          } else {
            const d = document.createElement('div');
            d.className = 'cell pad';
            d.setAttribute('aria-hidden', 'true');
            g.append(d);
          }
          continue;
        }
        const i = (r - 1) * n + (c - 1);
        const ch = rows[r - 1][c - 1];
        const what = ch === '.' ? 'blank' : ch;
        if (playable && moves.some((x) => x.from === i)) {
          const t = document.createElement('button');
          t.type = 'button';
          t.className = 'cell take' + (i === chosen ? ' chosen' : '');
          t.dataset.cube = String(i + 1);
          t.setAttribute('aria-pressed', String(i === chosen));
          t.setAttribute('aria-label', 'cube ' + (i + 1) + ': ' + what + (i === chosen ? ', chosen: push it back in'
            + ' with an arrow' : ', take it'));
          t.append(cube(ch));
          t.addEventListener('click', () => {
            state.quixoFrom = { position: a.position, from: i === chosen ? -1 : i };
            render();
            const next = document.querySelector('#strong-board button.slot') || document.querySelector(
              '#strong-board button[data-cube="' + (i + 1) + '"]');
            if (next) {
              next.focus();
            }
          });
          g.append(t);
        } else {
          const d = cell('cube ' + (i + 1) + ': ' + what);
          d.append(cube(ch));
          g.append(d);
        }
      }
    }
    box.append(g);
    const note = document.createElement('p');
    note.className = 'muted';
    note.textContent = playable ? (chosen < 0 ? 'Choose a cube on the border (blank or yours), then an arrow.'
      : 'Push cube ' + (chosen + 1) + ' back in with an arrow, or choose another cube.')
      : 'Cubes 1 to ' + n * n + ', row by row from the top left.';
    box.append(note);
  }

  /**
   * The remoteness chart (after GamesmanUni's visual value history): one row per position
   * played, x from the left edge (the first player wins, at remoteness 0 on the edge) to the
   * right edge (the second player wins), ties and draws on the middle line.
   */
  function drawChart() {
    const svg = $('vvh');
    svg.textContent = '';
    $('vvh-wrap').hidden = blind() && !over();
    if (blind() && !over()) {
      svg.setAttribute('aria-label', 'the remoteness chart is hidden while you play blind');
      return;
    }
    const [first, second] = players();
    const rowH = 22;
    const top = 34;
    const left = 58;
    // drawn at the width it is shown (1 unit = 1 px), so its text stays legible on a phone
    const width = Math.max(280, Math.min(640, svg.parentElement.clientWidth || 420));
    const half = (width - left - 16) / 2;
    const mid = left + half;
    const n = state.history.length;
    const maxR = Math.max(1, ...state.history.map((a) => a.remoteness || 0));
    svg.setAttribute('viewBox', '0 0 ' + width + ' ' + (top + n * rowH + 6));
    const add = (tag, attrs, text) => {
      const e = document.createElementNS(SVG_NS, tag);
      for (const [k, v] of Object.entries(attrs)) {
        e.setAttribute(k, v);
      }
      if (text !== undefined) {
        e.textContent = text;
      }
      svg.append(e);
      return e;
    };
    const short = (name, nth) => (name.startsWith('the ') ? nth + ' player' : name); // fits a phone's half width
    add('text', { x: left, y: 12, class: 'head' }, short(first, '1st') + ' wins');
    add('text', { x: left + 2 * half, y: 12, class: 'head', 'text-anchor': 'end' }, short(second, '2nd') + ' wins');
    add('text', { x: mid, y: 26, 'text-anchor': 'middle' }, 'tie / draw');
    add('text', { x: left, y: 26 }, '0');
    add('text', { x: left + 2 * half, y: 26, 'text-anchor': 'end' }, '0');
    add('line', { x1: left, y1: top - 4, x2: left, y2: top + n * rowH, class: 'axis' });
    add('line', { x1: left + 2 * half, y1: top - 4, x2: left + 2 * half, y2: top + n * rowH, class: 'axis' });
    add('line', { x1: mid, y1: top - 4, x2: mid, y2: top + n * rowH, class: 'mid' });
    const points = state.history.map((a, i) => {
      const moverFirst = i % 2 === 0;
      let x = mid;
      if (a.value === 'win' || a.value === 'lose') {
        const firstWins = (a.value === 'win') === moverFirst;
        const d = (a.remoteness / maxR) * (half - 10);
        x = firstWins ? left + d : left + 2 * half - d;
      }
      return { x, y: top + i * rowH + rowH / 2, a, i };
    });
    if (points.length > 1) {
      add('polyline', { points: points.map((p) => p.x.toFixed(1) + ',' + p.y).join(' '), class: 'path' });
    }
    for (const p of points) {
      add('text', { x: 4, y: p.y + 4 }, p.i === 0 ? 'start' : 'move ' + p.i);
      const dot = add('circle', { cx: p.x.toFixed(1), cy: p.y, r: 6, class: 'dot ' + p.a.value });
      const who = p.i % 2 === 0 ? first : second;
      const t = document.createElementNS(SVG_NS, 'title');
      t.textContent = (p.i === 0 ? 'start' : 'after move ' + p.i) + ': ' + who + ' to move, '
        + describe(p.a.value, p.a.remoteness, p.a.margin);
      dot.append(t);
      if (p.a.value !== 'draw') {
        add('text', { x: p.x + (p.x > mid ? -10 : 10), y: p.y + 4, 'text-anchor': p.x > mid ? 'end' : 'start' },
          String(p.a.remoteness));
      }
    }
    svg.setAttribute('aria-label', 'remoteness chart: ' + state.history.map((a, i) => (i === 0 ? 'start ' : 'move ' + i + ' ')
      + describe(a.value, a.remoteness, a.margin)).join('; '));
  }

  function focusFirstMove() {
    const b = document.querySelector('#strong-moves button:not(:disabled)');
    if (b) {
      b.focus();
    }
  }

  /** The address of the game: ?db=NAME[&side=second][&position=START]. */
  function address() {
    const q = new URLSearchParams();
    q.set('db', $('db').value);
    if ($('strong-side').value !== 'first') {
      q.set('side', $('strong-side').value);
    }
    const start = $('strong-start').value.trim();
    if (start) {
      q.set('position', start);
    }
    if (state.played.length) {
      q.set('ply', String(state.played.length)); // each round its own address (the game is in the entry's state)
    }
    return '?' + q.toString();
  }

  /**
   * Records the game in the browser's history, as the explorer's Partizan tab does: the
   * entry's state holds the whole game (the answers of its positions and the moves played),
   * so Back steps back a round and a reload shows the game as it was. 'push' or 'replace'.
   */
  function commit(how) {
    if (state.restoring || !state.db) {
      return;
    }
    const entry = { strong: { db: state.db.name, userFirst: state.userFirst, start: $('strong-start').value,
      history: state.history, played: state.played } };
    const url = address();
    const same = history.state && history.state.strong
      && JSON.stringify(history.state.strong) === JSON.stringify(entry.strong);
    if (how === 'push' && !same && history.state && history.state.strong) {
      history.pushState(entry, '', url);
    } else {
      history.replaceState(entry, '', url);
    }
  }

  /** Shows a game kept in a history entry (Back, Forward, a reload); false when its database is gone. */
  function restore(saved) {
    const db = state.dbs.find((d) => d.name === saved.db);
    if (!db || !saved.history || !saved.history.length) {
      return false;
    }
    state.token++;
    state.thinking = -1;
    state.db = db;
    $('db').value = db.name;
    state.userFirst = saved.userFirst;
    $('strong-side').value = saved.userFirst ? 'first' : 'second';
    $('strong-start').value = saved.start || '';
    state.history = saved.history;
    state.played = saved.played || [];
    showError('');
    $('db-info').textContent = db.game + ': ' + db.positions.toLocaleString('en') + ' positions in '
      + db.tiers + (db.tiers === 1 ? ' tier' : ' tiers');
    state.restoring = true;
    try {
      render();
    } finally {
      state.restoring = false;
    }
    idle();
    if (!over() && !userTurnAt(ply())) {
      continueGame(state.token); // it was the engine's turn
    }
    return true;
  }

  // ---------------------------------------------------------------- start

  async function init() {
    $('new-game').addEventListener('click', newGame);
    $('db').addEventListener('change', newGame);
    $('strong-side').addEventListener('change', newGame);
    $('strong-start').addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        newGame();
      }
    });
    $('strong-undo').addEventListener('click', undo);
    $('strong-cancel').addEventListener('click', cancel);
    window.addEventListener('resize', () => {
      if (state.history.length) {
        drawChart();
      }
    });
    $('strong-values').addEventListener('change', () => {
      document.body.classList.toggle('no-values', !$('strong-values').checked);
      if (state.history.length) {
        render(); // the status, chart and record are written with or without the values
      }
    });
    try {
      state.dbs = await api('databases');
    } catch (err) {
      showError('cannot load the databases: ' + err.message);
      idle();
      return;
    }
    if (!state.dbs.length) {
      showError('No database is loaded: start the server with sprague serve --db FILE (a file written by'
        + ' sprague strong, e.g. sprague strong tic-tac-toe --db ttt.db).');
      $('new-game').disabled = true;
      idle();
      return;
    }
    for (const d of state.dbs) {
      const o = document.createElement('option');
      o.value = d.name;
      o.textContent = d.name + ' (' + d.game + ')';
      $('db').append(o);
    }
    const params = new URLSearchParams(location.search);
    const wanted = params.get('db');
    if (wanted && state.dbs.some((d) => d.name === wanted)) {
      $('db').value = wanted;
    }
    if (params.get('side') === 'second') {
      $('strong-side').value = 'second';
    }
    if (params.get('position')) {
      $('strong-start').value = params.get('position');
    }
    window.addEventListener('popstate', (e) => {
      if (e.state && e.state.strong && restore(e.state.strong)) {
        return;
      }
      newGame();
    });
    if (history.state && history.state.strong && restore(history.state.strong)) {
      return; // a reload: the game as it was
    }
    await newGame();
    if (wanted && !state.dbs.some((d) => d.name === wanted)) {
      showError('no database \'' + wanted + '\' is loaded: showing ' + state.db.name);
    }
  }

  window.SpragueStrong = { quixoMove };
  document.addEventListener('DOMContentLoaded', init);
})();
