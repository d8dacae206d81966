// The core re-exports OpenCombine: `ObservableObject`, `@Published`, `Just`,
// `PassthroughSubject` and the rest come with `import Clockwork`, as they come with
// `import SwiftUI` on Apple's platforms.
@_exported import OpenCombine

// SwiftUI code uses Foundation's names (`Date`, `Timer`, `URL`, `UUID`, `CGFloat`,
// `DispatchQueue`) and Observation's without importing them: `import SwiftUI` brings them.
// `import Clockwork` does too. Of Observation it brings the protocol, the registrar and
// tracking, not the `@Observable` macro: the umbrella declares its own, whose models take
// writes from any thread (see `ObservedProperty`).
@_exported import Foundation
@_exported import CoreGraphics
@_exported import struct Observation.ObservationRegistrar
@_exported import func Observation.withObservationTracking
import Observation

/// A type whose properties announce their changes to observers: what `@Observable` makes a
/// class, and what `@Bindable` and `@Environment(Model.self)` ask for. (Observation's own
/// protocol, named here because `import Clockwork` does not bring Observation's macros.)
public typealias Observable = Observation.Observable
