#!/usr/bin/env bash
# Builds the DocC documentation of the `Clockwork` umbrella module (its catalog,
# Sources/Clockwork/Clockwork.docc, and the symbols it re-exports: the core, the
# display-list and terminal targets, the input socket and the daemon) into
# .build/docs/Clockwork.doccarchive. Fails on any DocC warning.
#
# The umbrella only re-exports, so its symbol graph is extracted with the re-exported
# modules allowed in; swift-docc-plugin has no switch for that, hence the direct
# swift-symbolgraph-extract and docc calls (both ship with the toolchain).
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
swift build --target Clockwork
build=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$build")")
graphs=.build/docs/symbol-graphs
rm -rf "$graphs" .build/docs/Clockwork.doccarchive
mkdir -p "$graphs"
module_maps=()
while IFS= read -r map; do module_maps+=(-Xcc "-fmodule-map-file=$map"); done < <(
    find "$build" -maxdepth 2 -name module.modulemap -not -path "*-tool.build/*"
    find .build/checkouts/*/Sources -name module.modulemap 2>/dev/null
    echo Sources/CCairo/module.modulemap)
# CCairo's headers (Cairo, Pango, GLib) are found where pkg-config says, as the build does.
for flag in $(pkg-config --cflags-only-I pangocairo); do module_maps+=(-Xcc "$flag"); done
swift-symbolgraph-extract -module-name Clockwork -target "$triple" -I "$build/Modules" "${module_maps[@]}" \
    -minimum-access-level public -experimental-allowed-reexported-modules=ClockworkCore,ClockworkDisplayListTarget,ClockworkTerminal,ClockworkInputSocket,ClockworkDaemon \
    -output-dir "$graphs"
docc convert Sources/Clockwork/Clockwork.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name Clockwork --fallback-bundle-identifier org.clockwork.Clockwork \
    --output-path .build/docs/Clockwork.doccarchive --warnings-as-errors
echo "documentation: .build/docs/Clockwork.doccarchive"
