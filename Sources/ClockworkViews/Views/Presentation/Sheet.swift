@_spi(Machinery) import ClockworkCore

extension View {
    /// Presents a sheet while `isPresented` is true: `content` on a card over the surface,
    /// taking the input until it is dismissed (the binding set to false, the presented
    /// view's `dismiss`, the socket's `back`, the Escape key). `onDismiss` runs after.
    public nonisolated func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        present(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil; a different item (by its id)
    /// replaces the sheet with a new one. Dismissing sets the binding to nil.
    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        present(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole surface while `isPresented` is true.
    public nonisolated func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        present(.fullScreen, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for `item` over the whole surface while it is not nil.
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        present(.fullScreen, item: item, onDismiss: onDismiss, content: content)
    }

    nonisolated private func present<Content: View>(
        _ placement: Presentation.Placement, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: () -> Content
    ) -> some View {
        modifier(PresentationModifier(
            placement: placement, presented: isPresented.wrappedValue ? content() : nil, identity: nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, buttonsDismiss: false))
    }

    nonisolated private func present<Item: Identifiable, Content: View>(
        _ placement: Presentation.Placement, item: Binding<Item?>, onDismiss: (() -> Void)?, content: (Item) -> Content
    ) -> some View {
        let shown = item.wrappedValue
        return modifier(PresentationModifier(
            placement: placement, presented: shown.map(content), identity: shown.map { AnyHashable($0.id) },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss, buttonsDismiss: false))
    }
}
