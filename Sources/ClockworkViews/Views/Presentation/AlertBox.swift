@_spi(Machinery) import ClockworkCore

/// What an alert or a confirmation dialog shows: its title, its message, and its actions
/// (an alert's in a row, "OK" when it has none; a dialog's in a column). Each of its
/// buttons dismisses it after its action. In points an alert is iOS's (``pointAlert``).
struct AlertBox<Actions: View, Message: View>: View {
    let title: Text
    let showsTitle: Bool
    let actions: Actions
    let message: Message
    let isDialog: Bool

    var body: some View {
        if isDialog {
            cellBox
        } else {
            MediumChoice { pointAlert } cells: { cellBox }
        }
    }

    /// iOS's alert, laid out in points: 270 points wide, the title in the headline font
    /// and the message in footnote, centred, over a hairline and the actions in a row of
    /// 44-point buttons sharing the width.
    private var pointAlert: some View {
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                if showsTitle { title.font(.headline) }
                message.font(.footnote).multilineTextAlignment(.center)
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16).padding(.top, 19).padding(.bottom, 17)
            Divider()
            HStack(spacing: 0) {
                if Actions.self == EmptyView.self { Button("OK") {} } else { actions }
            }
            .buttonStyle(AlertActionStyle())
        }
        .frame(width: 270)
    }

    /// The terminal's box: the lines one under another, the actions in a row.
    private var cellBox: some View {
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

/// An alert's action in points: as wide as its share of the row, 44 points tall, its
/// label in the tint (red for a destructive role), faded while pressed.
private struct AlertActionStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .frame(maxWidth: .infinity, minHeight: 44)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
