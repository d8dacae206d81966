// swift-tools-version: 6.3
//
// Clockwork: SwiftUI's data-flow model, headless, on a libev run loop for Linux daemons.
// Layers point one way (Tools/scripts/check_layers.py checks it in CI): the C modules
// (CLibev, CLinux, CDispatchRunLoop, the system libraries) → ClockworkLoop →
// ClockworkCore → its peers: ClockworkFoundationCompat, Charts, the render targets and
// input sources in folders of their own (Sources/Targets, Sources/Inputs) and the remote
// parts (Sources/Remote) → ClockworkDaemon (hosting) → ClockworkMetrics (an attachment)
// → Clockwork (the umbrella users import) → Tools, Examples. A daemon that draws pixels
// imports ClockworkPixels itself: the umbrella links no drawing library, no metrics.
import CompilerPluginSupport
import PackageDescription

// What a target that imports the umbrella depends on: the umbrella and the modules it
// re-exports, each named. Through `@_exported import` alone, a change to the core's
// layout does not rebuild the importer, which then runs with stale struct layouts
// (swiftlang/swift#89636, swiftlang/swift-package-manager#10483); a declared dependency
// on each module gives the build the edge it needs. (The demo daemon and the `clockwork`
// tool import the parts instead: the umbrella brings the macros, and a release build of
// swift-syntax for them takes minutes.)
let clockwork: [Target.Dependency] = [
    "Clockwork", "ClockworkCore", "ClockworkViews", "ClockworkFoundationCompat", "ClockworkDisplayListTarget", "ClockworkTerminal", "ClockworkInputSocket",
    "ClockworkDaemon", "Combine",
]

