// swift-tools-version: 6.3
// A package whose views have previews, for `clockwork preview`'s tests
// (Tools/scripts/preview_test.py): a library of views and an app, on Clockwork by path.
import PackageDescription

let package = Package(
    name: "PreviewPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Clockwork", path: "../../..")],
    targets: [
        .target(name: "Panels", dependencies: [.product(name: "Clockwork", package: "Clockwork")]),
        .executableTarget(name: "PanelApp", dependencies: ["Panels", .product(name: "Clockwork", package: "Clockwork")]),
    ]
)
