import Foundation
import ClockworkCore
import ClockworkLoop

/// Carries out request lines against a live graph and says what to reply: the protocol's
/// meaning (docs/PROTOCOL.md) without its transport, shared by ``InputServer`` and the
/// request-path fuzzer. Loop thread only.
///
/// Every line gets exactly one reply line, an error or a success, whatever it holds: at
/// once, or, for a snapshot, at the tick's end (for pixels, made off the loop from a copy
/// taken on it).
@MainActor
package final class RequestHandler {
    private let host: GraphHost
    /// Snapshots copied and not yet encoded: at most ``maximumSnapshotsEncoding``, so a
    /// client asking in a loop holds a few copies of the screen, not one per request.
    private var snapshotsEncoding = 0
    /// How many snapshots may be encoding at once, across all clients.
    package static let maximumSnapshotsEncoding = 4

    /// Handles requests for `host`'s graph.
    package init(host: GraphHost) {
        self.host = host
    }

    /// Parses `line` (without its newline), carries it out, and returns its reply.
    /// `subscriptions` are the client's streams, which `subscribe` and `unsubscribe` change.
    package func reply(to line: ArraySlice<UInt8>, subscriptions: inout Set<EventStream>) -> Reply {
        switch InputRequest.parse(line) {
        case .success(let request): perform(request, subscriptions: &subscriptions)
        case .failure(let error): .now(error.line)
        }
    }

    private func perform(_ request: InputRequest, subscriptions: inout Set<EventStream>) -> Reply {
        let id = request.id
        let ok: [(String, String)] = [("ok", "true")]
        do throws(ControlInputError) {
            switch request.command {
            case .ping:
                return .now(replyLine(id: id, fields: ok + [("pong", "true")]))
            case .tap(let target):
                try host.deliver(.control(.activate, target: target))
            case .toggle(let target, let on):
                try host.deliver(.control(on.map(ControlInput.setOn) ?? .toggle, target: target))
            case .text(let target, let text):
                try host.deliver(.control(.setText(text), target: target))
            case .set(let target, let value):
                try host.deliver(.control(.setValue(value), target: target))
            case .increment(let target):
                try host.deliver(.control(.increment, target: target))
            case .decrement(let target):
                try host.deliver(.control(.decrement, target: target))
            case .select(let target, let option):
                try host.deliver(.control(.select(option), target: target))
            case .scroll(let target, let dx, let dy):
                try host.deliver(.control(.scroll(x: dx, y: dy), target: target))
            case .menu(let target):
                try host.deliver(.menu(target: target))
            case .swipe(let target, let edge):
                try host.deliver(.swipe(target: target, edge: edge))
            case .back:
                try host.deliver(.back)
            case .key(let key):
                return try .now(press(key, id: id))
            case .pointer(let x, let y):
                let node = try host.deliver(.pointer(Point(x: x, y: y)))
                return .now(replyLine(id: id, fields: ok + [("control", jsonString(node?.typeName ?? ""))]))
            case .touch(let touch):
                let pressed = try host.deliver(.touch(touch))
                return .now(replyLine(id: id, fields: ok + [("pressed", jsonString(pressed?.typeName ?? ""))]))
            case .tree:
                return .now(replyLine(id: id, fields: ok + [("tree", host.displayList.json())]))
            case .accessibility:
                return .now(replyLine(id: id, fields: ok + [("elements", host.graph.accessibilityJSON())]))
            case .snapshot:
                // At the tick's end: the lines before it applied and drawn, the first
                // frame drawn even when it is asked for before the loop's first tick.
                return .atTickEnd { [self] in snapshot(id: id) }
            case .get(let stream):
                return .now(replyLine(id: id, fields: ok + [(stream.rawValue, currentValue(of: stream))]))
            case .subscribe(let stream):
                subscriptions.insert(stream)
            case .unsubscribe(let stream):
                subscriptions.remove(stream)
            }
        } catch {
            switch error {
            case .notFound, .nothingAt, .nothingFocused, .nothingFocusable: return .now(InputError(id: id, code: .notFound, message: error.description).line)
            case .unsupported: return .now(InputError(id: id, code: .unsupported, message: error.description).line)
            case .disabled, .dismissDisabled: return .now(InputError(id: id, code: .disabled, message: error.description).line)
            case .noSuchOption: return .now(InputError(id: id, code: .noSuchOption, message: error.description).line)
            case .nothingToDismiss: return .now(InputError(id: id, code: .nothingToDismiss, message: error.description).line)
            case .invalidValue: return .now(InputError(id: id, code: .outOfRange, message: error.description).line)
            }
        }
        return .now(replyLine(id: id, fields: ok))
    }

    /// A key for the graph's focus: Tab and Shift+Tab reply with the newly focused
    /// control's type; Enter, Space and the arrows act on it. Escape goes back (as `back`).
    private func press(_ key: String, id: Int64?) throws(ControlInputError) -> String {
        if key == "Escape" {
            try host.deliver(.back)
            return replyLine(id: id, fields: [("ok", "true")])
        }
        guard let focusKey = FocusKey(rawValue: key) else {
            if let press = KeySpelling.keyPress(key) {
                try host.deliver(.keyPress(press))
                return replyLine(id: id, fields: [("ok", "true")])
            }
            let keys = FocusKey.allCases.map(\.rawValue) + ["Escape"]
            return InputError(id: id, code: .unknownKey, message: "unknown key \(quoted(key)); keys are \(keys.joined(separator: ", ")), "
                              + "or a character or a key's name after any of Shift+, Ctrl+, Alt+ and Cmd+ (Ctrl+S)").line
        }
        let node = try host.deliver(.key(focusKey))
        switch focusKey {
        case .tab, .shiftTab: return replyLine(id: id, fields: [("ok", "true"), ("focused", jsonString(node?.typeName ?? ""))])
        case .enter, .space, .right, .left, .up, .down: return replyLine(id: id, fields: [("ok", "true")])
        }
    }

    /// What the daemon shows: a pixel target's picture as a PNG, base64-encoded, copied on
    /// the loop and encoded off it; or, from a target that draws no pixels, its display
    /// list and size, for the client to draw (`clockwork snapshot` does), so a daemon that
    /// does not draw pixels links no drawing library.
    private func snapshot(id: Int64?) -> Reply {
        guard let target = host.target else { return .now(displayListSnapshot(id: id, size: Size(width: 80, height: 24))) }
        guard snapshotsEncoding < Self.maximumSnapshotsEncoding else {
            return .now(InputError(id: id, code: .limitExceeded,
                                   message: "\(Self.maximumSnapshotsEncoding) snapshots are being encoded already; ask again once one is answered").line)
        }
        do {
            guard let picture = try target.snapshot() else { return .now(displayListSnapshot(id: id, size: target.size)) }
            snapshotsEncoding += 1
            return .later(OffLoopReply(make: { Self.snapshotReply(picture, id: id) },
                                       finished: { [weak self] in self?.snapshotsEncoding -= 1 }))
        } catch {
            return .now(InputError(id: id, code: .unsupported, message: "no snapshot: \(error)").line)
        }
    }

    /// The reply carrying `picture` as a base64 PNG: the encoding, off the loop thread.
    private nonisolated static func snapshotReply(_ picture: TargetSnapshot, id: Int64?) -> String {
        do {
            let encoded = Data(try picture.png()).base64EncodedString()
            guard encoded.utf8.count <= maximumSnapshotBytes else {
                return InputError(id: id, code: .limitExceeded,
                                  message: "the snapshot is \(encoded.utf8.count) bytes in base64, over the \(maximumSnapshotBytes)-byte limit of a reply").line
            }
            return replyLine(id: id, fields: [("ok", "true"), ("width", "\(picture.width)"), ("height", "\(picture.height)"),
                                              ("png", "\"" + encoded + "\"")])
        } catch {
            return InputError(id: id, code: .unsupported, message: "no snapshot: \(error)").line
        }
    }

    /// The reply to a snapshot of a target that draws no pixels: the display list it shows
    /// and the surface's size in its units.
    private func displayListSnapshot(id: Int64?, size: Size) -> String {
        replyLine(id: id, fields: [("ok", "true"),
                                   ("size", "{\"width\":\(formatNumber(size.width)),\"height\":\(formatNumber(size.height))}"),
                                   ("displayList", host.displayList.json())])
    }

    /// The largest snapshot reply: half the output a client may leave unread, so a client
    /// that reads its replies is never cut off for asking for one.
    nonisolated static let maximumSnapshotBytes = 512 * 1024

    private func currentValue(of stream: EventStream) -> String {
        switch stream {
        case .ticks: host.loop.recorder.latest.map { tickObject($0, period: host.loop.grid.period) } ?? "null"
        case .frames: host.displayList.json()
        }
    }
}

