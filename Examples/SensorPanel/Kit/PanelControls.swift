import ClockworkCore

/// The panel's two controls as a model: whether the readings are paused, and whether the
/// temperature alarm is on. A model, not a view's state, so that something besides the
/// panel can hold them too — the daemon binds them to MQTT topics with `--mqtt`.
public final class PanelControls: ObservableObject {
    /// Whether the readings stand still; pauses the instruments with it.
    @Published public var isPaused = false {
        didSet { instruments?.setPaused(isPaused) }
    }
    /// Whether the temperature alarm shows. The panel keeps it as a setting across restarts.
    @Published public var alarmEnabled = true

    private weak var instruments: Instruments?

    /// Controls of `instruments` (paused with them), or of nothing yet.
    public init(instruments: Instruments? = nil) {
        self.instruments = instruments
    }
}
