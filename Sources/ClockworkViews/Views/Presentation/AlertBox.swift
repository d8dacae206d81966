@_spi(Machinery) import ClockworkCore

/// What an alert or a confirmation dialog shows: its title, its message, and its actions
/// (an alert's in a row, "OK" when it has none; a dialog's in a column). Each of its
/// buttons dismisses it after its action. In points an alert is iOS's (``pointAlert``).
struct AlertBox<Actions: View, Message: View> {
    let title: Text
    let showsTitle: Bool
    let actions: Actions
    let message: Message
    let isDialog: Bool

    @Environment(\.colorScheme) private var colorScheme

    @ViewBuilder @MainActor var body: some View {
        if isDialog {
            MediumChoice { pointDialog } cells: { cellBox }
        } else {
            MediumChoice { pointAlert } cells: { cellBox }
        }
    }

    /// The fill of iOS's alert card and of a dialog's card of actions.
    static func cardColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(white: 0.17) : Color(white: 0.95)
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

    /// iOS's confirmation dialog, laid out in points: a card with the title in semibold
    /// footnote and the message in footnote, both secondary and centred, over the actions
    /// in 57-point rows parted by hairlines; below it, 8 points apart, the cancel action on
    /// a card of its own, in semibold. Corners of 14.
    private var pointDialog: some View {
        VStack(spacing: 8) {
            VStack(spacing: 0) {
                if showsTitle || Message.self != EmptyView.self {
                    VStack(spacing: 4) {
                        if showsTitle { title.font(.footnote.weight(.semibold)) }
                        if Message.self != EmptyView.self { message.font(.footnote) }
                    }
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 16).padding(.vertical, 14)
                    .frame(maxWidth: .infinity)
                }
                VStack(spacing: 0) { actions }.buttonStyle(DialogActionStyle(part: .actions))
            }
            .background(Self.cardColor(colorScheme))
            .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            VStack(spacing: 0) { actions }.buttonStyle(DialogActionStyle(part: .cancel))
        }
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

extension AlertBox: View {}

/// An alert's action in points: as wide as its share of the row, 44 points tall, its
/// label in the tint (red for a destructive role, semibold for the cancel one), faded
/// while pressed.
private struct AlertActionStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .fontWeight(configuration.role == .cancel ? .semibold : nil)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .frame(maxWidth: .infinity, minHeight: 44)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension AlertActionStyle: ButtonStyle {}

/// A confirmation dialog's action in points: on the card of actions, every action but the
/// cancel one, each under a hairline, 57 points tall, its label in the title 3 font in the
/// tint (red for a destructive role); on the card below, the cancel action alone, in
/// semibold on a card of its own. The other card's actions draw nothing.
private struct DialogActionStyle {
    enum Part {
        case actions, cancel
    }

    let part: Part
    @Environment(\.colorScheme) private var colorScheme

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> some View {
        let isCancel = configuration.role == .cancel
        if part == .actions, !isCancel {
            VStack(spacing: 0) {
                Divider()
                configuration.label
                    .font(.title3)
                    .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
                    .frame(maxWidth: .infinity, minHeight: 57)
            }
            .opacity(configuration.isPressed ? 0.5 : 1)
        } else if part == .cancel, isCancel {
            configuration.label
                .font(.title3.weight(.semibold))
                .foregroundStyle(Color.accentColor)
                .frame(maxWidth: .infinity, minHeight: 57)
                .background(colorScheme == .dark ? Color(white: 0.11) : Color.white)
                .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }
}

extension DialogActionStyle: ButtonStyle {}