let package = Package(
    name: "Clockwork",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        // SwiftUI's data-flow model on the loop, hosted as a daemon: what users import.
        // The re-exported modules are named too, so users' targets get a build edge to
        // each (see `clockwork` above).
        .library(name: "Clockwork", targets: [
            "Clockwork", "ClockworkCore", "ClockworkViews", "ClockworkFoundationCompat", "ClockworkDisplayListTarget", "ClockworkTerminal", "ClockworkInputSocket",
            "ClockworkDaemon", "Combine",
        ]),
        // The parts, for code that wants only the framework's core (a host of its own), one
        // target or input source, or the hosting.
        .library(name: "ClockworkCore", targets: ["ClockworkCore"]),
        .library(name: "ClockworkViews", targets: ["ClockworkViews"]),
        .library(name: "ClockworkDisplayListTarget", targets: ["ClockworkDisplayListTarget"]),
        .library(name: "ClockworkTerminal", targets: ["ClockworkTerminal"]),
        .library(name: "ClockworkInputSocket", targets: ["ClockworkInputSocket"]),
        .library(name: "ClockworkDaemon", targets: ["ClockworkDaemon"]),
        // MQTT on the loop (libmosquitto): topics into models and views, controls out.
        .library(name: "ClockworkMQTT", targets: ["ClockworkMQTT"]),
        // The pixel target alone (Cairo and Pango), for a host that draws on a screen.
        .library(name: "ClockworkPixels", targets: ["ClockworkPixels"]),
        // A display driven through DRM/KMS, page-flipped on the loop (libdrm).
        .library(name: "ClockworkDRM", targets: ["ClockworkDRM"]),
        // Touchscreens, mice and keyboards through libinput and xkbcommon.
        .library(name: "ClockworkLibinput", targets: ["ClockworkLibinput"]),
        // The panel seen and driven from elsewhere: a VNC (RFB 3.8) server on the loop.
        .library(name: "ClockworkVNC", targets: ["ClockworkVNC"]),
        // Prometheus metrics of the loop and the process, served over HTTP from the loop: a
        // daemon attachment (`.metrics(options)`), linked only by daemons that serve them.
        .library(name: "ClockworkMetrics", targets: ["ClockworkMetrics"]),
        // Swift Charts' API: marks, scales, axes and legends drawn on the loop, in pixels
        // and on terminals (`import Charts` beside `import Clockwork`).
        .library(name: "Charts", targets: ["Charts"]),
        // Apple's module names, for code pasted as written for Apple's platforms.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        // A headless host for unit tests of Clockwork views, on a manual clock.
        .library(name: "ClockworkTesting", targets: ["ClockworkTesting"]),
        .library(name: "ClockworkLoop", targets: ["ClockworkLoop"]),
        // libev's C face, for code that needs it raw (the benchmarks' peers).
        .library(name: "CLibev", targets: ["CLibev"]),
        // The demo's panel, for the benchmarks' `panel` workload.
        .library(name: "SensorPanelKit", targets: ["SensorPanelKit"]),
        // The command-line tool: drive a daemon over its socket, dump its tree, profile it,
        // preview a package's views.
        .executable(name: "clockwork", targets: ["ClockworkCLI"]),
        // What the program `clockwork preview` generates for a package links: it lists,
        // draws and runs the previews of the targets linked with it.
        .library(name: "ClockworkPreviewHost", targets: ["ClockworkPreviewHost"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    ],
    targets: [
        // libev's header and its function-like macros as inline functions. libev comes
        // from Debian's libev-dev.
        .target(
            name: "CLibev",
            linkerSettings: [.linkedLibrary("ev")]
        ),
        // The Linux calls the loop needs that Swift cannot make through Glibc: timerfd,
        // timer slack, the thread's kernel id, a terminal's size, a socket peer's user id.
        .target(name: "CLinux"),
        // libdispatch's run-loop hooks, so the loop drains the main queue on its thread.
        .target(name: "CDispatchRunLoop"),
        // Cairo and Pango, Linux's 2D drawing and text stack, from Debian's -dev packages
        // (Tools/scripts/setup.sh installs them), and the framebuffer device's ioctls.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // GdkPixbuf, for the pixel target's resource images (PNG, JPEG, and SVG through
        // librsvg's loader), from Debian's libgdk-pixbuf-2.0-dev and librsvg2-common.
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev", "librsvg2-common"])]
        ),
        // libdrm, Linux's kernel mode setting, from Debian's libdrm-dev: the DRM/KMS target.
        .systemLibrary(
            name: "CDRM",
            pkgConfig: "libdrm",
            providers: [.apt(["libdrm-dev"])]
        ),
        // libinput, libudev and xkbcommon, from Debian's -dev packages: touch, mice and keys
        // from the kernel's input devices.
        .systemLibrary(
            name: "CLibinput",
            pkgConfig: "libinput",
            providers: [.apt(["libinput-dev", "libudev-dev", "libxkbcommon-dev"])]
        ),
        // zlib, for the VNC server's ZRLE encoding, and Nettle's DES, for VNC
        // authentication, from Debian's zlib1g-dev and nettle-dev.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CNettle",
            pkgConfig: "nettle",
            providers: [.apt(["nettle-dev"])]
        ),
        // libmosquitto, an MQTT client whose socket the loop drives, from Debian's
        // libmosquitto-dev: its header, and its functions loaded when a client starts (a
        // daemon that speaks no MQTT does not load it, nor the OpenSSL it brings).
        .target(name: "CMosquitto"),
        // The run loop: one libev loop on one thread, watchers, the cross-thread
        // mailbox, the fixed-rate tick and its records. Knows nothing of views.
        .target(
            name: "ClockworkLoop",
            dependencies: [
                "CLibev", "CLinux", "CDispatchRunLoop",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // The machinery: data flow, the graph, animation, layout, paint, the display list,
        // the render-target protocol, focus and the tick pipeline. No built-in view; nothing
        // of sockets, terminals or process hosting. Re-exports OpenCombine, whose
        // ObservableObject and @Published it observes.
        .target(
            name: "ClockworkCore",
            dependencies: [
                "ClockworkLoop", "CoreGraphics",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // SwiftUI's vocabulary on the machinery: the built-in views and modifiers, their
        // looks, accessibility, localization and images. Built on the core's `package` seams
        // and its `Machinery` SPI, the ways any view outside the core is built.
        .target(
            name: "ClockworkViews",
            dependencies: [
                "ClockworkCore", "ClockworkLoop", "CLinux",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Foundation and Combine as SwiftUI code expects them, on the loop: DispatchQueue and
        // RunLoop as schedulers, `Timer.publish`, the operators OpenCombine lacks
        // (CombineLatest, Merge), and one pass of Foundation's run loop. Apart from the core,
        // as SwiftNIO keeps NIOFoundationCompat: the graph needs none of it.
        .target(
            name: "ClockworkFoundationCompat",
            dependencies: ["ClockworkLoop", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // Render targets, one module each, peers behind the core's RenderTarget protocol.
        // Each changed display list as a line of JSON: what a daemon shows on a pipe.
        .target(
            name: "ClockworkDisplayListTarget",
            dependencies: ["ClockworkCore", "ClockworkLoop"],
            path: "Sources/Targets/DisplayList"
        ),
        // A terminal: ANSI cells in the alternate screen, only the changed ones written.
        .target(
            name: "ClockworkTerminal",
            dependencies: ["ClockworkCore", "ClockworkLoop"],
            path: "Sources/Targets/Terminal"
        ),
        // Pixels: display lists drawn by Cairo and Pango into an off-screen surface,
        // damage-limited, copied to a framebuffer device or file once a tick; resource
        // images decoded by GdkPixbuf; PNG snapshots.
        .target(
            name: "ClockworkPixels",
            dependencies: [
                "ClockworkCore", "ClockworkViews", "ClockworkLoop", "CCairo", "CGdkPixbuf",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Targets/Pixels"
        ),
        // A display driven through DRM/KMS: the pixel canvas shown in two dumb buffers,
        // page-flipped on the loop and paced by vblank, the mode set on start and restored.
        .target(
            name: "ClockworkDRM",
            dependencies: [
                "ClockworkPixels", "ClockworkCore", "ClockworkLoop", "CDRM",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Targets/DRM"
        ),
        // Input sources, peers behind the core's InputSource protocol. The Unix-domain
        // socket: its line protocol, requests, event streams and limits.
        .target(
            name: "ClockworkInputSocket",
            dependencies: [
                "ClockworkCore", "ClockworkLoop",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Inputs/Socket"
        ),
        // Keys typed into the terminal a daemon draws on, read from standard input on the
        // loop: focus, activation, text, back. A daemon drawing on its terminal adds it.
        .target(
            name: "ClockworkTerminalKeys",
            dependencies: ["ClockworkCore", "ClockworkLoop"],
            path: "Sources/Inputs/TerminalKeys"
        ),
        // Touchscreens, mice and keyboards through libinput on the loop: taps, drags that
        // scroll, presses that show, keys through xkbcommon to focus and text fields.
        .target(
            name: "ClockworkLibinput",
            dependencies: [
                "ClockworkCore", "ClockworkLoop", "CLibinput",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Inputs/Libinput"
        ),
        // Remote parts, peers of the targets and input sources. A VNC (RFB 3.8) server: the
        // pixel target's canvas, or a canvas of its own, sent from the damage; pointer and
        // keys as input.
        .target(
            name: "ClockworkVNC",
            dependencies: [
                "ClockworkPixels", "ClockworkCore", "ClockworkLoop", "CZlib", "CNettle",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Remote/VNC"
        ),
        // Prometheus metrics: tick records folded into swift-prometheus's registry (which
        // swift-metrics is bootstrapped with), the process's figures, `GET /metrics` from
        // the loop; a daemon serves them through the attachment `.metrics(options)`.
        .target(
            name: "ClockworkMetrics",
            dependencies: [
                "ClockworkLoop", "ClockworkDaemon",
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Remote/Metrics"
        ),
        // MQTT on the loop: libmosquitto's socket watched by the loop, topics bound to models
        // and to views' state, controls published back, the panel's presence and its
        // connection state; a daemon attaches it with `.mqtt(client)`.
        .target(
            name: "ClockworkMQTT",
            dependencies: [
                "ClockworkCore", "ClockworkViews", "ClockworkLoop", "ClockworkDaemon", "CMosquitto",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            path: "Sources/Inputs/MQTT"
        ),
        // The core hosted as a daemon: `Daemon` and `App` under swift-service-lifecycle, the
        // socket and a target chosen by configuration, systemd notifications, Foundation's
        // main run loop on the loop. It links no drawing library: a daemon drawing pixels
        // imports ClockworkPixels and hands `Daemon.run` its `.framebuffer(options)`.
        .target(
            name: "ClockworkDaemon",
            dependencies: [
                "ClockworkCore", "ClockworkViews", "ClockworkFoundationCompat", "ClockworkDisplayListTarget", "ClockworkTerminal", "ClockworkTerminalKeys",
                "ClockworkInputSocket", "ClockworkLoop", "CLinux",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The umbrella users import: the core, the targets and input source that link no
        // drawing library, and the hosting, re-exported; and the macros SwiftUI code uses.
        .target(
            name: "Clockwork",
            dependencies: ["ClockworkCore", "ClockworkViews", "ClockworkFoundationCompat", "ClockworkDisplayListTarget", "ClockworkTerminal", "ClockworkInputSocket", "ClockworkDaemon", "ClockworkMacros"]
        ),
        // Swift Charts' API on the core and the views: chart content walked into marks,
        // scales and axes laid out in the chart's frame, drawn as paths, rectangles and text.
        .target(
            name: "Charts",
            dependencies: ["ClockworkCore", "ClockworkViews"]
        ),
        // Apple's module names over Clockwork's parts (Sources/Apple), so that code written
        // for Apple's platforms is pasted with its imports. `SwiftUI`: the umbrella, with
        // ImageRenderer (and so the pixel target), UIKit's and AppKit's names. Below the core:
        // `CoreGraphics` (what Foundation on Linux lacks of it) and `UniformTypeIdentifiers`.
        .target(
            name: "SwiftUI",
            dependencies: clockwork + ["ClockworkPixels", "UIKit", "AppKit", "UniformTypeIdentifiers"],
            path: "Sources/Apple/SwiftUI"
        ),
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"], path: "Sources/Apple/CoreGraphics"),
        .target(name: "UniformTypeIdentifiers", path: "Sources/Apple/UniformTypeIdentifiers"),
        // Empty modules under the names Swift Testing's cross-import overlays ask for when a
        // test imports Testing beside CoreGraphics, UIKit or AppKit (the toolchain ships
        // them only on Apple's platforms): each is built with the module it stands beside.
        .target(name: "_Testing_CoreGraphics", path: "Sources/Apple/TestingOverlays/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/Apple/TestingOverlays/_Testing_UIKit"),
        .target(name: "_Testing_AppKit", path: "Sources/Apple/TestingOverlays/_Testing_AppKit"),
        .target(
            name: "UIKit",
            dependencies: ["CoreGraphics", "ClockworkCore", "ClockworkViews", "_Testing_UIKit", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Apple/UIKit"
        ),
        .target(
            name: "AppKit",
            dependencies: ["CoreGraphics", "ClockworkCore", "ClockworkViews", "_Testing_AppKit", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Apple/AppKit"
        ),
        // `import Combine` as SwiftUI code writes it: Combine's names from ClockworkCore
        // (OpenCombine and what it lacks, the loop's schedulers and timers).
        .target(
            name: "Combine",
            dependencies: ["ClockworkCore", "ClockworkFoundationCompat", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // The macros' expansions, run by the compiler (swift-syntax). Only targets that
        // import the umbrella build it: the benchmarks and the fuzzer use the parts. Their
        // expansion tests are a package of their own, Tests/MacroTests (see its manifest).
        .macro(
            name: "ClockworkMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "ClockworkTesting",
            dependencies: ["ClockworkCore", "ClockworkViews", "ClockworkFoundationCompat", "ClockworkPixels", .product(name: "Logging", package: "swift-log")]
        ),
        // What `clockwork prof` does with tick records: percentiles, janky ticks, exports.
        .target(
            name: "ClockworkProfiler",
            dependencies: ["ClockworkLoop", .product(name: "Histogram", package: "hdrhistogram-swift")],
            path: "Tools/ClockworkProfiler"
        ),
        // `clockwork`: send input to a running daemon, read its tree, profile its ticks.
        // The previews' host: the program `clockwork preview` builds for a package links it
        // with the package's targets that have previews.
        .target(
            name: "ClockworkPreviewHost",
            dependencies: [
                "ClockworkCore", "ClockworkViews", "ClockworkDaemon", "ClockworkTerminal", "ClockworkPixels", "ClockworkVNC",
                "ClockworkTesting", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/ClockworkPreviewHost"
        ),
        .executableTarget(
            name: "ClockworkCLI",
            dependencies: [
                "ClockworkCore", "ClockworkInputSocket", "ClockworkPixels", "ClockworkProfiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/clockwork"
        ),
        // Every view and control of a status panel on one screen, driven over the socket or
        // by touch on a display: the daemon, and its screens in a library the tests mount.
        .executableTarget(
            name: "Gallery",
            dependencies: clockwork + [
                "GalleryKit", "ClockworkDRM", "ClockworkLibinput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/Gallery/App"
        ),
        .target(
            name: "GalleryKit",
            dependencies: clockwork,
            path: "Examples/Gallery/Kit"
        ),
        // A lobby's welcome panel in English and Japanese, from a String Catalog.
        .executableTarget(
            name: "LobbyKiosk",
            dependencies: clockwork,
            path: "Examples/LobbyKiosk",
            resources: [.process("Resources")]
        ),
        // The documents' PlayerView, Podcaster and BookReader, pasted unchanged. The tests
        // import this executable itself (SwiftPM renames its entry point for them): the
        // documents' code holds its `@main`, which a library cannot.
        .executableTarget(
            name: "PodcastPlayer",
            dependencies: clockwork,
            path: "Examples/PodcastPlayer"
        ),
        // The demo daemon: a status panel fed at 1 kHz, driven over its input socket.
        .executableTarget(
            name: "SensorPanel",
            dependencies: [
                "ClockworkCore", "ClockworkDaemon", "ClockworkDisplayListTarget", "ClockworkPixels", "ClockworkDRM", "ClockworkLibinput",
                "ClockworkVNC", "ClockworkMetrics", "ClockworkMQTT", "ClockworkLoop", "SensorPanelKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/SensorPanel/App"
        ),
        // The demo's panel and instruments, shared by the daemon and the `panel` benchmark.
        .target(
            name: "SensorPanelKit",
            dependencies: [
                "ClockworkCore", "ClockworkViews", "ClockworkLoop", "Charts",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Examples/SensorPanel/Kit"
        ),
        // The demo's panel previewed (`clockwork preview --target SensorPanelPreviews`), apart
        // from the kit so that what the release benchmarks link brings no macros.
        .target(
            name: "SensorPanelPreviews",
            dependencies: clockwork + ["SensorPanelKit"],
            path: "Examples/SensorPanel/Previews"
        ),
        // The foundation demo: a daemon that ticks and prints live tick statistics.
        .executableTarget(
            name: "Heartbeat",
            dependencies: [
                "ClockworkLoop",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/Heartbeat"
        ),
        .testTarget(
            name: "ClockworkLoopTests",
            dependencies: ["ClockworkLoop"]
        ),
        // What the test targets share: a terminal's look of a host, a socket daemon on a
        // manual clock and its client, pixel comparisons and OCR, a real mosquitto broker.
        .target(
            name: "ClockworkTestSupport",
            dependencies: [
                "ClockworkCore", "ClockworkViews", "ClockworkTesting", "ClockworkTerminal", "ClockworkDisplayListTarget", "ClockworkInputSocket",
                "ClockworkLoop", .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/Support"
        ),
        // The machinery — data flow, identity, layout, animation, input, drawing and damage —
        // reached as users reach it: through TestHost, the socket and the terminal's look.
        .testTarget(
            name: "ClockworkCoreTests",
            dependencies: clockwork + [
                "ClockworkTestSupport", "ClockworkTesting", "ClockworkLoop", "ClockworkPixels", "CCairo", "PodcastPlayer",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The built-in views and modifiers, each bound to a model and driven as a user drives
        // it; their looks on cells and in pixels (golden images), localization and images.
        .testTarget(
            name: "ClockworkViewsTests",
            dependencies: clockwork + [
                "SwiftUI", "UIKit", "AppKit", "CoreGraphics", "UniformTypeIdentifiers",
                "ClockworkTestSupport", "ClockworkTesting", "ClockworkLoop", "ClockworkPixels", "CCairo", "PodcastPlayer", "GalleryKit",
                "SensorPanelPreviews",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Golden"],
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "ClockworkTerminalTests",
            dependencies: ["ClockworkTestSupport", "ClockworkTerminal", "ClockworkCore", "ClockworkTesting", "ClockworkLoop"]
        ),
        .testTarget(
            name: "ClockworkPixelsTests",
            dependencies: clockwork + ["ClockworkTestSupport", "ClockworkPixels", "ClockworkTesting", "ClockworkLoop", "CCairo"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "ClockworkTerminalKeysTests",
            dependencies: ["ClockworkTerminalKeys", "ClockworkTestSupport", "ClockworkCore", "ClockworkViews", "ClockworkLoop", "ClockworkDisplayListTarget"]
        ),
        .testTarget(
            name: "ClockworkInputSocketTests",
            dependencies: ["ClockworkTestSupport", "ClockworkInputSocket", "ClockworkCore", "ClockworkViews", "ClockworkLoop", "ClockworkPixels",
                           "ClockworkDisplayListTarget"]
        ),
        .testTarget(
            name: "ClockworkDRMTests",
            dependencies: clockwork + ["ClockworkDRM", "ClockworkLibinput", "ClockworkPixels", "ClockworkLoop"]
        ),
        .testTarget(
            name: "ClockworkVNCTests",
            dependencies: ["ClockworkTestSupport", "ClockworkVNC", "ClockworkPixels", "ClockworkCore", "ClockworkViews", "ClockworkLoop", "CZlib"]
        ),
        .testTarget(
            name: "ClockworkMetricsTests",
            dependencies: ["ClockworkMetrics", "ClockworkCore", "ClockworkViews", "ClockworkLoop"]
        ),
        // MQTT against a real mosquitto started by the tests on loopback, with mosquitto_pub
        // and mosquitto_sub as the other side.
        .testTarget(
            name: "ClockworkMQTTTests",
            dependencies: clockwork + ["ClockworkMQTT", "ClockworkTesting", "ClockworkTestSupport", "ClockworkLoop", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "ChartsTests",
            dependencies: clockwork + ["Charts", "ClockworkTestSupport", "ClockworkTesting", "ClockworkPixels"],
            exclude: ["Golden"]
        ),
        // A process that mounts a view whose @EnvironmentObject nobody supplies.
        .executableTarget(
            name: "MissingEnvironmentObjectFixture",
            dependencies: ["ClockworkTesting", "ClockworkCore", "ClockworkViews", "ClockworkLoop"],
            path: "Tests/Fixtures/MissingEnvironmentObject"
        ),
        // `clockwork-bench`: the benchmark suite (docs/BENCHMARKS.md), built in release with
        // the flags of Tools/scripts/release-flags.sh. In this package so it shares the
        // release build the soak uses for the demo.
        .executableTarget(
            name: "clockwork-bench",
            dependencies: [
                "BenchmarkKit", "ClockworkCore", "ClockworkViews", "ClockworkDisplayListTarget", "ClockworkInputSocket", "ClockworkTerminal",
                "ClockworkLoop", "CLinux", "SensorPanelKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ],
            path: "Benchmarks/Sources/ClockworkBench"
        ),
        // `clockwork-bench-pixels`: the pixel benchmarks, apart so `clockwork-bench` links no
        // drawing library (its `memory` peak is a daemon's that draws no pixels).
        .executableTarget(
            name: "clockwork-bench-pixels",
            dependencies: [
                "BenchmarkKit", "ClockworkCore", "ClockworkViews", "ClockworkInputSocket", "ClockworkLoop", "ClockworkPixels", "SensorPanelKit", "Charts", "CCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Sources/ClockworkBenchPixels"
        ),
        // What both benchmark binaries share: the report, the W2 rows, a graph on a manual
        // clock, the panel's feed.
        .target(
            name: "BenchmarkKit",
            dependencies: [
                "ClockworkCore", "ClockworkViews", "ClockworkLoop", "SensorPanelKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Sources/BenchmarkKit"
        ),
        // A daemon whose view model counts with Foundation's Timer.scheduledTimer.
        .executableTarget(
            name: "TimerModelFixture",
            dependencies: clockwork,
            path: "Tests/Fixtures/TimerModel"
        ),
        // An app as the README's template sets one up (Swift 6, the main actor as default
        // isolation, Foundation's networking for every file), holding files pasted as they
        // are: `import SwiftUI`, UIKit and CoreGraphics spellings, a Foundation-only model.
        .executableTarget(
            name: "PastedAppFixture",
            dependencies: [.target(name: "SwiftUI")] + clockwork,
            path: "Tests/Fixtures/PastedApp",
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // Files from a Swift 5 project, pasted as the README says: the target in language
        // mode 5, where their globals and captures compile as they did.
        .executableTarget(
            name: "PastedSwift5Fixture",
            dependencies: [.target(name: "SwiftUI")] + clockwork,
            path: "Tests/Fixtures/PastedSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A daemon drawing on a render target of its own author's, handed to Daemon.run.
        .executableTarget(
            name: "CustomTargetFixture",
            dependencies: clockwork,
            path: "Tests/Fixtures/CustomTarget"
        ),
        // The request path's fuzz target (parse and dispatch against a live graph). A plain
        // build replays a corpus; Tools/scripts/fuzz.sh builds it under libFuzzer.
        .executableTarget(
            name: "RequestFuzzer",
            dependencies: ["ClockworkCore", "ClockworkViews", "ClockworkDisplayListTarget", "ClockworkInputSocket", "ClockworkLoop"],
            path: "Tests/Fuzz/RequestFuzzer"
        ),
        // Compile-only: data-flow code as SwiftUI is written today (Environment, Observable,
        // Bindable, task, FocusState, AppStorage, Timer.publish, view modifiers, #Preview),
        // with `import Clockwork` only, and charts with `import Charts` beside it. Built
        // with the tests.
        .executableTarget(
            name: "ModernDataFlowSamples",
            dependencies: clockwork + ["Charts"],
            path: "Tests/CompileOnly/ModernDataFlow"
        ),
        // Compile-only: SwiftUI's surface (1) as apps write it — toolbars, menus, lists and
        // forms, grids, scrolling and links, control sizing — with `import Clockwork` only.
        // Built with the tests.
        .executableTarget(
            name: "SurfaceFamiliesSamples",
            dependencies: clockwork,
            path: "Tests/CompileOnly/SurfaceFamilies"
        ),
        // The profiler's figures and exports, fed by a daemon on a manual clock.
        .testTarget(
            name: "ProfilerTests",
            dependencies: clockwork + ["ClockworkProfiler", "ClockworkLoop"]
        ),
        // End-to-end tests that run the examples and fixtures as processes.
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "Heartbeat", "MissingEnvironmentObjectFixture", "TimerModelFixture", "PastedAppFixture", "PastedSwift5Fixture", "CustomTargetFixture", "PodcastPlayer", "Gallery", "LobbyKiosk", "SensorPanel", "ClockworkCLI", "RequestFuzzer",
                "ModernDataFlowSamples", "SurfaceFamiliesSamples", "ClockworkTestSupport", "ClockworkTesting", "ClockworkViews",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// CI builds with CLOCKWORK_WARNINGS_AS_ERRORS=1: a warning in the framework's own sources
// (Sources/) fails the build there. Tests, examples and dependencies are left as they are.
if Context.environment["CLOCKWORK_WARNINGS_AS_ERRORS"] != nil {
    for target in package.targets where target.type != .system && target.type != .test {
        // A target without a path lives in Sources/NAME.
        guard target.path.map({ $0.hasPrefix("Sources/") }) ?? true else { continue }
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
    }
}
