@_spi(Machinery) import ClockworkCore

/// Presents a view while there is one to present: what `.sheet`, `.fullScreenCover`,
/// `.alert` and `.confirmationDialog` have in common. The presented view is built where
/// the modifier is (so it reads the binding, and the view depends on it) and shown by the
/// graph's `PresentationRoot` with this view's environment, plus a `dismiss` that sets
/// the binding back.
struct PresentationModifier<Presented: View>: BuiltinModifier {
    let placement: Presentation.Placement
    /// The view presented now; `nil` while nothing is.
    let presented: Presented?
    /// Tells one presented item from the next (`sheet(item:)`): a new one starts afresh.
    let identity: AnyHashable?
    /// Sets the binding back: what dismissing does.
    let dismiss: () -> Void
    /// Runs once the presentation is gone.
    let onDismiss: (() -> Void)?
    /// Whether each button in the presented view dismisses it after its action (alerts and
    /// dialogs).
    let buttonsDismiss: Bool

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { PresentingContent(view) }
}

/// The presented view's identity among the root's children: its presenter and its item.
private struct PresentedIdentity: Hashable {
    let source: ObjectIdentifier
    let item: AnyHashable?
}

@MainActor
private final class PresentingContent<Content: View, Presented: View>: ModifierContent<Content, PresentationModifier<Presented>> {
    private var isPresenting = false
    /// The presented view's environment, made from this node's (kept while that is the same,
    /// so the presented views are not updated for an equal one).
    private var presentedEnvironment: (base: EnvironmentValues, derived: EnvironmentValues)?

    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        super.update(node)
        let presentations = node.graph.presentations
        let source = ObjectIdentifier(node)
        guard let presented = modifier.presented else {
            guard isPresenting else { return }
            isPresenting = false
            presentations.withdraw(source)
            modifier.onDismiss?()
            return
        }
        isPresenting = true
        let environment = environment(for: node)
        let identity = PresentedIdentity(source: source, item: modifier.identity)
        let placement = modifier.placement
        let card = PresentedCard(placement: placement, content: presented)
        presentations.present(Presentation(presenter: node, placement: placement, reconcile: { root, index in
            root.reconcileChild(at: index, with: card, id: identity, environment: environment)
        }, dismiss: modifier.dismiss))
    }

    override func unmount(_ node: ViewNode) {
        if isPresenting { node.graph.presentations.withdraw(ObjectIdentifier(node)) }
        super.unmount(node)
    }

    private func environment(for node: ViewNode) -> EnvironmentValues {
        if let cached = presentedEnvironment, cached.base.isSame(as: node.environment) { return cached.derived }
        var derived = node.environment
        let dismiss = DismissAction(owner: self) { [unowned self] in modifier.dismiss() }
        derived.dismiss = dismiss
        derived.isPresented = true
        if modifier.buttonsDismiss {
            // A menu opened from a menu: choosing in it closes both.
            let outer = modifier.placement == .menu ? node.environment.dismissAfterAction : nil
            derived.dismissAfterAction = outer.map { outer in
                DismissAction(owner: self) { [unowned self] in
                    modifier.dismiss()
                    outer()
                }
            } ?? dismiss
        }
        presentedEnvironment = (node.environment, derived)
        return derived
    }
}

/// A presented view on its card: on a terminal a sheet fills the card from its top, an
/// alert or a dialog is a box of its own size, each opaque and bordered over what it
/// covers. In points they are iOS's, over what they cover dimmed (``dimming``): a sheet a
/// card 10 points below the top (or as tall as its detent, `presentationDetents(_:)`, from
/// the bottom) with its upper corners rounded 10 points, its content centred on it; an
/// alert a card in the middle with corners of 14 (``AlertBox``); a dialog its cards across
/// the bottom, 8 points from the edges.
struct PresentedCard<Content: View> {
    let placement: Presentation.Placement
    let content: Content
    @Environment(\.colorScheme) private var colorScheme
    /// What the sheet's content asks of its card (`presentationDetents(_:)`).
    @State private var detents = SheetDetents()

    private var card: Color { colorScheme == .dark ? Color(white: 0.11) : .white }

    /// What iOS lays over the views a sheet, an alert or a dialog covers.
    static var dimming: Color { Color.black.opacity(0.2) }

    @ViewBuilder @MainActor var body: some View {
        switch placement {
        case .fullScreen:
            content.frame(maxWidth: .infinity, maxHeight: .infinity).background(card)
        case .sheet:
            MediumChoice {
                GeometryReader { proxy in
                    let height = detents.current(in: proxy.size.height, gap: 10).height(in: proxy.size.height, gap: 10)
                    ZStack(alignment: .bottom) {
                        Self.dimming
                        content.frame(maxWidth: .infinity, maxHeight: .infinity)
                            .background(card)
                            .overlay(alignment: .top) {
                                if detents.showsGrabber {
                                    Capsule().fill(Color(uiColor: .tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
                                }
                            }
                            .clipShape(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 10, topTrailing: 10)))
                            .frame(height: height)
                    }
                }
                .onPreferenceChange(SheetDetentsKey.self) { detents = $0 }
            } cells: {
                content.padding(1).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).background(card).border(Color.secondary)
            }
        case .alert:
            MediumChoice {
                ZStack {
                    Self.dimming
                    content.background(AlertBox<EmptyView, EmptyView>.cardColor(colorScheme))
                        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
                }
            } cells: {
                content.padding(1).background(card).border(Color.secondary)
            }
        case .dialog:
            MediumChoice {
                ZStack(alignment: .bottom) {
                    Self.dimming
                    content.padding(8)
                }
            } cells: {
                content.padding(1).background(card).border(Color.secondary)
            }
        case .menu:
            content.padding(1).background(card).border(Color.secondary)
        case .keyboard:
            content.background(card)
        }
    }
}

extension PresentedCard: View {}
