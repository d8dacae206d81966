@_spi(Machinery) import ClockworkCore
import Foundation

/// A type of view that generates views from an underlying collection of data: what
/// `.onDelete` and `.onMove` are called on.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view: in a list in edit mode, each row
    /// shows a delete button that calls `action` with the row's offset.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableContent<Self> {
        EditableContent(base: self, actions: EditActions(delete: action, move: nil))
    }

    /// Sets the move action for the dynamic view: in a list in edit mode, each row shows
    /// buttons that move it up or down, calling `action` with its offset and where it goes
    /// (the offset before which it is inserted, as SwiftUI counts it).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableContent<Self> {
        EditableContent(base: self, actions: EditActions(delete: nil, move: action))
    }
}

/// The edit actions of a list's rows.
struct EditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

/// Dynamic content with edit actions: its rows show their edit buttons in edit mode.
public struct EditableContent<Base: DynamicViewContent> {
    let base: Base
    let actions: EditActions

    /// The collection of underlying data.
    @MainActor public var data: Base.Data { base.data }

    /// Sets the deletion action, keeping the move action set before.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableContent<Base> {
        EditableContent(base: base, actions: EditActions(delete: action, move: actions.move))
    }

    /// Sets the move action, keeping the deletion action set before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableContent<Base> {
        EditableContent(base: base, actions: EditActions(delete: actions.delete, move: action))
    }

    @MainActor package func makeContent() -> NodeContent { EditableContentNode(self) }
}

extension EditableContent: DynamicViewContent, BuiltinView {}

/// The base content, whose rows get the edit actions in their environment; it lays out
/// as its rows (a list sees each as a row of its own).
@MainActor
private final class EditableContentNode<Base: DynamicViewContent>: TypedContent<EditableContent<Base>> {
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        var environment = node.environment
        environment.rowEditActions = RowEditActions(actions: view.actions, count: view.data.count)
        node.reconcileChild(at: 0, with: view.base, environment: environment)
    }
}

/// The edit actions of the rows below, and how many rows there are.
struct RowEditActions {
    let actions: EditActions
    let count: Int
}

private struct RowEditActionsKey: EnvironmentKey {
    static var defaultValue: RowEditActions? { nil }
}

extension EnvironmentValues {
    /// The edit actions of the dynamic content the views here are rows of.
    var rowEditActions: RowEditActions? {
        get { self[RowEditActionsKey.self] }
        set { self[RowEditActionsKey.self] = newValue }
    }
}
