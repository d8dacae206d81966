/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits' bits.
    public let rawValue: UInt32

    /// A set of traits from their raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The accessibility element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The accessibility element causes an automatic page turn when finished reading.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// Each trait's name, in bit order, for dumps and the wire.
    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"),
        (.isStaticText, "staticText"), (.isSummaryElement, "summaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"), (.isToggle, "toggle"),
    ]

    /// The names of the traits in the set, in bit order.
    public var names: [String] { Self.names.filter { contains($0.0) }.map(\.1) }
}

/// Defines the behavior for the child elements of the new parent accessibility element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    let kind: Kind

    /// The children are hidden; the new element stands for them and has no label unless
    /// given one.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements, inside the new one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children are merged into the new element: their labels joined into its label.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The action's name: `default`, `escape`, `magicTap`, or a custom action's.
    let name: String

    /// The value that represents the default accessibility action: what tapping the
    /// element does.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents a magic tap accessibility action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    package init(name: String) {
        self.name = name
    }
}
