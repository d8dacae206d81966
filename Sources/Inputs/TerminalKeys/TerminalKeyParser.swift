import ClockworkCore

/// What a terminal sends when keys are pressed, as input events: Tab and Shift+Tab move
/// focus, Enter and the arrows act on the focused control, Escape goes back, Backspace
/// deletes, and printable text is typed (Space on a control that is not a text field
/// activates it, as a keyboard's does). Control sequences it does not know are skipped
/// whole; bytes that are not UTF-8 are dropped.
///
/// The terminal sends a key's bytes at once, so each read is parsed on its own: an Escape
/// at the end of a read is the Escape key, not the start of a sequence.
public struct TerminalKeyParser: Sendable {
    /// A parser.
    public init() {}

    /// The events the bytes of one read mean, in order.
    public func events(in bytes: some Collection<UInt8>) -> [InputEvent] {
        let bytes = Array(bytes)
        var events: [InputEvent] = []
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            let typed = String(decoding: text, as: UTF8.self).filter { $0 != "\u{FFFD}" }
            if !typed.isEmpty { events.append(.text(typed)) }
            text.removeAll()
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                flushText()
                let (event, length) = Self.escapeSequence(bytes[index...])
                if let event { events.append(event) }
                index += length
            case 0x09:
                flushText()
                events.append(.key(.tab))
            case 0x0A, 0x0D:
                flushText()
                events.append(.key(.enter))
            case 0x7F, 0x08:
                flushText()
                events.append(.deleteBackward)
            case 0x00..<0x20:
                flushText()  // Other control characters (Ctrl+C is the terminal's signal).
            default:
                text.append(byte)
            }
        }
        flushText()
        return events
    }

    /// What follows an Escape means, and how many bytes it takes: `ESC [ A`…`D` and
    /// `ESC O A`…`D` are the arrows, `ESC [ Z` is Shift+Tab, a lone Escape is back, and any
    /// other control sequence is skipped to its final byte.
    private static func escapeSequence(_ rest: ArraySlice<UInt8>) -> (InputEvent?, Int) {
        guard let introducer = rest.first else { return (.back, 0) }
        switch introducer {
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            var length = 1
            for byte in rest.dropFirst() {
                length += 1
                guard (0x40...0x7E).contains(byte) else { continue }
                // Parameters (digits, `;`) before the final byte: only plain keys are known.
                let isPlain = length == 2
                switch byte {
                case UInt8(ascii: "A") where isPlain: return (.key(.up), length)
                case UInt8(ascii: "B") where isPlain: return (.key(.down), length)
                case UInt8(ascii: "C") where isPlain: return (.key(.right), length)
                case UInt8(ascii: "D") where isPlain: return (.key(.left), length)
                case UInt8(ascii: "Z") where isPlain && introducer == UInt8(ascii: "["): return (.key(.shiftTab), length)
                default: return (nil, length)
                }
            }
            return (nil, length)
        case 0x1B:
            return (.back, 0)
        default:
            return (nil, 1)  // Alt and a key: not a key Clockwork knows.
        }
    }
}
