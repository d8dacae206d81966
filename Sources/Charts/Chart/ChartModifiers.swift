import ClockworkCore
import ClockworkViews
import Foundation

extension View {
    /// Sets the x scale's domain of the charts in this view, and how it maps values.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartScale(\.x, domain: domain._domain.kind, range: nil, type: type)
    }

    /// Sets the x scale's domain, the part of the plot it uses, and how it maps values.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.x, domain: domain._domain.kind, range: range, type: type)
    }

    /// Sets the part of the plot the x scale uses.
    public func chartXScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.x, domain: nil, range: range, type: type)
    }

    /// Sets how the x scale maps values.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartScale(\.x, domain: nil, range: nil, type: type)
    }

    /// Sets the y scale's domain of the charts in this view, and how it maps values.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartScale(\.y, domain: domain._domain.kind, range: nil, type: type)
    }

    /// Sets the y scale's domain, the part of the plot it uses, and how it maps values.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.y, domain: domain._domain.kind, range: range, type: type)
    }

    /// Sets the part of the plot the y scale uses.
    public func chartYScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.y, domain: nil, range: range, type: type)
    }

    /// Sets how the y scale maps values.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartScale(\.y, domain: nil, range: nil, type: type)
    }

    private func chartScale(_ axis: WritableKeyPath<ChartSettings, ChartAxisSettings>, domain: _ScaleDomainValue.Kind?,
                            range: PositionScaleRange?, type: ScaleType?) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            if let domain { settings[keyPath: axis].domain = domain }
            if let range { settings[keyPath: axis].range = range }
            if let type { settings[keyPath: axis].type = type }
        }
    }

    /// Draws the x axis with `content`'s marks in place of the default ones.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var marks: [AxisMarksSpec] = []
        content()._collect(into: &marks)
        return transformEnvironment(\.chartSettings) { $0.x.marks = marks }
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.x.visibility = visibility }
    }

    /// Draws the y axis with `content`'s marks in place of the default ones.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var marks: [AxisMarksSpec] = []
        content()._collect(into: &marks)
        return transformEnvironment(\.chartSettings) { $0.y.marks = marks }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.y.visibility = visibility }
    }

    /// Titles the x axis with `label`.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.x, AnyView(Text(label)), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the x axis with `label`.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.x, AnyView(Text(label)), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the x axis with `label`.
    public func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.x, AnyView(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the x axis with a view.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        chartAxisTitle(\.x, AnyView(content()), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the y axis with `label`.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.y, AnyView(Text(label)), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the y axis with `label`.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.y, AnyView(Text(label)), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the y axis with `label`.
    public func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.y, AnyView(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the y axis with a view.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        chartAxisTitle(\.y, AnyView(content()), position: position, alignment: alignment, spacing: spacing)
    }

    private func chartAxisTitle(_ axis: WritableKeyPath<ChartSettings, ChartAxisSettings>, _ content: AnyView,
                                position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?) -> some View {
        let title = ChartAxisTitle(content: content, position: position, alignment: alignment, spacing: spacing.map(Double.init))
        return transformEnvironment(\.chartSettings) { $0[keyPath: axis].title = title }
    }

    /// Shows or hides the legend of the charts in this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartSettings) { $0.legend.visibility = visibility }
    }

    /// Places the legend: at `position` (the bottom by default), aligned by `alignment`,
    /// `spacing` away from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> some View {
        transformEnvironment(\.chartSettings) { legend in
            legend.legend.position = position
            legend.legend.alignment = alignment
            legend.legend.spacing = spacing.map(Double.init)
        }
    }

    /// Shows `content` as the legend, placed as ``chartLegend(position:alignment:spacing:)`` says.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                           spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return transformEnvironment(\.chartSettings) { legend in
            legend.legend.position = position
            legend.legend.alignment = alignment
            legend.legend.spacing = spacing.map(Double.init)
            legend.legend.content = view
            legend.legend.visibility = .visible
        }
    }

    /// Styles the plot area, the part of the chart the marks are drawn in:
    /// `.chartPlotStyle { plot in plot.background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        transformEnvironment(\.chartSettings) { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// Colors the series named by `.foregroundStyle(by:)` as `mapping` says, in its order.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let scale = mapping.map { ($0.key.plotValue, $0.value.paintStyle) }
        return transformEnvironment(\.chartSettings) { $0.styleScale = scale }
    }

    /// Colors the series in `domain` with the styles of `range`, in order.
    public func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(domain: Domain, range: [S],
                                                                              type: ScaleType? = nil) -> some View {
        let styles = range.map(\.paintStyle)
        let scale: [(PlotValue, PaintStyle)]? = if case .categories(let values) = domain._domain.kind, !styles.isEmpty {
            values.enumerated().map { ($0.element, styles[$0.offset % styles.count]) }
        } else {
            nil
        }
        return transformEnvironment(\.chartSettings) { settings in
            if let scale { settings.styleScale = scale } else { settings.styleRange = styles }
        }
    }

    /// Colors the series with the styles of `range`, in the order the series appear.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map(\.paintStyle)
        return transformEnvironment(\.chartSettings) { $0.styleRange = styles }
    }

    /// Marks the series named by `.symbol(by:)` with the symbols `mapping` gives them.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let scale = mapping.map { ($0.key.plotValue, ChartSymbol($0.value)) }
        return transformEnvironment(\.chartSettings) { $0.symbolScale = scale }
    }
}
