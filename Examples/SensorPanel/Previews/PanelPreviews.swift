// The demo's panel previewed: `clockwork preview --target SensorPanelPreviews`. A target of
// its own, beside the kit, so that the kit (which the release benchmarks link) does not
// import the umbrella and its macros.
import Clockwork
import SensorPanelKit

/// Instruments holding one reading and no sampling thread: a panel that stands still.
@MainActor
private func instruments(temperature: Double, samples: Int) -> Instruments {
    let instruments = Instruments(rate: nil)
    var reading = Reading()
    reading = reading.next(at: 2)
    reading.temperature = temperature
    reading.samples = samples
    instruments.publish(reading)
    return instruments
}

#Preview("Panel", traits: .fixedLayout(width: 800, height: 480)) {
    PanelView(instruments: instruments(temperature: 24.5, samples: 1_200), spacing: .points)
}

#Preview("Panel, alarm", traits: .fixedLayout(width: 800, height: 480)) {
    PanelView(instruments: instruments(temperature: 41.0, samples: 9_000),
              spacing: .points)
}
