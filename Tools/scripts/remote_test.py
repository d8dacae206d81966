"""The demo seen and driven from elsewhere, by real clients (see remote-test.sh).

Each check prints what it saw; a failed one ends the run with status 1. Screens are
written under the run's directory and named in the output, to be looked at.
"""
import argparse, base64, json, os, shutil, signal, socket, string, subprocess, sys, tempfile, time, urllib.request
import warnings

warnings.filterwarnings("ignore")
from vncdotool import api, rfb  # noqa: E402
from vncdotool.client import VNCDoToolClient  # noqa: E402

from checks import check, free_port  # noqa: E402


# Screens are read at twice their size: tesseract misses a panel's 17-point button
# labels (white on the tint) at one pixel a point, and reads them enlarged.
ENLARGE = 2


def enlarged(path):
    """A copy of the screen at `path`, `ENLARGE` times its size (Pillow, which vncdotool
    brings), beside it."""
    from PIL import Image  # noqa: E402
    bigger = path[:-4] + "-enlarged.png"
    with Image.open(path) as screen:
        screen.resize((screen.width * ENLARGE, screen.height * ENLARGE), Image.LANCZOS).save(bigger)
    return bigger


def ocr(path):
    """Every word tesseract reads on the screen. A panel is not a page: sparse text
    (`--psm 11`) finds words its page layout would drop beside a chart."""
    return subprocess.run(["tesseract", enlarged(path), "-", "--psm", "11"], capture_output=True, text=True).stdout


def word_box(path, word):
    """The centre of `word` on the screen, where tesseract finds it. Marks it reads beside
    the word (a button's rounded edge read as a quote: `“Pause`) are not part of it."""
    tsv = subprocess.run(["tesseract", enlarged(path), "-", "--psm", "11", "tsv"], capture_output=True, text=True).stdout
    for line in tsv.splitlines()[1:]:
        cells = line.split("\t")
        if len(cells) == 12 and cells[11].strip().strip(string.punctuation + "“”‘’«»") == word:
            left, top, width, height = map(int, cells[6:10])
            return (left + width // 2) // ENLARGE, (top + height // 2) // ENLARGE
    return None


def wait_for_port(port, seconds=20):
    end = time.time() + seconds
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return True
        except OSError:
            time.sleep(0.1)
    return False


def start_demo(daemon, work, name, vnc, metrics=None, env=None, extra=()):
    args = [daemon, "--framebuffer", f"{work}/{name}.fb", "--size", "800x480", "--socket", f"{work}/{name}.sock",
            "--storage", f"{work}/{name}.json", "--vnc", vnc, *extra]
    if metrics:
        args += ["--metrics", metrics]
    log = open(f"{work}/{name}.log", "w")
    return subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=log, env={**os.environ, **(env or {})})


def capture(port, path, encoding=rfb.Encoding.RAW, password=None):
    VNCDoToolClient.encoding = encoding
    client = api.connect(f"127.0.0.1::{port}", password=password, timeout=20)
    try:
        client.captureScreen(path)
    finally:
        client.disconnect()


