"""The HTML audit report as a browser shows it: headless Chromium (Debian's `chromium` package)
loads the report of a real `vopt optimize` run of the demo model, driven over the DevTools
protocol, and the test reads the laid-out page. Skipped where no Chromium is installed.

`VOPT_REPORT_SCREENSHOT=docs/audit-report.png` also writes the page's screenshot there (the
one the README shows)."""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import onnx
import pytest

from verified_opt.cli import main as vopt
from verified_opt.examples.build import build_model

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROMIUM = next((p for p in map(shutil.which, BROWSERS) if p), None)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium (apt-get install chromium)")

WIDTH = 1280  # CSS pixels of the window: a laptop screen
PLACE_FDS = ("import os, sys; a, b = map(int, sys.argv[1:3]); os.dup2(a, 3); os.dup2(b, 4); "
             "os.close(a); os.close(b); os.execv(sys.argv[3], sys.argv[3:])")


class DevTools:
    """Chromium over --remote-debugging-pipe: commands on its fd 3, replies and events on its
    fd 4, JSON messages ended by a NUL byte (no port, no websocket library)."""

    def __init__(self, profile: Path, timeout: float = 60.0):
        self.timeout = timeout
        cmd_r, self._out = os.pipe()
        self._in, res_w = os.pipe()
        # Chromium's ends, numbered 10 or more so that placing them at 3 and 4 clobbers
        # neither; a fresh Python places them and execs Chromium (preexec_fn is unsafe in a
        # process with threads, and ORT's are running; sh takes only fds 0-9)
        ends = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in (cmd_r, res_w)]
        for fd in (cmd_r, res_w):
            os.close(fd)
        assert CHROMIUM is not None
        self.proc = subprocess.Popen(
            [sys.executable, "-c", PLACE_FDS, *map(str, ends), CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--remote-debugging-pipe", f"--user-data-dir={profile}", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--mute-audio",
             "--hide-scrollbars", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=ends)
        for fd in ends:
            os.close(fd)
        self._buf = b""
        self._next = 0
        self.events: list[dict[str, Any]] = []

    def _read(self, deadline: float) -> dict[str, Any]:
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._in], [], [], left)[0]:
                raise TimeoutError("Chromium did not answer")
            chunk = os.read(self._in, 1 << 16)
            if not chunk:
                raise RuntimeError(f"Chromium exited ({self.proc.poll()})")
            self._buf += chunk
        msg, self._buf = self._buf.split(b"\0", 1)
        return json.loads(msg)

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        self._next += 1
        msg: dict[str, Any] = {"id": self._next, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self._out, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method: str) -> dict:
        deadline = time.monotonic() + self.timeout
        while True:
            for e in self.events:
                if e.get("method") == method:
                    return e
            self.events.append(self._read(deadline))

    def close(self) -> None:
        try:
            self.send("Browser.close")
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._in)
        os.close(self._out)


