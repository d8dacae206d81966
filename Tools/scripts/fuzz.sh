#!/usr/bin/env bash
# Fuzzes the input socket's request path (line splitting, parsing, dispatch against a live
# graph; Tests/Fuzz/RequestFuzzer) with libFuzzer, starting from the seed corpus in
# Tests/Fuzz/corpus, for SECONDS (default 60) or RUNS inputs:
#   Tools/scripts/fuzz.sh [SECONDS] [RUNS]
# New inputs libFuzzer finds go to .build-fuzz/corpus (the seed folder is left as it is); a
# crash leaves its input in .build-fuzz/ and fails the script.
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
seconds="${1:-60}"
runs="${2:--1}"
swift build -c release --product RequestFuzzer --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -DCLOCKWORK_LIBFUZZER -Xswiftc -use-ld=lld >&2
mkdir -p .build-fuzz/corpus
.build-fuzz/release/RequestFuzzer .build-fuzz/corpus Tests/Fuzz/corpus \
    -max_total_time="$seconds" -runs="$runs" -max_len=8192 -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix=.build-fuzz/ -print_final_stats=1
