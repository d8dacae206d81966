@_spi(Machinery) import ClockworkCore

/// Whether a part of a view shows: a confirmation dialog's title, for one.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the platform decides (a dialog's title is hidden).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
