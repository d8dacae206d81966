#!/usr/bin/env bash
# Sets up (see setup.sh) and runs Clockwork's whole test suite (debug build): the root
# package's tests, then the macros' expansion tests (a package of their own,
# Tests/MacroTests, so the root's test build is not made for the host twice over), then
# `clockwork preview` on a fixture package (Tools/scripts/preview-test.sh).
#
# Extra arguments go to every `swift build`/`swift test` of the root package (CI passes
# `--sanitize=thread --scratch-path .build-tsan` and a filter this way; a filter also
# skips the macro tests).
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
build_flags=() filter=()
while [ $# -gt 0 ]; do
    case "$1" in
        --filter) filter=(--filter "$2"); shift 2 ;;
        *) build_flags+=("$1"); shift ;;
    esac
done
# The tests import an executable's module (PodcastPlayer, the documents' code with its
# @main), and SwiftPM gives the test module's compile no build edge to it: on a clean
# build it can start first and not find it. Building it first closes that race.
swift build "${build_flags[@]}" --target PodcastPlayer
swift test "${build_flags[@]}" "${filter[@]}"
[ ${#filter[@]} -gt 0 ] || swift test --package-path Tests/MacroTests
# `clockwork preview` on a package of its own, as a person uses it.
[ ${#filter[@]} -gt 0 ] || [ ${#build_flags[@]} -gt 0 ] || Tools/scripts/preview-test.sh
