#!/usr/bin/env python3
"""Summarises `clockwork prof --csv` files from the VM for docs/BENCHMARKS.md: for each,
the ticks' start lateness, the flip latency of the frames a display flipped (the
`flip_latency_us` counter), the interval between flipped frames and its jitter; and,
given the feeder's log of touch times, the input latency: from the uinput event to the
end of the tick that handled it, plus that frame's flip.

  measure.py NAME=TICKS.csv[:FEEDER.log] ...   one JSON line each
"""
import csv
import json
import statistics
import sys


def percentile(values, fraction):
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def input_latency(rows, feeder):
    """Microseconds from each touch (the feeder's `done NS` lines) to its frame on screen."""
    touches = []
    with open(feeder) as file:
        for line in file:
            parts = line.split()
            if len(parts) == 2 and parts[0] == "done" and parts[1].isdigit() and int(parts[1]) > 0:
                touches.append(int(parts[1]))
    handled = [row for row in rows if int(row.get("events_handled", 0) or 0) > 0]
    latencies = []
    for touch in touches:
        later = [row for row in handled if int(row["end_ns"]) >= touch]
        if not later:
            continue
        row = later[0]
        following = [r for r in rows if int(r["number"]) > int(row["number"]) and float(r.get("flip_latency_us", 0) or 0) > 0]
        flip = float(following[0]["flip_latency_us"]) if following else 0
        latencies.append((int(row["end_ns"]) - touch) / 1000 + flip)
    return latencies


def summary(name, path, feeder=None):
    with open(path) as file:
        rows = list(csv.DictReader(file))
    lateness = [float(row["lateness_us"]) for row in rows if "lateness_us" in row]
    flipped = [row for row in rows if float(row.get("flip_latency_us", 0) or 0) > 0]
    latency = [float(row["flip_latency_us"]) for row in flipped]
    starts = [int(row["start_ns"]) / 1000 for row in flipped]
    intervals = [later - earlier for earlier, later in zip(starts, starts[1:])]
    touches = input_latency(rows, feeder) if feeder else []
    return {
        "input_latency_p50_us": percentile(touches, 0.5), "input_latency_max_us": max(touches) if touches else None,
        "name": name, "ticks": len(rows), "frames_flipped": len(flipped),
        "lateness_p50_us": percentile(lateness, 0.5), "lateness_p99_us": percentile(lateness, 0.99),
        "flip_latency_p50_us": percentile(latency, 0.5), "flip_latency_p99_us": percentile(latency, 0.99),
        "flip_interval_p50_us": percentile(intervals, 0.5),
        "flip_interval_jitter_us": round(statistics.pstdev(intervals), 1) if len(intervals) > 1 else None,
    }


for argument in sys.argv[1:]:
    name, _, files = argument.partition("=")
    path, _, feeder = files.partition(":")
    print(json.dumps(summary(name, path, feeder or None)))
