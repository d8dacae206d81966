#!/usr/bin/env bash
# Sets up (see setup.sh) and runs Clockwork's whole test suite (debug build).
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
swift test
