// The cross-import overlay Swift Testing names for a file that imports both Testing and
// AppKit (the toolchain's Testing.swiftcrossimport/AppKit.swiftoverlay). Apple's holds
// Testing's additions for AppKit's types; on Linux the toolchain ships none, so without
// this module any test importing Testing beside Clockwork's AppKit (or a module that
// re-exports it, as SwiftUI does) fails with "no such module '_Testing_AppKit'". It adds
// nothing, and imports nothing, so a daemon linking AppKit links no test library.
