import Foundation

/// A package whose previews `clockwork preview` shows: its targets, which of them have
/// previews, and where the Clockwork it builds with comes from.
struct PreviewPackage {
    /// A Swift target of the package.
    struct Target {
        let name: String
        /// Its folder, relative to the package.
        let path: String
    }

    /// A `PreviewProvider` found in a target's sources, which the host names in its code.
    struct Provider {
        let typeName: String
        let target: String
        /// `Target/File.swift`, as `#fileID` names the file.
        let fileID: String
        let line: Int
    }

    /// The package's folder.
    let root: URL
    /// Its Swift targets but its tests.
    let targets: [Target]
    /// The `.product(…, package:)` name of Clockwork among its dependencies; `nil` when the
    /// package is Clockwork itself.
    let clockworkPackage: String?

    /// Reads the package at `root` through SwiftPM (`swift package describe`,
    /// `show-dependencies`).
    init(root: URL) throws {
        self.root = root
        let description = try Self.json(try SwiftPM.run(["package", "--package-path", root.path, "describe", "--type", "json"]))
        targets = (description["targets"] as? [[String: Any]] ?? []).compactMap { target in
            guard target["module_type"] as? String == "SwiftTarget", let type = target["type"] as? String, type != "test", type != "macro",
                  let name = target["name"] as? String, let path = target["path"] as? String else { return nil }
            return Target(name: name, path: path)
        }
        let dependencies = try Self.json(try SwiftPM.run(["package", "--package-path", root.path, "show-dependencies", "--format", "json"]))
        if dependencies["name"] as? String == "Clockwork" {
            clockworkPackage = nil
        } else if let clockwork = (dependencies["dependencies"] as? [[String: Any]] ?? []).first(where: { $0["name"] as? String == "Clockwork" }),
                  let identity = clockwork["identity"] as? String {
            // Product dependencies name a package by the name its dependency gives, if any, else by identity.
            let manifest = try Self.json(try SwiftPM.run(["package", "--package-path", root.path, "dump-package"]))
            let declared = (manifest["dependencies"] as? [[String: Any]] ?? []).flatMap { dependency in
                dependency.values.compactMap { ($0 as? [[String: Any]])?.first }
            }
            let given = declared.first { $0["identity"] as? String == identity }?["nameForTargetDependencyResolutionOnly"] as? String
            clockworkPackage = given ?? identity
        } else {
            throw PreviewError("\(root.path) does not depend on Clockwork: add .package(url: …clockwork…) and import Clockwork in the views' target")
        }
    }

    private static func json(_ text: String) throws -> [String: Any] {
        // SwiftPM may print its own notes before the JSON.
        guard let start = text.firstIndex(of: "{"),
              let object = try JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any] else {
            throw PreviewError("SwiftPM described the package in a form this tool does not read:\n\(text.prefix(400))")
        }
        return object
    }

    /// The Swift files in `target`'s folder, as they are now (a file added since the
    /// package was read counts). Symbolic links to folders are followed, the target's own
    /// folder among them, as SwiftPM follows them; each folder is read once.
    func swiftFiles(of target: Target) -> [URL] {
        var files: [URL] = []
        var seen = Set<String>()
        var pending = [root.appendingPathComponent(target.path)]
        while let folder = pending.popLast() {
            // Foundation lists a link to a folder as empty: the folder it leads to is listed,
            // its files named under the target's own path.
            let resolved = folder.resolvingSymlinksInPath().path
            guard seen.insert(resolved).inserted, let names = try? FileManager.default.contentsOfDirectory(atPath: resolved) else { continue }
            for entry in names.map({ folder.appendingPathComponent($0) }) {
                var isFolder: ObjCBool = false
                // fileExists follows a link: a link to a folder is walked, to a file kept.
                guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    pending.append(entry)
                } else if entry.pathExtension == "swift" {
                    files.append(entry)
                }
            }
        }
        return files
    }

    /// The targets whose sources write `#Preview` or conform a type to `PreviewProvider`.
    func targetsWithPreviews() -> [Target] {
        targets.filter { target in
            swiftFiles(of: target).contains { file in
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
                return text.contains("#Preview") || text.contains("PreviewProvider")
            }
        }
    }

    /// The target whose folder holds `file` (a path, absolute or from the current folder).
    func target(holding file: String) -> Target? {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let name = URL(fileURLWithPath: file).lastPathComponent
        return targets.first { target in
            swiftFiles(of: target).contains { $0.standardizedFileURL.path == path }
        } ?? targets.first { target in
            swiftFiles(of: target).contains { $0.lastPathComponent == name }
        }
    }

    /// The `PreviewProvider`s of `targets`: each type declared conforming to it, but the
    /// private ones, which the host cannot name.
    func providers(in targets: [Target]) -> [Provider] {
        let declaration = try! NSRegularExpression(pattern: #"^\s*((?:public|internal|package|final|@MainActor|\s)*)(?:struct|enum|class)\s+(\w+)\s*:[^{]*\bPreviewProvider\b"#,
                                                   options: [.anchorsMatchLines])
        return targets.flatMap { target in
            swiftFiles(of: target).flatMap { file -> [Provider] in
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
                let range = NSRange(text.startIndex..., in: text)
                return declaration.matches(in: text, range: range).compactMap { match in
                    guard let nameRange = Range(match.range(at: 2), in: text) else { return nil }
                    let name = String(text[nameRange])
                    let line = text[..<nameRange.lowerBound].count { $0 == "\n" } + 1
                    return Provider(typeName: name, target: target.name, fileID: "\(target.name)/\(file.lastPathComponent)", line: line)
                }
            }
        }
    }

    /// The folders a save in which may change the previews: the targets' (the manifests
    /// are watched beside them), where their links lead.
    func watchedFolders() -> [URL] {
        targets.map { root.appendingPathComponent($0.path).resolvingSymlinksInPath() }
    }
}

/// A failure `clockwork preview` explains and, when watching, waits out.
struct PreviewError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// SwiftPM, run as the `swift` command.
enum SwiftPM {
    /// Runs `swift ARGUMENTS` and returns what it printed; throws with its output when it fails.
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> String {
        let result = try ChildProcess.run("swift", arguments, in: folder)
        guard result.status == 0 else {
            throw PreviewError("swift \(arguments.joined(separator: " ")) failed:\n\(result.output)")
        }
        return result.output
    }
}

/// A command run to its end, its standard output and error together.
enum ChildProcess {
    /// Runs `command` (a path, or a name looked up in `PATH`) to its end. With
    /// `passingOutput`, its standard output is this process's, and only its errors are
    /// returned.
    static func run(_ command: String, _ arguments: [String], in folder: URL? = nil,
                    passingOutput: Bool = false) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.hasPrefix("/") ? command : "/usr/bin/env")
        process.arguments = (command.hasPrefix("/") ? [] : [command]) + arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = passingOutput ? FileHandle.standardOutput : pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let collected = CollectedOutput()
        pipe.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        // Waits, stopping the command when the tool is asked to stop (Ctrl-C during a build).
        while process.isRunning {
            if previewStopRequested.load(ordering: .relaxed) { process.terminate() }
            usleep(20_000)
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        let rest = pipe.fileHandleForReading.readDataToEndOfFile()
        if previewStopRequested.load(ordering: .relaxed) { throw PreviewError("stopped") }
        return (process.terminationStatus, collected.text + String(decoding: rest, as: UTF8.self))
    }
}
