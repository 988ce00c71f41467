// The live page of `playground serve`: draws the frames the session sends, and sends back
// what the person does, in each control's own drawing coordinates.
"use strict";

const scene = document.getElementById("scene");
const bars = document.getElementById("bars");
const log = document.getElementById("log");
const statusLine = document.getElementById("status");
let controls = [];
let socket = null;
let dragging = null; // the control a pointer went down on, while it is held
let lastBars = "";
let lastSequence = null; // the frame the picture shows, and its SVG, for frames sent as changes
let lastImage = "";
let paused = false;
let scrubbing = false;
const playButton = document.getElementById("play");
const scrub = document.getElementById("scrub");
const speed = document.getElementById("speed");

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function print(text, kind) {
  const line = document.createElement("div");
  if (kind) line.className = kind;
  line.textContent = text;
  log.appendChild(line);
  while (log.childNodes.length > 2000) log.removeChild(log.firstChild);
  log.scrollTop = log.scrollHeight;
}

function connect() {
  socket = new WebSocket(`ws://${location.host}/session`);
  socket.onopen = () => {
    statusLine.textContent = "live";
    statusLine.className = "";
    lastSequence = null;
    // An answer to a record request made on a connection now gone will not come.
    recordDone();
  };
  socket.onclose = () => {
    statusLine.textContent = "disconnected; retrying…";
    statusLine.className = "error";
    setTimeout(connect, 1000);
  };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "frame") showFrame(message);
    else if (message.type === "console") print(message.text, message.error ? "error" : "");
    else if (message.type === "completions") complete(message.word, message.items, message.truncated);
    else if (message.type === "recording") saveRecording(message);
    // Whatever answer a record request gets, the button comes back; an error while one is
    // being made is taken as its answer (a refusal, or the request itself refused).
    if (message.type === "console" && message.error && recordButton.disabled) recordDone();
  };
}

// A frame's SVG: whole, or rebuilt from the one before it as the HTML player does (the numbers
// that moved, or the lines between the first and last kept). A frame that changes one this page
// did not get (it skipped some, being slow) is dropped, and the next whole one asked for. A
// whole frame no newer than the one shown (the answer to that request, overtaken by the frames
// sent after it) is dropped too: the picture never goes back to an older one.
const numberPattern = /(-?[0-9]+(?:\.[0-9]+)?)/;
function imageOf(frame) {
  if (typeof frame.svg === "string") return lastSequence !== null && frame.seq <= lastSequence ? undefined : frame.svg;
  if (frame.base !== lastSequence) return null;
  const entry = frame.image;
  if (typeof entry === "string") return entry;
  if (entry.n) {
    const parts = lastImage.split(numberPattern);
    let k = -1;
    for (let j = 0; j < entry.n.length; j += 2) {
      k += entry.n[j];
      parts[2 * k + 1] = String(entry.n[j + 1]);
    }
    return parts.join("");
  }
  const lines = lastImage.split("\n");
  return lines.slice(0, entry.l[0]).concat(entry.l[2], lines.slice(lines.length - entry.l[1])).join("\n");
}

function showFrame(frame) {
  const image = imageOf(frame);
  if (image === undefined) return;
  if (image === null) {
    send({ type: "resync" });
    return;
  }
  lastSequence = frame.seq;
  lastImage = image;
  scene.innerHTML = image;
  controls = frame.controls;
  paused = frame.paused;
  statusLine.textContent = `${paused ? "paused" : "live"}, t = ${frame.time.toFixed(3)} s`;
  playButton.textContent = paused ? "Play" : "Pause";
  if (!scrubbing) {
    scrub.max = String(Math.max(frame.furthest, frame.time));
    scrub.value = String(frame.time);
  }
  const signature = JSON.stringify(controls.map((c) => [c.id, c.title, c.buttons, c.accepts]));
  if (signature !== lastBars) {
    lastBars = signature;
    bars.replaceChildren(...controls.map(controlBar));
  }
  for (const control of controls) if (control.dates) showDates(control);
}

// A date range's inputs follow the model (unless being edited), the flagged one red, and Save
// is disabled while the range is not valid.
function showDates(control) {
  for (const field of ["start", "finish"]) {
    const input = document.getElementById(`date-${control.id}-${field}`);
    if (!input) continue;
    if (document.activeElement !== input) input.value = control.dates[field].slice(0, 10);
    input.classList.toggle("flagged", control.dates.flagged === field);
  }
  const save = document.querySelector(`button[data-control="${control.id}"][data-method="save"]`);
  if (save) save.disabled = !control.dates.valid;
}

function controlBar(control) {
  const bar = document.createElement("div");
  bar.className = "bar";
  const title = document.createElement("span");
  title.textContent = control.title;
  bar.appendChild(title);
  // What the person can do to it besides its buttons, from its class's declaration.
  const accepts = document.createElement("div");
  accepts.className = "accepts";
  const words = (control.accepts || []).slice();
  if (control.buttons.length) words.push("buttons");
  accepts.textContent = words.length ? words.join(" · ") : "watch only";
  bar.appendChild(accepts);
  if (control.dates) {
    for (const field of ["start", "finish"]) {
      const input = document.createElement("input");
      input.type = "date";
      input.id = `date-${control.id}-${field}`;
      input.title = field;
      input.addEventListener("change", () => {
        if (input.value) send({ type: "date", control: control.id, field, date: input.value });
      });
      bar.appendChild(input);
    }
  }
  for (const method of control.buttons) {
    const button = document.createElement("button");
    button.textContent = method;
    button.dataset.control = control.id;
    button.dataset.method = method;
    button.addEventListener("click", () => send({ type: "button", control: control.id, method }));
    bar.appendChild(button);
  }
  return bar;
}

