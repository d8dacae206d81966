import ClockworkCore
import ClockworkLoop
import ClockworkPixels

/// One viewer of the VNC server: its connection, protocol state and encoder, the damage it
/// has not been sent yet, and its pointer and keys. Loop thread only.
@MainActor
final class VNCClient {
    let connection: StreamConnection
    var session: RFBSession
    let encoder: RFBEncoder
    /// Whether the handshake is done: the viewer is sent the picture.
    var isReady = false
    /// Whether the viewer has asked for an update that has not been sent.
    var wantsUpdate = false
    /// Whether the viewer is to be told the picture's new size before its next update.
    var needsDesktopSize = false
    /// Whether to close once what was sent is written (the session ended).
    var closesWhenDrained = false
    /// The picture's pixels changed since the last update sent: at most
    /// ``maximumDamageRects``, merged into one beyond that.
    private(set) var damage: [PixelRect] = []
    /// The viewer's pointer while its left button is down: a finger, to the gestures.
    var contact = DeviceContacts()
    var keys = VNCKeys()
    /// The buttons the last pointer event held.
    var buttons: UInt8 = 0
    /// When it connected: a viewer still shaking hands after ``VNCServer/handshakeTimeout``
    /// is let go, so silent connections cannot hold the viewers' places.
    let connectedAt = ContinuousClock.now

    static let maximumDamageRects = 16

    init(connection: StreamConnection, session: RFBSession, encoder: RFBEncoder) {
        self.connection = connection
        self.session = session
        self.encoder = encoder
    }

    /// Adds `rect` to what the viewer has not seen, clipped to `bounds`.
    func addDamage(_ rect: PixelRect, within bounds: PixelRect) {
        let rect = rect.intersection(bounds)
        guard rect.area > 0 else { return }
        if let index = damage.firstIndex(where: { $0.touches(rect) }) {
            let merged = damage[index].union(rect)
            // Merged only when that adds little: two small rects far apart stay two.
            if merged.area <= damage[index].area + rect.area + rect.area / 2 {
                damage[index] = merged
                return
            }
        }
        damage.append(rect)
        if damage.count > Self.maximumDamageRects {
            damage = [damage.dropFirst().reduce(damage[0]) { $0.union($1) }]
        }
    }

    /// Takes the damage to send, leaving none.
    func takeDamage() -> [PixelRect] {
        defer { damage.removeAll(keepingCapacity: true) }
        return damage
    }
}
