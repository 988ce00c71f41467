import Geometry

/// The page of an `HTMLRecording`: markup, style, the recording as JSON, and the player script.
///
/// The player shows frame `i` for virtual times from `times[i]` until the next frame's, so it
/// plays at the run's own pace (times the chosen speed) however far apart the frames are. It
/// keeps its state in `data-` attributes of `<body>` (`data-frame`, `data-playing`), which
/// browser tests and user scripts can read.
struct HTMLPlayerPage {
    let recording: HTMLRecording

    func render() -> String {
        let count = recording.count
        let duration = recording.times.last ?? 0
        let title = SVGText.escaped(recording.title)
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="playground">
            <title>\(title) — playground recording</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body data-frame="0" data-playing="false">
            <header><strong>\(title)</strong> <span class="facts">\(count) frame\(count == 1 ? "" : "s") · \
            \(Self.seconds(duration)) s of virtual time</span></header>
            <main id="stage"></main>
            <div id="bar">
            <button id="play" type="button" aria-label="Play" title="Play / pause (space)">▶ Play</button>
            <input id="scrub" type="range" min="0" max="\(max(0, count - 1))" step="1" value="0" aria-label="Frame">
            <span id="time">t = \(Self.seconds(recording.times.first ?? 0)) s</span>
            <span id="frame">\(count == 0 ? 0 : 1) / \(count)</span>
            <label>speed <select id="speed">
            <option value="0.25">¼×</option><option value="0.5">½×</option><option value="1" selected>1×</option>\
            <option value="2">2×</option><option value="4">4×</option>
            </select></label>
            <label><input id="loop" type="checkbox"> loop</label>
            </div>
            <script id="recording" type="application/json">
            """
        page += "{\"times\":["
        page += recording.times.map(JSONText.number).joined(separator: ",")
        page += "],\"frames\":["
        page += recording.frames.map(String.init).joined(separator: ",")
        page += "],\"assets\":[\n"
        page += recording.assets.map(JSONText.string).joined(separator: ",\n")
        page += "\n],\"images\":[\n"
        page += recording.storedImages.map(\.json).joined(separator: ",\n")
        page += "\n]}\n</script>\n<script>\n"
        page += Self.player
        page += "\n</script>\n</body>\n</html>\n"
        return page
    }

    /// Seconds with three decimals, as the player shows them.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "0.000" }
        let millis = Int64(saturating: (value * 1000).rounded())
        let sign = millis < 0 ? "-" : ""
        let fraction = String(millis.magnitude % 1000)
        return sign + String(millis.magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count)
            + fraction
    }

    static let style = """
        html, body { height: 100%; }
        body { margin: 0; font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; background: #eceef1; color: #1d1f23;
               display: flex; flex-direction: column; }
        header { padding: 10px 16px; background: #fff; border-bottom: 1px solid #d6d9de; }
        header .facts { color: #5b616b; margin-left: 8px; font-size: 90%; }
        /* The scene fills the space between the header and the bar, scaled up or down to fit it
           whole (its viewBox keeps its proportions), however large or small the window. */
        #stage { flex: 1; min-height: 120px; padding: 16px; box-sizing: border-box; display: flex; }
        #stage svg { flex: 1; width: 100%; height: 100%; min-width: 0; min-height: 0; }
        #bar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center;
               padding: 10px 16px; background: #fff; border-top: 1px solid #d6d9de; }
        #scrub { flex: 1; min-width: 160px; }
        #time, #frame { font-variant-numeric: tabular-nums; white-space: nowrap; }
        #time { min-width: 11ch; font-weight: bold; }
        button { min-width: 7em; }
        """

    static let player = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("recording").textContent);
          var stage = document.getElementById("stage");
          var play = document.getElementById("play");
          var scrub = document.getElementById("scrub");
          var timeLabel = document.getElementById("time");
          var frameLabel = document.getElementById("frame");
          var speed = document.getElementById("speed");
          var loop = document.getElementById("loop");
          var count = data.times.length;
          data.images = rebuild(data.images);
          var current = -1, playing = false, startWall = 0, startTime = 0, pending = 0;

          function format(t) { return "t = " + t.toFixed(3) + " s"; }

          // Shows frame `index` (clamped), its virtual time and its number.
          function show(index) {
            if (count === 0) { stage.textContent = "This recording has no frames."; return; }
            index = Math.max(0, Math.min(count - 1, index));
            if (index !== current) {
              if (current < 0 || data.frames[index] !== data.frames[current]) {
                stage.innerHTML = expand(data.images[data.frames[index]]);
              }
              current = index;
            }
            scrub.value = String(index);
            timeLabel.textContent = format(data.times[index]);
            frameLabel.textContent = (index + 1) + " / " + count;
            document.body.setAttribute("data-frame", String(index));
          }

          // The images in full: each stored one is whole, or what changed since the one before
          // it (the numbers that moved, or the lines between the first and last it kept).
          function rebuild(stored) {
            var images = [], previous = "";
            var numbers = /(-?[0-9]+(?:\\.[0-9]+)?)/;
            for (var i = 0; i < stored.length; i++) {
              var entry = stored[i], image;
              if (typeof entry === "string") {
                image = entry;
              } else if (entry.n) {
                var parts = previous.split(numbers), k = -1;
                for (var j = 0; j < entry.n.length; j += 2) {
                  k += entry.n[j];
                  parts[2 * k + 1] = String(entry.n[j + 1]);
                }
                image = parts.join("");
              } else {
                var lines = previous.split("\\n");
                image = lines.slice(0, entry.l[0]).concat(entry.l[2], lines.slice(lines.length - entry.l[1])).join("\\n");
              }
              images.push(image);
              previous = image;
            }
            return images;
          }

          // A stored image with its large embedded images (kept once, as assets) put back.
          function expand(svg) {
            return svg.replace(/"playground-asset:([0-9]+)"/g, function (match, index) {
              return "'" + data.assets[Number(index)] + "'";
            });
          }

          // The last frame whose time is not after `time`.
          function frameAt(time) {
            var low = 0, high = count - 1;
            while (low < high) {
              var middle = (low + high + 1) >> 1;
              if (data.times[middle] <= time) { low = middle; } else { high = middle - 1; }
            }
            return low;
          }

          function setPlaying(on) {
            playing = on && count > 0;
            play.textContent = playing ? "❚❚ Pause" : "▶ Play";
            play.setAttribute("aria-label", playing ? "Pause" : "Play");
            document.body.setAttribute("data-playing", playing ? "true" : "false");
            if (playing) {
              if (current >= count - 1) { show(0); }
              startWall = performance.now();
              startTime = data.times[current];
              schedule();
            }
          }

          // The next step at the display's next frame, or after 40 ms where no frames are drawn
          // (a hidden tab, a headless browser): whichever comes first.
          function schedule() {
            var token = ++pending;
            var run = function () {
              if (token !== pending) { return; }
              pending++;
              tick(performance.now());
            };
            requestAnimationFrame(run);
            setTimeout(run, 40);
          }

          function tick(now) {
            if (!playing) { return; }
            var end = data.times[count - 1];
            var time = startTime + Math.max(0, now - startWall) / 1000 * Number(speed.value);
            if (time >= end) {
              if (loop.checked && end > data.times[0]) {
                startWall = now; startTime = data.times[0]; time = startTime;
              } else {
                show(count - 1); setPlaying(false); return;
              }
            }
            show(frameAt(time));
            schedule();
          }

          play.addEventListener("click", function () { setPlaying(!playing); });
          scrub.addEventListener("input", function () { setPlaying(false); show(Number(scrub.value)); });
          speed.addEventListener("change", function () {
            if (playing) { startWall = performance.now(); startTime = data.times[current]; }
          });
          document.addEventListener("keydown", function (event) {
            // Form controls handle their own keys (space on the button, arrows on the scrubber).
            if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLInputElement ||
                event.target instanceof HTMLSelectElement) { return; }
            if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
            else if (event.key === "ArrowRight") { setPlaying(false); show(current + 1); }
            else if (event.key === "ArrowLeft") { setPlaying(false); show(current - 1); }
            else if (event.key === "Home") { setPlaying(false); show(0); }
            else if (event.key === "End") { setPlaying(false); show(count - 1); }
          });
          show(0);
        })();
        """
}
