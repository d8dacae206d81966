#!/usr/bin/env python3
"""Soaks a running-from-scratch SensorPanel daemon with a mix of clients for a bounded time
and reports what it cost the daemon: the longest gap between consecutive ticks and the
latest tick (in periods), its RSS and descriptor counts over the run, and what
`clockwork prof` measured meanwhile.

    soak.py --daemon PATH --clockwork PATH [--seconds 60] [--hz 60]

The clients, each on its own connections, all bounded in rate and time:
  busy        request/reply as fast as replies come (tap, toggle, text, tree, get)
  pipelining  bursts of 500 requests written before any reply is read
  flooding    64 KiB lines of every hostile kind, as fast as the socket takes them
  slow        subscribes to frames and ticks and reads 4 KiB a second (is cut off, reconnects)
  reconnect   connect, ping, close, in a tight loop
  halfclose   a batch of requests, then shutdown(SHUT_WR), as `printf ... | socat` does
Prints one JSON line; exits 1 if a tick gap passed 2 periods or a tick started more than a
period late, the daemon died, a reply was out of order, descriptors leaked, or RSS grew by
more than 16 MiB after warm-up.
"""
import argparse, json, os, socket, subprocess, sys, tempfile, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("--daemon", required=True)
parser.add_argument("--clockwork", required=True)
parser.add_argument("--seconds", type=float, default=60)
parser.add_argument("--hz", type=int, default=60)
args = parser.parse_args()

directory = tempfile.mkdtemp(prefix="clockwork-soak-")
path = os.path.join(directory, "soak.sock")
daemon = subprocess.Popen([args.daemon, "--socket", path, "--storage", path + ".settings.json", "--display-list", "--hz", str(args.hz)],
                          stdout=subprocess.DEVNULL, stderr=open(os.path.join(directory, "daemon.log"), "w"))
deadline = time.time() + 20
while not os.path.exists(path) and time.time() < deadline and daemon.poll() is None:
    time.sleep(0.02)
if not os.path.exists(path):
    sys.exit("soak: the daemon never opened its socket")

stop = threading.Event()
counts = {}
problems = []
lock = threading.Lock()


def count(name, amount=1):
    with lock:
        counts[name] = counts.get(name, 0) + amount


def connect():
    s = socket.socket(socket.AF_UNIX)
    s.settimeout(10)
    s.connect(path)
    return s


def read_line(f):
    while True:
        line = f.readline()
        if not line:
            return None
        if not line.startswith(b'{"event"'):
            return line


def client(name, pause):
    """Runs `session(socket)` on a fresh connection again and again until the soak stops,
    `pause` seconds apart; an error is a problem, after which it waits and tries again."""
    def loop(session):
        def run():
            while not stop.is_set():
                try:
                    with connect() as s:
                        session(s)
                    time.sleep(pause)
                except (OSError, TypeError, ValueError) as error:
                    problems.append("%s: %r" % (name, error))
                    time.sleep(0.1)
        return run
    return loop


REQUESTS = [{"cmd": "tap", "target": "zero"}, {"cmd": "toggle", "target": "alarm"},
            {"cmd": "text", "target": "label", "text": "soak"}, {"cmd": "tree"}, {"cmd": "get", "stream": "ticks"}]


@client("busy", pause=0)
def busy(s):
    f = s.makefile("rwb")
    for i in range(2000):
        if stop.is_set():
            break
        f.write(json.dumps(dict(REQUESTS[i % len(REQUESTS)], id=i)).encode() + b"\n")
        f.flush()
        reply = json.loads(read_line(f))
        if reply.get("id") != i:
            problems.append("busy: reply %r to request %d" % (reply.get("id"), i))
        count("busy")
        time.sleep(0.002)


@client("pipelining", pause=0.05)
def pipelining(s):
    f = s.makefile("rwb")
    f.write(b"".join(json.dumps({"id": i, "cmd": "ping" if i % 3 else "nope"}).encode() + b"\n" for i in range(500)))
    f.flush()
    for i in range(500):
        reply = json.loads(read_line(f))
        # "nope" is answered with an error, which carries no id.
        if reply.get("id", i if i % 3 == 0 else None) != i:
            problems.append("pipelining: reply out of order at %d: %r" % (i, reply))
            return
    count("pipelined", 500)


HOSTILE = [
    b"[" * 511 + b"]" * 511,
    (b"[" * 511 + b"]" * 511) * 60,
    b"[" + b",".join([b"{}"] * 20000) + b"]",
    b'{"cmd":"pointer","x":1e15,"y":-1}',
    b'{"cmd":"pointer","x":1' + b"0" * 60000 + b',"y":0}',
    b'{"cmd":"text","target":"label","text":"\\u001b]0;PWNED\\u0007"}',
    bytes(range(11, 256)) * 250,
    b"x" * 70000,
]


@client("flooding", pause=0.02)
def flooding(s):
    f = s.makefile("rwb")
    for line in HOSTILE:
        f.write(line + b"\n")
        f.flush()
        if read_line(f) is None:
            problems.append("flooding: connection closed")
            return
        count("hostile")


