// CoreGraphics, as code written for Apple's platforms imports it: what Foundation on Linux
// lacks of it (Foundation already has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`), so
// that `import CoreGraphics` compiles as pasted. Foundation is re-exported, as Apple's
// CoreGraphics brings CoreFoundation's names. Clockwork's core re-exports this module.
@_exported import Foundation
