@_spi(Machinery) import ClockworkCore

private struct LabelsVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The labels visibility set by `labelsHidden()` and `labelsVisibility(_:)`: whether
    /// toggles, pickers, sliders and steppers show their labels.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// Whether the controls here leave their labels out.
    var hidesControlLabels: Bool { labelsVisibility == .hidden }
}

extension View {
    /// Hides the labels of any controls contained within this view.
    ///
    /// A toggle, picker, slider or stepper is drawn without its label, which still names it
    /// for accessibility and for the input socket's targets.
    public nonisolated func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }

    /// Controls the visibility of labels of any controls contained within this view.
    public nonisolated func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}

extension ViewNode {
    /// Appends the children's items with child 0, a control's label, left out when
    /// `labelHidden` (it draws nothing, and a change inside it rebuilds the list).
    func appendControlChildrenDisplayItems(paint: Paint, labelHidden: Bool, to items: inout DisplayListBuilder) {
        guard labelHidden, let label = children.first else { return appendChildrenDisplayItems(paint: paint, to: &items) }
        label.skipDisplayItems(at: items.position)
        for child in children.dropFirst() { child.appendDisplayItems(paint: paint, to: &items) }
        if !graph.departures.isEmpty { graph.appendDepartingItems(of: self, paint: paint, to: &items) }
    }
}
