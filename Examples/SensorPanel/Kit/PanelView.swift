import ClockworkCore
import ClockworkViews
import Foundation

/// The status panel: three animated gauges, the sample count, the gauges' last minute as
/// trend charts (when given a history), and controls a person (or `clockwork tap pause`)
/// can drive, held in a ``PanelControls`` model. The label and the alarm switch are
/// settings: they survive a restart.
///
/// The live readings are read only by the views that show them (``Readouts``,
/// ``AlarmBanner``), so a new reading re-evaluates those and leaves the panel's controls
/// alone, as SwiftUI's guidance on extracting subviews has it.
public struct PanelView: View {
    let instruments: Instruments
    let trends: TrendHistory?
    let spacing: Spacing
    @ObservedObject private var controls: PanelControls
    @AppStorage("alarmEnabled") private var storedAlarm = true
    @AppStorage("label") private var label = "Line 1"

    /// The space between the panel's sections and between its buttons, in the units of
    /// the screen it is drawn on: a panel shown both on a terminal and on a pixel screen
    /// takes them from its host.
    public struct Spacing: Sendable {
        /// Between the title, the readouts, the buttons, the field and the alarm.
        public var sections: Double
        /// Between the buttons and the switch.
        public var controls: Double
        /// The length of a gauge's bar.
        public var bar: Double
        /// The size of each trend chart.
        public var trend: Size

        /// A blank line between sections, two columns between buttons, bars 30 cells long,
        /// trend charts of 24 × 4 cells.
        public static let cells = Spacing(sections: 1, controls: 2, bar: 30, trend: Size(width: 24, height: 4))
        /// Points, for a pixel screen laid out as SwiftUI lays out.
        public static let points = Spacing(sections: 14, controls: 20, bar: 300, trend: Size(width: 220, height: 64))
    }

    /// The panel showing `instruments` (and the trends of `trends`, when given), spaced for
    /// cells unless told, with its controls in `controls` (a model of its own unless given).
    public init(instruments: Instruments, trends: TrendHistory? = nil, spacing: Spacing = .cells, controls: PanelControls? = nil) {
        self.instruments = instruments
        self.trends = trends
        self.spacing = spacing
        self.controls = controls ?? PanelControls(instruments: instruments)
    }

    /// The panel.
    public var body: some View {
        VStack(alignment: .leading, spacing: spacing.sections) {
            Text("Sensor panel · \(label)")
            Readouts(instruments: instruments, isPaused: controls.isPaused, spacing: spacing)
            if let trends { Trends(history: trends, spacing: spacing) }
            HStack(spacing: spacing.controls) {
                Button(controls.isPaused ? "Resume" : "Pause") { controls.isPaused.toggle() }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("pause")
                Button("Zero") { instruments.zero() }
                    .buttonStyle(.bordered)
                    .accessibilityIdentifier("zero")
                Toggle("Alarm", isOn: $controls.alarmEnabled)
                    .accessibilityIdentifier("alarm")
            }
            // As wide as its text: a field takes the width it is offered, which here would
            // be the whole panel's.
            TextField("Label", text: $label)
                .fixedSize()
                .accessibilityIdentifier("label")
            AlarmBanner(instruments: instruments, isEnabled: controls.alarmEnabled)
        }
        .padding()
        .onAppear { controls.alarmEnabled = storedAlarm }
        .onChange(of: controls.alarmEnabled) { storedAlarm = controls.alarmEnabled }
    }
}

/// The three gauges and the sample count: what changes with every reading. The gauges are
/// set in a monospaced font, so their names, bars and figures line up in columns on a
/// screen whose text is proportional, as on a terminal.
struct Readouts: View {
    @ObservedObject var instruments: Instruments
    let isPaused: Bool
    let spacing: PanelView.Spacing

    var body: some View {
        let reading = instruments.reading
        VStack(alignment: .leading, spacing: spacing.sections) {
            VStack(alignment: .leading) {
                GaugeRow(name: "temp ", value: reading.temperature, range: 15...35, unit: "°C", bar: spacing.bar)
                GaugeRow(name: "press", value: reading.pressure, range: 995...1031, unit: "hPa", bar: spacing.bar)
                GaugeRow(name: "flow ", value: reading.flow, range: 0...1, unit: "m³/s", bar: spacing.bar)
            }
            .font(.system(.body, design: .monospaced))
            Text("\(reading.samples) samples · \(isPaused ? "paused" : "live")")
        }
    }
}

/// The temperature alarm, shown while it is enabled and the temperature is high.
struct AlarmBanner: View {
    @ObservedObject var instruments: Instruments
    let isEnabled: Bool

    var body: some View {
        if isEnabled && instruments.reading.temperature > 31 {
            Text("ALARM: temperature high")
                .foregroundStyle(Color.red)
        }
    }
}

/// A labelled bar whose tint runs from green to red as the value nears the top of its
/// range: a progress bar (a pill on a track in pixels, `█░` cells on a terminal) between
/// the name and the figure.
struct GaugeRow: View {
    let name: String
    let value: Double
    let range: ClosedRange<Double>
    let unit: String
    /// The bar's length, in the screen's units.
    let bar: Double

    var body: some View {
        let fraction = min(max((value - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
        HStack {
            Text(name)
            ProgressView(value: fraction)
                .tint(Color(red: 0.2 + 0.8 * fraction, green: 0.9 - 0.7 * fraction, blue: 0.25))
                .frame(width: bar)
            Text("\(value, specifier: "%7.1f") \(unit)")
        }
    }
}
