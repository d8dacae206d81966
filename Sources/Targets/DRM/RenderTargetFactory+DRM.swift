import ClockworkCore
import ClockworkPixels

extension RenderTargetFactory {
    /// Pixels on a display driven through DRM/KMS (``DRMScreen``), opened when the host
    /// starts: no connected display, or a card that cannot be opened, stops the start with
    /// an error that says which and what to do. Logs where the host's graph logs.
    public static func drm(_ options: DRMOptions) -> RenderTargetFactory {
        RenderTargetFactory { host in
            let screen = try DRMScreen(options: options, loop: host.loop, logger: host.graph.logger)
            do {
                return try PixelTarget(screen: screen, rotation: options.rotation, units: options.layout.units(scale: options.scale))
            } catch {
                screen.close()
                throw error
            }
        }
    }
}
