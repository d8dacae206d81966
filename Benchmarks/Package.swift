// swift-tools-version: 6.1
//
// Clockwork's benchmark suite: `swift run -c release --package-path Benchmarks clockwork-bench <name> [--json]`.
// A separate package so the library's users and its test suite never build it.
import PackageDescription

let package = Package(
    name: "ClockworkBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Clockwork", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        .executableTarget(
            name: "clockwork-bench",
            dependencies: [
                .product(name: "ClockworkCore", package: "Clockwork"),
                .product(name: "ClockworkDaemon", package: "Clockwork"),
                .product(name: "ClockworkLoop", package: "Clockwork"),
                .product(name: "ClockworkPixels", package: "Clockwork"),
                .product(name: "CLibev", package: "Clockwork"),
                .product(name: "SensorPanelKit", package: "Clockwork"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ],
            path: "Sources/ClockworkBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
