@_spi(Machinery) import ClockworkCore

/// A representation of an alert presentation: the deprecated way to describe an alert,
/// shown by `.alert(isPresented:content:)` as the alert of its title, message and buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button representing an operation of an alert presentation.
    public struct Button {
        enum Kind {
            case `default`, cancel, destructive
        }

        let kind: Kind
        let label: Text
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        public nonisolated static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(kind: .default, label: label, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        public nonisolated static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(kind: .cancel, label: label, action: action)
        }

        /// Creates an alert button that indicates cancellation, labelled "Cancel".
        public nonisolated static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(kind: .cancel, label: Text("Cancel"), action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        public nonisolated static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(kind: .destructive, label: label, action: action)
        }

        /// The button as the alert shows it.
        @MainActor var view: some View {
            ClockworkViews.Button(role: kind == .destructive ? .destructive : kind == .cancel ? .cancel : nil) { action?() } label: { label }
        }
    }

    /// The alert's buttons, as an alert's actions.
    @MainActor var actions: some View {
        ForEach(buttons.indices, id: \.self) { buttons[$0].view }
    }
}

extension View {
    /// Presents an alert to the user while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentAlert(alert.title, isPresented: isPresented, isDialog: false, showsTitle: true,
                            actions: { alert.actions }, message: { alert.message })
    }

    /// Presents an alert to the user made from `item` while it is not `nil`; dismissing it
    /// sets it back to `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return presentAlert(alert?.title ?? Text(""), isPresented: isPresented, isDialog: false, showsTitle: true, data: alert,
                            actions: { $0.actions }, message: { $0.message })
    }
}
