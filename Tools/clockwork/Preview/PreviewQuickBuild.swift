import Foundation
import Glibc

/// The rebuild after a save while `clockwork preview --watch` runs, without SwiftPM: the
/// compile commands SwiftPM wrote for the host's build (its `debug.yaml`) run again for
/// the modules whose files were saved, and the host is linked in two parts — a library of
/// the modules without previews (Clockwork and the rest), linked when one of them changes,
/// and the program itself: the modules with previews and the host's `main.swift`.
///
/// Costs, measured on the fixture package: SwiftPM plans for about 0.8 s before it
/// compiles anything and links the host's thousand objects in 0.7 s; this build starts the
/// compiler at once and links the program's dozen objects in about 0.15 s. A module whose
/// interface did not change (an edit inside a body) leaves the modules that import it
/// alone. What it cannot replay — a manifest edited, a Swift file added or removed, other
/// targets chosen — `PreviewSession` sends through SwiftPM again, and makes this build anew.
///
/// Every preview record (`#Preview` writes one into the `clockwork_previews` section) stays
/// in the program: a module with a `#Preview` is linked there, so the section that
/// `PreviewRecord.all` reads holds them all.
final class PreviewQuickBuild {
    /// A Swift module SwiftPM compiles for the host.
    private struct Module {
        let name: String
        /// SwiftPM's compiler command, printing the compiler's messages as text.
        let arguments: [String]
        let sources: [String]
        /// The modules it is compiled against, those it imports through others too.
        let dependencies: Set<String>
        /// Its `.swiftmodule`: what the modules importing it read.
        let interface: String
        /// Whether its sources are the user's (in the host package), which a save may change.
        let isUsers: Bool
    }

    /// The host program this build links.
    let executable: URL
    /// The targets the host was built for; others need SwiftPM's build.
    private let targets: [String]
    private let hostPackage: URL
    private let userRoot: URL
    /// The user's modules the host links, by name: those a save may change.
    private let modules: [String: Module]
    /// Their names, each after the modules it imports.
    private let order: [String]
    /// The modules linked into the program; the others are in the library.
    private let programModules: Set<String>
    private let library: URL
    private let libraryCommand: [String]
    private let programCommand: [String]
    /// When each of the user's modules was last compiled: a source saved since is compiled again.
    private var compiledAt: [String: Double]
    /// Modules to compile at the next rebuild: a source saved, or a module they import changed.
    private var pending: Set<String> = []
    private var libraryIsStale = true
    private var programIsStale = true
    /// What the last rebuild did, for the tool's log: the modules compiled and what was linked.
    private(set) var lastSteps: [String] = []

    /// Reads SwiftPM's plan for `build` (built by SwiftPM, its compiles begun at `started`)
    /// and links the host in two parts. Throws when the plan is not as this build reads it.
    init(after build: PreviewHostBuild, started: Double) throws {
        let plan = try String(contentsOf: build.scratch.appendingPathComponent("debug.yaml"), encoding: .utf8)
        let commands = Self.commands(in: plan)
        let hostPackage = build.hostPackage.standardizedFileURL
        self.hostPackage = hostPackage
        userRoot = build.package.root.standardizedFileURL
        targets = build.targets.map(\.name)
        var modules: [String: Module] = [:]
        for (key, command) in commands where key.hasSuffix("-debug.module") {
            let arguments = command.arguments
            guard let flag = arguments.firstIndex(of: "-module-name"), flag + 1 < arguments.count else { continue }
            let name = arguments[flag + 1]
            let sources = command.inputs.filter { $0.hasSuffix(".swift") }
            modules[name] = Module(
                name: name, arguments: arguments.filter { $0 != "-parseable-output" }, sources: sources,
                dependencies: Set(command.inputs.filter { $0.hasSuffix(".swiftmodule") }.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }),
                interface: command.outputs.first { $0.hasSuffix(".swiftmodule") } ?? "",
                isUsers: sources.contains { $0.hasPrefix(hostPackage.path + "/") })
        }
        guard let link = commands.first(where: { $0.key.hasPrefix("C.\(PreviewHostBuild.hostName)-") && $0.key.hasSuffix(".exe") })?.value,
              let listArgument = link.arguments.firstIndex(where: { $0.hasPrefix("@") }),
              let output = link.arguments.firstIndex(of: "-o"), output + 1 < link.arguments.count,
              modules[PreviewHostBuild.hostName]?.isUsers == true else {
            throw PreviewError("SwiftPM's plan of the host (\(build.scratch.path)/debug.yaml) is not as this tool reads it")
        }
        // The objects SwiftPM links, each in the folder (`Name.build`) of its module.
        let listFile = String(link.arguments[listArgument].dropFirst())
        let folder = URL(fileURLWithPath: listFile).deletingLastPathComponent().deletingLastPathComponent()
        let lines = try String(contentsOfFile: listFile, encoding: .utf8).split(separator: "\n").map(String.init)
        func objects(of module: String) -> [String] {
            let prefix = folder.appendingPathComponent("\(module).build").path + "/"
            return lines.filter { ($0.hasPrefix("'") ? String($0.dropFirst()) : $0).hasPrefix(prefix) }
        }
        // The modules the host links; a save elsewhere does not change what it shows.
        let linked = modules.values.filter { !objects(of: $0.name).isEmpty }
        let users = linked.filter(\.isUsers)
        self.modules = Dictionary(uniqueKeysWithValues: users.map { ($0.name, $0) })
        order = Self.ordered(users)
        programModules = Set(linked.filter { module in
            module.name == PreviewHostBuild.hostName || build.targets.contains { $0.name == module.name } || Self.hasPreviews(module)
        }.map(\.name))
        compiledAt = Dictionary(uniqueKeysWithValues: users.map { ($0.name, started) })

