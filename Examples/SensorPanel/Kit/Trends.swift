import Charts
import ClockworkCore
import ClockworkViews
import Foundation

/// The last minute of each instrument as a line chart, side by side: each on the scale
/// of its gauge, with the gauge's name and unit above it.
struct Trends: View {
    @ObservedObject var history: TrendHistory
    let spacing: PanelView.Spacing

    var body: some View {
        HStack(alignment: .top, spacing: spacing.controls) {
            TrendChart(title: "temp °C", points: history.points, value: \.temperature, range: 15...35, spacing: spacing)
            TrendChart(title: "press hPa", points: history.points, value: \.pressure, range: 995...1031, spacing: spacing)
            TrendChart(title: "flow m³/s", points: history.points, value: \.flow, range: 0...1, spacing: spacing)
        }
    }
}

/// One instrument's last minute: a line over time, the gauge's range on the y axis.
struct TrendChart: View {
    let title: String
    let points: [TrendPoint]
    let value: KeyPath<TrendPoint, Double>
    let range: ClosedRange<Double>
    let spacing: PanelView.Spacing

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title).foregroundStyle(.secondary)
            Chart(points) { point in
                LineMark(x: .value("Time", point.time), y: .value(title, point[keyPath: value]))
                    .interpolationMethod(.monotone)
            }
            .chartYScale(domain: range)
            .chartXAxis(.hidden)
            .frame(width: spacing.trend.width, height: spacing.trend.height)
        }
    }
}
