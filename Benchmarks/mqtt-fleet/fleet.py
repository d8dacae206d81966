#!/usr/bin/env python3
"""A fleet on one broker: N SensorPanel daemons fed by MQTT, a publisher at RATE messages/s.

    Benchmarks/mqtt-fleet/fleet.py [--panels 20] [--rate 1000] [--seconds 10] [--bin .build/release]

(`--panels 1 --rate 20000` is the flood: one panel, twenty thousand messages a second.
`--restart-at S` kills the broker S seconds into the publishing and starts it again a
second later: the fault a fleet lives through, with the ticks watched meanwhile.
`--own-thread` runs the same fleet fed by each daemon's own sensor thread at RATE a second
instead, no broker: the CPU to compare with.)

Starts Debian's mosquitto on a free loopback port, N `SensorPanel --mqtt ... --display-list`
daemons subscribed to one prefix, and publishes temperatures on PREFIX/temp at RATE a
second from one client (mosquitto_pub -l, fed here at that pace). Each temperature
carries its sequence number (SEQ/10 °C, shown to a tenth), so a frame that shows it says
which publish it shows. Prints one JSON line per panel and one for the fleet:
  {"panel": i, "frames": n, "latency_ms": {"p50":…, "p99":…, "max":…}, "cpu_percent": …}
  {"fleet": N, "rate": R, "latency_ms": {…}, "cpu_percent_mean": …, "cpu_percent_max": …,
   "panel0_ticks": {"ticks": …, "missed": …, "janky": …, "lateness_us": {…}}}
the last from `clockwork prof` attached to the first panel while the publisher runs
(missed: ticks that started more than half a period late).
Latency is the time from writing the publish to the publisher to reading the daemon's
frame that first shows it (frames show the newest value: a publish overtaken before the
next tick never shows, and is not counted). CPU is each daemon's user+system time over
the run, as a share of one core.
"""
import argparse, json, os, re, selectors, socket, subprocess, sys, tempfile, time

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]

def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

def percentiles(values):
    if not values:
        return {"p50": None, "p99": None, "max": None}
    values = sorted(values)
    pick = lambda q: round(values[min(len(values) - 1, int(q * len(values)))], 2)
    return {"p50": pick(0.5), "p99": pick(0.99), "max": round(values[-1], 2)}

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--panels", type=int, default=20)
    parser.add_argument("--rate", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--bin", default=".build/release")
    parser.add_argument("--own-thread", action="store_true")
    parser.add_argument("--restart-at", type=float)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="clockwork-fleet-")
    port = free_port()
    with open(f"{work}/mosquitto.conf", "w") as conf:
        conf.write(f"listener {port} 127.0.0.1\nallow_anonymous true\n" + ("user root\n" if os.getuid() == 0 else ""))
    start_broker = lambda: subprocess.Popen(["/usr/sbin/mosquitto", "-c", f"{work}/mosquitto.conf"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    broker = start_broker()
    time.sleep(0.3)
    panels = []
    selector = selectors.DefaultSelector()
    for i in range(args.panels):
        feed = ["--sensor-rate", str(args.rate)] if args.own_thread else ["--mqtt", f"mqtt://127.0.0.1:{port}/fleet"]
        process = subprocess.Popen([f"{args.bin}/SensorPanel", *feed, "--display-list",
                                    "--socket", f"{work}/panel{i}.sock", "--storage", f"{work}/panel{i}.json", "--log-level", "error"],
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        os.set_blocking(process.stdout.fileno(), False)
        panel = {"i": i, "process": process, "buffer": b"", "frames": 0, "latencies": [], "seen": set(), "last": b""}
        selector.register(process.stdout, selectors.EVENT_READ, panel)
        panels.append(panel)
    sent = {}
    number = re.compile(rb'"text":"\s*(-?\d+\.\d) (?:\\u00b0|\xc2\xb0)C"')

    def read(until):
        while True:
            timeout = until - time.monotonic()
            if timeout <= 0:
                return
            for key, _ in selector.select(timeout):
                panel = key.data
                chunk = os.read(key.fileobj.fileno(), 1 << 20)
                now = time.monotonic()
                panel["buffer"] += chunk
                *lines, panel["buffer"] = panel["buffer"].split(b"\n")
                for line in lines:
                    panel["frames"] += 1
                    panel["last"] = line
                    for match in number.finditer(line):
                        shown = round(float(match.group(1).decode()) * 10)
                        if shown in sent and shown not in panel["seen"]:
                            panel["seen"].add(shown)
                            panel["latencies"].append((now - sent[shown]) * 1000)

    read(time.monotonic() + 3)          # connected, first frames out
    starts = {p["i"]: cpu_seconds(p["process"].pid) for p in panels}
    prof = subprocess.Popen([f"{args.bin}/clockwork", "prof", "--socket", f"{work}/panel0.sock", "--seconds", str(args.seconds), "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    start_publisher = lambda: subprocess.Popen(
        ["cat" if args.own_thread else "mosquitto_pub", *([] if args.own_thread else ["-p", str(port), "-t", "fleet/temp", "-l", "-q", "0"])],
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    publisher = start_publisher()
    began = time.monotonic()
    interval = 1 / args.rate
    sequence = written = 0
    restart = None if args.restart_at is None else ("kill", began + args.restart_at)
    while time.monotonic() - began < args.seconds:
        if restart and time.monotonic() >= restart[1]:
            if restart[0] == "kill":
                broker.kill()
                broker.wait()
                publisher.kill()
                publisher.wait()
                publisher = None
                restart = ("start", restart[1] + 1)
            else:
                broker = start_broker()
                time.sleep(0.2)
                publisher = start_publisher()
                restart = None
        sequence += 1
        key = sequence % 9000 + 100    # 10.0 … 909.9 °C, each shown to a tenth
        if publisher:                   # none while the broker is down
            publisher.stdin.write(f"{key / 10:.1f}\n".encode())
            publisher.stdin.flush()
            sent[key] = time.monotonic()
            written += 1
        read(began + sequence * interval)
    read(time.monotonic() + 0.5)
    elapsed = time.monotonic() - began
    publisher.stdin.close()
    publisher.wait()
    summary = json.loads(prof.communicate(timeout=30)[0] or b"{}")
    reconnected = sum(1 for panel in panels if b"broker connected" in panel["last"])
    everything, cpus = [], []
    for panel in panels:
        cpu = (cpu_seconds(panel["process"].pid) - starts[panel["i"]]) / elapsed * 100
        cpus.append(cpu)
        everything += panel["latencies"]
        print(json.dumps({"panel": panel["i"], "frames": panel["frames"], "shown": len(panel["latencies"]),
                          "latency_ms": None if args.own_thread else percentiles(panel["latencies"]), "cpu_percent": round(cpu, 1)}))
        panel["process"].terminate()
    print(json.dumps({"fleet": args.panels, "rate": args.rate, "feed": "own thread" if args.own_thread else "mqtt", "published": written, "seconds": round(elapsed, 1),
                      "latency_ms": None if args.own_thread else percentiles(everything), "cpu_percent_mean": round(sum(cpus) / len(cpus), 1),
                      "cpu_percent_max": round(max(cpus), 1),
                      "panel0_ticks": {key: summary.get(key) for key in ("ticks", "missed", "janky", "lateness_us")},
                      "connected_at_end": None if args.own_thread else reconnected}))
    for panel in panels:
        panel["process"].wait()
    broker.terminate()
    broker.wait()
    if not args.own_thread and any(not panel["latencies"] for panel in panels):
        sys.exit("fleet: a panel never showed a published reading")

if __name__ == "__main__":
    main()
