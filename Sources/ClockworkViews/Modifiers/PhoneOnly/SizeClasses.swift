@_spi(Machinery) import ClockworkCore

/// How much room a dimension of the interface has, as SwiftUI tells a phone's (`.compact`)
/// from a tablet's (`.regular`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: a phone's width, or a phone's height in landscape.
    case compact
    /// Ample room.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class of the interface. A daemon's screen is a panel, not a
    /// phone: `.regular`, unless a view sets `.environment(\.horizontalSizeClass, .compact)`
    /// to lay out what is below it as on a phone.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the interface: `.regular` on a daemon's screen, as
    /// ``horizontalSizeClass`` says.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
