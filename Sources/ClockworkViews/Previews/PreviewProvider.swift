@_spi(Machinery) import ClockworkCore

/// A type that produces view previews, as SwiftUI code written before `#Preview` does.
///
/// `clockwork preview` finds the providers of a target in its sources and lists and draws
/// their previews beside the `#Preview`s; a daemon never runs them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder static var previews: Self.Previews { get }
}
