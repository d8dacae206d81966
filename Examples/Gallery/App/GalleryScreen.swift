import ArgumentParser
import Clockwork
import ClockworkDRM
import ClockworkLibinput

/// Where the gallery draws: the terminal it was started in, or, with `--drm`, a display
/// with its touchscreen and keyboards, laid out in the terminal's cells drawn as pixels.
struct GalleryScreen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Gallery",
        abstract: "Every view and control of a status panel, on a terminal or on a touchscreen.")

    @Option(help: "Draw on a display through DRM/KMS: a card (/dev/dri/card0), or 'auto' for the first connected display; touches and keys come through libinput.")
    var drm: String?

    @Option(help: "With --drm: the mode, WIDTHxHEIGHT or WIDTHxHEIGHT@HZ; default: the display's preferred.")
    var mode: String?

    @Option(help: "With --drm: pixels per cell's 10x20 (2 on a dense screen).")
    var scale = 1.0

    @Option(help: "When a text field brings up a keyboard on the screen: automatic (a touchscreen with no keyboard), always or never.")
    var onScreenKeyboard = OnScreenKeyboardMode.automatic

    func validate() throws {
        guard (0.5...8).contains(scale) else { throw ValidationError("--scale must be 0.5-8") }
        if let mode, DRMModeRequest(mode) == nil { throw ValidationError("--mode must be WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, such as 1024x768@60") }
    }
}

extension OnScreenKeyboardMode: ExpressibleByArgument {}

extension GalleryApp: DaemonApp {
    static func configure(_ configuration: inout DaemonConfiguration) {
        let screen = GalleryScreen.parseOrExit()
        configuration.onScreenKeyboard = screen.onScreenKeyboard
        guard let drm = screen.drm else { return }
        var options = DRMOptions(device: drm == "auto" ? nil : drm)
        options.mode = screen.mode.flatMap(DRMModeRequest.init)
        options.layout = .cells
        options.scale = screen.scale
        configuration.target = .drm(options)
        configuration.inputSources = [.libinput(LibinputOptions())]
    }
}
