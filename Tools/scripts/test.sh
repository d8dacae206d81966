#!/usr/bin/env bash
# Sets up (see setup.sh) and runs Clockwork's whole test suite.
#   Tools/scripts/test.sh          every test, debug build
#   Tools/scripts/test.sh --tsan   the threaded tests under ThreadSanitizer (separate build folder)
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh

case "${1:-}" in
    "")
        swift test
        ;;
    --tsan)
        # Everything that runs real threads, signals or loop watchers, and the graph's tests
        # (cross-thread writes and observed objects among them).
        swift test --sanitize=thread --scratch-path .build-tsan --filter 'ClockworkLoopTests|ClockworkTests'
        ;;
    *)
        echo "usage: $0 [--tsan]" >&2
        exit 2
        ;;
esac
