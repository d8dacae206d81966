@_spi(Machinery) import ClockworkCore

/// Defines the implementation of all gauge instances within a view hierarchy. Set with
/// `View/gaugeStyle(_:)`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View

    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge, as a ``GaugeStyle`` receives them.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label {
        let part: any View
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel {
        let part: any View
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel {
        let part: any View
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel {
        let part: any View
    }

    /// A type-erased label describing a specific value of a gauge.
    public struct MarkedValueLabel {
        let part: any View
    }

    /// The current value of the gauge, between 0 and 1.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: Label
    /// A view that describes the current value, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// A view that describes the minimum of the range, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// A view that describes the maximum of the range, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The labels of specific values.
    public var markedValueLabels: MarkedValueLabel

    /// The configuration of `gauge`: its parts, each present unless it is an `EmptyView`.
    @MainActor
    init<L: View, C: View, B: View, M: View>(_ gauge: Gauge<L, C, B, M>) {
        value = gauge.fraction
        label = Label(showing: gauge.label)
        currentValueLabel = C.self == EmptyView.self ? nil : CurrentValueLabel(showing: gauge.currentValueLabel)
        minimumValueLabel = B.self == EmptyView.self ? nil : MinimumValueLabel(showing: gauge.minimumValueLabel)
        maximumValueLabel = B.self == EmptyView.self ? nil : MaximumValueLabel(showing: gauge.maximumValueLabel)
        markedValueLabels = MarkedValueLabel(showing: gauge.markedValueLabels)
    }
}

extension GaugeStyleConfiguration.Label: View, StylePlaceholder {}
extension GaugeStyleConfiguration.CurrentValueLabel: View, StylePlaceholder {}
extension GaugeStyleConfiguration.MinimumValueLabel: View, StylePlaceholder {}
extension GaugeStyleConfiguration.MaximumValueLabel: View, StylePlaceholder {}
extension GaugeStyleConfiguration.MarkedValueLabel: View, StylePlaceholder {}

/// How the built-in gauge styles draw: the meter, and a tint of the style's own.
struct GaugeLook: Equatable {
    var meter: MeterLook.Style
    var tint: Color?
}

/// A gauge style the gauge draws itself.
@MainActor
protocol BuiltinGaugeStyle {
    nonisolated var look: GaugeLook { get }
}

extension BuiltinGaugeStyle {
    /// The gauge drawn the built-in way this style names, from a configuration.
    func builtinBody(_ configuration: GaugeStyleConfiguration) -> Gauge<AnyView, AnyView, AnyView, AnyView> {
        var gauge = Gauge(value: configuration.value, label: { AnyView(configuration.label) },
                          currentValueLabel: { AnyView(configuration.currentValueLabel) },
                          minimumValueLabel: { AnyView(configuration.minimumValueLabel) },
                          maximumValueLabel: { AnyView(configuration.maximumValueLabel) },
                          markedValueLabels: { AnyView(configuration.markedValueLabels) })
        gauge.look = look
        return gauge
    }
}

/// The default gauge style: a linear bar filled up to the value.
public struct DefaultGaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    nonisolated var look: GaugeLook { GaugeLook(meter: .capacity) }
    /// The gauge drawn as a bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension DefaultGaugeStyle: GaugeStyle, BuiltinGaugeStyle {}

/// A gauge style that displays a bar that fills from leading to trailing edges as the
/// value increases.
public struct LinearCapacityGaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    nonisolated var look: GaugeLook { GaugeLook(meter: .capacity) }
    /// The gauge drawn as a bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension LinearCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {}

/// A gauge style that displays bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
public struct AccessoryLinearGaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    nonisolated var look: GaugeLook { GaugeLook(meter: .marker) }
    /// The gauge drawn as a bar with a marker.
    @MainActor public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension AccessoryLinearGaugeStyle: GaugeStyle, BuiltinGaugeStyle {}

/// A gauge style that displays bar that fills from leading to trailing edges as the value
/// increases.
public struct AccessoryLinearCapacityGaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    nonisolated var look: GaugeLook { GaugeLook(meter: .capacity) }
    /// The gauge drawn as a bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {}

/// A gauge style that displays an open ring with a marker that appears at a point along
/// the ring to indicate the gauge's current value.
public struct AccessoryCircularGaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    nonisolated var look: GaugeLook { GaugeLook(meter: .dial) }
    /// The gauge drawn as a ring with a marker.
    @MainActor public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension AccessoryCircularGaugeStyle: GaugeStyle, BuiltinGaugeStyle {}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value.
public struct AccessoryCircularCapacityGaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    nonisolated var look: GaugeLook { GaugeLook(meter: .ring) }
    /// The gauge drawn as a filling ring.
    @MainActor public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {}

/// A gauge style that displays an open ring with a marker that appears at a point along
/// the ring to indicate the gauge's current value, drawn in its own tint if given one.
public struct CircularGaugeStyle {
    private let tint: Color?

    /// Creates a circular gauge.
    public init() {
        tint = nil
    }

    /// Creates a circular gauge that draws with a specified color.
    public init(tint: Color) {
        self.tint = tint
    }

    nonisolated var look: GaugeLook { GaugeLook(meter: .dial, tint: tint) }
    /// The gauge drawn as a ring with a marker.
    @MainActor public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension CircularGaugeStyle: GaugeStyle, BuiltinGaugeStyle {}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge style.
    public nonisolated static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills as the value increases.
    public nonisolated static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays a bar with a marker at the value.
    public nonisolated static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays a bar filled up to the value.
    public nonisolated static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the value.
    public nonisolated static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring filled up to the value.
    public nonisolated static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the value.
    public nonisolated static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

/// Makes a gauge's body with a ``GaugeStyle``.
enum GaugeStyleAdapter<S: GaugeStyle> {
    @MainActor static func body(of style: S, for configuration: GaugeStyleConfiguration) -> S.Body {
        style.makeBody(configuration: configuration)
    }

    static func resetStyle(in environment: inout EnvironmentValues) {
        environment.gaugeStyle = .builtin(GaugeLook(meter: .capacity))
    }
}

extension GaugeStyleAdapter: StyleAdapter {}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: StyleChoice<GaugeStyleConfiguration, GaugeLook> { .builtin(GaugeLook(meter: .capacity)) }
}

extension EnvironmentValues {
    /// The style of the gauges below (`View/gaugeStyle(_:)`).
    var gaugeStyle: StyleChoice<GaugeStyleConfiguration, GaugeLook> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, .choosing(style, GaugeStyleAdapter<S>.self, builtin: (style as? BuiltinGaugeStyle)?.look))
    }
}
