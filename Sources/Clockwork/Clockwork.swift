// Clockwork: what a user imports, as `import SwiftUI` on Apple's platforms. The umbrella
// over the framework's parts (like SwiftNIO's `NIO` over `NIOCore` and `NIOPosix`):
// `ClockworkCore` (views, data flow, the graph, layout, the display list, the tick
// pipeline; it re-exports OpenCombine) and `ClockworkDaemon` (the input socket, daemon and
// app hosting, systemd, the terminal target).
@_exported import ClockworkCore
@_exported import ClockworkDaemon
// URLSession, URLRequest and the rest of Foundation's networking, which `import Foundation`
// brings on Apple's platforms and FoundationNetworking (on libcurl) brings on Linux: so
// `try await URLSession.shared.data(from: url)` in a `.task` compiles as pasted.
@_exported import FoundationNetworking
