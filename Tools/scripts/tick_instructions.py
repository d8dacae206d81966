#!/usr/bin/env python3
"""Counts the instructions of Clockwork's tick in the `panel` benchmark, for A/B of a change.

    Tools/scripts/tick_instructions.py BINARY [BINARY ...] [--ticks 600] [--bench panel]
    Tools/scripts/tick_instructions.py BINARY [BINARY ...] --bench w2 --bench-args "--n 200"

Each BINARY is a release `clockwork-bench`. valgrind's callgrind counts instructions, not
seconds, so the same binary and inputs give the same count to within a few tenths of a
percent whatever else the shared machine is doing: a change of 2 % shows in one run, where
timing needs many interleaved pairs. The count is taken only inside the loop's tick
(`--toggle-collect` on `EventLoop.runTick`), so the hand-written floor and the producer
thread of the same run are left out. (valgrind 3.19 cannot read the debug information
Swift 6.3 writes, so each binary is counted from a copy stripped of it; the symbols stay.)

Prints one JSON line per binary: `instructions_per_tick`, `total_instructions` (the
whole run), and `ratio` against the first binary. Instructions are not time (a cold tick
pays for every cache line it touches), so quote them beside timed A/Bs, not instead.
"""
import argparse
import json
import os
import re
import subprocess
import tempfile


def count(binary, bench, arguments, toggle):
    with tempfile.TemporaryDirectory(prefix="tick-instructions-") as folder:
        stripped = os.path.join(folder, "clockwork-bench")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/callgrind.out"]
        if toggle:
            command.append("--toggle-collect=*EventB0C7runTick*")
        command += [stripped, bench, *arguments, "--json"]
        run = subprocess.run(command, capture_output=True, text=True, check=True)
        match = re.search(r"Collected : (\d+)", run.stderr)
        if not match:
            raise SystemExit(f"callgrind printed no count for {binary}:\n{run.stderr[-2000:]}")
        return int(match.group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--ticks", type=int, default=600)
    parser.add_argument("--bench", default="panel")
    parser.add_argument("--bench-args", help="the benchmark's own arguments instead of --ticks (w1, w2, render-w2 take --n); "
                        "instructions_per_tick is then per update as the benchmark counts them, here the tick count given by --ticks")
    options = parser.parse_args()
    arguments = options.bench_args.split() if options.bench_args else ["--ticks", str(options.ticks)]
    first = None
    for binary in options.binaries:
        tick = count(binary, options.bench, arguments, toggle=True)
        total = count(binary, options.bench, arguments, toggle=False)
        per_tick = tick / options.ticks
        first = first or per_tick
        print(json.dumps({
            "name": "tick-instructions", "bench": options.bench, "binary": binary, "ticks": options.ticks,
            "instructions_per_tick": round(per_tick), "total_instructions": total,
            "ratio": round(per_tick / first, 3),
        }), flush=True)


if __name__ == "__main__":
    main()
