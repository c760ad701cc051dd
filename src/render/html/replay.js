// The replay page of `nqueens trace --format html`: plain JavaScript, no
// library, no network. It reads the words and the recorded steps from the
// two JSON blocks of the page (one array a step: kind, depth, open calls,
// row, column, reason, the placement as base-32 digits, the trace's line)
// and shows the step the position points at: the board as SVG, the open
// calls, the counters up to the step, the trace lines around it and
// `step K of T`, the strategy's source with the step's line lit, and the
// state-space tree up to the step: the whole tree drawn by the binary with
// each element's first and last step, or, for a larger run, the path to the
// step with the rest folded into counts. `#step=K` in the address opens
// step K; moving writes it back, with the modes the classroom's script
// adds after it (`&predict`, `&projector`); a click on a trace line opens
// its step. While a question about the step's outcome is open (the page is
// concealed), nothing drawn tells what comes after the step: the trace
// lists no later line and the board no attacked square (the tree shows no
// element after its step, the counters count no later step, and the code
// line of a try is its loop's). `window.nqueensReplay` lets the
// classroom's script drive it.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const words = JSON.parse($("words").textContent);
  const data = JSON.parse($("steps").textContent);
  const n = words.n;
  const last = data.length - 1;
  const kind = (i) => words.kinds[data[i][0]];
  const thousands = (number) => number.toLocaleString("en-US");
  // The address the page was opened at, before moving rewrites it.
  const opened = location.hash;
  let index = 0;
  let speed = 3;
  let timer = null;
  // Whether a question about the step's outcome is open; the modes written
  // after the step in the address.
  let concealed = false;
  let modes = "";

  // Counters up to each step, counted once: nodes, prunes by reason, solutions.
  const nodes = new Uint32Array(data.length);
  const prunes = [0, 1, 2].map(() => new Uint32Array(data.length));
  const solutions = new Uint32Array(data.length);
  const sum = { nodes: 0, prunes: [0, 0, 0], solutions: 0 };
  data.forEach(([k, , , , , reason], i) => {
    const name = words.kinds[k];
    if (name === "call") sum.nodes += 1;
    if (name === "prune") sum.prunes[reason] += 1;
    if (name === "solution") sum.solutions += 1;
    nodes[i] = sum.nodes;
    prunes.forEach((counts, r) => { counts[i] = sum.prunes[r]; });
    solutions[i] = sum.solutions;
  });

  // The step at `i`, as an object.
  function at(i) {
    const [k, depth, open, row, col, reason, queens, text, line, element] = data[i];
    return {
      step: i + 1, kind: words.kinds[k], depth, open, row, col,
      reason: reason === null ? null : words.reasons[reason],
      queens: Array.from(queens, (digit) => parseInt(digit, 32)), text, line, element,
    };
  }

  // The first line, column first, along which a queen above attacks (row, col).
  function attack(queens, row, col) {
    const above = queens.slice(0, row).map((c, r) => [r, c]);
    if (above.some(([, c]) => c === col)) return "column";
    if (above.some(([r, c]) => r + c === row + col)) return "diagonal";
    if (above.some(([r, c]) => r - c === row - col)) return "anti-diagonal";
    return null;
  }

  function square(row, col, step) {
    const queens = step.queens;
    const size = 40;
    const x = col * size;
    const y = row * size;
    const shade = (row + col) % 2 ? "dark" : "light";
    let mark = "";
    let cls = "";
    const here = step.row === row && step.col === col;
    if (here && (step.kind === "prune" || (step.kind === "leaf-test" && step.reason))) {
      mark = words.pruned[step.reason];
      cls = "pruned";
    } else if (queens[row] === col) {
      mark = "Q";
      cls = step.kind === "solution" ? "queen solved" : "queen";
    } else if (row >= queens.length && !concealed) {
      const line = attack(queens, row, col);
      if (line) {
        mark = words.symbols[line];
        cls = line;
      }
    }
    let out = `<rect class="${shade}" x="${x}" y="${y}" width="${size}" height="${size}"/>`;
    if (here && step.kind === "try") {
      out += `<rect class="tried" x="${x + 2}" y="${y + 2}" width="${size - 4}" height="${size - 4}"/>`;
    }
    if (mark) {
      out += `<text class="${cls}" x="${x + size / 2}" y="${y + size / 2}">${mark}</text>`;
    }
    return out;
  }

  // The calls open after the step, entered and not yet returned: rows 0 to open - 1.
  function calls(step) {
    const lines = [];
    for (let row = 0; row < step.open; row++) {
      let trying = step.queens[row];
      if (trying === undefined && row === step.depth && step.kind !== "leaf-test" && step.col !== null) trying = step.col;
      const doing = trying === undefined ? (row === n ? words.all_placed : "") : words.trying.replace("{col}", trying);
      lines.push(`<li>${words.function}(row = ${row}) <span>${doing}</span></li>`);
    }
    return lines.join("");
  }

  function escape(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  }

  // The 25 lines around the step, or, while concealed, the 25 up to it.
  function trace() {
    const end = concealed ? index + 1 : data.length;
    const first = Math.max(0, Math.min(index - 12, end - 25));
    const lines = [];
    for (let i = first; i < Math.min(first + 25, end); i++) {
      const step = at(i);
      const current = i === index ? ' class="current"' : "";
      const indent = "  ".repeat(step.kind === "call" || step.kind === "return" ? step.depth : step.depth + 1);
      lines.push(`<li${current} value="${step.step}"><pre>${indent}${escape(step.text)}</pre></li>`);
    }
    return lines.join("");
  }

  // The row numbers on the left of the board and the column numbers above it.
  function numbers() {
    let out = "";
    for (let i = 0; i < n; i++) {
      out += `<text class="number" x="-14" y="${i * 40 + 20}">${i}</text>`;
      out += `<text class="number" x="${i * 40 + 20}" y="-14">${i}</text>`;
    }
    return out;
  }

  // The source panel: the step's line gets the class `current`, scrolled into view.
  function source(step) {
    const panel = $("source");
    if (!panel) return;
    const lit = panel.querySelector("li.current");
    if (lit) lit.classList.remove("current");
    const line = step.line === null ? null : panel.querySelector(`li[data-line="${step.line}"]`);
    if (!line) return;
    line.classList.add("current");
    const top = line.offsetTop - panel.offsetTop;
    if (top < panel.scrollTop || top > panel.scrollTop + panel.clientHeight - line.offsetHeight) {
      panel.scrollTop = top - panel.clientHeight / 2;
    }
  }

  // The whole tree, when the binary drew it: each element's first step,
  // the step it is finished at (its own return or one above it) and its parent.
  const drawn = Array.from(document.querySelectorAll("#tree g[data-node]"));
  const parent = drawn.map((g) => (g.dataset.parent === "" ? -1 : Number(g.dataset.parent)));
  const from = drawn.map((g) => Number(g.dataset.from));
  const finished = [];
  drawn.forEach((g, i) => {
    const own = g.dataset.until === "" ? Infinity : Number(g.dataset.until);
    finished.push(parent[i] < 0 ? own : Math.min(own, finished[parent[i]]));
  });

  // The tree up to the step: the drawn elements shown, lit and dashed as
  // the step has them.
  function tree(step) {
    if (drawn.length === 0) return folded(step);
    const path = new Set();
    for (let at = step.element === null ? -1 : step.element; at >= 0; at = parent[at]) path.add(at);
    drawn.forEach((g, i) => {
      g.classList.toggle("later", from[i] > step.step);
      g.classList.toggle("current", i === step.element);
      g.classList.toggle("path", path.has(i) && i !== step.element);
      g.classList.toggle("done", finished[i] <= step.step && !path.has(i));
    });
    // The tree keeps its own size, its words readable; its box scrolls to
    // the step's node.
    const current = drawn[step.element];
    if (current) {
      const box = $("tree");
      const at = current.getBBox();
      box.scrollLeft = Math.max(0, at.x + at.width / 2 - box.clientWidth / 2);
    }
  }

  // The path from the root to the step, one level a row; each level folds
  // its siblings into counts: the columns of its row on either side (the
  // loops take the columns in order, so those on the left are finished).
  function folded(step) {
    // The queens of the open calls: none at the join of `halves`, outside its tree.
    const levels = step.queens.slice(0, step.open).map((col, row) => ({ row, col, kind: "place" }));
    if (step.kind === "try" || step.kind === "prune") levels.push({ row: step.row, col: step.col, kind: step.kind });
    const width = 520;
    const level = 34;
    let out = `<svg class="folded" viewBox="0 0 ${width} ${level * (levels.length + 1) + 10}" role="img">`;
    out += `<rect x="${width / 2 - 24}" y="6" width="48" height="22" rx="11" style="fill: var(--paper); stroke: var(--ink)"/>`;
    out += `<text x="${width / 2}" y="21" font-size="12" text-anchor="middle">${words.root}</text>`;
    levels.forEach((at, i) => {
      const y = level * (i + 1) + 17;
      const last = i === levels.length - 1;
      const fill = last ? "var(--current)" : "var(--paper)";
      const stroke = at.kind === "prune" ? "var(--prune)" : "var(--path)";
      out += `<line x1="${width / 2}" y1="${y - level + 11}" x2="${width / 2}" y2="${y - 11}" style="stroke: var(--path)" stroke-width="3"/>`;
      out += `<text x="8" y="${y + 4}" font-size="12" style="fill: var(--muted)">(${at.row},${at.col})</text>`;
      out += `<text x="${width / 2 - 20}" y="${y + 4}" font-size="12" text-anchor="end" style="fill: var(--muted)">${words.left.replace("{count}", at.col)}</text>`;
      out += `<circle cx="${width / 2}" cy="${y}" r="10.5" style="fill: ${fill}; stroke: ${stroke}" stroke-width="2"/>`;
      out += `<text x="${width / 2}" y="${y + 4}" font-size="11" text-anchor="middle">${at.kind === "prune" ? words.symbols[step.reason] : at.col}</text>`;
      out += `<text x="${width / 2 + 20}" y="${y + 4}" font-size="12" style="fill: var(--muted)">${words.right.replace("{count}", n - 1 - at.col)}</text>`;
    });
    $("tree").innerHTML = out + "</svg>";
  }

  function show() {
    const step = at(index);
    let board = numbers();
    for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) board += square(row, col, step);
    $("board").innerHTML = board;
    source(step);
    tree(step);
    $("calls").innerHTML = calls(step);
    $("counters").textContent = words.counters
      .replace("{nodes}", thousands(nodes[index])).replace("{solutions}", thousands(solutions[index]))
      .replace("{prunes}", thousands(prunes[0][index] + prunes[1][index] + prunes[2][index]))
      .replace("{column}", thousands(prunes[0][index])).replace("{diagonal}", thousands(prunes[1][index]))
      .replace("{anti}", thousands(prunes[2][index]));
    $("trace").innerHTML = trace();
    $("status").textContent = words.status.replace("{step}", thousands(step.step));
    $("play").textContent = timer ? words.pause : words.play;
    const address = "#step=" + step.step + modes;
    if (location.hash !== address) history.replaceState(null, "", address);
  }

  function note(text) {
    $("note").textContent = text;
  }

  function go(to) {
    index = Math.max(0, Math.min(last, to));
    if (index === last) stop();
    show();
  }

  // The next (or previous) step of `name`, or a note that there is none.
  function seek(name, forward, button) {
    let found = -1;
    if (forward) {
      for (let i = index + 1; i <= last && found < 0; i++) if (kind(i) === name) found = i;
    } else {
      for (let i = index - 1; i >= 0 && found < 0; i--) if (kind(i) === name) found = i;
    }
    if (found >= 0) go(found);
    else note(words.none[button].replace("{step}", thousands(index + 1)));
  }

  function stop() {
    clearInterval(timer);
    timer = null;
  }

  function play() {
    if (timer) return stop(), show();
    if (index === last) return note(words.last_step);
    timer = setInterval(() => go(index + 1), 1000 / words.speeds[speed]);
    show();
  }

  function faster(by) {
    speed = Math.max(0, Math.min(words.speeds.length - 1, speed + by));
    $("speed").textContent = words.speed_names[speed];
    if (timer) stop(), play();
  }

  // Opens step `asked` (the text typed or after `#step=`); out of range
  // or no number, says why and stays.
  function goTo(asked) {
    const number = /^\d+$/.test(asked) ? Number(asked) : NaN;
    if (number >= 1 && number <= last + 1) return go(number - 1);
    if (asked !== "") {
      const quoted = Number.isNaN(number) ? asked.slice(0, 24) : thousands(number);
      note(words.no_step.replace("{asked}", quoted));
    }
    show();
  }

  function fromHash() {
    const match = /^#step=([^&]*)/.exec(location.hash);
    if (match) goTo(match[1]);
    return Boolean(match);
  }

  const actions = {
    first: () => go(0),
    previous: () => (index > 0 ? go(index - 1) : note(words.first_step)),
    play: play,
    next: () => (index < last ? go(index + 1) : note(words.last_step)),
    last: () => go(last),
    "previous-solution": () => seek("solution", false, "previous-solution"),
    "next-solution": () => seek("solution", true, "next-solution"),
    backtrack: () => seek("undo", true, "backtrack"),
    slower: () => faster(-1), faster: () => faster(1),
    "show-keys": () => { $("keys").hidden = !$("keys").hidden; },
  };
  const act = (name) => { note(""); actions[name](); };
  for (const id of Object.keys(actions)) $(id).addEventListener("click", () => act(id));
  $("trace").addEventListener("click", (event) => {
    const line = event.target.closest("li");
    if (line && !concealed) { note(""); go(line.value - 1); };
  });
  $("goto").addEventListener("change", (event) => { note(""); goTo(event.target.value.trim()); });
  document.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT") {
      if (event.key === "Escape") event.target.blur();
      return;
    }
    const key = {
      ArrowRight: "next", " ": "next", ArrowLeft: "previous", Enter: "play", p: "play",
      "+": "faster", "=": "faster", "-": "slower", n: "next-solution", N: "previous-solution",
      b: "backtrack", Home: "first", End: "last", "?": "show-keys",
    }[event.key];
    if (key) act(key);
    else if (event.key === "g") $("goto").focus();
    else if (event.key === "Escape") $("keys").hidden = true;
    else return;
    event.preventDefault();
  });
  window.addEventListener("hashchange", fromHash);
  $("keys").innerHTML = words.keys.map(([keys, what]) => `<dt>${keys}</dt><dd>${what}</dd>`).join("");
  faster(0);
  if (!fromHash()) show();
  // What the classroom's script (classroom.js) drives: the position, the player and its speed.
  window.nqueensReplay = {
    data, opened, index: () => index, go, play, note,
    pause: () => { stop(); show(); },
    speed: (to) => { speed = to; faster(0); },
    conceal: (on) => { concealed = on; show(); },
    modes: (names) => { modes = names.map((name) => "&" + name).join(""); show(); },
  };
})();
