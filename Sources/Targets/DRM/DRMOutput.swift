import CDRM
import ClockworkLoop
import Glibc

/// A display found on a card: the connector it is plugged into, the CRTC that will scan
/// out for it, and the mode to drive it in.
struct DRMOutput {
    /// The card's path and open descriptor (the screen closes it).
    let path: String
    let fd: Int32
    /// The connector's id and name (`HDMI-A-1`).
    let connectorID: UInt32
    let name: String
    /// The CRTC's id.
    let crtcID: UInt32
    /// The mode to set.
    let mode: drmModeModeInfo

    var width: Int { Int(mode.hdisplay) }
    var height: Int { Int(mode.vdisplay) }
    /// The refresh rate in hertz, as the mode states it.
    var refresh: Int { Int(mode.vrefresh) }

    /// Finds the display `options` asks for, waiting up to their `waitForDisplay` for one
    /// to be connected; the error lists what the cards have.
    static func find(_ options: DRMOptions) throws -> DRMOutput {
        let deadline = MonotonicInstant.now() + options.waitForDisplay
        while true {
            do {
                return try findNow(options)
            } catch let error as NoDisplay {
                guard MonotonicInstant.now() < deadline else { throw DRMError(error.description) }
                usleep(250_000)
            }
        }
    }

    /// Why no display was found this time: worth waiting for a connection.
    private struct NoDisplay: Error, CustomStringConvertible {
        let description: String
    }

    private static func findNow(_ options: DRMOptions) throws -> DRMOutput {
        let cards: [String] = options.device.map { [$0] } ?? (0..<8).map { "/dev/dri/card\($0)" }.filter { access($0, F_OK) == 0 }
        guard !cards.isEmpty else {
            throw DRMError("no DRM card: /dev/dri has none (is the display driver loaded? on a VM, -vga std and modprobe bochs)")
        }
        var seen: [String] = []
        for path in cards {
            let fd = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else {
                let denied = errno == EACCES || errno == EPERM
                let reason = String(cString: strerror(errno))
                if options.device != nil {
                    throw DRMError("cannot open \(path): \(reason)" + (denied ? " (run as a member of the video group, or as root)" : ""))
                }
                seen.append("\(path): \(reason)")
                continue
            }
            if let output = try output(on: fd, path: path, options: options, seen: &seen) { return output }
            Glibc.close(fd)
        }
        let wanted = options.connector.map { "a connected display on \($0)" } ?? "a connected display"
        throw NoDisplay(description: "no \(wanted): " + (seen.isEmpty ? "no connectors" : seen.joined(separator: "; "))
            + " (plug a display in, or give --wait-for-display SECONDS)")
    }

    /// The output on the open card `fd`, if it has a connected connector that fits `options`.
    private static func output(on fd: Int32, path: String, options: DRMOptions, seen: inout [String]) throws -> DRMOutput? {
        guard let resources = drmModeGetResources(fd) else {
            seen.append("\(path): not a mode-setting card")
            return nil
        }
        defer { drmModeFreeResources(resources) }
        let resource = resources.pointee
        // Safe: libdrm's arrays hold their `count_` elements until the structs are freed (deferred).
        for index in 0..<Int(resource.count_connectors) {
            guard let connector = drmModeGetConnector(fd, resource.connectors[index]) else { continue }
            defer { drmModeFreeConnector(connector) }
            let name = connectorName(connector.pointee)
            let connected = connector.pointee.connection == DRM_MODE_CONNECTED
            seen.append("\(path) \(name): \(connected ? "connected" : "not connected")")
            guard connected, options.connector == nil || options.connector == name, connector.pointee.count_modes > 0 else { continue }
            let modes = (0..<Int(connector.pointee.count_modes)).map { connector.pointee.modes[$0] }
            let mode: drmModeModeInfo
            if let request = options.mode {
                guard let match = modes.first(where: {
                    Int($0.hdisplay) == request.width && Int($0.vdisplay) == request.height && (request.refresh.map { Int($0) } ?? Int($0.vrefresh)) == Int($0.vrefresh)
                }) else {
                    let offered = modes.map { "\($0.hdisplay)x\($0.vdisplay)@\($0.vrefresh)" }
                    throw DRMError("\(name) has no mode \(request); it offers \(offered.prefix(12).joined(separator: ", "))")
                }
                mode = match
            } else {
                mode = modes.first(where: { $0.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0 }) ?? modes[0]
            }
            guard let crtc = crtc(for: connector.pointee, fd: fd, resources: resource) else {
                throw DRMError("\(name) is connected, but no CRTC of \(path) can drive it")
            }
            return DRMOutput(path: path, fd: fd, connectorID: connector.pointee.connector_id, name: name, crtcID: crtc, mode: mode)
        }
        return nil
    }

    /// `HDMI-A-1`: the connector's type and its number among that type.
    private static func connectorName(_ connector: drmModeConnector) -> String {
        let type = drmModeGetConnectorTypeName(connector.connector_type).map { String(cString: $0) } ?? "Unknown"
        return "\(type)-\(connector.connector_type_id)"
    }

    /// The CRTC the connector's encoder drives now, or the first one any of its encoders can.
    private static func crtc(for connector: drmModeConnector, fd: Int32, resources: drmModeRes) -> UInt32? {
        if connector.encoder_id != 0, let encoder = drmModeGetEncoder(fd, connector.encoder_id) {
            defer { drmModeFreeEncoder(encoder) }
            if encoder.pointee.crtc_id != 0 { return encoder.pointee.crtc_id }
        }
        // Safe: `encoders` and `crtcs` hold their `count_` elements while the caller holds the structs.
        for index in 0..<Int(connector.count_encoders) {
            guard let encoder = drmModeGetEncoder(fd, connector.encoders[index]) else { continue }
            defer { drmModeFreeEncoder(encoder) }
            for crtc in 0..<Int(resources.count_crtcs) where encoder.pointee.possible_crtcs & (1 << UInt32(crtc)) != 0 {
                return resources.crtcs[crtc]
            }
        }
        return nil
    }
}
