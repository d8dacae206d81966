import Foundation
import Glibc

/// One run of `clockwork preview`: reads the package, builds the host, and shows the
/// previews the options ask for — once, or on every save.
final class PreviewSession {
    let root: URL
    let options: Preview
    /// The host serving the preview (on this terminal or in a VNC view), while one runs.
    private var served: ServedPreview?
    /// The last host that built: it shows why a later build cannot be shown.
    private var lastHost: String?
    /// Whether the VNC view's address was said (once, not after every save).
    private var announcedVNC = false
    /// The folders a save in which rebuilds: the targets', as of the last reading of the package.
    private var watchedFolders: [URL]
    /// The package as last read, and its manifests' times then: read again when they change.
    private var package: (description: PreviewPackage, manifests: SourceSnapshot)?
    /// While watching, the rebuild that replays SwiftPM's commands, made after SwiftPM's build.
    private var quickBuild: PreviewQuickBuild?
    /// SwiftPM's last build of the host, and when it began: the quick build is made from it.
    private var swiftPMBuild: (build: PreviewHostBuild, started: Double)?
    /// Whether the quick build could not be made, said once.
    private var quickBuildFailed = false

    init(root: URL, options: Preview) {
        self.root = root
        self.options = options
        watchedFolders = [root.appendingPathComponent("Sources")]
    }

    /// Where the `@Previewable` state waits between two builds of the preview.
    private var stateFile: URL { root.appendingPathComponent(".build/clockwork-preview/state.json") }

    /// Builds the host and shows the previews once; a live view (`--vnc`) runs until stopped.
    func showOnce() throws {
        stopOnSignals()
        let host = try buildHost()
        try show(with: host, live: options.vnc != nil)
        guard let served else { return }
        while !served.hasEnded && !previewStopRequested.load(ordering: .relaxed) { usleep(100_000) }
        served.stop()
        try served.report()
    }

    /// SIGINT and SIGTERM stop the tool between its steps, and the preview it serves
    /// with it (sent to the tool alone, as a supervisor sends them, they would not reach it).
    private func stopOnSignals() {
        for signal in [SIGINT, SIGTERM] {
            Glibc.signal(signal) { _ in previewStopRequested.store(true, ordering: .relaxed) }
        }
    }

    /// Builds and shows, then again after every save, until SIGINT or SIGTERM. A build that
    /// fails or a preview that traps is reported, and the next save is waited for.
    func watch() throws {
        stopOnSignals()
        // The targets' folders first, so that the first build's snapshot is of them.
        _ = try? readPackage()
        var seen = SourceSnapshot(root: root, folders: watchedFolders)
        var changes = SourceChanges(root: root, folders: watchedFolders)
        while !previewStopRequested.load(ordering: .relaxed) {
            let started = ContinuousClock.now
            do {
                let host = try buildHost()
                let built = ContinuousClock.now
                stopServing()
                try show(with: host, live: options.png == nil && !options.list)
                note("built in \(seconds(built - started)), shown in \(seconds(ContinuousClock.now - built)); watching \(root.path) for changes (Ctrl-C stops)")
            } catch {
                stopServing()
                if previewStopRequested.load(ordering: .relaxed) { break }
                note("\(error)\nwatching for the next save (Ctrl-C stops)")
                showInPlace(error)
            }
            makeQuickBuild()
            // The package read again may have other targets: their folders watched.
            if let watching = changes?.folders, watching != watchedFolders {
                changes = SourceChanges(root: root, folders: watchedFolders)
            }
            // Waits for a save; a served preview that ends meanwhile (it trapped) is reported.
            while !previewStopRequested.load(ordering: .relaxed) {
                let woken: Bool
                if let changes {
                    woken = changes.wait(milliseconds: 150)
                } else {
                    usleep(150_000)
                    woken = true
                }
                if let served, served.hasEnded {
                    self.served = nil
                    do {
                        try served.report()
                    } catch {
                        note("\(error)\nwatching for the next save (Ctrl-C stops)")
                        showInPlace(error)
                    }
                }
                guard woken else { continue }
                var now = SourceSnapshot(root: root, folders: watchedFolders)
                guard now != seen else { continue }
                // A save may come in steps (truncated, then written): build once it rests.
                while true {
                    usleep(60_000)
                    let later = SourceSnapshot(root: root, folders: watchedFolders)
                    if later == now { break }
                    now = later
                }
                seen = now
                break
            }
        }
        stopServing()
    }

