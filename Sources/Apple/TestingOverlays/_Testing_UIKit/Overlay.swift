// The cross-import overlay Swift Testing names for a file that imports both Testing and
// UIKit (the toolchain's Testing.swiftcrossimport/UIKit.swiftoverlay). Apple's holds
// Testing's additions for UIKit's types; on Linux the toolchain ships none, so without
// this module any test importing Testing beside Clockwork's UIKit (or a module that
// re-exports it, as SwiftUI does) fails with "no such module '_Testing_UIKit'". It adds
// nothing, and imports nothing, so a daemon linking UIKit links no test library.
