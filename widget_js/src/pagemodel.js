// The model of an exercise on a page of its own (moon_nb.course.pages.exercises_html): the Quiz
// widget's traits, kept in the page instead of in Python. Every answer the page can take was
// checked by the engine when the page was written; an answer only looks its feedback up.

/** The key under which the page stores the feedback on an answer (as Python writes it). */
export function answerKey(content, pick) {
  if (Array.isArray(content.numbers) && content.numbers.length) return JSON.stringify(content.numbers);
  const picked = Array.isArray(content.picked) ? content.picked : [];
  return JSON.stringify(pick === "order" ? picked : [...picked].sort((a, b) => a - b));
}

/** A model with the Quiz widget's traits, answering from the page's precomputed feedback. */
export function pageModel(exercise) {
  const state = { question: exercise.question, choices: exercise.choices, answer_html: "", verdict: "", notice: "", tries: 0 };
  const listeners = new Map();
  const emit = (name) => (listeners.get(name) || []).forEach((f) => f());
  const set = (values) => {
    Object.assign(state, values);
    for (const name of Object.keys(values)) emit(`change:${name}`);
  };
  return {
    get: (name) => state[name],
    set: (name, value) => set({ [name]: value }),
    save_changes() {},
    on(name, f) {
      listeners.set(name, [...(listeners.get(name) || []), f]);
    },
    off(name, f) {
      listeners.set(name, (listeners.get(name) || []).filter((g) => g !== f));
    },
    send(content) {
      if (content.kind === "answer") {
        const found = exercise.answers[answerKey(content, exercise.choices.pick)] || exercise.otherwise;
        set({ answer_html: found.html, verdict: found.verdict, notice: "", tries: state.tries + 1 });
      } else if (content.kind === "solution") {
        set({ answer_html: exercise.solution, verdict: "solution", notice: "" });
      } else if (content.kind === "clear") {
        set({ answer_html: "", verdict: "", notice: "" });
      }
    },
  };
}