@client("slow", pause=0)
def slow(s):
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.sendall(b'{"cmd":"subscribe","stream":"frames"}\n{"cmd":"subscribe","stream":"ticks"}\n')
    try:
        while not stop.is_set():
            if not s.recv(4096):
                break
            time.sleep(1)
    except OSError:
        pass  # cut off while reading: what the daemon promises a reader this slow
    if not stop.is_set():
        count("slow_cut_off")


@client("reconnect", pause=0)
def reconnect(s):
    s.sendall(b'{"cmd":"ping"}\n')
    if b"too_many_clients" in s.makefile("rb").readline():
        problems.append("reconnect: refused")
    count("reconnects")


@client("halfclose", pause=0.05)
def halfclose(s):
    s.sendall(b"".join(b'{"id":%d,"cmd":"ping"}\n' % i for i in range(20)))
    s.shutdown(socket.SHUT_WR)
    lines = s.makefile("rb").read().splitlines()
    if len(lines) != 20:
        problems.append("halfclose: %d replies of 20" % len(lines))
    count("halfclose_replies", len(lines))


gaps = []
lateness = []
worst = {}


def monitor():
    """Subscribes to ticks and records each tick's lateness and the gap between the starts
    of consecutive ticks."""
    s = connect()
    s.settimeout(None)
    f = s.makefile("rb")
    s.sendall(b'{"cmd":"subscribe","stream":"ticks"}\n')
    last = None
    for line in f:
        if stop.is_set():
            break
        if not line.startswith(b'{"event":"tick"'):
            continue
        tick = json.loads(line)["tick"]
        # The loop ticks on demand: a tick nothing asked for is not run, and its number is
        # not a stall. A stall shows as a late tick, or as two consecutive ticks too far apart.
        lateness.append((tick["start_ns"] - tick["due_ns"]) / tick["period_ns"])
        if last is not None and tick["number"] == last["number"] + 1:
            gap = (tick["start_ns"] - last["start_ns"]) / tick["period_ns"]
            gaps.append(gap)
            if gap > worst.get("gap", 0):
                worst.update(gap=round(gap, 3), late_us=(tick["start_ns"] - tick["due_ns"]) // 1000,
                             before_us=(last["end_ns"] - last["start_ns"]) // 1000)
        last = tick


def sample():
    try:
        with open("/proc/%d/status" % daemon.pid) as status:
            rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
        return rss * 1024, len(os.listdir("/proc/%d/fd" % daemon.pid))
    except (OSError, StopIteration):
        return None, None


threading.Thread(target=monitor, daemon=True).start()
time.sleep(2)
start_rss, start_fds = sample()
clients = [busy, busy, pipelining, flooding, slow, slow, reconnect, halfclose]
threads = [threading.Thread(target=client, daemon=True) for client in clients]
for thread in threads:
    thread.start()
warm_up = min(5, args.seconds / 4)
time.sleep(warm_up)
warm_rss, _ = sample()
prof = subprocess.run([args.clockwork, "prof", "--seconds", str(max(args.seconds - warm_up - 1, 1)), "--json", "--socket", path],
                      capture_output=True, text=True)
stop.set()
for thread in threads:
    thread.join(timeout=15)
time.sleep(1)
end_rss, end_fds = sample()
alive = daemon.poll() is None
daemon.terminate()
status = daemon.wait(timeout=10)

try:
    profile = json.loads(prof.stdout)
except ValueError:
    profile = {}
    problems.append("prof: %s" % (prof.stdout + prof.stderr)[:300])
gaps.sort()
report = {
    "name": "soak", "seconds": args.seconds, "hz": args.hz,
    "ticks_seen": len(lateness),
    "max_tick_gap_periods": round(gaps[-1], 2) if gaps else None,
    "p99_tick_gap_periods": round(gaps[int(len(gaps) * 0.99)], 2) if gaps else None,
    "max_tick_lateness_periods": round(max(lateness), 2) if lateness else None,
    "prof_tick_max_us": profile.get("duration_us", {}).get("max"),
    "prof_tick_p99_us": profile.get("duration_us", {}).get("p99"),
    "prof_input_p99_us": profile.get("phases_us", {}).get("input", {}).get("p99"),
    "prof_input_max_us": profile.get("phases_us", {}).get("input", {}).get("max"),
    "prof_events_per_tick_max": profile.get("per_tick", {}).get("events_handled", {}).get("max"),
    "prof_skipped": profile.get("skipped"), "prof_missed": profile.get("missed"),
    "rss_start_mib": round(start_rss / 2**20, 1), "rss_after_warmup_mib": round(warm_rss / 2**20, 1),
    "rss_end_mib": round(end_rss / 2**20, 1) if end_rss else None,
    "fds_start": start_fds, "fds_end": end_fds,
    "daemon_alive": alive, "exit_status": status,
    "worst_gap": worst, "clients": counts, "problems": problems[:10],
}
print(json.dumps(report))
failed = (not alive or status != 0 or problems or not gaps or gaps[-1] > 2.0 or max(lateness) > 1.0
          or end_fds is None or end_fds > start_fds + 2
          or end_rss is None or end_rss - warm_rss > 16 * 2**20)
sys.exit(1 if failed else 0)
