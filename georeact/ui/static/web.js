// geo-react's web page: the chat beside the answer's map. Every text from the server (answers, names from the
// map data, steps, SQL) is written with textContent, never as markup.
"use strict";

(function () {
  const turns = document.getElementById("turns");
  const form = document.getElementById("ask");
  const input = document.getElementById("question");
  const send = document.getElementById("send");
  const frame = document.getElementById("map-frame");
  const noMap = document.getElementById("no-map");

  function newThread() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    const id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    sessionStorage.setItem("georeact-thread", id);
    return id;
  }
  let thread = sessionStorage.getItem("georeact-thread") || newThread();

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function showMap(url) {
    if (!url) return;
    frame.hidden = false;
    noMap.hidden = true;
    frame.src = url;
  }

  function fold(title, children) {
    const details = el("details", "fold");
    details.appendChild(el("summary", null, title));
    children.forEach((child) => details.appendChild(child));
    return details;
  }

  function render(box, answer) {
    box.textContent = "";
    box.className = "answer" + (answer.answered ? "" : " failed");
    box.appendChild(document.createTextNode(answer.text));
    const turn = box.parentNode;
    if (answer.read_as) turn.insertBefore(el("div", "read-as", "(read as: " + answer.read_as + ")"), box);
    if (answer.value && !answer.text.includes(answer.value)) turn.appendChild(el("div", "value", "value: " + answer.value));
    turn.appendChild(el("div", "meta", answer.status || ""));
    if (answer.steps && answer.steps.length) {
      turn.appendChild(fold("steps (" + answer.steps.length + ")", answer.steps.map((step) => {
        const item = el("div", "step" + (step.ok ? "" : " failed"));
        item.appendChild(el("div", "tool", step.tool + " · " + step.ms + " ms"));
        item.appendChild(el("div", "args", step.arguments));
        item.appendChild(el("div", "result", step.result));
        return item;
      })));
    }
    if (answer.sql && answer.sql.length) {
      turn.appendChild(fold("SQL (" + answer.sql.length + ")", answer.sql.map((text) => el("pre", "sql", text))));
    }
    if (answer.map) {
      const button = el("button", "show-map", "show this answer's map");
      button.type = "button";
      button.addEventListener("click", () => showMap(answer.map));
      turn.appendChild(button);
      showMap(answer.map);
    }
  }

  // Server-sent events read from a POST's body: "event: kind\ndata: json\n\n"
  async function ask(question) {
    const turn = el("li", "turn");
    turn.appendChild(el("div", "question", question));
    const box = el("div", "answer running", "reading the question");
    turn.appendChild(box);
    turns.appendChild(turn);
    turn.scrollIntoView({block: "end"});
    let response;
    try {
      response = await fetch("/api/ask", {method: "POST", headers: {"Content-Type": "application/json"},
                                          body: JSON.stringify({question: question, thread: thread})});
    } catch (error) {
      render(box, {text: "The geo-react server cannot be reached: is `georeact web` still running?", answered: false});
      return;
    }
    if (!response.ok) {
      let text = "The server refused the question.";
      try { text = (await response.json()).error || text; } catch (error) { /* not JSON */ }
      render(box, {text: text, answered: false});
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let done = false;
    while (true) {   // to the end of the stream: the server closes it after the answer
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, {stream: true});
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const kind = (block.match(/^event: (.*)$/m) || [])[1];
        const data = (block.match(/^data: (.*)$/m) || [])[1];
        if (!kind || data === undefined) continue;
        const value = JSON.parse(data);
        if (kind === "status") {
          box.textContent = value;
        } else if (kind === "answer") {
          render(box, value);
          done = true;
        }
      }
      turn.scrollIntoView({block: "end"});
    }
    if (!done) render(box, {text: "The answer was cut off: ask again.", answered: false});
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const question = input.value.trim();
    if (!question) return;
    input.value = "";
    send.disabled = true;
    try { await ask(question); } finally { send.disabled = false; input.focus(); }
  });

  document.getElementById("new").addEventListener("click", async () => {
    const old = thread;
    thread = newThread();
    turns.textContent = "";
    frame.hidden = true;
    noMap.hidden = false;
    frame.removeAttribute("src");
    try {
      await fetch("/api/forget", {method: "POST", headers: {"Content-Type": "application/json"},
                                  body: JSON.stringify({thread: old})});
    } catch (error) { /* the server is gone: nothing kept to forget */ }
  });

  input.focus();
})();
