// A tiny DOM builder: elements from tag, attributes and children. Text always goes in as text
// nodes, never as markup; the only markup inserted is the dominoes' SVG, which holds digits only.

export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else if (typeof child === "string" || typeof child === "number") {
      el.appendChild(document.createTextNode(String(child)));
    } else el.appendChild(child);
  }
}

/** An element holding trusted SVG markup (built by domino.js from parsed digits). */
export function svgBox(tag, attrs, markup) {
  const el = h(tag, attrs);
  el.innerHTML = markup;
  return el;
}

/** Replace an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
}
