#!/usr/bin/env bash
# Sets up (see setup.sh), builds in release mode and runs the demo daemon, SensorPanel, in
# this terminal. Drive it from a second terminal with the `clockwork` tool it builds too:
#   .build/release/clockwork tap pause        .build/release/clockwork type label "Boiler 2"
#   .build/release/clockwork tree
# Arguments pass through to the daemon (try --help). Ctrl-C or SIGTERM stops it.
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
# Built as a daemon ships (see release-flags.sh).
source Tools/scripts/release-flags.sh
build_release SensorPanel clockwork
exec .build/release/SensorPanel "$@"
