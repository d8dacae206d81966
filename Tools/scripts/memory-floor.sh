#!/usr/bin/env bash
# memory-floor.sh [ROUNDS]: the memory of a daemon drawing the panel before any of
# Clockwork (Benchmarks/memory-floor: the Swift runtime and Foundation linked statically,
# Cairo and Pango drawing the panel's text at 60 Hz into a mapped 800×480 framebuffer),
# beside LVGL's panel (../shared/anchors/lvgl-panel, or LVGL_PANEL) and the demo, each run
# in turn ROUNDS times (default 3): started, WAIT seconds (default 10), measured from
# /proc/PID/smaps_rollup, stopped.
#
# Prints one JSON line a run (Private_Dirty, Anonymous and RSS in KiB), then one with the
# medians and the ratios to LVGL's Private_Dirty: how much of issue 46's 1.5× the parts
# take before the framework holds anything.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-3}
panel=${LVGL_PANEL:-../shared/anchors/lvgl-panel/lvgl-panel}
[ -x "$panel" ] || { echo "memory-floor: no LVGL panel at $panel (set LVGL_PANEL)" >&2; exit 2; }
source Tools/scripts/release-flags.sh
build_release SensorPanel
(cd Benchmarks/memory-floor && swift build "${release_flags[@]}" >&2)
floor=Benchmarks/memory-floor/.build/release/MemoryFloor
demo=.build/release/SensorPanel
# Freshly written binaries' dirty page-cache pages count as Private_Dirty: write them back.
sync
exec python3 - "$rounds" "${WAIT:-10}" "$panel" "$floor" "$demo" <<'PYTHON'
import json, os, signal, statistics, subprocess, sys, tempfile, time

rounds, wait = int(sys.argv[1]), float(sys.argv[2])
commands = {
    "lvgl": lambda scratch: [sys.argv[3], "--quiet"],
    "floor": lambda scratch: [sys.argv[4], f"{scratch}/fb"],
    "clockwork": lambda scratch: [sys.argv[5], "--framebuffer", f"{scratch}/fb", "--size", "800x480"],
}


def measure(name):
    with tempfile.TemporaryDirectory() as scratch:
        environment = {**os.environ, "XDG_RUNTIME_DIR": scratch, "XDG_STATE_HOME": scratch}
        process = subprocess.Popen(commands[name](scratch), env=environment,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(wait)
            fields = {}
            with open(f"/proc/{process.pid}/smaps_rollup") as rollup:
                for line in rollup:
                    key, _, rest = line.partition(":")
                    if key in ("Rss", "Private_Dirty", "Anonymous"):
                        fields[key] = int(rest.split()[0])
            return fields
        finally:
            process.send_signal(signal.SIGTERM)
            process.wait(timeout=10)


seen = {name: [] for name in commands}
for turn in range(rounds):
    for name in commands:
        figures = measure(name)
        seen[name].append(figures)
        print(json.dumps({"run": name, "round": turn + 1, **figures}), flush=True)
median = {name: statistics.median(run["Private_Dirty"] for run in runs) for name, runs in seen.items()}
print(json.dumps({"summary": "memory-floor", "private_dirty_kib": median,
                  "floor_over_lvgl": round(median["floor"] / median["lvgl"], 2),
                  "clockwork_over_lvgl": round(median["clockwork"] / median["lvgl"], 2),
                  "clockwork_above_floor_kib": median["clockwork"] - median["floor"],
                  "budget_at_1_5_above_floor_kib": 1.5 * median["lvgl"] - median["floor"]}))
PYTHON
