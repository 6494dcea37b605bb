// A lesson's exercise answered by clicking (anywidget front end of moon_nb.Quiz). It draws the
// question and the options Python sends, keeps which ones the learner has picked, and sends
// them; whether an answer is right, and why, is decided in Python and only shown here.

import { h, fill, svgBox } from "./dom.js";
import { dominoSvg, tileWords } from "./domino.js";
import { put } from "./words.js";

// The quiz's words come from Python (moon_nb.exercises.quiz_words), in the quiz's language, in
// its state's `words`: this code holds no sentence of its own; a word not sent shows as nothing.
const PICK_WORDS = { one: "pick_one", some: "pick_some", order: "pick_order", numbers: "pick_numbers" };

/** How many tries, in words ("2 tries"), from the forms Python sent (`words.tries`). */
export function triesWords(words, n) {
  const forms = (words && words.tries) || [];
  if (n < forms.length) return forms[n] || "";
  const last = forms[forms.length - 1] || "";
  return last.replace(String(forms.length - 1), String(n));
}

/** The order badge of a picked option: its place in the learner's sequence, from 1. */
export function placeOf(picked, index) {
  const at = picked.indexOf(index);
  return at < 0 ? null : at + 1;
}

/** The picks after clicking option `index`: a toggle, except that "one" keeps just it. */
export function toggle(picked, index, pick) {
  if (pick === "one") return [index];
  return picked.includes(index) ? picked.filter((i) => i !== index) : [...picked, index];
}

/** The whole numbers typed in the boxes, or null (with the first bad box) if one is not. */
export function readNumbers(texts) {
  const out = [];
  for (let i = 0; i < texts.length; i += 1) {
    const text = String(texts[i]).trim().replace("\u2212", "-");
    if (!/^[+-]?\d{1,3}$/.test(text)) return { numbers: null, bad: i };
    out.push(Number(text));
  }
  return { numbers: out, bad: -1 };
}

function render({ model, el }) {
  const words = () => model.get("words") || {};
  const root = h("div", {
    class: "moon-quiz",
    role: "group",
    "aria-label": words().exercise || "",
    "data-lm-suppress-shortcuts": "true",
  });
  const question = h("div", { class: "moon-quiz-question" });
  const options = h("div", { class: "moon-quiz-options", role: "group" });
  const controls = h("div", { class: "moon-quiz-controls" });
  const notice = h("div", { class: "moon-quiz-notice", role: "alert" });
  const answer = h("div", { class: "moon-quiz-answer", "aria-live": "polite" });
  root.append(question, options, controls, notice, answer);
  el.appendChild(root);

  let picked = [];
  let typed = [];
  let local = "";

  function send(content) {
    local = "";
    model.send(content);
  }

  function choices() {
    return model.get("choices") || { pick: "one", options: [], prompt: "" };
  }

  function check() {
    const { pick } = choices();
    if (pick === "numbers") {
      const { numbers, bad } = readNumbers(typed);
      if (numbers === null) {
        local = words().bad_number || "";
        draw();
        const box = options.querySelectorAll("input")[bad];
        if (box) box.focus();
        return;
      }
      send({ kind: "answer", numbers });
    } else {
      send({ kind: "answer", picked: pick === "some" ? [...picked].sort((a, b) => a - b) : picked });
    }
  }

  function optionButton(option, index, pick) {
    const place = placeOf(picked, index);
    const chosen = place !== null;
    const label = option.tile ? tileWords(words(), option.label) : option.label;
    const attrs = {
      type: "button",
      class: `moon-quiz-choice${option.tile ? " moon-quiz-tile" : ""}${chosen ? " moon-quiz-picked" : ""}`,
      "aria-pressed": String(chosen),
      "aria-label": pick === "order" && chosen ? put(words().picked, { label, place }) : label,
      title: option.label,
      "data-key": `option-${index}`,
      onclick: () => {
        picked = toggle(picked, index, pick);
        if (pick === "one") check();
        else draw();
      },
    };
    if (!option.tile) return h("button", attrs, option.label);
    const button = svgBox("button", attrs, dominoSvg(option.label));
    if (pick === "order" && chosen) button.append(h("span", { class: "moon-quiz-place" }, String(place)));
    return button;
  }

  function numberBox(option, index) {
    const input = h("input", {
      type: "text",
      inputmode: "numeric",
      class: "moon-quiz-number",
      "aria-label": put(words().points_box, { label: option.label }),
      value: typed[index] ?? "",
      size: "4",
      "data-key": `number-${index}`,
    });
    input.addEventListener("input", () => {
      typed[index] = input.value;
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") check();
    });
    return h("label", { class: "moon-quiz-box" }, h("span", {}, option.label), input);
  }

  function draw() {
    // Redrawing replaces the buttons: keep the keyboard focus on the same one.
    const focused = root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    drawParts();
    const again = focused && root.querySelector(`[data-key="${focused}"]`);
    if (again && !again.disabled) again.focus();
  }

  function drawParts() {
    const { pick, options: list, prompt } = choices();
    if (typed.length !== list.length && pick === "numbers") typed = list.map((_, i) => typed[i] ?? "");
    // Python's own markup: the exercise's text (escaped there) and its SVG pictures.
    question.innerHTML = model.get("question") || "";
    const items =
      pick === "numbers" ? list.map((o, i) => numberBox(o, i)) : list.map((o, i) => optionButton(o, i, pick));
    options.className = `moon-quiz-options moon-quiz-${pick}`;
    const said = words();
    options.setAttribute("aria-label", `${said[PICK_WORDS[pick]] || said.options || ""}: ${prompt}`);
    fill(options, items);
    const buttons = [];
    if (pick !== "one") {
      buttons.push(h("button", { type: "button", class: "moon-quiz-check", "data-key": "check", onclick: check }, said.check || ""));
    }
    if (pick === "some" || pick === "order") {
      buttons.push(
        h("button", {
          type: "button",
          class: "moon-quiz-secondary",
          disabled: picked.length === 0,
          "data-key": "start-over",
          onclick: () => {
            picked = [];
            draw();
          },
        }, said.start_over || ""),
      );
    }
    buttons.push(
      h("button", {
        type: "button",
        class: "moon-quiz-secondary",
        "data-key": "solution",
        onclick: () => send({ kind: "solution" }),
      }, said.show_solution || ""),
    );
    const tries = model.get("tries") || 0;
    fill(controls, h("span", { class: "moon-quiz-prompt" }, prompt), buttons,
      tries ? h("span", { class: "moon-quiz-tries" }, triesWords(said, tries)) : null);
    fill(notice, local || model.get("notice") || "");
    notice.hidden = !(local || model.get("notice"));
    const verdict = model.get("verdict") || "";
    root.dataset.verdict = verdict;
    answer.innerHTML = model.get("answer_html") || "";
  }

  const redraw = () => draw();
  const reset = () => {
    picked = [];
    typed = [];
    draw();
  };
  model.on("change:question", reset);
  model.on("change:choices", reset);
  const relabel = () => {
    root.setAttribute("aria-label", words().exercise || "");
    draw();
  };
  model.on("change:words", relabel);
  for (const name of ["answer_html", "verdict", "notice", "tries"]) model.on(`change:${name}`, redraw);
  draw();
  return () => {
    model.off("change:question", reset);
    model.off("change:choices", reset);
    model.off("change:words", relabel);
    for (const name of ["answer_html", "verdict", "notice", "tries"]) model.off(`change:${name}`, redraw);
  };
}

export default { render };