# What the test reads off the laid-out page: sizes and places in CSS pixels, texts as shown.
PROBE = """(() => {
  const box = el => { const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
    return {left: r.left + scrollX, right: r.right + scrollX, top: r.top + scrollY,
            width: r.width, height: r.height,
            shown: cs.display !== 'none' && cs.visibility !== 'hidden' && +cs.opacity > 0}; };
  const graphs = {};
  for (const side of ['before', 'after']) {
    const svg = document.querySelector('.graph.' + side + ' svg');
    if (!svg) continue;
    const texts = [...svg.querySelectorAll('text')].map(t => t.textContent);
    graphs[side] = Object.assign(box(svg), {
      title: texts[0], labels: texts.slice(1),
      drawn: [...svg.querySelectorAll('rect')].filter(r => r.getBBox().width > 0).length,
      highlighted: svg.querySelectorAll('rect[stroke="#d62728"]').length});
  }
  const steps = [...document.querySelectorAll('table.applied tr.step')].map(tr => ({
    rule: tr.querySelector('.rule').textContent, effect: tr.querySelector('.effect').innerText,
    contract: tr.querySelector('.contract').innerText,
    certificate: tr.querySelector('.certificate').innerText,
    cells: [...tr.cells].map(box)}));
  const table = document.querySelector('table.applied');
  return {title: document.title, text: document.body.innerText, graphs, steps,
          body: box(document.body), table: table && box(table),
          page: {width: document.scrollingElement.scrollWidth,
                 height: document.scrollingElement.scrollHeight,
                 view: document.scrollingElement.clientWidth}};
})()"""


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def demo_report(tmp_path_factory):
    """The demo optimized by `vopt optimize --fast-math` (LRN as a 3-D Conv, Winograd, a folded
    BatchNorm) with its HTML and JSON reports. A kept original has no applied rewrites to
    show, so: one ORT thread (on a busy 2-core machine two per session made the measured gain
    noisy enough for the keep rule to keep the original), and a budget the search does not
    need on a quiet machine (it stops for lack of progress) but may on a busy one, where
    pricing the Winograd and LRN alternatives for the first time takes seconds.
    These tests are about the page, and the keep rule has its own (tests/search): where it kept
    the original for this run's noise alone (the optimized model faster in all rounds but one;
    a fresh-clone `make test` once measured it 2.5x faster while two sessions of the original
    differed by 47%), the run is made again, at most three times in all."""
    folder = tmp_path_factory.mktemp("html")
    onnx.save(build_model(), str(folder / "demo.onnx"))
    for _ in range(3):
        code = vopt(["optimize", str(folder / "demo.onnx"), "-o", str(folder / "demo.opt.onnx"),
                     "--report", str(folder / "audit.html"), "--json",
                     str(folder / "audit.json"), "--budget", "30", "--fast-math", "--threads",
                     "1"])
        assert code == 0
        report = json.loads((folder / "audit.json").read_text())
        lat = report["latency"]
        noise_only = lat["kept"] == "original" and lat.get("gain", 0) > 0 and \
            lat.get("rounds_won", 0) >= lat.get("rounds", 0) - 1
        if not noise_only:
            break
    return folder, report


@pytest.fixture(scope="module")
def page(demo_report, tmp_path_factory):
    """The report loaded in Chromium: the probe's readings, the errors it logged, a
    screenshot of the whole page."""
    folder, _ = demo_report
    browser = DevTools(tmp_path_factory.mktemp("chromium-profile"))
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        s = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            browser.send(f"{domain}.enable", session=s)
        browser.send("Emulation.setDeviceMetricsOverride", {
            "width": WIDTH, "height": 900, "deviceScaleFactor": 1, "mobile": False}, s)
        browser.send("Page.navigate", {"url": (folder / "audit.html").as_uri()}, s)
        browser.wait_for("Page.loadEventFired")
        probe = browser.send("Runtime.evaluate", {"expression": PROBE, "returnByValue": True},
                             s)
        assert "exceptionDetails" not in probe, probe
        seen = probe["result"]["value"]
        size = browser.send("Page.getLayoutMetrics", session=s)["cssContentSize"]
        shot = base64.b64decode(browser.send("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"],
                     "scale": 1}}, s)["data"])
        errors = [e for e in browser.events
                  if e.get("method") == "Runtime.exceptionThrown"
                  or (e.get("method") == "Runtime.consoleAPICalled"
                      and e["params"]["type"] in ("error", "assert"))
                  or (e.get("method") == "Log.entryAdded"
                      and e["params"]["entry"]["level"] == "error")]
    finally:
        browser.close()
    (folder / "audit.png").write_bytes(shot)
    if os.environ.get("VOPT_REPORT_SCREENSHOT"):
        Path(os.environ["VOPT_REPORT_SCREENSHOT"]).write_bytes(shot)
    return seen, errors, shot, size


