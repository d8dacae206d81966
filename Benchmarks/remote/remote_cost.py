"""What a remote viewer and a scraper cost the demo's loop thread, in one run.

Runs the release demo (pixels in memory, 800x480, 60 Hz) with --vnc and --metrics and
measures the loop thread's CPU (/proc/PID/task/PID/stat) over interleaved windows:
no viewer, one viewer taking every update (ZRLE, asking again as soon as one arrives),
no viewer again, the viewer again; then a paused panel with a viewer connected (nothing
changes: no update should be sent); then scrapes at 10 Hz. Prints one JSON line a
measure (keys stable: docs/BENCHMARKS.md).
    python3 Benchmarks/remote/remote_cost.py --daemon .build/release/SensorPanel --clockwork .build/release/clockwork
"""
import argparse, json, os, socket, struct, subprocess, tempfile, threading, time, urllib.request

TICK = os.sysconf("SC_CLK_TCK")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def loop_cpu(pid):
    fields = open(f"/proc/{pid}/task/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


class Viewer(threading.Thread):
    """A viewer asking for ZRLE updates one after another, counting updates and bytes."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.updates = self.bytes = 0
        self.running = True
        self.lock = threading.Lock()

    def read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise EOFError
            data += chunk
        with self.lock:
            self.bytes += n
        return data

    def run(self):
        self.read(12)
        self.sock.sendall(b"RFB 003.008\n")
        self.read(self.read(1)[0])
        self.sock.sendall(b"\x01")
        self.read(4)
        self.sock.sendall(b"\x01")
        width, height = struct.unpack("!HH", self.read(4))
        self.read(16)
        self.read(struct.unpack("!I", self.read(4))[0])
        self.sock.sendall(struct.pack("!BxHi", 2, 1, 16))
        self.sock.sendall(struct.pack("!BBHHHH", 3, 0, 0, 0, width, height))
        try:
            while self.running:
                _, _, count = struct.unpack("!BBH", self.read(4))
                for _ in range(count):
                    _, _, w, h, encoding = struct.unpack("!HHHHi", self.read(12))
                    self.read(struct.unpack("!I", self.read(4))[0] if encoding == 16 else w * h * 4)
                with self.lock:
                    self.updates += 1
                self.sock.sendall(struct.pack("!BBHHHH", 3, 1, 0, 0, width, height))
        except (EOFError, OSError):
            pass

    def counts(self):
        with self.lock:
            return self.updates, self.bytes


def window(pid, seconds, viewer=None):
    before_cpu, before = loop_cpu(pid), viewer.counts() if viewer else (0, 0)
    time.sleep(seconds)
    after_cpu, after = loop_cpu(pid), viewer.counts() if viewer else (0, 0)
    return 100 * (after_cpu - before_cpu) / seconds, after[0] - before[0], after[1] - before[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--daemon", required=True)
    parser.add_argument("--clockwork", required=True)
    parser.add_argument("--seconds", type=float, default=5)
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="clockwork-remote-cost-")
    vnc, metrics = free_port(), free_port()
    daemon = subprocess.Popen([options.daemon, "--framebuffer", f"{work}/fb", "--size", "800x480", "--socket", f"{work}/s.sock",
                               "--storage", f"{work}/s.json", "--vnc", f"127.0.0.1:{vnc}", "--metrics", f"127.0.0.1:{metrics}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(2)
        none, viewing, updates, sent = [], [], 0, 0
        for _ in range(2):
            none.append(window(daemon.pid, options.seconds)[0])
            viewer = Viewer(vnc)
            viewer.start()
            time.sleep(0.5)
            cpu, count, nbytes = window(daemon.pid, options.seconds, viewer)
            viewing.append(cpu)
            updates += count
            sent += nbytes
            viewer.running = False
            viewer.sock.close()
            time.sleep(0.5)
        print(json.dumps({"bench": "vnc-viewer", "loop_cpu_percent_without": round(sum(none) / 2, 2),
                          "loop_cpu_percent_with": round(sum(viewing) / 2, 2),
                          "viewer_cost_percent": round((sum(viewing) - sum(none)) / 2, 2),
                          "updates_per_second": round(updates / (2 * options.seconds), 1),
                          "bytes_per_update": round(sent / max(updates, 1)), "encoding": "zrle"}))
        subprocess.run([options.clockwork, "tap", "Pause", "--socket", f"{work}/s.sock"], capture_output=True)
        time.sleep(1)
        viewer = Viewer(vnc)
        viewer.start()
        time.sleep(1)
        cpu, count, _ = window(daemon.pid, options.seconds, viewer)
        print(json.dumps({"bench": "vnc-idle-viewer", "updates": count, "loop_cpu_percent": round(cpu, 2)}))
        viewer.running = False
        viewer.sock.close()
        before = loop_cpu(daemon.pid)
        scrapes, start = 0, time.time()
        while time.time() - start < options.seconds:
            urllib.request.urlopen(f"http://127.0.0.1:{metrics}/metrics").read()
            scrapes += 1
            time.sleep(0.1)
        cpu_per_scrape = (loop_cpu(daemon.pid) - before) / scrapes
        text = urllib.request.urlopen(f"http://127.0.0.1:{metrics}/metrics").read().decode()
        values = {line.split()[0]: float(line.split()[1]) for line in text.splitlines() if line.startswith("clockwork_metrics_scrape_duration_seconds_")}
        mean = values["clockwork_metrics_scrape_duration_seconds_sum"] / values["clockwork_metrics_scrape_duration_seconds_count"]
        print(json.dumps({"bench": "metrics-scrape", "scrapes": scrapes, "scrape_loop_us_mean": round(mean * 1e6, 1),
                          "loop_cpu_us_per_scrape_paused_panel": round(cpu_per_scrape * 1e6), "exposition_bytes": len(text)}))
    finally:
        daemon.terminate()
        daemon.wait(10)


if __name__ == "__main__":
    main()
