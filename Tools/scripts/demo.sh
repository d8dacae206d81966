#!/usr/bin/env bash
# Sets up (see setup.sh), builds in release mode and runs the demo daemon.
# Arguments pass through to the daemon (try --help). Ctrl-C or SIGTERM stops it.
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
swift build -c release --product Heartbeat >&2
exec .build/release/Heartbeat "$@"