        let inProgram = programModules.sorted().flatMap(objects(of:))
        let programObjects = Set(inProgram)
        let inLibrary = lines.filter { !programObjects.contains($0) }
        let programList = folder.appendingPathComponent("\(PreviewHostBuild.hostName).product/Objects-program.LinkFileList")
        let libraryList = folder.appendingPathComponent("\(PreviewHostBuild.hostName).product/Objects-library.LinkFileList")
        try Data((inProgram.joined(separator: "\n") + "\n").utf8).write(to: programList)
        try Data((inLibrary.joined(separator: "\n") + "\n").utf8).write(to: libraryList)

        // SwiftPM's link command, twice: the library of the rest, and the program linked to it.
        library = folder.appendingPathComponent("lib\(PreviewHostBuild.hostName)Base.so")
        executable = folder.appendingPathComponent("\(PreviewHostBuild.hostName)-quick")
        var common = link.arguments
        common.remove(at: output + 1)
        common.remove(at: output)
        let list = common.firstIndex { $0.hasPrefix("@") }!
        var libraryCommand = common
        libraryCommand[list] = "@" + libraryList.path
        libraryCommand = Self.removingEntryPoint(libraryCommand).map { $0 == "-emit-executable" ? "-emit-library" : $0 }
        self.libraryCommand = libraryCommand + ["-o", library.path]
        var programCommand = common
        programCommand[list] = "@" + programList.path
        self.programCommand = programCommand + ["-o", executable.path, "-L", folder.path, "-l\(PreviewHostBuild.hostName)Base",
                                                "-Xlinker", "-rpath", "-Xlinker", folder.path]
        try relink()
    }

    /// Whether a rebuild can be replayed for `targets` of `package`: the same targets, and
    /// each of the user's modules still made of the files SwiftPM compiled.
    func canRebuild(_ package: PreviewPackage, for targets: [PreviewPackage.Target]) -> Bool {
        guard targets.map(\.name) == self.targets else { return false }
        return package.targets.allSatisfy { target in
            guard let module = modules[target.name] else { return true }
            let folder = userRoot.appendingPathComponent(target.path).standardizedFileURL.path + "/"
            let now = package.swiftFiles(of: target).map { file in
                hostPackage.appendingPathComponent(target.path).path + "/" + file.standardizedFileURL.path.dropFirst(folder.count)
            }
            // SwiftPM's own sources (a resource bundle's accessor) are in its build folder.
            return Set(now) == Set(module.sources.filter { $0.hasPrefix(hostPackage.path + "/") })
        }
    }

    /// Compiles the modules saved since their last compile, and those importing a module
    /// whose interface changed, then links what they changed. Throws the compiler's messages
    /// when a module does not compile; the next rebuild compiles it again.
    func rebuild() throws {
        lastSteps = []
        for name in order where modules[name]!.sources.contains(where: { Self.modificationTime($0) >= compiledAt[name]! }) {
            pending.insert(name)
        }
        for name in order where pending.contains(name) {
            let module = modules[name]!
            let interface = FileManager.default.contents(atPath: module.interface)
            let started = Date().timeIntervalSince1970
            let result = try ChildProcess.run(module.arguments[0], Array(module.arguments.dropFirst()))
            guard result.status == 0 else {
                throw PreviewBuildFailure(output: result.output.replacingOccurrences(of: hostPackage.path + "/", with: userRoot.path + "/"))
            }
            compiledAt[name] = started
            lastSteps.append("\(name) compiled in \(Self.seconds(since: started))")
            pending.remove(name)
            if programModules.contains(name) { programIsStale = true } else { libraryIsStale = true }
            if FileManager.default.contents(atPath: module.interface) != interface {
                pending.formUnion(order.filter { modules[$0]!.dependencies.contains(name) })
            }
        }
        try relink()
    }

    /// Links the library if a module in it changed, and the program if anything did.
    private func relink() throws {
        if libraryIsStale {
            try run(libraryCommand, linking: library)
            libraryIsStale = false
            programIsStale = true
        }
        if programIsStale {
            try run(programCommand, linking: executable)
            programIsStale = false
        }
    }

    private func run(_ command: [String], linking product: URL) throws {
        let started = Date().timeIntervalSince1970
        let result = try ChildProcess.run(command[0], Array(command.dropFirst()))
        guard result.status == 0 else { throw PreviewError("linking \(product.lastPathComponent) failed:\n\(result.output)") }
        lastSteps.append("\(product.lastPathComponent) linked in \(Self.seconds(since: started))")
    }

    private static func seconds(since start: Double) -> String {
        String(format: "%.2f s", Date().timeIntervalSince1970 - start)
    }

    /// SwiftPM names the host's `main` with `--defsym main=…`; a library has none.
    private static func removingEntryPoint(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "-Xlinker", index + 3 < arguments.count, arguments[index + 1] == "--defsym",
               arguments[index + 3].hasPrefix("main=") {
                index += 4
                continue
            }
            kept.append(arguments[index])
            index += 1
        }
        return kept
    }

    /// Whether a module's sources write a `#Preview` (a line that begins with it).
    private static func hasPreviews(_ module: Module) -> Bool {
        module.sources.contains { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("#Preview") else { return false }
            return text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#Preview") }
        }
    }

    /// `modules`, each after the others among them that it is compiled against.
    private static func ordered(_ modules: [Module]) -> [String] {
        let names = Set(modules.map(\.name))
        var placed: [String] = []
        var remaining = modules.sorted { $0.name < $1.name }
        while !remaining.isEmpty {
            let ready = remaining.filter { $0.dependencies.intersection(names).isSubset(of: Set(placed)) }
            // A cycle cannot compile; its modules keep SwiftPM's order among themselves.
            let next = ready.isEmpty ? remaining : ready
            placed += next.map(\.name)
            remaining.removeAll { module in next.contains { $0.name == module.name } }
        }
        return placed
    }

    private static func modificationTime(_ path: String) -> Double {
        var status = stat()
        guard stat(path, &status) == 0 else { return .infinity }
        return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    }

    /// A command of SwiftPM's plan: what it reads, writes and runs.
    private struct Command {
        var inputs: [String] = []
        var outputs: [String] = []
        var arguments: [String] = []
    }

    /// The commands of a `debug.yaml`, by name. SwiftPM writes each list on one line, as
    /// JSON, under the command's quoted name.
    private static func commands(in plan: String) -> [String: Command] {
        var commands: [String: Command] = [:]
        var current: String?
        for line in plan.split(separator: "\n") {
            if line.hasPrefix("  \"") && line.hasSuffix("\":") {
                current = String(line.dropFirst(3).dropLast(2))
                continue
            }
            guard let name = current, line.hasPrefix("    ") else { continue }
            let field = line.dropFirst(4)
            func list(_ key: String) -> [String]? {
                guard field.hasPrefix(key + ": [") else { return nil }
                return (try? JSONSerialization.jsonObject(with: Data(field.dropFirst(key.count + 2).utf8))) as? [String]
            }
            if let inputs = list("inputs") { commands[name, default: Command()].inputs = inputs }
            if let outputs = list("outputs") { commands[name, default: Command()].outputs = outputs }
            if let arguments = list("args") { commands[name, default: Command()].arguments = arguments }
        }
        return commands.filter { !$0.value.arguments.isEmpty }
    }
}
