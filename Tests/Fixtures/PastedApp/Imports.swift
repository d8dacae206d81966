// The app template's one line of set-up: Foundation's networking (URLSession), which
// `import Foundation` brings on Apple's platforms and FoundationNetworking brings on Linux,
// for every file of the target, so a model file that imports only Foundation loads from
// the network as pasted. The other files import SwiftUI, UIKit or CoreGraphics as written.
@_exported import FoundationNetworking
