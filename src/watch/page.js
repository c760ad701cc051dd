// The replay page of `nqueens trace --format html`: plain JavaScript, no
// library, no network. It reads the recorded steps (the JSON of `trace
// --format json`) and the words from the two JSON blocks of the page, and
// shows the step the position points at: the board as SVG, the open calls,
// the counters up to the step, the trace lines around it and `step K of T`.
// `#step=K` in the address opens step K; moving writes it back.
"use strict";
(function () {
  const search = JSON.parse(document.getElementById("search").textContent);
  const words = JSON.parse(document.getElementById("words").textContent);
  const steps = search.steps;
  const n = search.n;
  const last = steps.length - 1;
  const REASONS = ["column", "diagonal", "anti-diagonal"];
  const $ = (id) => document.getElementById(id);
  let index = 0;
  let speed = 3;
  let timer = null;

  // Counters up to each step, counted once: nodes and prunes by reason.
  const nodes = [];
  const prunes = [];
  steps.reduce((sum, step) => {
    const next = { nodes: sum.nodes + (step.kind === "call" ? 1 : 0), prunes: sum.prunes.slice() };
    if (step.kind === "prune") next.prunes[REASONS.indexOf(step.reason)] += 1;
    nodes.push(next.nodes);
    prunes.push(next.prunes);
    return next;
  }, { nodes: 0, prunes: [0, 0, 0] });

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
    } else if (row >= queens.length) {
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

  function calls(step) {
    const depth = step.depth;
    const open = step.kind === "return" ? depth : depth + 1;
    const lines = [];
    for (let row = 0; row < open; row++) {
      let trying = step.queens[row];
      if (trying === undefined && row === depth && step.kind !== "leaf-test" && step.col !== null) trying = step.col;
      const doing = trying === undefined ? (row === n ? words.all_placed : "") : words.trying.replace("{col}", trying);
      lines.push(`<li>${search.function}(row = ${row}) <span>${doing}</span></li>`);
    }
    return lines.join("");
  }

  function escape(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  }

  function trace() {
    const first = Math.max(0, Math.min(index - 12, steps.length - 25));
    return steps.slice(first, first + 25).map((step, offset) => {
      const current = first + offset === index ? ' class="current"' : "";
      const indent = "  ".repeat(step.kind === "call" || step.kind === "return" ? step.depth : step.depth + 1);
      return `<li${current} value="${step.step}"><pre>${indent}${escape(step.text)}</pre></li>`;
    }).join("");
  }

  function show() {
    const step = steps[index];
    let board = "";
    for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) board += square(row, col, step);
    $("board").innerHTML = board;
    $("calls").innerHTML = calls(step);
    const [column, diagonal, anti] = prunes[index];
    $("counters").textContent = words.counters
      .replace("{nodes}", nodes[index]).replace("{solutions}", step.solutions)
      .replace("{column}", column).replace("{diagonal}", diagonal).replace("{anti}", anti);
    $("trace").innerHTML = trace();
    $("status").textContent = words.status.replace("{step}", step.step);
    $("play").textContent = timer ? words.pause : words.play;
    if (location.hash !== "#step=" + step.step) history.replaceState(null, "", "#step=" + step.step);
  }

  function go(to) {
    index = Math.max(0, Math.min(last, to));
    if (index === last) stop();
    show();
  }

  function seek(kind, forward) {
    const found = forward
      ? steps.findIndex((step, i) => i > index && step.kind === kind)
      : steps.map((step) => step.kind).lastIndexOf(kind, index - 1);
    if (found >= 0 && (forward || index > 0)) go(found);
  }

  function stop() {
    clearInterval(timer);
    timer = null;
  }

  function play() {
    if (timer) return stop(), show();
    if (index === last) return;
    timer = setInterval(() => go(index + 1), 1000 / words.speeds[speed]);
    show();
  }

  function faster(by) {
    speed = Math.max(0, Math.min(words.speeds.length - 1, speed + by));
    $("speed").textContent = words.speeds[speed] + words.per_second;
    if (timer) stop(), play();
  }

  function fromHash() {
    const match = /step=(\d+)/.exec(location.hash);
    if (match) go(Number(match[1]) - 1);
    return Boolean(match);
  }

  const actions = {
    first: () => go(0), previous: () => go(index - 1), play: play, next: () => go(index + 1),
    last: () => go(last), "previous-solution": () => seek("solution", false),
    "next-solution": () => seek("solution", true), backtrack: () => seek("undo", true),
    slower: () => faster(-1), faster: () => faster(1),
    "show-keys": () => { $("keys").hidden = !$("keys").hidden; },
  };
  for (const [id, act] of Object.entries(actions)) $(id).addEventListener("click", act);
  $("goto").addEventListener("change", (event) => go(Number(event.target.value) - 1));
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
    if (key) actions[key]();
    else if (event.key === "g") $("goto").focus();
    else if (event.key === "Escape") $("keys").hidden = true;
    else return;
    event.preventDefault();
  });
  window.addEventListener("hashchange", fromHash);
  $("keys").innerHTML = words.keys.map(([keys, what]) => `<dt>${keys}</dt><dd>${what}</dd>`).join("");
  faster(0);
  if (!fromHash()) show();
})();
