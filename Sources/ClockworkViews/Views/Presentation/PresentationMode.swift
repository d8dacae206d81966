@_spi(Machinery) import ClockworkCore

/// An indication whether a view is currently presented by another view: the deprecated
/// form of `\.isPresented` and `\.dismiss`.
public struct PresentationMode {
    /// Indicates whether a view is currently presented.
    public let isPresented: Bool
    private let dismissAction: DismissAction

    init(isPresented: Bool, dismissAction: DismissAction) {
        self.isPresented = isPresented
        self.dismissAction = dismissAction
    }

    /// Dismisses the view if it is currently presented.
    @MainActor
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this
    /// environment: `presentationMode.wrappedValue.dismiss()` dismisses it.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
