@_spi(Machinery) import ClockworkCore
import Observation

/// A mode that indicates whether the user can edit a view's content: in a list, rows
/// with `.onDelete` show a delete button and rows with `.onMove` buttons to move them.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

/// Where a screen keeps its edit mode: what `\.editMode` binds to unless a view sets its own.
@Observable @MainActor
final class EditModeStore {
    var mode = EditMode.inactive

    /// A binding to the mode.
    var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 })
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with
    /// this environment: each navigation screen keeps its own; outside any navigation
    /// stack there is none (`nil`) unless `.environment(\.editMode, $mode)` binds one of
    /// yours. (The root sets none: an entry there would cost every environment read.)
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode environment value: "Edit", and "Done" while editing.
public struct EditButton {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    @ViewBuilder @MainActor public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        }
    }
}

extension EditButton: View {}
