// swift-tools-version: 6.3
// A package whose views have previews, for `clockwork preview`'s tests
// (Tools/scripts/preview_test.py): a library of views and an app, on Clockwork by path,
// and a library whose folder is a link (Sources/Cards → Shared/Cards). Panels and Cards
// each hold a `ContentView_Previews`, as Xcode's template names every provider, and an
// unnamed preview in a file named ContentView.swift.
import PackageDescription

let package = Package(
    name: "PreviewPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Clockwork", path: "../../..")],
    targets: [
        .target(name: "Panels", dependencies: [.product(name: "Clockwork", package: "Clockwork"), .product(name: "SwiftUI", package: "Clockwork")]),
        .executableTarget(name: "PanelApp", dependencies: ["Panels", .product(name: "Clockwork", package: "Clockwork")]),
        .target(name: "Cards", dependencies: [.product(name: "SwiftUI", package: "Clockwork")]),
    ]
)
