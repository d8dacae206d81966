#!/usr/bin/env python3
"""Measures the demo daemon from outside, as a user's `top` would see it.

    Tools/scripts/demo_cpu.py [--seconds 10] [--warmup 2] [--binary PATH] [--terminal | --pixels] [-- DEMO ARGS]

Starts the release SensorPanel with its display list piped to this script (or, with
--terminal, drawing on an 80x24 terminal: a detached tmux session; with --pixels, drawing
an 800x480 panel in points on a framebuffer file), notes how long the first frame took to
arrive (piped only), then reads utime + stime of every thread from /proc/PID/task/*/stat
over the measured window. Prints one JSON line: the loop thread's share of a core (the
main thread: the daemon's loop runs on it), each other thread's, the process's, the
memory at the window's end (RSS; PSS, each shared page divided among its users; USS, the
pages only this process holds; from /proc/PID/smaps_rollup), and start-to-first-frame.
"""
import argparse
import json
import os
import select
import subprocess
import tempfile
import time

TICKS = os.sysconf("SC_CLK_TCK")


def thread_times(pid):
    """Each thread of `pid` by thread id: its name, utime + stime in clock ticks, and its
    runtime in nanoseconds as the scheduler counts it."""
    times = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as stat:
                fields = stat.read()
            with open(f"/proc/{pid}/task/{tid}/schedstat") as schedstat:
                runtime = int(schedstat.read().split()[0])
        except FileNotFoundError:
            continue
        name = fields[fields.index("(") + 1:fields.rindex(")")]
        rest = fields[fields.rindex(")") + 2:].split()
        times[int(tid)] = (name, int(rest[11]) + int(rest[12]), runtime)
    return times


def smaps_rollup(pid):
    """The fields of `pid`'s /proc/PID/smaps_rollup, in KiB."""
    fields = {}
    with open(f"/proc/{pid}/smaps_rollup") as rollup:
        for line in rollup:
            parts = line.split()
            if len(parts) >= 2 and parts[0].endswith(":") and parts[1].isdigit():
                fields[parts[0][:-1]] = int(parts[1])
    return fields


def memory_mib(pid):
    """What `pid` cannot give back (Private_Dirty, and anonymous memory), and beside it
    RSS, PSS and USS, in MiB, from its smaps_rollup."""
    fields = smaps_rollup(pid)
    return {
        "private_dirty_mib": round(fields.get("Private_Dirty", 0) / 1024, 1),
        "anonymous_mib": round(fields.get("Anonymous", 0) / 1024, 1),
        "rss_mib": round(fields.get("Rss", 0) / 1024, 1),
        "pss_mib": round(fields.get("Pss", 0) / 1024, 1),
        "uss_mib": round((fields.get("Private_Clean", 0) + fields.get("Private_Dirty", 0)) / 1024, 1),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--warmup", type=float, default=2)
    parser.add_argument("--binary", default=".build/release/SensorPanel")
    parser.add_argument("--terminal", action="store_true")
    parser.add_argument("--pixels", action="store_true", help="draw an 800x480 panel on a framebuffer file")
    parser.add_argument("demo_args", nargs="*")
    options = parser.parse_args()

    state = tempfile.mkdtemp(prefix="demo-cpu-")
    args = [options.binary, "--socket", f"{state}/panel.sock", "--storage", f"{state}/panel.json"]
    if options.terminal:
        return measure_in_terminal(options, args + options.demo_args, state)
    if options.pixels:
        return measure_in_pixels(options, args + ["--framebuffer", f"{state}/fb", "--size", "800x480"] + options.demo_args)
    args.insert(1, "--display-list")
    start = time.monotonic()
    demo = subprocess.Popen(args + options.demo_args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    first_frame = None
    deadline = start + options.warmup + options.seconds + 5
    window = None
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([demo.stdout], [], [], 0.05)
            if ready:
                data = os.read(demo.stdout.fileno(), 1 << 16)
                if first_frame is None and b"\n" in data:
                    first_frame = time.monotonic() - start
            now = time.monotonic()
            if window is None and now - start >= options.warmup:
                window = (now, thread_times(demo.pid))
            elif window is not None and now - window[0] >= options.seconds:
                elapsed = now - window[0]
                after = thread_times(demo.pid)
                memory = memory_mib(demo.pid)
                break
        else:
            raise SystemExit("the demo did not run long enough to be measured")
    finally:
        demo.kill()
        demo.wait()

    report(demo.pid, window[1], after, elapsed, memory, "piped", first_frame)


def measure_in_pixels(options, args):
    """Runs the demo drawing on a framebuffer file and measures it over the window."""
    demo = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(options.warmup)
        start, before = time.monotonic(), thread_times(demo.pid)
        time.sleep(options.seconds)
        elapsed, after = time.monotonic() - start, thread_times(demo.pid)
        report(demo.pid, before, after, elapsed, memory_mib(demo.pid), "pixels", None)
    finally:
        demo.kill()
        demo.wait()


def measure_in_terminal(options, args, state):
    """Runs the demo in a detached 80x24 tmux session and measures it there."""
    session = f"demo-cpu-{os.getpid()}"
    command = " ".join(f"'{arg}'" for arg in [os.path.abspath(args[0])] + args[1:])
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", f"exec {command}"], check=True)
    try:
        time.sleep(0.5)
        pid = int(subprocess.run(["tmux", "list-panes", "-t", session, "-F", "#{pane_pid}"],
                                 capture_output=True, text=True, check=True).stdout.split()[0])
        time.sleep(max(options.warmup - 0.5, 0))
        start, before = time.monotonic(), thread_times(pid)
        time.sleep(options.seconds)
        elapsed, after = time.monotonic() - start, thread_times(pid)
        report(pid, before, after, elapsed, memory_mib(pid), "terminal", None)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def report(pid, before, after, elapsed, memory, mode, first_frame):
    share = {tid: (after[tid][1] - before.get(tid, (None, 0, 0))[1]) / TICKS / elapsed * 100 for tid in after}
    exact = {tid: (after[tid][2] - before.get(tid, (None, 0, 0))[2]) / 1e9 / elapsed * 100 for tid in after}
    others = {f"{after[tid][0]}#{tid}": round(share[tid], 2) for tid in after if tid != pid and share[tid] > 0}
    others_exact = {f"{after[tid][0]}#{tid}": round(exact[tid], 3) for tid in after if tid != pid and exact[tid] > 0}
    print(json.dumps({
        "name": "demo-cpu", "mode": mode, "seconds": round(elapsed, 1),
        "loop_thread_pct": round(share.get(pid, 0), 2),
        "other_threads_pct": others,
        "process_pct": round(sum(share.values()), 2),
        "loop_thread_exact_pct": round(exact.get(pid, 0), 3),
        "other_threads_exact_pct": others_exact,
        **memory,
        "first_frame_ms": round(first_frame * 1000, 1) if first_frame is not None else None,
    }))


if __name__ == "__main__":
    main()
