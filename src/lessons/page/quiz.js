// The quiz of a lesson's page: the learner types a guess and answers; the
// verdict is the catalog's words for the case (exact, too high or too low
// with how far off, empty, not a number), carried by the page as templates
// in the `data-` attributes of the verdict paragraph, and the rest of the
// lesson, hidden until then, is shown. A guess is read as the terminal
// lesson reads it: digits, with `,`, `_` and spaces allowed between them.
"use strict";
(function () {
  const form = document.querySelector("form.quiz");
  const verdict = document.querySelector(".verdict");
  if (!form || !verdict) return;
  const t = verdict.dataset;
  const measured = BigInt(t.measured);
  const most = BigInt(t.most);
  const thousands = (number) => number.toLocaleString("en-US");
  const fill = (template, values) =>
    Object.entries(values).reduce((text, [name, value]) => text.split(`{${name}}`).join(value), template);

  // How far `guess` is from the measured value, in the words of the page.
  function off(guess) {
    if (measured === 0n) return "";
    const difference = guess > measured ? guess - measured : measured - guess;
    const percent = Math.round(Number(difference) * 100 / Number(measured));
    const times = Math.round(Number(guess) / Number(measured));
    // A guess under a tenth of the measured value is the part of it it is.
    const part = guess > 0n && guess * 10n < measured ? Math.round(Number(measured) / Number(guess)) : 0;
    let words;
    if (part > 0) words = fill(t.fraction, { denominator: thousands(part) });
    else if (percent < 1000) words = fill(t.percent, { percent: thousands(percent) });
    else if (times <= Number(most)) words = fill(t.times, { times: thousands(times) });
    else words = fill(t.over, { times: thousands(Number(most)) });
    return t.space + words;
  }

  // Whether `number` read aloud in Korean ends in a vowel, for the
  // particle after it (은 or 는): the unit of its lowest group of four
  // digits that is not zero (만, 억, 조 ...), or its last digit or the unit
  // after it (십, 백, 천).
  function endsInVowel(number) {
    if (number === 0n) return false;
    let group = 0;
    while (number % 10000n === 0n) { number /= 10000n; group += 1; }
    if (group > 0) return [3, 5, 6, 8].includes(group);
    return [2n, 4n, 5n, 9n].includes(number % 10n);
  }

  function answer(text) {
    const trimmed = text.trim();
    const digits = trimmed.replace(/[,_ ]/g, "");
    if (trimmed === "") return t.empty;
    if (!/^\d+$/.test(digits)) {
      const shown = Array.from(trimmed);
      return fill(t.garbled, { answer: `'${shown.slice(0, 40).join("")}'${shown.length > 40 ? "..." : ""}` });
    }
    const guess = BigInt(digits);
    if (guess === measured) return t.exact;
    const difference = guess > measured ? guess - measured : measured - guess;
    const template = (guess > measured ? "high" : "low") + (endsInVowel(guess) ? "Vowel" : "Consonant");
    return fill(t[template], {
      guess: thousands(guess), difference: thousands(difference), off: off(guess),
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    verdict.textContent = answer(form.elements.guess.value);
    document.querySelector(".after-quiz").hidden = false;
  });
})();
