# The flags of every release build, sourced by the scripts that build one (the demo, the
# soak, the remote and VM tests, CI's benchmarks): `build_release P...`, or
# `swift build "${release_flags[@]}" --product P`.
#
# Statically linked to the Swift runtime, as a daemon ships: calls into the runtime stay
# in one binary (the loop thread's CPU falls by a fifth) and the RSS by 5 MiB.
#
# One set of flags for all of them: SwiftPM rebuilds everything when the flags change.
release_flags=(-c release --static-swift-stdlib)

# Builds each product named, with these flags; SwiftPM's output goes to stderr, so that a
# script's own output stays its own.
build_release() {
    local product
    for product in "$@"; do swift build "${release_flags[@]}" --product "$product" >&2; done
}
