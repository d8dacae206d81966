@_spi(Machinery) import ClockworkCore

/// `.focusable(_:)`: a stop for focus (Tab and Shift-Tab, `.focused`), which then takes
/// the keys pressed (`.onKeyPress`); or, with `false`, neither it nor its controls.
struct FocusableModifier: BuiltinModifier {
    let isFocusable: Bool

    var attributes: [String] { ["focusable=\(isFocusable)"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { FocusableContent(view) }
}

@MainActor
private final class FocusableContent<Content: View>: ModifierContent<Content, FocusableModifier>, FocusStop {
    var isFocusable: Bool { modifier.isFocusable }
}

/// The ways a focusable view is used: what it takes focus for.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates interactions from their raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The view takes focus to be activated (a button-like view).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view takes focus to take input that edits it (a field-like view).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Whatever the platform gives focusable views: both, on a daemon's keyboard.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension EnvironmentValues {
    /// Whether focusable views show a focus effect; `false` below `.focusEffectDisabled()`.
    /// Clockwork draws none either way.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectKey.self] }
        set { self[FocusEffectKey.self] = newValue }
    }
}

private struct FocusEffectKey: EnvironmentKey {
    static let defaultValue = true
}

extension View {
    /// Makes this view a stop for focus, in tree order among the controls; `false` takes
    /// this view and the controls inside it out of the focus order.
    public nonisolated func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }

    /// Makes this view a stop for focus for `interactions`; focus on a daemon is the
    /// keyboard's, which both activates and edits, so the kinds are taken alike.
    public nonisolated func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable && !interactions.isEmpty))
    }

    /// Turns off the focus effect of the focusable views inside (`isFocusEffectEnabled`).
    public nonisolated func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isFocusEffectEnabled, !disabled)
    }

    /// Groups the focusable views inside for focus movement. Focus moves in tree order,
    /// which already keeps a section's stops together, so the view is unchanged.
    public nonisolated func focusSection() -> some View { self }

    /// Ties `condition` to the search field of a `.searchable` this modifier is applied
    /// outside of: `true` while the field has focus, focusing it when set.
    public nonisolated func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.searchFocus, SearchFocus(condition, equals: true))
    }

    /// Ties `binding` to the search field of a `.searchable` this modifier is applied
    /// outside of: `value` while the field has focus, focusing it when set to `value`.
    public nonisolated func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        environment(\.searchFocus, SearchFocus(binding, equals: value))
    }
}

/// The focus state `.searchFocused` ties to a search field.
struct SearchFocus: @unchecked Sendable {
    // @unchecked Sendable: made by a nonisolated modifier and read only on the loop, in
    // the search field's body, like the focus state's binding it holds.
    private let target: any SearchFocusTarget

    nonisolated init<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) {
        target = FocusStateTarget(binding: binding, value: value)
    }

    /// `field`, focused as the state says.
    @MainActor func focused(_ field: TextField) -> AnyView { target.focused(field) }
}

private protocol SearchFocusTarget {
    @MainActor func focused(_ field: TextField) -> AnyView
}

private struct FocusStateTarget<V: Hashable>: SearchFocusTarget {
    let binding: FocusState<V>.Binding
    let value: V

    @MainActor func focused(_ field: TextField) -> AnyView { AnyView(field.focused(binding, equals: value)) }
}

private struct SearchFocusKey: EnvironmentKey {
    static let defaultValue: SearchFocus? = nil
}

extension EnvironmentValues {
    /// The focus state `.searchFocused` ties to the search field below, if any.
    var searchFocus: SearchFocus? {
        get { self[SearchFocusKey.self] }
        set { self[SearchFocusKey.self] = newValue }
    }
}
