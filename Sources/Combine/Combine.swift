// `import Combine`, as SwiftUI code writes it on Apple's platforms: Combine's names as
// Clockwork provides them on Linux — OpenCombine, with what it lacks (`CombineLatest`,
// `Merge`, `MergeMany`) and the schedulers and timers that run on Clockwork's loop
// (`DispatchQueue.main`, `RunLoop.main`, `Timer.publish`), all from ClockworkCore.
@_exported import ClockworkCore
@_exported import ClockworkFoundationCompat
@_exported import OpenCombine
