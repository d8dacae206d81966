@_spi(Machinery) import ClockworkCore

/// What an alert or a confirmation dialog shows: its title, its message, and its actions
/// (an alert's in a row, "OK" when it has none; a dialog's in a column). Each of its
/// buttons dismisses it after its action.
struct AlertBox<Actions: View, Message: View>: View {
    let title: Text
    let showsTitle: Bool
    let actions: Actions
    let message: Message
    let isDialog: Bool

    var body: some View {
        VStack(spacing: 1) {
            if showsTitle { title.bold() }
            message.foregroundStyle(.secondary).multilineTextAlignment(.center)
            if isDialog {
                VStack(spacing: 0) { actions }
            } else if Actions.self == EmptyView.self {
                Button("OK") {}
            } else {
                HStack(spacing: 3) { actions }
            }
        }
    }
}
