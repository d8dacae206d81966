// The core re-exports OpenCombine: `ObservableObject`, `@Published`, `Just`,
// `PassthroughSubject` and the rest come with `import Clockwork`, as they come with
// `import SwiftUI` on Apple's platforms.
@_exported import OpenCombine

// The documents' models use `UUID()` for identifiers; SwiftUI code gets it with
// `import SwiftUI`. FoundationEssentials provides it without the rest of Foundation.
@_exported import struct FoundationEssentials.UUID
