import Foundation

/// The program that shows a package's previews, and how it is built: a package of its own
/// beside the user's (`.build/clockwork-preview/`), whose manifest is the user's with the
/// host appended, and whose folders are links to the user's. The user's files and build
/// are left as they are.
///
/// The host links the targets with previews. An executable target among them becomes a
/// library target there (its `@main` entry point renamed), so its views can be linked; its
/// tests are left out. The build is SwiftPM's debug build, incremental after the first.
struct PreviewHostBuild {
    let package: PreviewPackage
    /// The targets the host links.
    let targets: [PreviewPackage.Target]
    /// Where the host package and its build live.
    let folder: URL
    /// The build folder (`--scratch-path`).
    let scratch: URL

    /// The host's executable target, and the library of the Clockwork package it links.
    static let hostName = "ClockworkPreviews"
    static let hostLibrary = "ClockworkPreviewHost"

    init(package: PreviewPackage, targets: [PreviewPackage.Target], scratch: URL?) {
        self.package = package
        self.targets = targets
        folder = package.root.appendingPathComponent(".build/clockwork-preview")
        self.scratch = scratch ?? folder.appendingPathComponent("build")
    }

    /// The host package's folder, named as the user's so that its identity is the same.
    var hostPackage: URL { folder.appendingPathComponent(package.root.lastPathComponent) }

    /// The built host.
    var executable: URL { scratch.appendingPathComponent("debug").appendingPathComponent(Self.hostName) }