    /// In a VNC view, which a person may be watching from elsewhere, why the preview
    /// cannot be shown takes its place (drawn by the last host that built); on this
    /// terminal the message is printed where the picture was.
    private func showInPlace(_ error: Error) {
        guard let vnc = options.vnc, let host = lastHost, FileManager.default.isExecutableFile(atPath: host) else { return }
        let title = error is PreviewBuildFailure ? "The preview does not build" : "The preview stopped"
        let file = root.appendingPathComponent(".build/clockwork-preview/message.txt")
        do {
            try Data((title + "\n" + "\(error)").utf8).write(to: file)
            var arguments = ["serve", "--message", file.path, "--vnc", vnc, "--color-scheme", options.colorScheme]
            if let size = options.size { arguments += ["--size", size] }
            served = try ServedPreview(host: host, arguments: arguments, ownsTerminal: false)
        } catch {
            note("the message could not be shown in the VNC view: \(error)")
        }
    }

    private func stopServing() {
        guard let served else { return }
        self.served = nil
        served.stop()
        try? served.report()
    }

    /// Reads the package, writes the host package and builds it: by replaying the
    /// compiles of the last build when it can (while watching), else through SwiftPM.
    /// Returns the host program.
    private func buildHost() throws -> URL {
        let package = try readPackage()
        let targets = try chosenTargets(in: package)
        let build = PreviewHostBuild(package: package, targets: targets, scratch: options.scratchPath.map { URL(fileURLWithPath: $0) })
        try build.prepare()
        if let quickBuild, quickBuild.canRebuild(package, for: targets) {
            do {
                try quickBuild.rebuild()
            } catch let failure as PreviewBuildFailure {
                throw failure
            } catch {
                // Not the user's code: SwiftPM builds the next save.
                self.quickBuild = nil
                throw error
            }
            note("rebuilt without SwiftPM: " + (quickBuild.lastSteps.isEmpty ? "nothing the host links changed" : quickBuild.lastSteps.joined(separator: ", ")))
            lastHost = quickBuild.executable.path
            return quickBuild.executable
        }
        if quickBuild != nil {
            note("rebuilding through SwiftPM: a file was added or removed, or other targets are shown")
        }
        quickBuild = nil
        if !FileManager.default.fileExists(atPath: build.executable.path) {
            note("building the previews of \(targets.map(\.name).joined(separator: ", ")) (the first build takes a few minutes)…")
        }
        let started = Date().timeIntervalSince1970
        swiftPMBuild = nil
        try build.build()
        swiftPMBuild = (build, started)
        lastHost = build.executable.path
        return build.executable
    }

    /// After SwiftPM built the host, the quick build for the saves to come (made while
    /// the person looks at the picture: it links the library of Clockwork, under a second);
    /// nothing after a build of SwiftPM's that failed.
    private func makeQuickBuild() {
        guard quickBuild == nil, !quickBuildFailed, let (build, started) = swiftPMBuild else { return }
        do {
            quickBuild = try PreviewQuickBuild(after: build, started: started)
        } catch {
            quickBuildFailed = true
            note("every save is rebuilt through SwiftPM: \(error)")
        }
    }

    /// The package, read again only when a manifest changed since it was last read.
    private func readPackage() throws -> PreviewPackage {
        let manifests = SourceSnapshot(root: root, folders: [])
        if let read = package, read.manifests == manifests { return read.description }
        let package = try PreviewPackage(root: root)
        quickBuild = nil
        self.package = (package, manifests)
        watchedFolders = package.watchedFolders()
        return package
    }

    /// `--target`s, the target holding the FILE of a FILE:LINE, or every target with previews.
    private func chosenTargets(in package: PreviewPackage) throws -> [PreviewPackage.Target] {
        if !options.targets.isEmpty {
            return try options.targets.map { name in
                guard let target = package.targets.first(where: { $0.name == name }) else {
                    throw PreviewError("the package has no Swift target \(name); it has \(package.targets.map(\.name).joined(separator: ", "))")
                }
                return target
            }
        }
        let withPreviews = package.targetsWithPreviews()
        if let preview = options.preview, let colon = preview.lastIndex(of: ":"), Int(preview[preview.index(after: colon)...]) != nil,
           let target = package.target(holding: String(preview[..<colon])) {
            return [target]
        }
        guard !withPreviews.isEmpty else {
            throw PreviewError("no target of \(package.root.lastPathComponent) has a preview: write #Preview { … } at the end of a view's file")
        }
        return withPreviews
    }

    /// The preview selector the host takes: FILE:LINE with FILE as the host knows files.
    private var selector: [String] {
        guard let preview = options.preview else { return [] }
        if let colon = preview.lastIndex(of: ":"), Int(preview[preview.index(after: colon)...]) != nil {
            return [URL(fileURLWithPath: String(preview[..<colon])).lastPathComponent + preview[colon...]]
        }
        return [preview]
    }

