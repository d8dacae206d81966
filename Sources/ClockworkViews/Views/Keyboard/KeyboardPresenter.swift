@_spi(Machinery) import ClockworkCore
import Foundation

/// Shows the on-screen keyboard while a text field has focus, if the graph asks for one
/// (``ViewGraph/onScreenKeyboard``): presented across the bottom with the field as its
/// presenter, the content laid out above it; taken away when focus leaves the field.
@MainActor
final class KeyboardPresenter: OnScreenKeyboardPresenting {
    private unowned let graph: ViewGraph
    /// The field the keyboard types into now.
    private weak var field: ViewNode?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    func focusMoved(to node: ViewNode?) {
        if let field, field !== node {
            graph.presentations.withdraw(ObjectIdentifier(field))
            self.field = nil
        }
        guard graph.showsOnScreenKeyboard, let node, let entry = node.content as? TextEntryKeyboard, node !== field else { return }
        field = node
        let keyboard = OnScreenKeyboard(type: entry.inputTraits.keyboard, submitLabel: node.environment.submitLabel,
                                        layout: ProcessInfo.processInfo.environment["XKB_DEFAULT_LAYOUT"] ?? "us",
                                        keyHeight: Self.keyHeight(graph.layoutMetrics)) { [unowned graph] key, capital in
            Self.press(key, capital: capital, in: graph)
        }
        let environment = node.environment
        graph.presentations.present(Presentation(presenter: node, placement: .keyboard, reconcile: { root, index in
            root.reconcileChild(at: index, with: PresentedCard(placement: .keyboard, content: keyboard), environment: environment)
        }, dismiss: { [unowned graph] in graph.focus.move(to: nil) }))
    }

    /// A key's height: 40 points, as a fingertip needs (a touchscreen's keys are no
    /// smaller than that), or a line of character cells.
    private static func keyHeight(_ metrics: LayoutMetrics) -> Double {
        metrics.cell.height > 1 ? 40 : 1
    }

    /// Does what `key` asks of the focused field.
    private static func press(_ key: KeyboardKeys.Key, capital: Bool, in graph: ViewGraph) {
        do {
            switch key {
            case .character(let text): try graph.focus.type(capital ? text.uppercased() : text)
            case .space: try graph.focus.type(" ")
            case .delete: try graph.focus.deleteBackward()
            case .submit: try graph.focus.press(.enter)
            case .shift, .symbols: break
            }
        } catch {
            graph.logger.debug("an on-screen key did nothing", metadata: ["reason": "\(error)"])
        }
        // Submitted: the keyboard goes, whatever the field did with it.
        if key == .submit { graph.focus.move(to: nil) }
    }
}

/// A text field, as the keyboard reads it: the keyboard type it asks for.
@MainActor
protocol TextEntryKeyboard: AnyObject {
    var inputTraits: TextInputTraits { get }
}
