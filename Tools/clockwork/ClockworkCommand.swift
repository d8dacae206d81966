import Foundation
import ArgumentParser
import ClockworkCore
import ClockworkPixels

/// `clockwork`: drives and profiles a running Clockwork daemon through its input socket.
@main
struct ClockworkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clockwork",
        abstract: "Drive and profile a running Clockwork daemon through its input socket (docs/PROTOCOL.md).",
        subcommands: [Send.self, Tap.self, TypeText.self, Toggle.self, SetValue.self, Increment.self, Decrement.self, Select.self, Scroll.self, Menu.self, Swipe.self, Back.self, Key.self, Pointer.self, Tree.self, Accessibility.self, Snapshot.self, Ping.self, Prof.self, Metrics.self, Preview.self])
}

/// Which daemon to talk to.
struct SocketOptions: ParsableArguments {
    @Option(name: .long, help: "The daemon's socket (default: $CLOCKWORK_SOCKET, else the only socket in the socket directory).")
    var socket: String?

    /// Connects to the chosen daemon.
    func connect() throws -> DaemonConnection {
        try DaemonConnection(path: try resolvedPath())
    }

    private func resolvedPath() throws -> String {
        if let socket { return socket }
        if let fromEnvironment = ProcessEnvironment.value("CLOCKWORK_SOCKET") { return fromEnvironment }
        let found = DaemonConnection.socketsInDirectory()
        guard found.count == 1 else {
            throw ValidationError(found.isEmpty
                ? "no daemon socket in \(DaemonConnection.directory); pass --socket"
                : "several daemons are running (\(found.joined(separator: ", "))); pass --socket")
        }
        return found[0]
    }
}

struct Send: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Send one raw JSON request line and print the reply line.")

    @OptionGroup var socket: SocketOptions
    @Argument(help: #"The request, e.g. '{"cmd":"tap","target":"play"}'."#)
    var request: String

    func run() throws {
        print(try socket.connect().request(line: request))
    }
}

struct Tap: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Tap a button or toggle, by accessibility identifier or visible text.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String

    func run() throws {
        try socket.connect().command(["cmd": .string("tap"), "target": .string(target)])
    }
}

struct TypeText: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "type", abstract: "Set a text field's text, or give a date picker an ISO 8601 date (2026-12-02T09:41).")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String
    @Argument var text: String

    func run() throws {
        try socket.connect().command(["cmd": .string("text"), "target": .string(target), "text": .string(text)])
    }
}

struct Toggle: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Flip a toggle, or set it with --on / --off.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String
    @Flag(inversion: .prefixedNo, help: "Set it on (--on) or off (--no-on) instead of flipping it.")
    var on: Bool?

    func run() throws {
        var request: [String: RequestValue] = ["cmd": .string("toggle"), "target": .string(target)]
        if let on { request["on"] = .bool(on) }
        try socket.connect().command(request)
    }
}

struct SetValue: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set a slider's value (clamped to its range, snapped to its step).")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String
    @Argument(help: "The new value.") var value: Double

    func run() throws {
        try socket.connect().command(["cmd": .string("set"), "target": .string(target), "value": .number(value)])
    }
}

struct Increment: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Step a stepper or slider up, or choose a picker's next option.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String

    func run() throws {
        try socket.connect().command(["cmd": .string("increment"), "target": .string(target)])
    }
}

struct Decrement: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Step a stepper or slider down, or choose a picker's previous option.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String

    func run() throws {
        try socket.connect().command(["cmd": .string("decrement"), "target": .string(target)])
    }
}

struct Select: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Choose a picker's option, by the text it shows or its tag.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String
    @Argument(help: "The option's text (or its tag, spelled out).") var option: String

    func run() throws {
        try socket.connect().command(["cmd": .string("select"), "target": .string(target), "option": .string(option)])
    }
}

struct Scroll: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Scroll a scroll view, named by identifier or by a text inside it.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String
    @Argument(help: "Units to scroll down (negative: up).") var dy: Double
    @Option(help: "Units to scroll right (negative: left).") var dx: Double = 0

    func run() throws {
        try socket.connect().command(["cmd": .string("scroll"), "target": .string(target), "dx": .number(dx), "dy": .number(dy)])
    }
}

struct Menu: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the menu of a Menu, or the context menu of a view, named by identifier or by a text it shows.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String

    func run() throws {
        try socket.connect().command(["cmd": .string("menu"), "target": .string(target)])
    }
}

struct Swipe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reveal a list row's swipe actions, the row named by identifier or by a text it shows.")

    @OptionGroup var socket: SocketOptions
    @Argument var target: String
    @Option(help: "The edge whose actions to reveal: leading or trailing.") var edge = "trailing"

    func run() throws {
        try socket.connect().command(["cmd": .string("swipe"), "target": .string(target), "edge": .string(edge)])
    }
}

