// The app template's one line of set-up: every file of the target sees Clockwork, so a
// file pasted with only `import Foundation` finds `ObservableObject`, `@Published` and
// the views as it would find them through Foundation and Combine on Apple's platforms.
@_exported import Clockwork
