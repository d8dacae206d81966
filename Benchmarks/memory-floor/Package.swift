// swift-tools-version:5.9
// The memory floor of a Clockwork daemon: the parts every one that draws text links, and
// nothing of Clockwork (Tools/scripts/memory-floor.sh builds and measures it).
import PackageDescription

let package = Package(
    name: "MemoryFloor",
    targets: [
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo"),
        .executableTarget(name: "MemoryFloor", dependencies: ["CPangoCairo"]),
    ]
)
