// The cross-import overlay Swift Testing names for a file that imports both Testing and
// CoreGraphics (the toolchain's Testing.swiftcrossimport/CoreGraphics.swiftoverlay). Apple's holds
// Testing's additions for CoreGraphics's types; on Linux the toolchain ships none, so without
// this module any test importing Testing beside Clockwork's CoreGraphics (or a module that
// re-exports it, as SwiftUI does) fails with "no such module '_Testing_CoreGraphics'". It adds
// nothing, and imports nothing, so a daemon linking CoreGraphics links no test library.
