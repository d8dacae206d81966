#!/usr/bin/env bash
# Interleaves the benchmarks of another commit's build (A) and this tree's (B) in one
# window, A B A B …, and prints each benchmark's range and the median of the B ÷ A
# ratios pair by pair: the comparison docs/BENCHMARKS.md asks for, since the same build
# measures up to 2× apart between hosts and phases of one host.
#
#   Tools/scripts/bench-ab.sh COMMIT [ROUNDS] [BENCH=KEY ...]
#   Tools/scripts/bench-ab.sh a588de1 11 w1=us_per_update render-full=us_per_update
#
# By default: w1, w2, render-w2 (`us_per_update`) and animate (`ns_per_animation`), 11
# rounds. COMMIT's build goes to .build-ab/COMMIT (a git worktree), kept for next time.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Both built with this tree's release flags, so that only the code differs.
source Tools/scripts/release-flags.sh
commit=$(git rev-parse --short "${1:?usage: bench-ab.sh COMMIT [ROUNDS] [BENCH=KEY ...]}")
rounds=${2:-11}
shift $(( $# < 2 ? $# : 2 ))
base=.build-ab/$commit
[ -d "$base" ] || git worktree add --detach "$base" "$commit"
# Builds the benchmark suite of the tree at $1 and prints its binary's path. Commits before
# 2026-11-23 kept it in a package of its own (Benchmarks/Package.swift); later ones build
# it as a product of the root package. A stale build plan names files that moved since;
# dropping it makes SwiftPM plan anew.
build_bench() {
    local package=$1
    [ -f "$package/Benchmarks/Package.swift" ] && package=$package/Benchmarks
    rm -f "$package/.build/release.yaml" "$package"/.build/*/release/description.json
    (cd "$package" && swift build "${release_flags[@]}" --product clockwork-bench >&2)
    echo "$package/.build/release/clockwork-bench"
}
a=$(build_bench "$base")
b=$(build_bench .)
python3 Tools/scripts/bench_ab.py "$a" "$b" "$rounds" "$@"
