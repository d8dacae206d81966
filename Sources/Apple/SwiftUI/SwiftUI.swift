// SwiftUI, as code written for Apple's platforms imports it: `import SwiftUI` compiles
// unchanged and `SwiftUI.View` names Clockwork's `View`. The module is the umbrella
// (`Clockwork`: the core, the views, the hosting, Foundation, Combine's names) with what
// `import SwiftUI` also brings on Apple's platforms: `ImageRenderer`, which draws with the
// pixel target (so an app importing SwiftUI links Cairo and Pango; a daemon that draws no
// pixels imports `Clockwork` instead), and UIKit's and AppKit's names (colors, images,
// haptics, opening URLs). `UniformTypeIdentifiers`, `Charts` and `Combine` are imported as
// on Apple's platforms.
@_exported import Clockwork
@_exported import UIKit
@_exported import AppKit
@_exported import class ClockworkPixels.ImageRenderer
