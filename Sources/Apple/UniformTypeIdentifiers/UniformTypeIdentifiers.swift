// UniformTypeIdentifiers, as code written for Apple's platforms imports it: `UTType` and
// the system's types. Foundation only; Clockwork's views take these types where SwiftUI's do.
@_exported import Foundation