    /// Writes the host package: links to the user's folders, the manifests with the host
    /// appended, the host's `main.swift`. Rewrites only what changed, so a build after an
    /// edit of a view recompiles that view's target alone.
    func prepare() throws {
        let files = FileManager.default
        try files.createDirectory(at: hostPackage, withIntermediateDirectories: true)
        let skipped: Set<String> = [".build", ".git", ".swiftpm", "Package.resolved", PreviewHostBuild.hostFolder]
        let entries = try files.contentsOfDirectory(atPath: package.root.path)
        var manifests: [String] = []
        for entry in entries where !skipped.contains(entry) {
            if entry.hasPrefix("Package") && entry.hasSuffix(".swift") {
                manifests.append(entry)
                continue
            }
            let link = hostPackage.appendingPathComponent(entry)
            if (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil {
                try? files.removeItem(at: link)
                try files.createSymbolicLink(atPath: link.path, withDestinationPath: package.root.appendingPathComponent(entry).path)
            }
        }
        for manifest in manifests {
            let text = try String(contentsOf: package.root.appendingPathComponent(manifest), encoding: .utf8)
            try writeIfChanged(text + manifestAppendix, to: hostPackage.appendingPathComponent(manifest))
        }
        if let resolved = files.contents(atPath: package.root.appendingPathComponent("Package.resolved").path) {
            try writeIfChanged(String(decoding: resolved, as: UTF8.self), to: hostPackage.appendingPathComponent("Package.resolved"))
        }
        let host = hostPackage.appendingPathComponent(PreviewHostBuild.hostFolder)
        try files.createDirectory(at: host, withIntermediateDirectories: true)
        try writeIfChanged(mainSource, to: host.appendingPathComponent("main.swift"))
    }

    /// The host's own folder in the host package: its `main.swift`.
    static let hostFolder = "_ClockworkPreviewHost"

    /// What the host package's manifest adds to the user's: relative path dependencies
    /// made absolute (the manifest moved), no products and no tests, executables as
    /// libraries, and the host.
    private var manifestAppendix: String {
        let linked = targets.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let hostLibrary = package.clockworkPackage.map { ".product(name: \"\(PreviewHostBuild.hostLibrary)\", package: \"\($0)\")" }
            ?? "\"\(PreviewHostBuild.hostLibrary)\""
        return """


            // Appended by `clockwork preview`: this package is the one above with a host of its previews.
            let clockworkPreviewRoot = \(literal(package.root.path))
            package.dependencies = package.dependencies.map { dependency in
                if case .fileSystem(let name, let path) = dependency.kind, !path.hasPrefix("/") {
                    let absolute = clockworkPreviewRoot + "/" + path
                    return name.map { .package(name: $0, path: absolute) } ?? .package(path: absolute)
                }
                return dependency
            }
            package.products = []
            package.targets = package.targets.compactMap { target -> Target? in
                if target.type == .test { return nil }
                guard target.type == .executable, [\(linked)].contains(target.name) else { return target }
                return .target(name: target.name, dependencies: target.dependencies, path: target.path, exclude: target.exclude,
                               sources: target.sources, resources: target.resources, cSettings: target.cSettings,
                               cxxSettings: target.cxxSettings,
                               swiftSettings: (target.swiftSettings ?? []) + [.unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\\(target.name)_main"])],
                               linkerSettings: target.linkerSettings, plugins: target.plugins)
            } + [.executableTarget(name: "\(PreviewHostBuild.hostName)", dependencies: [\(linked), \(hostLibrary)], path: "\(PreviewHostBuild.hostFolder)",
                                   linkerSettings: [\(linkerFlags)])]

            """
    }

    /// The host is linked after every save: with LLVM's lld, which the Swift toolchain
    /// ships, when it is there (half the time of the system's gold for the debug host).
    private var linkerFlags: String {
        let toolchain = ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":")
            .map { URL(fileURLWithPath: String($0)) }
            .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("swiftc").path) }
        guard let toolchain, FileManager.default.isExecutableFile(atPath: toolchain.appendingPathComponent("ld.lld").path) else { return "" }
        return ".unsafeFlags([\"-use-ld=lld\"])"
    }

    /// The host's `main.swift`: the providers' records, and the host's command line.
    private var mainSource: String {
        let providers = package.providers(in: targets)
        let imports = Set(providers.map(\.target)).sorted().map { "@testable import \($0)" }
        // Each provider named with its module: Xcode's template names every one
        // `ContentView_Previews`, so two targets may well hold one each.
        let records = providers.map {
            "    PreviewRecord.records(of: \($0.target).\($0.typeName).self, fileID: \(literal($0.fileID)), line: \($0.line)),"
        }
        return (["// Generated by `clockwork preview`.", "import ClockworkPreviewHost", "import ClockworkViews"] + imports
            + ["", "PreviewHost.main(providers: (["] + records + ["] as [[PreviewRecord]]).flatMap { $0 })", ""]).joined(separator: "\n")
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if let current = FileManager.default.contents(atPath: url.path), current == Data(text.utf8) { return }
        try Data(text.utf8).write(to: url)
    }

    /// Builds the host; on failure, throws the compiler's messages.
    func build() throws {
        let result = try ChildProcess.run("swift", ["build", "--package-path", hostPackage.path, "--scratch-path", scratch.path,
                                                    "--product", PreviewHostBuild.hostName])
        // The compiler names the host package's links to the user's folders: named back.
        guard result.status == 0 else {
            throw PreviewBuildFailure(output: result.output.replacingOccurrences(of: hostPackage.path + "/", with: package.root.path + "/"))
        }
    }
}

/// A build that failed: the compiler's messages, without SwiftPM's progress.
struct PreviewBuildFailure: Error, CustomStringConvertible {
    let output: String

    var description: String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.reversed().drop { $0 == " " }.reversed()
        }.map { Substring(String($0)) }.filter { line in
            !(line.hasPrefix("[") || line.hasPrefix("Building for") || line.hasPrefix("warning: prohibited flag")
              || line.contains("emit-module command failed") || line.contains("compiling failed"))
        }
        // Each message once: the driver repeats them for each job that saw them.
        var seen = Set<Substring>()
        var kept: [Substring] = []
        var block: [Substring] = []
        func flush() {
            let joined = block.joined(separator: "\n")
            // Errors only: a warning is not why the build failed.
            if !block.isEmpty, joined.contains("error:"), seen.insert(Substring(joined)).inserted { kept += block }
            block = []
        }
        for line in lines {
            if line.contains(": error:") || line.contains(": warning:") || line.hasPrefix("error:") { flush() }
            block.append(line)
        }
        flush()
        let text = kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? output : text
    }
}