def test_the_demo_run_kept_its_rewrites(demo_report):
    # what the page tests below read; a kept original would have no rewrites to show
    _, r = demo_report
    assert r["latency"]["kept"] == "optimized", (r["latency"], r["search"], r["applied"])
    assert {a["rule"] for a in r["applied"]} >= {"bn_fold_into_conv", "lrn5_to_column_conv"}


def test_the_report_renders_without_errors(page, demo_report):
    seen, errors, shot, size = page
    assert errors == []
    assert seen["title"].startswith("verified_opt audit: ")
    for heading in ("Summary", "Operators", "Applied rewrites", "Rejected candidates",
                    "Graphs"):
        assert heading in seen["text"]
    assert _png_size(shot) == (round(size["width"]), round(size["height"]))
    assert size["width"] == WIDTH and size["height"] == seen["page"]["height"] > 900


def test_before_and_after_graphs_are_shown_with_the_models_operators(page, demo_report):
    seen, _, _, size = page
    folder, _ = demo_report
    g = seen["graphs"]
    assert g["before"]["title"] == "original" and g["after"]["title"] == "optimized"
    for side, model in (("before", build_model()),
                        ("after", onnx.load(str(folder / "demo.opt.onnx")))):
        pic, nodes = g[side], [n for n in model.graph.node if n.op_type != "Constant"]
        assert pic["shown"] and pic["width"] > 100 and pic["height"] > 100
        assert 0 <= pic["top"] and pic["top"] + pic["height"] <= size["height"]
        # one box per node, labelled with its operator: the picture is of this model
        assert pic["drawn"] == len(nodes)
        assert sorted(pic["labels"]) == sorted(n.op_type[:18] for n in nodes)
    # the nodes the rewrites made, and only those, stand out in the optimized graph
    made = [n for n in onnx.load(str(folder / "demo.opt.onnx")).graph.node
            if n.op_type != "Constant"
            and any(p.key == "vopt.rule" for p in n.metadata_props)]
    assert g["before"]["highlighted"] == 0 and g["after"]["highlighted"] == len(made) > 0
    assert "LRN" in g["before"]["labels"] and "LRN" not in g["after"]["labels"]


def test_each_applied_rewrite_shows_its_rule_certificate_and_effect(page, demo_report):
    seen, _, _, _ = page
    _, r = demo_report
    assert len(seen["steps"]) == len(r["applied"]) >= 2
    for row, step in zip(seen["steps"], r["applied"]):
        assert row["rule"] == step["rule"]
        cert = step["certificate"]
        assert row["certificate"].startswith("proved") and cert["id"] in row["certificate"]
        for axiom in cert["axioms_used"]:
            assert axiom in row["certificate"]
        assert step["float_contract"]["tier"] in row["contract"]
        before, after = step["cost_before_ms"], step["cost_after_ms"]
        assert f"{before:.3f} \u2192 {after:.3f}" in row["effect"]  # &rarr;
        assert f"\u2212{before - after:.3f}" in row["effect"] or after > before  # &minus;
    lat = r["latency"]
    assert (f"{lat['original_ms']:.3f} ms \u2192 {lat['optimized_ms']:.3f} ms "
            f"(speedup {lat['speedup']:.3f}x)") in seen["text"]


def test_the_layout_is_readable_at_laptop_width(page):
    """No sideways scrolling of the page (a wide graph scrolls in its own box), the rewrites'
    table within the body, and no column squeezed to a word's width (the float contract and
    certificate columns were 90 px wide beside the lists of new nodes)."""
    seen, _, _, _ = page
    assert seen["page"]["width"] <= seen["page"]["view"]
    assert seen["table"]["right"] <= seen["body"]["right"] + 1
    for row in seen["steps"]:
        rule, contract, cert = row["cells"][1], row["cells"][5], row["cells"][6]
        assert rule["width"] >= 150 and contract["width"] >= 180 and cert["width"] >= 180
        assert all(c["shown"] for c in row["cells"])
