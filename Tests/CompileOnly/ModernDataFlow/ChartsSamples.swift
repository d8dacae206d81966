// Chart code written the way Swift Charts' documentation and its users write it: it must
// compile with `import Charts` beside `import Clockwork`.
import Charts
import Clockwork

struct DailySteps: Identifiable {
    let id = UUID()
    let day: Date
    let steps: Int
}

struct CityRainfall: Identifiable {
    let id = UUID()
    let city: String
    let month: Date
    let millimetres: Double
}

enum Shift: String, Plottable {
    case morning = "Morning"
    case night = "Night"
}

struct ShiftOutput: Identifiable {
    let id = UUID()
    let shift: Shift
    let units: Int
}

/// A week of steps as bars a day wide, the average as a rule with its value above it.
struct StepsChart: View {
    let days: [DailySteps]

    var average: Double { Double(days.map(\.steps).reduce(0, +)) / Double(max(days.count, 1)) }

    var body: some View {
        Chart {
            ForEach(days) { day in
                BarMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
                    .foregroundStyle(.tint)
                    .cornerRadius(3)
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
                .annotation(position: .top, alignment: .trailing) {
                    Text("avg \(Int(average))").font(.caption2).foregroundStyle(.secondary)
                }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 4]))
                AxisValueLabel {
                    if let steps = value.as(Int.self) { Text("\(steps / 1000)k") }
                }
            }
        }
        .frame(height: 200)
    }
}

/// Rainfall by city: a line each, their points marked, a legend on top.
struct RainfallChart: View {
    let rainfall: [CityRainfall]
    @State private var smooth = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("Rainfall").font(.headline)
            Chart(rainfall) { entry in
                LineMark(x: .value("Month", entry.month), y: .value("Rain (mm)", entry.millimetres))
                    .foregroundStyle(by: .value("City", entry.city))
                    .symbol(by: .value("City", entry.city))
                    .interpolationMethod(smooth ? .catmullRom : .linear)
            }
            .chartLegend(position: .top, alignment: .leading)
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis {
                AxisMarks(values: .stride(by: .month, count: 3)) { value in
                    AxisValueLabel(format: .dateTime.month(.abbreviated))
                }
            }
            .chartPlotStyle { plotArea in
                plotArea.background(.gray.opacity(0.1)).border(Color.gray, width: 1)
            }
            Toggle("Smooth", isOn: $smooth)
        }
    }
}

/// Output by shift as horizontal bars, an enum for categories.
struct ShiftChart: View {
    let output: [ShiftOutput]

    var body: some View {
        Chart(output) {
            BarMark(x: .value("Units", $0.units), y: .value("Shift", $0.shift))
                .annotation(position: .trailing) { Text("units") }
        }
        .chartXScale(domain: 0...500)
        .chartLegend(.hidden)
    }
}

/// A band of normal readings, the readings as points, with content of one's own.
struct BandChart: View {
    let samples: [(time: Double, value: Double)]

    var body: some View {
        Chart {
            NormalBand(low: 18, high: 24)
            ForEach(samples.indices, id: \.self) { index in
                PointMark(x: .value("Time", samples[index].time), y: .value("°C", samples[index].value))
                    .symbol(.diamond)
                    .symbolSize(40)
            }
            if let last = samples.last {
                PointMark(x: .value("Time", last.time), y: .value("°C", last.value))
                    .foregroundStyle(.red)
            }
        }
        .chartXAxisLabel("Seconds")
        .chartYAxisLabel("°C", position: .top)
        .chartForegroundStyleScale(["Normal": Color.green.opacity(0.2)])
    }
}

/// Chart content of one's own.
struct NormalBand: ChartContent {
    let low: Double
    let high: Double

    var body: some ChartContent {
        RectangleMark(yStart: .value("Low", low), yEnd: .value("High", high))
            .foregroundStyle(.green.opacity(0.15))
    }
}

/// Areas stacked by series, a gradient under a line.
struct StackedAreas: View {
    let rainfall: [CityRainfall]

    var body: some View {
        Chart(rainfall) {
            AreaMark(x: .value("Month", $0.month), y: .value("Rain", $0.millimetres), stacking: .standard)
                .foregroundStyle(by: .value("City", $0.city))
                .opacity(0.8)
        }
        .chartForegroundStyleScale(domain: ["Oslo", "Bergen"], range: [Color.blue, Color.teal])
        .chartYAxis(.hidden)
    }
}

/// The README's chart, verbatim, with the reading it plots.
struct Reading: Identifiable {
    let id = UUID()
    let time: Date
    let celsius: Double
    let probe: String
}

struct BoilerTrend: View {
    let readings: [Reading]          // Identifiable, with a time and a temperature

    var body: some View {
        Chart(readings) {
            LineMark(x: .value("Time", $0.time), y: .value("°C", $0.celsius))
                .foregroundStyle(by: .value("Probe", $0.probe))
                .interpolationMethod(.monotone)
            RuleMark(y: .value("Limit", 80))
                .foregroundStyle(.red)
                .annotation(position: .top, alignment: .leading) { Text("limit") }
        }
        .chartYScale(domain: 0...100)
        .chartXAxis {
            AxisMarks(values: .stride(by: .minute, count: 10)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour().minute())
            }
        }
    }
}
