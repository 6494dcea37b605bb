// A page of lesson exercises (moon_nb.course.pages.exercises_html): each drawn by the Quiz widget's
// own code over a model that lives in the page (pagemodel.js). Nothing here judges an answer,
// and the page needs no network.

import { pageModel } from "./pagemodel.js";
import quiz from "./quiz.js";

const data = JSON.parse(document.getElementById("moon-data").textContent);
const page = document.getElementById("moon-export");
const heading = document.createElement("h1");
heading.className = "moon-export-title";
heading.textContent = data.title;
page.append(heading);
for (const exercise of data.exercises) {
  const el = document.createElement("section");
  el.className = "moon-export-exercise";
  page.append(el);
  // The quiz's words (moon_nb.exercises.quiz_words) are the page's, written once for all.
  const model = pageModel(exercise);
  const own = model.get;
  model.get = (name) => (name === "words" ? data.words : own(name));
  quiz.render({ model, el });
}
