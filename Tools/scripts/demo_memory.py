#!/usr/bin/env python3
"""What demo builds cannot give back, compared in one run.

    Tools/scripts/demo_memory.py BINARY [BINARY...] [--rounds 3] [--seconds 14]

Runs each build of the demo (`SensorPanel --framebuffer FILE --size 800x480`, the pixel
demo as the LVGL comparison runs it) for `--seconds`, the builds interleaved, `--rounds`
times, and reads /proc/PID/smaps_rollup at the end of each run: Private_Dirty and
Anonymous (what the daemon cannot give back) with the RSS beside them. Prints a JSON line
per build with the medians, in KiB. Writes back the page cache first: the pages of a
binary copied or linked moments ago are dirty until then, and its mapped code would count
as Private_Dirty.
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time

from demo_cpu import smaps_rollup


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=14)
    options = parser.parse_args()
    os.sync()
    runs = {binary: [] for binary in options.binaries}
    for _ in range(options.rounds):
        for binary in options.binaries:
            state = tempfile.mkdtemp(prefix="demo-memory-")
            environment = dict(os.environ, XDG_RUNTIME_DIR=state, XDG_STATE_HOME=state)
            demo = subprocess.Popen([binary, "--framebuffer", f"{state}/fb", "--size", "800x480"], env=environment,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                time.sleep(options.seconds)
                runs[binary].append(smaps_rollup(demo.pid))
            finally:
                demo.terminate()
                demo.wait()
    for binary, figures in runs.items():
        print(json.dumps({
            "name": "demo-memory", "binary": binary, "runs": len(figures),
            "private_dirty_kib": statistics.median(f.get("Private_Dirty", 0) for f in figures),
            "anonymous_kib": statistics.median(f.get("Anonymous", 0) for f in figures),
            "rss_kib": statistics.median(f.get("Rss", 0) for f in figures),
        }))


if __name__ == "__main__":
    main()
