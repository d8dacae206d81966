#!/usr/bin/env bash
# Builds the DocC documentation into .build/docs, failing on any DocC warning:
# - the `Clockwork` umbrella (its catalog, Sources/Clockwork/Clockwork.docc, and the
#   symbols it re-exports: the core, the display-list and terminal targets, the input
#   socket and the daemon): the user's guide, .build/docs/Clockwork.doccarchive;
# - each module with a catalog beside its code (ClockworkLoop, ClockworkCore, each target,
#   input source and remote part, the daemon, Charts, the profiler): how that module is
#   built, .build/docs/MODULE.doccarchive.
#
# The umbrella only re-exports, so its symbol graph is extracted with the re-exported
# modules allowed in; swift-docc-plugin has no switch for that, hence the direct
# swift-symbolgraph-extract and docc calls (both ship with the toolchain).
set -euo pipefail
cd "$(dirname "$0")/../.."
Tools/scripts/setup.sh
modules=(ClockworkLoop ClockworkCore ClockworkViews Charts ClockworkDisplayListTarget ClockworkTerminal ClockworkPixels ClockworkDRM
         ClockworkInputSocket ClockworkTerminalKeys ClockworkLibinput ClockworkVNC ClockworkMetrics ClockworkMQTT ClockworkDaemon ClockworkProfiler)
swift build --target Clockwork
for module in "${modules[@]}"; do swift build --target "$module"; done
build=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$build")")
module_maps=()
while IFS= read -r map; do module_maps+=(-Xcc "-fmodule-map-file=$map"); done < <(
    find "$build" -maxdepth 2 -name module.modulemap -not -path "*-tool.build/*"
    find .build/checkouts/*/Sources -name module.modulemap 2>/dev/null
    find Sources -name module.modulemap)
# The C modules' headers (Cairo, Pango, GdkPixbuf, libdrm, libinput, zlib) are found where
# pkg-config says, as the build does.
for flag in $(pkg-config --cflags-only-I pangocairo gdk-pixbuf-2.0 libdrm libinput zlib nettle); do module_maps+=(-Xcc "$flag"); done

# convert NAME CATALOG [extract flags…]: the module's public symbols and its catalog.
convert() {
    local name=$1 catalog=$2
    shift 2
    local graphs=.build/docs/symbol-graphs/$name
    # Each step ends the conversion if it fails (it runs where `set -e` does not reach).
    rm -rf "$graphs" ".build/docs/$name.doccarchive" || return 1
    mkdir -p "$graphs" || return 1
    swift-symbolgraph-extract -module-name "$name" -target "$triple" -I "$build/Modules" "${module_maps[@]}" \
        -minimum-access-level public "$@" -output-dir "$graphs" || return 1
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$name" --fallback-bundle-identifier "org.clockwork.$name" \
        --output-path ".build/docs/$name.doccarchive" --warnings-as-errors
}

# One conversion per core at a time (docc and the extractor use one each); each that
# fails is named in $failed, and fails the script once all have ended.
lanes=$(nproc)
failed=.build/docs/failed
mkdir -p .build/docs
: > "$failed"
in_lane() {
    while [ "$(jobs -rp | wc -l)" -ge "$lanes" ]; do wait -n || true; done
    { "$@" || echo "docs: converting $2 failed" >> "$failed"; } &
}
in_lane convert Clockwork Sources/Clockwork/Clockwork.docc \
    -experimental-allowed-reexported-modules=ClockworkCore,ClockworkViews,ClockworkFoundationCompat,ClockworkDisplayListTarget,ClockworkTerminal,ClockworkInputSocket,ClockworkDaemon
for module in "${modules[@]}"; do
    catalog=$(find Sources Tools -type d -name "$module.docc" | head -1)
    [ -n "$catalog" ] || { echo "docs: $module has no catalog ($module.docc)" >&2; exit 1; }
    in_lane convert "$module" "$catalog"
done
wait
if [ -s "$failed" ]; then cat "$failed" >&2; exit 1; fi
echo "documentation: .build/docs/{Clockwork,$(IFS=,; echo "${modules[*]}")}.doccarchive"
