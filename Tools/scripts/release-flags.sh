# The flags of every release build, sourced by the scripts that build one (the demo, the
# soak, the remote and VM tests, CI's benchmarks): `build_release P...`, or
# `swift build "${release_flags[@]}" --product P`.
#
# - Statically linked to the Swift runtime, as a daemon ships: calls into the runtime stay
#   in one binary (the loop thread's CPU falls by a fifth) and the RSS by 5 MiB.
# - Each function in a section of its own, linked by lld in the order of
#   Tools/release/hot-functions.order (written by Tools/scripts/hot_functions.py): the
#   functions the demo's ticks run lie together, so the code they keep resident shrinks
#   (the kernel maps code 64 KiB at a fault). A name the file lists that a binary lacks is
#   skipped without a warning. Without lld beside swiftc, the order is left out.
#
# One set of flags for all of them: SwiftPM rebuilds everything when the flags change.
release_flags=(-c release --static-swift-stdlib)
release_order=$(cd "$(dirname "${BASH_SOURCE[0]}")/../release" && pwd)/hot-functions.order
if [ -x "$(dirname "$(readlink -f "$(command -v swiftc)")")/ld.lld" ]; then
    release_flags+=(
        -Xswiftc -Xfrontend -Xswiftc -function-sections
        -Xswiftc -use-ld=lld
        -Xlinker "--symbol-ordering-file=$release_order"
        -Xlinker --no-warn-symbol-ordering
    )
else
    echo "release-flags: no ld.lld beside swiftc; linking without the hot functions' order" >&2
fi

# Builds each product named, with these flags; SwiftPM's output goes to stderr, so that a
# script's own output stays its own.
build_release() {
    local product
    for product in "$@"; do swift build "${release_flags[@]}" --product "$product" >&2; done
}
