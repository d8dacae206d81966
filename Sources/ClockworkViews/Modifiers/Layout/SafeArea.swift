@_spi(Machinery) import ClockworkCore

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The regions' bits.
    public let rawValue: UInt

    /// Creates a set of regions from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Expands the view out of its safe area. A daemon's surface has no safe area (no
    /// bars, notches or software keyboard to keep clear of), so every view already fills
    /// what it is given: the view is returned as it is.
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas: as
    /// ``ignoresSafeArea(_:edges:)``, nothing to extend past on a daemon's surface.
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}