/// What a request line is answered with.
package enum Reply {
    /// This line (without its newline), now.
    case now(String)
    /// A line made off the loop thread; the client's later replies wait behind it.
    case later(OffLoopReply)
    /// A reply made at the end of the tick that carried the line out, once the writes of
    /// the lines before it are applied and drawn; the client's later replies wait behind it.
    case atTickEnd(@MainActor () -> Reply)

    /// The line, made on this thread when it is one to make off the loop or at a tick's
    /// end: for callers with no other thread or tick to make it on (tests, the fuzzer).
    package func madeInline() -> String {
        switch self {
        case .now(let line): return line
        case .later(let reply):
            let line = reply.make()
            MainActor.assumeIsolated { reply.finished() }
            return line
        case .atTickEnd(let make):
            return MainActor.assumeIsolated { make() }.madeInline()
        }
    }

    /// The reply as it is made at the tick's end, for a test that ends the tick itself.
    @MainActor
    package func atTheTicksEnd() -> Reply {
        guard case .atTickEnd(let make) = self else { return self }
        return make().atTheTicksEnd()
    }
}

/// A reply made on a worker thread (a snapshot's PNG encoding, milliseconds), so the
/// tick that asked for it is not held up.
package struct OffLoopReply: Sendable {
    /// Makes the reply line (without its newline); runs on a worker thread.
    package let make: @Sendable () -> String
    /// Runs on the loop thread once the line is made, whether or not it is sent.
    package let finished: @MainActor @Sendable () -> Void
}