// A pointer's position in the scene document's coordinates.
function scenePoint(event) {
  const svg = scene.querySelector("svg");
  if (!svg) return null;
  const matrix = svg.getScreenCTM();
  if (!matrix) return null;
  return new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
}

function controlAt(point) {
  return controls.find((c) => point.x >= c.x && point.x < c.x + c.width && point.y >= c.y && point.y < c.y + c.height);
}

function pointer(phase, event, control) {
  const point = scenePoint(event);
  if (!point || !control) return;
  send({ type: "pointer", phase, control: control.id, x: point.x - control.x, y: point.y - control.y });
}

scene.addEventListener("pointerdown", (event) => {
  const point = scenePoint(event);
  const control = point && controlAt(point);
  if (!control) return;
  scene.focus();
  dragging = control;
  scene.setPointerCapture(event.pointerId);
  pointer("down", event, control);
  event.preventDefault();
});
scene.addEventListener("pointermove", (event) => { if (dragging) pointer("move", event, dragging); });
scene.addEventListener("pointerup", (event) => {
  if (dragging) pointer("up", event, dragging);
  dragging = null;
});
scene.addEventListener("pointercancel", (event) => {
  if (dragging) pointer("cancel", event, dragging);
  dragging = null;
});

const arrows = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
document.addEventListener("keydown", (event) => {
  if (event.target === document.getElementById("line")) return;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") {
    send({ type: event.shiftKey ? "redo" : "undo" });
    event.preventDefault();
  } else if (event.key === " " && event.target === document.body) {
    togglePlay();
    event.preventDefault();
  } else if (arrows[event.key]) {
    send({ type: "key", key: arrows[event.key] });
    event.preventDefault();
  }
});
document.getElementById("undo").addEventListener("click", () => send({ type: "undo" }));
function togglePlay() {
  send(paused ? { type: "play", speed: Number(speed.value) } : { type: "pause" });
}
playButton.addEventListener("click", togglePlay);
document.getElementById("step").addEventListener("click", () => send({ type: "step" }));
speed.addEventListener("change", () => send({ type: "play", speed: Number(speed.value) }));
scrub.addEventListener("input", () => {
  scrubbing = true;
  send({ type: "seek", time: Number(scrub.value) });
});
scrub.addEventListener("change", () => { scrubbing = false; });
document.getElementById("redo").addEventListener("click", () => send({ type: "redo" }));
// A line that loops runs on the session's thread: Stop reaches it at once, not after the queue.
document.getElementById("stop-line").addEventListener("click", () => send({ type: "stop" }));
// Tab completes the word before the cursor as playground repl does (the same words break it:
// `.` and `:` do not, so `counter:inc` is one word): one candidate is put in, several are
// listed in the console and their common beginning put in.
const wordBreaks = " \t\n\"\\'`@$><=;|&{(+-*/%^~#,[)]}";
function wordBeforeCursor(input) {
  const before = input.value.slice(0, input.selectionStart);
  let start = before.length;
  while (start > 0 && !wordBreaks.includes(before[start - 1])) start--;
  return { start, word: before.slice(start) };
}
function complete(word, items, truncated) {
  const input = document.getElementById("line");
  const at = wordBeforeCursor(input);
  if (at.word !== word || items.length === 0) return;
  // Only some of the candidates came: list them, and put nothing in.
  if (truncated) {
    print(items.join("  ") + "  …", "input");
    return;
  }
  let common = items[0];
  for (const item of items) {
    while (!item.startsWith(common)) common = common.slice(0, -1);
  }
  if (items.length > 1) print(items.join("  "), "input");
  const replacement = items.length === 1 ? items[0] : common;
  if (replacement.length > word.length) {
    const end = input.selectionStart;
    input.value = input.value.slice(0, at.start) + replacement + input.value.slice(end);
    input.selectionStart = input.selectionEnd = at.start + replacement.length;
  }
}
document.getElementById("line").addEventListener("keydown", (event) => {
  if (event.key !== "Tab" || event.shiftKey) return;
  event.preventDefault();
  send({ type: "complete", line: wordBeforeCursor(event.target).word });
});
document.getElementById("prompt").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = document.getElementById("line");
  if (!input.value) return;
  print("> " + input.value, "input");
  send({ type: "eval", line: input.value });
  input.value = "";
});

connect();

// The record button: the server makes what the page showed in the last ten seconds into a
// GIF or a WebM file (librsvg and ffmpeg, as `playground run --gif`), and tells this page
// where to download it.
const recordButton = document.getElementById("record");
const recordFormat = document.getElementById("record-format");
let recordTimer = null;
function recordDone() {
  clearTimeout(recordTimer);
  recordButton.disabled = false;
  recordButton.textContent = "\u25CF Record";
}
recordButton.addEventListener("click", () => {
  recordButton.disabled = true;
  recordButton.textContent = "Making it\u2026";
  // An answer lost on the way (a page far behind skips messages) does not keep it disabled.
  recordTimer = setTimeout(recordDone, 60000);
  send({ type: "record", format: recordFormat.value });
});
function saveRecording(recording) {
  recordDone();
  const link = document.createElement("a");
  link.href = recording.url;
  link.download = recording.file;
  document.body.appendChild(link);
  link.click();
  link.remove();
  const size = recording.bytes >= 1048576 ? (recording.bytes / 1048576).toFixed(1) + " MB" : Math.ceil(recording.bytes / 1024) + " KB";
  print(`saved ${recording.file}: ${recording.format}, ${recording.frames} frames, ${recording.width} \u00D7 ${recording.height} pixels, ${size} `);
  // A browser may hold back a download that no click started: the link is there to click.
  const again = document.createElement("a");
  again.href = recording.url;
  again.download = recording.file;
  again.textContent = "download again";
  log.lastChild.appendChild(again);
}
