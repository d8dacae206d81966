// The core re-exports OpenCombine: `ObservableObject`, `@Published`, `Just`,
// `PassthroughSubject` and the rest come with `import Clockwork`, as they come with
// `import SwiftUI` on Apple's platforms.
@_exported import OpenCombine

// SwiftUI code uses Foundation's names (`Date`, `Timer`, `URL`, `UUID`, `CGFloat`,
// `DispatchQueue`) and Observation's `@Observable` without importing them: `import SwiftUI`
// brings them. `import Clockwork` does too.
@_exported import Foundation
@_exported import Observation
