// The race page of `nqueens trace --format html --strategies a,b,c`: plain
// JavaScript, no library, no network. Each `racer-data` block holds one
// strategy's recorded steps (the replay page's arrays: kind, depth, open
// calls, row, column, reason, the placement as base-32 digits, the trace's
// line). One position, the tick, drives every board: at tick t a board
// shows its step t (pace steps), or its t-th call (pace nodes), or its last
// step once it has none left. `#tick=K` in the address opens tick K.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const words = JSON.parse($("words").textContent);
  const n = words.n;
  const speeds = [1, 2, 5, 10, 20, 50, 100, 200, 500];
  const thousands = (number) => number.toLocaleString("en-US");
  const fill = (template, values) =>
    Object.entries(values).reduce((text, [name, value]) => text.split(`{${name}}`).join(value), template);

  // Each racer: its steps, its counters after each step, and where its calls are.
  const racers = Array.from(document.querySelectorAll(".racer-data"), (block, index) => {
    const { racer, steps } = JSON.parse(block.textContent);
    const nodes = new Uint32Array(steps.length);
    const solutions = new Uint32Array(steps.length);
    const prunes = new Uint32Array(steps.length);
    const calls = [];
    let sum = [0, 0, 0];
    steps.forEach(([kind], i) => {
      const name = words.kinds[kind];
      if (name === "call") { sum[0] += 1; calls.push(i); }
      if (name === "solution") sum[1] += 1;
      if (name === "prune") sum[2] += 1;
      [nodes[i], solutions[i], prunes[i]] = sum;
    });
    const ticks = words.pace === "nodes" ? calls.length : steps.length;
    return { ...racer, steps, nodes, solutions, prunes, calls, ticks, element: $(`racer-${index}`) };
  });
  // The tick at which the last board finishes.
  const last = Math.max(...racers.map((racer) => racer.ticks));
  let tick = 1;
  let speed = 3;
  let timer = null;

  // The index of the step a racer shows at tick `t` (from 1).
  function stepAt(racer, t) {
    if (t >= racer.ticks) return racer.steps.length - 1;
    return words.pace === "nodes" ? racer.calls[t - 1] : t - 1;
  }

  // The first line, column first, along which a queen above attacks (row, col).
  function attackedBy(queens, row, col) {
    for (const [r, c] of queens.slice(0, row).entries()) if (c === col) return 0;
    for (const [r, c] of queens.slice(0, row).entries()) if (r + c === row + col) return 1;
    for (const [r, c] of queens.slice(0, row).entries()) if (r - c === row - col) return 2;
    return -1;
  }

  function board(step) {
    const [kind, , , row, col, reason, placement] = step;
    const queens = Array.from(placement, (digit) => parseInt(digit, 32));
    const name = words.kinds[kind];
    let out = "";
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const [x, y] = [c * 40, r * 40];
        out += `<rect class="${(r + c) % 2 ? "dark" : "light"}" x="${x}" y="${y}" width="40" height="40"/>`;
        const here = r === row && c === col;
        let mark = "";
        let cls = "mark";
        if (here && reason !== null && (name === "prune" || name === "leaf-test")) {
          mark = `x${words.symbols[reason]}x`;
          cls = "pruned";
        } else if (queens[r] === c) {
          mark = "Q";
          cls = "queen";
        } else if (r >= queens.length) {
          const line = attackedBy(queens, r, c);
          if (line >= 0) mark = words.symbols[line];
        }
        if (here && name === "try") out += `<rect class="tried" x="${x + 2}" y="${y + 2}" width="36" height="36"/>`;
        if (mark) out += `<text class="${cls}" x="${x + 20}" y="${y + 20}">${mark}</text>`;
      }
    }
    return out;
  }

  function show() {
    const entries = [];
    for (const racer of racers) {
      const i = stepAt(racer, tick);
      const step = racer.steps[i];
      const part = (selector) => racer.element.querySelector(selector);
      part("svg").innerHTML = board(step);
      part(".status").textContent = fill(words.status, { step: thousands(i + 1), total: thousands(racer.total) });
      part(".counters").textContent = fill(words.counters, {
        nodes: thousands(racer.nodes[i]), solutions: thousands(racer.solutions[i]), prunes: thousands(racer.prunes[i]),
      });
      part(".line").textContent = step[7];
      part(".finished").textContent = tick >= racer.ticks ? fill(words.finished, { tick: thousands(racer.ticks) }) : words.running;
      racer.element.dataset.step = i + 1;
      racer.element.dataset.nodes = racer.nodes[i];
      entries.push(fill(racer.entry, { steps: thousands(i + 1), nodes: thousands(racer.nodes[i]) }));
    }
    $("tick").textContent = fill(words.tick, { tick: thousands(tick), ticks: thousands(last) });
    $("summary").replaceChildren(...entries.map((entry) => {
      const item = document.createElement("li");
      item.textContent = entry;
      return item;
    }));
    $("play").textContent = timer ? words.pause : words.play;
    $("speed").textContent = fill(words.speed, { ticks: thousands(speeds[speed]) });
    if (location.hash !== "#tick=" + tick) history.replaceState(null, "", "#tick=" + tick);
  }

  function go(to) {
    tick = Math.max(1, Math.min(last, to));
    if (tick === last) stop();
    show();
  }

  function stop() {
    clearInterval(timer);
    timer = null;
  }

  function play() {
    if (timer) return stop(), show();
    if (tick === last) tick = 1;
    timer = setInterval(() => go(tick + 1), 1000 / speeds[speed]);
    show();
  }

  function faster(by) {
    speed = Math.max(0, Math.min(speeds.length - 1, speed + by));
    if (timer) stop(), play();
    else show();
  }

  const actions = {
    first: () => go(1), previous: () => go(tick - 1), play, next: () => go(tick + 1), last: () => go(last),
    slower: () => faster(-1), faster: () => faster(1),
  };
  for (const id of Object.keys(actions)) $(id).addEventListener("click", actions[id]);
  document.addEventListener("keydown", (event) => {
    const key = {
      ArrowRight: "next", " ": "next", ArrowLeft: "previous", Enter: "play", p: "play",
      "+": "faster", "=": "faster", "-": "slower", Home: "first", End: "last",
    }[event.key];
    if (!key) return;
    actions[key]();
    event.preventDefault();
  });
  const asked = /^#tick=(\d+)$/.exec(location.hash);
  if (asked) go(Number(asked[1]));
  else show();
  window.addEventListener("hashchange", () => {
    const again = /^#tick=(\d+)$/.exec(location.hash);
    if (again && Number(again[1]) !== tick) go(Number(again[1]));
  });
})();
