import assert from "node:assert/strict";
import { test } from "node:test";
import { answerKey, pageModel } from "../src/pagemodel.js";

const exercise = {
  question: "<p>Which tile wins?</p>",
  choices: { pick: "some", prompt: "Click", options: [{ label: "6-4", tile: true }, { label: "5-4", tile: true }] },
  answers: { "[0]": { verdict: "right", html: "<p>Right</p>" }, "[0,1]": { verdict: "wrong", html: "<p>No</p>" } },
  otherwise: { verdict: "wrong", html: "<p>Not quite</p>" },
  solution: "<p>Solution</p>",
};

test("answers are looked up as Python keyed them", () => {
  assert.equal(answerKey({ kind: "answer", picked: [1, 0] }, "some"), "[0,1]");
  assert.equal(answerKey({ kind: "answer", picked: [1, 0] }, "order"), "[1,0]");
  assert.equal(answerKey({ kind: "answer", numbers: [-5, 2, 1] }, "numbers"), "[-5,2,1]");
});

test("a click gets the engine's precomputed feedback; others get the general one", () => {
  const model = pageModel(exercise);
  const changed = [];
  model.on("change:answer_html", () => changed.push(model.get("answer_html")));
  model.send({ kind: "answer", picked: [0] });
  assert.equal(model.get("verdict"), "right");
  model.send({ kind: "answer", picked: [1] });
  assert.equal(model.get("answer_html"), "<p>Not quite</p>");
  assert.equal(model.get("tries"), 2);
  model.send({ kind: "solution" });
  assert.equal(model.get("verdict"), "solution");
  model.send({ kind: "clear" });
  assert.equal(model.get("answer_html"), "");
  assert.deepEqual(changed, ["<p>Right</p>", "<p>Not quite</p>", "<p>Solution</p>", ""]);
});
