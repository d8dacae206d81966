@_spi(Machinery) import ClockworkCore

/// A representation of an action sheet presentation: the deprecated way to describe a
/// confirmation dialog, shown by `.actionSheet(isPresented:content:)` as the dialog of its
/// title, message and buttons across the bottom of the surface.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet with the provided buttons (a lone Cancel unless given others).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button representing an operation of an action sheet presentation: an alert's.
    public typealias Button = Alert.Button

    /// The sheet's buttons, as a dialog's actions.
    @MainActor var actions: some View {
        ForEach(buttons.indices, id: \.self) { buttons[$0].view }
    }
}

extension View {
    /// Presents an action sheet while `isPresented` is true; each of its buttons, the
    /// socket's `back` and the Escape key dismiss it.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentAlert(sheet.title, isPresented: isPresented, isDialog: true, showsTitle: true,
                            actions: { sheet.actions }, message: { sheet.message })
    }

    /// Presents an action sheet made from `item` while it is not `nil`; dismissing it sets
    /// it back to `nil`.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return presentAlert(sheet?.title ?? Text(""), isPresented: isPresented, isDialog: true, showsTitle: true, data: sheet,
                            actions: { $0.actions }, message: { $0.message })
    }
}
