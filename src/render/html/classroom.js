// The classroom's part of the replay page, driving the player through
// `window.nqueensReplay` (page.js): predicting the next step, the
// projector mode, and the embedded page's address.
//
// Predicting: the button or the key x turns it on and off. The page goes
// to the next try and asks what becomes of the square; p (placed), c
// (column), / or \ (the diagonals) answers, and the page shows the step
// after the try, its trace line and whether the answer was right, with the
// score so far per kind; → or space asks the next one. After the last try
// it says the score and the kinds missed most. While it asks, the player
// conceals what would give the answer away (page.js), and the player's own
// keys and buttons rest, so that no step after the try can be shown. The
// score is kept while the page is open, predicting on or off.
// P turns the projector mode on and off. The address
// `#step=K&speed=S&play&projector&predict` opens step K (page.js), sets the
// speed nearest S steps a second, plays, starts in the projector mode, and
// asks the first try from step K on; each part may be left out. Moving
// writes `&predict` and `&projector` back after the step while they are on.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const replay = window.nqueensReplay;
  const words = JSON.parse($("classroom-words").textContent);
  const pageWords = JSON.parse($("words").textContent);
  const data = replay.data;
  const kinds = ["placed", "column", "diagonal", "anti-diagonal"];
  const fill = (template, values) =>
    Object.entries(values).reduce((text, [name, value]) => text.split(`{${name}}`).join(value), template);

  // The embedded page: #step=K&speed=S&play&projector.
  const asked = new URLSearchParams(replay.opened.slice(1));
  if (asked.has("speed")) {
    const wanted = Number(asked.get("speed"));
    const nearest = pageWords.speeds.reduce(
      (best, speed, i) => (Math.abs(speed - wanted) < Math.abs(pageWords.speeds[best] - wanted) ? i : best), 0);
    replay.speed(nearest);
  }
  if (asked.has("play")) replay.play();

  // The outcome of the try at index i: the kind of the step after it, or -1.
  function outcome(i) {
    if (pageWords.kinds[data[i][0]] !== "try" || i + 1 >= data.length) return -1;
    const [kind, , , , , reason] = data[i + 1];
    const name = pageWords.kinds[kind];
    if (name === "place") return 0;
    if (name === "prune" && reason !== null) return 1 + reason;
    return -1;
  }

  // The answers' keys, and each answer on its own: the key, then what it
  // says will happen.
  const answers = { p: 0, c: 1, "|": 1, "/": 2, "\\": 3 };
  ["p", "c", "/", "\\"].forEach((key, k) => {
    const choice = document.createElement("li");
    const typed = document.createElement("kbd");
    typed.textContent = key;
    choice.append(typed, words.kinds[k]);
    $("predict-choices").append(choice);
  });

  let predicting = false;
  let projecting = false;
  let asking = -1;
  const asked_ = [0, 0, 0, 0];
  const right = [0, 0, 0, 0];

  function scoreLines() {
    const total = (counts) => counts.reduce((a, b) => a + b, 0);
    if (total(asked_) === 0) return words.score_none;
    const lines = [fill(words.score, { right: total(right), asked: total(asked_) })];
    kinds.forEach((_, k) => {
      if (asked_[k] > 0) lines.push(fill(words.score_kind, { kind: words.kinds[k], right: right[k], asked: asked_[k] }));
    });
    return lines.join("\n");
  }

  // The modes on, on the page and in its address.
  function modes() {
    document.body.classList.toggle("projector", projecting);
    document.body.classList.toggle("predicting", predicting);
    $("predict").setAttribute("aria-pressed", String(predicting));
    replay.modes(["projector", "predict"].filter((mode, i) => [projecting, predicting][i]));
  }

  function ask(from) {
    asking = -1;
    for (let i = from; i < data.length; i++) if (outcome(i) >= 0) { asking = i; break; }
    if (asking < 0) return end();
    replay.conceal(true);
    replay.go(asking);
    const [, , , row, col] = data[asking];
    $("predict-question").textContent =
      fill(words.question, { step: asking + 1, function: pageWords.function, row, col });
    $("predict-choices").hidden = false;
    $("predict-line").textContent = "";
    $("predict-score").textContent = scoreLines();
  }

  function answer(k) {
    const truth = outcome(asking);
    asked_[truth] += 1;
    if (truth === k) right[truth] += 1;
    const line = data[asking + 1][7];
    $("predict-choices").hidden = true;
    $("predict-line").textContent =
      truth === k ? fill(words.right, { line }) : fill(words.wrong, { answer: words.kinds[k], line });
    $("predict-score").textContent = scoreLines();
    replay.conceal(false);
    replay.go(asking + 1);
    asking = -(asking + 2);
  }

  function end() {
    replay.conceal(false);
    const total = asked_.reduce((a, b) => a + b, 0);
    $("predict-choices").hidden = true;
    const got = right.reduce((a, b) => a + b, 0);
    $("predict-question").textContent = total === 0 ? words.none : fill(words.end, { right: got, asked: total });
    const wrong = kinds.map((_, k) => asked_[k] - right[k]);
    const most = Math.max(...wrong);
    $("predict-line").textContent = most === 0 ? (total === 0 ? "" : words.perfect)
      : fill(words.missed, { kinds: kinds.map((_, k) => k).filter((k) => wrong[k] === most).map((k) => words.kinds[k]).join(", ") });
    $("predict-score").textContent = scoreLines();
  }

  function toggle() {
    predicting = !predicting;
    $("predict-box").hidden = !predicting;
    if (predicting) {
      replay.pause();
      ask(replay.index());
    } else {
      asking = -1;
      replay.conceal(false);
    }
    modes();
  }

  $("predict").addEventListener("click", toggle);
  // Taken before page.js's keys: while predicting, the answers are not the
  // player's keys, and the player's keys rest.
  window.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT") return;
    if (event.key === "P") projecting = !projecting, modes();
    else if (event.key === "x") toggle();
    else if (!predicting) return;
    else if (asking >= 0 && Object.hasOwn(answers, event.key)) answer(answers[event.key]);
    else if (asking < -1 && [" ", "ArrowRight", "Enter"].includes(event.key)) ask(-asking);
    else return event.stopImmediatePropagation();
    event.preventDefault();
    event.stopImmediatePropagation();
  }, true);
  projecting = asked.has("projector");
  if (asked.has("predict")) toggle();
  else modes();
})();
