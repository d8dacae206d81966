@_spi(Machinery) import ClockworkCore

/// Menu bar commands of a Mac app, as `.commands { … }` lists them. A daemon has no menu
/// bar: commands are accepted and shown nowhere. (A panel's own actions are buttons, or
/// `keyboardShortcut(_:)` on a view, which a daemon's keys do reach.)
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands that make up this group.
    associatedtype Body: Commands

    /// The commands this group is made of.
    @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Built-in commands have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in command group and has no body") }
}

/// No commands.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    /// No commands.
    nonisolated public init() {}
}

/// Several command groups, as a `CommandsBuilder` block lists them. Its conformance is
/// declared apart so that the nonisolated builder can make one.
public struct _TupleCommands<each Part: Commands> {
    let parts: (repeat each Part)
}

extension _TupleCommands: Commands {
    public typealias Body = Never
}

/// A result builder for the commands of `.commands { … }`.
@resultBuilder
public struct CommandsBuilder {
    /// An empty block: no commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// A block of one command group.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// A block of several command groups.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(parts: (repeat each content))
    }
}

/// Where in a Mac app's menus a `CommandGroup` goes: beside, before or instead of the
/// system's group at this place.
public struct CommandGroupPlacement: Sendable, Hashable {
    private let name: String
    /// The About item.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The Settings item.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The system services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding the app and other apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New and Open.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Save and Save As.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Editing text.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Formatting text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar's items.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar's items.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Choosing a window.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Sizing windows.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// A group of commands in a Mac app's menus: shown nowhere on a daemon (see ``Commands``).
public struct CommandGroup<Content: View> {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let content: Content

    /// Commands that take the place of the system's group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Commands after the system's group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Commands before the system's group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }
}

extension CommandGroup: Commands {}

/// A menu of its own in a Mac app's menu bar: shown nowhere on a daemon (see ``Commands``).
public struct CommandMenu<Content: View> {
    public typealias Body = Never
    /// The menu's name.
    public let name: Text
    let content: Content

    /// A menu named `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu named with the localized `nameKey`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu named `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }
}

extension CommandMenu: Commands {}

/// The system's commands for showing and hiding a sidebar.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    /// The sidebar's commands.
    public init() {}
}

/// The system's commands for showing and customizing a toolbar.
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    /// The toolbar's commands.
    public init() {}
}

/// The system's commands for editing text.
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    /// The text editing commands.
    public init() {}
}

private struct SceneChange<Value: Equatable>: SceneContentModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    func apply<Content: View>(to content: Content) -> AnyView {
        AnyView(content.onChange(of: value, initial: initial) { old, new in action(old, new) })
    }
}

extension Scene {
    /// Adds `content` to a Mac app's menus: a daemon has no menu bar, so the scene is as it
    /// was (see ``Commands``).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }

    /// Removes the system's commands from a Mac app's menus: a daemon has none, so the
    /// scene is as it was.
    public func commandsRemoved() -> some Scene { self }

    /// The keyboard shortcut that opens a Mac app's scene: a daemon's one scene is always
    /// open, so the scene is as it was.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization = .automatic) -> some Scene { self }

    /// The keyboard shortcut that opens a Mac app's scene: as
    /// ``keyboardShortcut(_:modifiers:localization:)``.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene { self }

    /// Runs `action` with the old and new values when `value` changes, as the same modifier
    /// on a view does (the scene's content carries it).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        ModifiedScene(content: self, modifier: SceneChange(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes, as the same modifier on a view does.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        ModifiedScene(content: self, modifier: SceneChange(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes (iOS 14's form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        ModifiedScene(content: self, modifier: SceneChange(value: value, initial: false) { _, new in action(new) })
    }
}