    /// Shows what the options ask for with the host program at `program`.
    private func show(with program: URL, live: Bool) throws {
        let host = program.path
        if options.list {
            let result = try ChildProcess.run(host, ["list"] + selector)
            try requireSuccess(result, doing: "listing the previews")
            print(result.output, terminator: "")
        } else if let png = options.png {
            try drawPictures(host: host, into: png)
        } else if live || options.vnc != nil {
            var arguments = ["serve"] + selector + ["--state", stateFile.path, "--color-scheme", options.colorScheme]
            if let vnc = options.vnc {
                arguments += ["--vnc", vnc, "--layout", options.layout]
                if let size = options.size { arguments += ["--size", size] }
                if !announcedVNC { note("""
                    serving the preview in a VNC view at \(vnc); in a browser, through noVNC (Debian's novnc and websockify):
                      websockify --web /usr/share/novnc 6080 \(vnc)   then open http://THIS-HOST:6080/vnc.html?autoconnect=1&reconnect=1
                    """) }
                announcedVNC = true
            }
            served = try ServedPreview(host: host, arguments: arguments, ownsTerminal: options.vnc == nil)
        } else {
            var arguments = ["text"] + selector + ["--color-scheme", options.colorScheme]
            if let size = options.size { arguments += ["--size", size] }
            if options.plain { arguments.append("--plain") }
            let result = try ChildProcess.run(host, arguments, passingOutput: true)
            try requireSuccess(result, doing: "drawing the preview")
        }
    }

    /// Draws each chosen preview as PNG files; one that traps is reported and the rest drawn.
    private func drawPictures(host: String, into folder: String) throws {
        func listing(_ selector: [String]) throws -> [[String: Any]] {
            let listed = try ChildProcess.run(host, ["list", "--json"] + selector)
            try requireSuccess(listed, doing: "listing the previews")
            return listed.output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        }
        // Each preview named so that it alone is drawn: by its name when no other has it (a
        // provider's previews share a line), else by its file and line.
        let all = try listing([])
        let names = all.compactMap { $0["name"] as? String }
        var remaining = try (selector.isEmpty ? all : listing(selector)).compactMap { object -> String? in
            if let name = object["name"] as? String, names.count(where: { $0 == name }) == 1 { return name }
            guard let file = object["fileID"] as? String, let line = object["line"] as? Int else { return nil }
            return "\(file):\(line)"
        }
        let schemes = options.colorScheme == "both" ? 2 : 1
        var trapped: [String] = []
        while !remaining.isEmpty {
            var arguments = ["png", "--output", folder, "--color-scheme", options.colorScheme, "--layout", options.layout]
            if let size = options.size { arguments += ["--size", size] }
            // The previews after `--`: a name may begin with a dash.
            let result = try ChildProcess.run(host, arguments + ["--"] + remaining)
            let lines = result.output.split(separator: "\n")
            for line in lines where line.hasPrefix("wrote ") { print(line.dropFirst("wrote ".count)) }
            if result.status == 0 { break }
            let drawing = lines.filter { $0.hasPrefix("drawing ") }
            guard let last = drawing.last else { try requireSuccess(result, doing: "drawing the previews"); break }
            let index = (drawing.count - 1) / schemes
            trapped.append("\(last.dropFirst("drawing ".count)) (\(remaining[index])): \(PreviewTrap.message(in: result.output))")
            remaining.removeFirst(min(index + 1, remaining.count))
        }
        if !trapped.isEmpty {
            throw PreviewError("these previews trapped and have no picture:\n" + trapped.map { "  " + $0 }.joined(separator: "\n"))
        }
    }

    private func requireSuccess(_ result: (status: Int32, output: String), doing what: String) throws {
        guard result.status != 0 else { return }
        throw PreviewError("\(what) failed: \(PreviewTrap.message(in: result.output))")
    }
}

/// What the tool says about its own work, on standard error.
func note(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

private func seconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(format: "%.2f s", value)
}

/// How a host that stopped on its own explains it.
enum PreviewTrap {
    /// The Swift runtime's `Fatal error: …` line, or the output's last lines.
    static func message(in output: String) -> String {
        let lines = output.split(separator: "\n")
        if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }) {
            return String(fatal)
        }
        return lines.suffix(5).joined(separator: "\n")
    }
}

/// The modification times of a package's manifests and sources: a save changes it.
struct SourceSnapshot: Equatable {
    private var times: [String: Double] = [:]

    /// The times of the manifests at `root` and of the Swift files under `folders`.
    init(root: URL, folders: [URL]) {
        let files = FileManager.default
        for entry in (try? files.contentsOfDirectory(atPath: root.path)) ?? [] where entry.hasPrefix("Package") && entry.hasSuffix(".swift") {
            record(root.appendingPathComponent(entry))
        }
        for url in folders {
            guard let walker = files.enumerator(at: url, includingPropertiesForKeys: [.contentModificationDateKey]) else { continue }
            for case let file as URL in walker where file.pathExtension == "swift" { record(file) }
        }
    }

    private mutating func record(_ file: URL) {
        times[file.path] = (try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate?.timeIntervalSince1970) ?? 0
    }
}
