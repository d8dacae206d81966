@_spi(Machinery) import ClockworkCore

extension View {
    /// Presents a confirmation dialog while `isPresented` is true: its actions in a column across
    /// the bottom of the surface, taking the input. Each action dismisses it; so does the socket's
    /// `back` or the Escape key.
    public nonisolated func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, actions: actions) { EmptyView() }
    }

    /// Presents a confirmation dialog with a message under its title while `isPresented` is true.
    public nonisolated func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, actions: actions, message: message)
    }

    /// Presents a confirmation dialog made from `data` while `isPresented` is true and `data` is not nil.
    public nonisolated func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, data: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents a confirmation dialog with a message, both made from `data`, while `isPresented` is true
    /// and `data` is not nil.
    public nonisolated func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, data: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog while `isPresented` is true: its actions in a column across
    /// the bottom of the surface, taking the input. Each action dismisses it; so does the socket's
    /// `back` or the Escape key.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, actions: actions) { EmptyView() }
    }

    /// Presents a confirmation dialog with a message under its title while `isPresented` is true.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, actions: actions, message: message)
    }

    /// Presents a confirmation dialog made from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, data: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents a confirmation dialog with a message, both made from `data`, while `isPresented` is true
    /// and `data` is not nil.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, data: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog while `isPresented` is true: its actions in a column across
    /// the bottom of the surface, taking the input. Each action dismisses it; so does the socket's
    /// `back` or the Escape key.
    public nonisolated func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, actions: actions) { EmptyView() }
    }

    /// Presents a confirmation dialog with a message under its title while `isPresented` is true.
    public nonisolated func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, actions: actions, message: message)
    }

    /// Presents a confirmation dialog made from `data` while `isPresented` is true and `data` is not nil.
    public nonisolated func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, data: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents a confirmation dialog with a message, both made from `data`, while `isPresented` is true
    /// and `data` is not nil.
    public nonisolated func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: true, showsTitle: titleVisibility == .visible, data: data, actions: actions, message: message)
    }
}
