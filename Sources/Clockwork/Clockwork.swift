// Clockwork: what a user imports, as `import SwiftUI` on Apple's platforms. The umbrella
// over the framework's parts (like SwiftNIO's `NIO` over `NIOCore` and `NIOPosix`):
// `ClockworkCore` (views, data flow, the graph, layout, the display list, the tick
// pipeline; it re-exports OpenCombine), the render targets and the input source that link
// no drawing library (`ClockworkDisplayListTarget`, `ClockworkTerminal`,
// `ClockworkInputSocket`) and `ClockworkDaemon` (daemon and app hosting, systemd). What
// not every daemon wants is imported beside it: `ClockworkPixels`, `ClockworkMetrics`…
@_exported import ClockworkCore
@_exported import ClockworkViews
@_exported import ClockworkDaemon
@_exported import ClockworkFoundationCompat
@_exported import ClockworkDisplayListTarget
@_exported import ClockworkInputSocket
@_exported import ClockworkTerminal
// URLSession, URLRequest and the rest of Foundation's networking, which `import Foundation`
// brings on Apple's platforms and FoundationNetworking (on libcurl) brings on Linux: so
// `try await URLSession.shared.data(from: url)` in a `.task` compiles as pasted.
@_exported import FoundationNetworking
