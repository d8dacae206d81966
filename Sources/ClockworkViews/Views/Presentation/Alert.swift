@_spi(Machinery) import ClockworkCore

extension View {
    /// Presents an alert while `isPresented` is true: its title, and its actions in a row ("OK"
    /// when there are none), in a box over the surface that takes the input. Each action dismisses
    /// it.
    public nonisolated func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: false, showsTitle: true, actions: actions) { EmptyView() }
    }

    /// Presents an alert with a message under its title while `isPresented` is true.
    public nonisolated func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: false, showsTitle: true, actions: actions, message: message)
    }

    /// Presents an alert made from `data` while `isPresented` is true and `data` is not nil.
    public nonisolated func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: false, showsTitle: true, data: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents an alert with a message, both made from `data`, while `isPresented` is true
    /// and `data` is not nil.
    public nonisolated func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, isDialog: false, showsTitle: true, data: data, actions: actions, message: message)
    }

    /// Presents an alert while `isPresented` is true: its title, and its actions in a row ("OK"
    /// when there are none), in a box over the surface that takes the input. Each action dismisses
    /// it.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: false, showsTitle: true, actions: actions) { EmptyView() }
    }

    /// Presents an alert with a message under its title while `isPresented` is true.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: false, showsTitle: true, actions: actions, message: message)
    }

    /// Presents an alert made from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: false, showsTitle: true, data: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents an alert with a message, both made from `data`, while `isPresented` is true
    /// and `data` is not nil.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(Text(title), isPresented: isPresented, isDialog: false, showsTitle: true, data: data, actions: actions, message: message)
    }

    /// Presents an alert while `isPresented` is true: its title, and its actions in a row ("OK"
    /// when there are none), in a box over the surface that takes the input. Each action dismisses
    /// it.
    public nonisolated func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: false, showsTitle: true, actions: actions) { EmptyView() }
    }

    /// Presents an alert with a message under its title while `isPresented` is true.
    public nonisolated func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: false, showsTitle: true, actions: actions, message: message)
    }

    /// Presents an alert made from `data` while `isPresented` is true and `data` is not nil.
    public nonisolated func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: false, showsTitle: true, data: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents an alert with a message, both made from `data`, while `isPresented` is true
    /// and `data` is not nil.
    public nonisolated func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentAlert(title, isPresented: isPresented, isDialog: false, showsTitle: true, data: data, actions: actions, message: message)
    }
}

extension View {
    /// The alert or dialog of `title`, `actions` and `message`, presented while
    /// `isPresented` is true.
    nonisolated func presentAlert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, isDialog: Bool, showsTitle: Bool, actions: () -> A, message: () -> M
    ) -> some View {
        let box = isPresented.wrappedValue
            ? AlertBox(title: title, showsTitle: showsTitle, actions: actions(), message: message(), isDialog: isDialog) : nil
        return modifier(PresentationModifier(
            placement: isDialog ? .dialog : .alert, presented: box, identity: nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil, buttonsDismiss: true))
    }

    /// The alert or dialog made from `data`, presented while `isPresented` is true and
    /// `data` is not nil.
    nonisolated func presentAlert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, isDialog: Bool, showsTitle: Bool, data: T?,
        actions: (T) -> A, message: (T) -> M
    ) -> some View {
        let box = isPresented.wrappedValue ? data.map {
            AlertBox(title: title, showsTitle: showsTitle, actions: actions($0), message: message($0), isDialog: isDialog)
        } : nil
        return modifier(PresentationModifier(
            placement: isDialog ? .dialog : .alert, presented: box, identity: nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil, buttonsDismiss: true))
    }
}
