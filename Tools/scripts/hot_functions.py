#!/usr/bin/env python3
"""Writes the symbol ordering file the release build links by: every function of the demo
that its steady state runs, hottest first.

    Tools/scripts/hot_functions.py [--binary .build/release/SensorPanel] [--warmup 30] [--seconds 60]
                                   [--out Tools/release/hot-functions.order]

Runs the release SensorPanel drawing an 800x480 panel in points on a framebuffer file, under
valgrind's callgrind with instrumentation off; after `--warmup` seconds (startup, the first
frames and the startup pages given back, at valgrind's pace) instrumentation is on for
`--seconds`, then off, and the daemon stopped. Every function that ran in that window is
written, the costliest (own instructions) first, one mangled name a line.

Why: the kernel maps a file's pages 64 KiB at a fault, so the tick's functions, scattered
through 20 MB of code, kept about 10 MiB of it resident. Linked in this order
(`Tools/scripts/release-flags.sh`), they lie together, with the sections of the static
Swift runtime that hold several functions each. A function missing from the file still
runs; it is only linked where it would have been. Rerun this when the tick's code changes
much (docs/BENCHMARKS.md states what the order saves).
"""
import argparse
import os
import re
import signal
import subprocess
import tempfile
import time

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def control(pid, *arguments):
    subprocess.run(["callgrind_control", *arguments, str(pid)], check=True, capture_output=True)


def profile(binary, warmup, seconds, folder):
    """Runs the demo under callgrind for the window and returns the profile's path."""
    stripped = os.path.join(folder, "SensorPanel")
    # valgrind 3.19 cannot read the debug information Swift 6.3 writes; the symbols stay.
    subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
    output = os.path.join(folder, "callgrind.out")
    demo = subprocess.Popen(
        ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--demangle=no",
         f"--callgrind-out-file={output}", stripped,
         "--socket", f"{folder}/panel.sock", "--storage", f"{folder}/panel.json",
         "--framebuffer", f"{folder}/fb", "--size", "800x480"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(warmup)
        control(demo.pid, "-i", "on")
        time.sleep(seconds)
        control(demo.pid, "-i", "off")
    finally:
        demo.send_signal(signal.SIGTERM)
        demo.wait(timeout=120)
    return output


def own_costs(profile_path, binary_name):
    """Each function of the binary in the profile, with the instructions it ran itself."""
    objects, names, costs = {}, {}, {}
    current_object = current_function = None
    in_call = False
    with open(profile_path) as lines:
        for line in lines:
            if line.startswith("ob="):
                current_object = resolve(objects, line[3:].strip())
            elif line.startswith("cob="):
                resolve(objects, line[4:].strip())
            elif line.startswith("cfn="):
                resolve(names, line[4:].strip())
            elif line.startswith("fn="):
                current_function = resolve(names, line[3:].strip())
                in_call = False
                if os.path.basename(current_object or "") == binary_name:
                    costs.setdefault(current_function, 0)
            elif line.startswith("calls="):
                in_call = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                if in_call:
                    in_call = False
                elif current_function in costs:
                    fields = line.split()
                    if len(fields) >= 2:
                        costs[current_function] += int(fields[1])
    return costs


def resolve(table, text):
    """Callgrind's name compression: `(id) name` defines an id, `(id)` reuses it."""
    match = re.match(r"\((\d+)\)\s*(.*)", text)
    if not match:
        return text
    if match.group(2):
        table[match.group(1)] = match.group(2)
    return table.get(match.group(1), text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(REPOSITORY, ".build/release/SensorPanel"))
    parser.add_argument("--warmup", type=float, default=30)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--out", default=os.path.join(REPOSITORY, "Tools/release/hot-functions.order"))
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hot-functions-") as folder:
        costs = own_costs(profile(options.binary, options.warmup, options.seconds, folder),
                          "SensorPanel")
    if not costs:
        raise SystemExit("the profile holds no function of the demo: did it start?")
    ordered = sorted(costs, key=lambda name: (-costs[name], name))
    with open(options.out, "w") as out:
        out.write("# The demo's steady-state functions, costliest first: the release link order.\n")
        out.write("# Written by Tools/scripts/hot_functions.py; see Tools/scripts/release-flags.sh.\n")
        out.writelines(f"{name}\n" for name in ordered)
    print(f"{len(ordered)} functions written to {options.out}")


if __name__ == "__main__":
    main()
