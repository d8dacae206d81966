#!/usr/bin/env bash
# Soaks the demo daemon (release build, as users run it) with busy, pipelining, flooding,
# slow, reconnecting and half-closing clients for SECONDS (default 60), and prints what it
# cost the daemon as one JSON line (see soak.py). Fails if a tick ran late, a tick gap
# passed two periods, the daemon died, a promise broke, or descriptors or memory leaked.
#   Tools/scripts/soak.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
source Tools/scripts/release-flags.sh
build_release SensorPanel clockwork
exec python3 Tools/scripts/soak.py --daemon .build/release/SensorPanel --clockwork .build/release/clockwork --seconds "${1:-60}"