def screenshot_novnc(url, path, wait):
    """A headless Chromium page's screenshot after `wait` seconds of real time (through
    its DevTools protocol: noVNC draws as frames arrive, in real time)."""
    import websocket
    port = free_port()
    chrome = subprocess.Popen(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=820,540",
                               f"--remote-debugging-port={port}", "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        pages = None
        for _ in range(200):
            try:
                pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
                break
            except Exception:
                time.sleep(0.1)
        page = next(p for p in pages if p["type"] == "page")
        ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        ws.send(json.dumps({"id": 1, "method": "Page.navigate", "params": {"url": url}}))
        time.sleep(wait)
        ws.send(json.dumps({"id": 2, "method": "Page.captureScreenshot", "params": {"format": "png"}}))
        while True:
            message = json.loads(ws.recv())
            if message.get("id") == 2:
                open(path, "wb").write(base64.b64decode(message["result"]["data"]))
                return
    finally:
        chrome.kill()


def prometheus_query(port, query):
    url = f"http://127.0.0.1:{port}/api/v1/query?" + urllib.parse.urlencode({"query": query})
    answer = json.load(urllib.request.urlopen(url, timeout=10))
    results = answer["data"]["result"]
    return float(results[0]["value"][1]) if results else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--daemon", required=True)
    parser.add_argument("--clockwork", required=True)
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="clockwork-remote-")
    screens = os.environ.get("REMOTE_SCREENS", work)
    processes = []
    try:
        vnc, metrics = free_port(), free_port()
        demo = start_demo(options.daemon, work, "demo", f"127.0.0.1:{vnc}", f"127.0.0.1:{metrics}")
        processes.append(demo)
        check(wait_for_port(vnc) and wait_for_port(metrics), "the demo serves VNC and metrics")
        time.sleep(1)

        # vncdotool: capture, find Pause, click it, see the panel paused.
        first = f"{screens}/vnc-raw.png"
        capture(vnc, first)
        text = ocr(first)
        print(f"screen: {first}")
        check("Sensor panel" in text and "Pause" in text, "a VNC capture (Raw) shows the panel and its Pause button")
        where = word_box(first, "Pause")
        check(where is not None, f"tesseract finds Pause at {where}")
        # The panel is centred, and moves by half a line when its alarm line comes or goes:
        # a click aimed from an older screen can miss, so it is aimed again from a fresh
        # screen, up to three times (as the VM test's touches are).
        paused = f"{screens}/vnc-paused.png"
        for attempt in range(3):
            client = api.connect(f"127.0.0.1::{vnc}", timeout=20)
            client.mouseMove(*where)
            client.mousePress(1)
            client.pause(0.5)
            client.captureScreen(paused)
            client.disconnect()
            text = ocr(paused)
            if "paused" in text or attempt == 2:
                break
            aim = word_box(paused, "Pause")
            where = aim or where
        print(f"screen: {paused}")
        check("paused" in text and "Resume" in text, "after a VNC click on Pause the panel says paused and offers Resume")

        # ZRLE decodes to the same picture as Raw (the panel is paused: nothing moves).
        from PIL import Image, ImageChops
        raw, zrle = f"{work}/still-raw.png", f"{screens}/vnc-zrle.png"
        capture(vnc, raw)
        capture(vnc, zrle, encoding=rfb.Encoding.ZRLE)
        difference = ImageChops.difference(Image.open(raw).convert("RGB"), Image.open(zrle).convert("RGB")).getbbox()
        check(difference is None, "a ZRLE capture is pixel for pixel the Raw one")

        # Bad input on the VNC port: disconnected, and the daemon goes on.
        with socket.create_connection(("127.0.0.1", vnc)) as bad:
            bad.recv(12)
            bad.sendall(b"RFB 003.008\n\x01\x01\x63garbage" * 4)
            bad.settimeout(5)
            try:
                while bad.recv(4096):
                    pass
            except OSError:
                pass
        reply = subprocess.run([options.clockwork, "ping", "--socket", f"{work}/demo.sock"], capture_output=True, text=True)
        check(reply.returncode == 0 and demo.poll() is None, "a viewer that sends garbage is let go; the daemon still answers ping")

        # noVNC through websockify in headless Chromium.
        web = free_port()
        processes.append(subprocess.Popen(["websockify", "--web", "/usr/share/novnc", str(web), f"127.0.0.1:{vnc}"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        check(wait_for_port(web), "websockify serves noVNC")
        browser = f"{screens}/novnc.png"
        screenshot_novnc(f"http://127.0.0.1:{web}/vnc_lite.html?host=127.0.0.1&port={web}", browser, 6)
        print(f"screen: {browser}")
        text = ocr(browser)
        check("Sensor panel" in text and "paused" in text, "noVNC in headless Chromium shows the panel, paused")

        # Prometheus scrapes the demo every second.
        prom = free_port()
        config = f"{work}/prometheus.yml"
        open(config, "w").write(f"global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: demo\n    static_configs:\n      - targets: ['127.0.0.1:{metrics}']\n")
        processes.append(subprocess.Popen(["prometheus", f"--config.file={config}", f"--storage.tsdb.path={work}/tsdb",
                                           f"--web.listen-address=127.0.0.1:{prom}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        check(wait_for_port(prom, 60), "Prometheus starts")
        subprocess.run([options.clockwork, "tap", "Resume", "--socket", f"{work}/demo.sock"], capture_output=True)
        first_ticks = None
        for _ in range(60):
            first_ticks = prometheus_query(prom, "clockwork_ticks_total")
            if first_ticks:
                break
            time.sleep(0.5)
        check(first_ticks is not None, f"Prometheus has clockwork_ticks_total = {first_ticks}")
        time.sleep(4)
        later = prometheus_query(prom, "clockwork_ticks_total")
        check(later is not None and later > first_ticks, f"clockwork_ticks_total rises: {first_ticks:.0f} → {later:.0f}")
        p99 = prometheus_query(prom, "histogram_quantile(0.99, rate(clockwork_tick_duration_seconds_bucket[10s]))")
        check(p99 is not None and p99 > 0, f"histogram_quantile(0.99, tick duration) = {p99 * 1e6:.0f} µs")
        refusals = prometheus_query(prom, 'clockwork_input_requests_total{code="too_many_clients"}')
        check(refusals == 0, f"an outcome that never happened is served at 0, not missing: too_many_clients = {refusals}")
        up = prometheus_query(prom, 'up{job="demo"}')
        check(up == 1, "Prometheus sees the target up")
        printed = subprocess.run([options.clockwork, "metrics", "--address", f"127.0.0.1:{metrics}"], capture_output=True, text=True)
        check(printed.returncode == 0 and "clockwork_ticks_total" in printed.stdout and "process_resident_memory_bytes" in printed.stdout,
              "clockwork metrics prints the current figures")
        with socket.create_connection(("127.0.0.1", metrics)) as bad:
            bad.sendall(b"\x16\x03\x01garbage\r\n\r\n")
            answer = bad.recv(100)
        check(answer.startswith(b"HTTP/1.1 400"), "garbage on the metrics port gets 400")

        # A password: the wrong one is refused, the right one lets the viewer in.
        guarded = free_port()
        locked = start_demo(options.daemon, work, "locked", f"0.0.0.0:{guarded}", env={"CLOCKWORK_VNC_PASSWORD": "kiosk-7"})
        processes.append(locked)
        check(wait_for_port(guarded), "a demo on 0.0.0.0 with CLOCKWORK_VNC_PASSWORD serves VNC")
        try:
            capture(guarded, f"{work}/wrong.png", password="guess")
            refused = False
        except Exception:
            refused = True
        check(refused, "a wrong password is refused")
        capture(guarded, f"{work}/right.png", password="kiosk-7")
        check("Sensor panel" in ocr(f"{work}/right.png"), "the right password lets the viewer see the panel")
        # Fed from a broker: Debian's mosquitto, the demo with --mqtt, readings published with
        # mosquitto_pub and read back off the remote view; the broker stopped, the panel says so.
        broker_port, fed_vnc = free_port(), free_port()
        with open(f"{work}/mosquitto.conf", "w") as conf:
            conf.write(f"listener {broker_port} 127.0.0.1\nallow_anonymous true\n" + ("user root\n" if os.getuid() == 0 else ""))
        broker = subprocess.Popen(["/usr/sbin/mosquitto", "-c", f"{work}/mosquitto.conf"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(broker)
        check(wait_for_port(broker_port), "mosquitto listens")
        fed = start_demo(options.daemon, work, "fed", f"127.0.0.1:{fed_vnc}", extra=["--mqtt", f"mqtt://127.0.0.1:{broker_port}/remote"])
        processes.append(fed)
        check(wait_for_port(fed_vnc), "the demo fed by MQTT serves VNC")
        readings = []
        for temperature, pressure in [("12.3", "1007.5"), ("28.9", "1020.4")]:
            for topic, value in [("temp", temperature), ("press", pressure)]:
                subprocess.run(["mosquitto_pub", "-p", str(broker_port), "-t", f"remote/{topic}", "-m", value], check=True)
            time.sleep(0.5)
            shot = f"{screens}/vnc-mqtt-{temperature}.png"
            capture(fed_vnc, shot)
            readings.append(ocr(shot))
            check(temperature in readings[-1] and pressure in readings[-1], f"the remote view shows temp {temperature} and press {pressure} from the broker ({shot})")
        check("broker connected" in readings[-1], "the panel says its broker is connected")
        broker.send_signal(signal.SIGTERM)
        broker.wait(10)
        time.sleep(0.5)
        capture(fed_vnc, f"{screens}/vnc-mqtt-offline.png")
        check("broker offline since" in ocr(f"{screens}/vnc-mqtt-offline.png"), "with the broker gone the panel says it is offline, and since when")

        open_demo = start_demo(options.daemon, work, "open", f"0.0.0.0:{free_port()}")
        status = open_demo.wait(30)
        log = open(f"{work}/open.log").read()
        check(status != 0 and "without a password" in log, "serving 0.0.0.0 without a password is refused at start, with the reason")
        print("remote-test: all checks passed")
    finally:
        for process in processes:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
        if screens == work:
            for name in os.listdir(work):
                if not name.endswith(".png") and not name.endswith(".log"):
                    path = os.path.join(work, name)
                    shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)


if __name__ == "__main__":
    main()
