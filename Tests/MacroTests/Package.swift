// swift-tools-version: 6.1
//
// The expansion tests of Clockwork's macros (`@Observable`, `#Preview`), checked as source
// text. A package of its own because SwiftPM builds a package's whole test product for the
// host when one test target depends on a macro: in the root package these tests made the
// debug and ThreadSanitizer builds compile the framework twice. `ClockworkMacros` is a
// link to the root package's macro sources, so both build the same code.
//   swift test --package-path Tests/MacroTests   (Tools/scripts/test.sh runs it)
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "ClockworkMacroTests",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .macro(
            name: "ClockworkMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "ClockworkMacros"
        ),
        .testTarget(
            name: "ClockworkMacrosTests",
            dependencies: [
                "ClockworkMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            path: "ClockworkMacrosTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