struct Back: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Go back: pop the innermost pushed screen, else dismiss the frontmost sheet, alert or dialog.")

    @OptionGroup var socket: SocketOptions

    func run() throws {
        try socket.connect().command(["cmd": .string("back")])
    }
}

struct Key: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Press Tab, Shift+Tab, Enter, Space, an arrow (Left, Right, Up, Down), or Escape (as back).")

    @OptionGroup var socket: SocketOptions
    @Argument var key: String

    func run() throws {
        try socket.connect().command(["cmd": .string("key"), "key": .string(key)])
    }
}

struct Pointer: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Click the control at a point (target units: cells on a terminal).")

    @OptionGroup var socket: SocketOptions
    @Argument var x: Double
    @Argument var y: Double

    func validate() throws {
        guard x.isFinite, y.isFinite else { throw ValidationError("x and y must be finite numbers") }
    }

    func run() throws {
        try socket.connect().command(["cmd": .string("pointer"), "x": .number(x), "y": .number(y)])
    }
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print what the daemon shows: its display list, one item a line.")

    @OptionGroup var socket: SocketOptions
    @Flag(help: "Print the list as JSON instead.")
    var json = false

    func run() throws {
        let reply = try socket.connect().command(["cmd": .string("tree")], quiet: true)
        let list = try reply.displayList(field: "tree")
        print(json ? list.json() : list.textDump)
    }
}

struct Accessibility: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the daemon's accessibility tree: its controls, texts and images, labelled, one element a line.")

    @OptionGroup var socket: SocketOptions
    @Flag(help: "Print the tree as JSON instead.")
    var json = false

    func run() throws {
        let reply = try socket.connect().command(["cmd": .string("accessibility")], quiet: true)
        guard let elements = reply.object["elements"] as? [[String: Any]] else { throw CLIError("the reply has no elements") }
        if json {
            let data = try JSONSerialization.data(withJSONObject: elements, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        func show(_ elements: [[String: Any]], depth: Int) {
            for element in elements {
                var words = [element["kind"] as? String ?? "?", quoted(element["label"] as? String ?? "")]
                if let value = element["value"] as? String { words.append("value=" + quoted(value)) }
                if let hint = element["hint"] as? String { words.append("hint=" + quoted(hint)) }
                if let identifier = element["identifier"] as? String { words.append("#" + identifier) }
                if let traits = element["traits"] as? [String], !traits.isEmpty { words.append("[" + traits.joined(separator: ",") + "]") }
                if let actions = element["actions"] as? [String] { words.append("actions=" + actions.joined(separator: ",")) }
                if let frame = element["frame"] as? [String: Double] {
                    func number(_ key: String) -> String { formatNumber(frame[key] ?? 0) }
                    words.append("(\(number("x")),\(number("y")) \(number("width"))x\(number("height")))")
                }
                print(String(repeating: "  ", count: depth) + words.joined(separator: " "))
                show(element["children"] as? [[String: Any]] ?? [], depth: depth + 1)
            }
        }
        show(elements, depth: 0)
    }

}

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Save what the daemon shows as a PNG: its framebuffer's pixels, or its display list drawn in pixels.")

    @OptionGroup var socket: SocketOptions
    @Argument(help: "The PNG file to write.")
    var file: String

    /// A daemon drawing pixels sends its picture; one that does not sends its display list
    /// and size, drawn here in cells of 10 × 20 pixels (the daemon links no drawing library).
    func run() throws {
        let reply = try socket.connect().command(["cmd": .string("snapshot")], quiet: true)
        let png: [UInt8]
        let width: Int, height: Int
        if let encoded = reply.object["png"] as? String, let decoded = Data(base64Encoded: encoded) {
            png = Array(decoded)
            (width, height) = (reply.object["width"] as? Int ?? 0, reply.object["height"] as? Int ?? 0)
        } else if let listObject = reply.object["displayList"], let sizeObject = reply.object["size"] as? [String: Any],
                  let columns = (sizeObject["width"] as? NSNumber)?.doubleValue, let rows = (sizeObject["height"] as? NSNumber)?.doubleValue {
            let list = try JSONDecoder().decode(DisplayList.self, from: JSONSerialization.data(withJSONObject: listObject))
            let cells = CellMetrics.standard()
            png = try MainActor.assumeIsolated { try list.png(size: Size(width: columns, height: rows), cells: cells) }
            (width, height) = (Int(columns * cells.width), Int(rows * cells.height))
        } else {
            throw CLIError("the reply has neither a PNG nor a display list")
        }
        try Data(png).write(to: URL(fileURLWithPath: file))
        print("\(file): \(width)x\(height) pixels, \(png.count) bytes")
    }
}

struct Ping: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check that the daemon answers.")

    @OptionGroup var socket: SocketOptions

    func run() throws {
        try socket.connect().command(["cmd": .string("ping")], quiet: true)
        print("pong")
    }
}
