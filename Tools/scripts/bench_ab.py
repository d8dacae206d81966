"""Runs two clockwork-bench binaries in turn and prints ranges and median ratios.

Usage: bench_ab.py A_BINARY B_BINARY ROUNDS [BENCH=KEY ...]
Each round runs every benchmark with A and with B (`--json`, last line), A first in even
rounds and B first in odd ones (with A always first, two builds measured 1.075 on `w2`
that measure 1.00 alternated: the order biases the ratio), and records KEY; the ratio of a
pair is B ÷ A, and its median over the rounds is the figure to quote.
"""
import json
import statistics
import subprocess
import sys

DEFAULT = {"w1": "us_per_update", "w2": "us_per_update", "render-w2": "us_per_update", "animate": "ns_per_animation"}


def measure(binary, bench, key):
    lines = subprocess.run([binary, bench, "--json"], capture_output=True, text=True, check=True).stdout.splitlines()
    return json.loads(lines[-1])[key]


def main():
    a, b, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    benches = dict(arg.split("=", 1) for arg in sys.argv[4:]) or DEFAULT
    results = {bench: ([], []) for bench in benches}
    for round in range(rounds):
        for bench, key in benches.items():
            if round % 2 == 0:
                results[bench][0].append(measure(a, bench, key))
                results[bench][1].append(measure(b, bench, key))
            else:
                results[bench][1].append(measure(b, bench, key))
                results[bench][0].append(measure(a, bench, key))
    print(f"{'benchmark':12} {'key':17} {'A min-max (median)':>26} {'B min-max (median)':>26}  B/A median [min-max]")
    for bench, (before, after) in results.items():
        ratios = [y / x for x, y in zip(before, after)]
        def spread(values):
            return f"{min(values):.2f}-{max(values):.2f} ({statistics.median(values):.2f})"
        print(f"{bench:12} {benches[bench]:17} {spread(before):>26} {spread(after):>26}  "
              f"{statistics.median(ratios):.3f} [{min(ratios):.2f}-{max(ratios):.2f}]")


if __name__ == "__main__":
    main()
