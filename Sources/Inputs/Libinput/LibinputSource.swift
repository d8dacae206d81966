import CLibinput
import ClockworkCore
import ClockworkLoop
import Glibc
import Logging

/// Touchscreens, mice and keyboards, read through libinput on the loop: libinput's
/// descriptor is one more watcher, so nothing blocks and no thread is added.
///
/// - Every finger on a touchscreen (each libinput slot) and the left button are contacts:
///   each goes down, moves and lifts as an `InputEvent.touch` of its own, so the gestures
///   under them (a control's press and tap, a scroll view's drag, `.gesture`s, two-finger
///   magnify and rotate) see them as SwiftUI's do.
/// - Keys go through xkbcommon in the environment's layout, as key presses with their
///   modifiers: to keyboard shortcuts and `.onKeyPress` first, then Tab, Shift+Tab, Return
///   and the arrows to focus, Escape back, and text (and Backspace) to the focused text
///   field.
/// - With ``LibinputOptions/blankAfter``, the screen blanks when nothing came for that
///   long; the first touch or key after wakes it and does nothing else.
///
/// Positions are the screen's pixels as its rows run (libinput scales a touchscreen to
/// the target's `RenderTarget.deviceSize`); the target turns them into layout, so a
/// screen mounted turned turns its touches with it.
@MainActor
public final class LibinputSource: InputSource {
    /// Devices libinput has added (touchscreens, mice, keyboards), by name.
    public private(set) var devices: [String] = []

    private unowned let host: GraphHost
    private let options: LibinputOptions
    private let logger: Logger
    private let udev: OpaquePointer
    private let context: OpaquePointer
    /// The callbacks libinput opens and closes devices through; lives as long as the context.
    private let interface: UnsafeMutablePointer<libinput_interface>
    private let keyboard: KeyboardLayout
    private var watcher: IOWatcher?
    private var idleTimer: TimerWatcher?
    /// Repeats the key held down (``LibinputOptions/keyRepeat``), and which key that is.
    private var repeatTimer: TimerWatcher?
    private var repeatingKey: UInt32?
    private var pending: [InputEvent] = []
    /// How many touchscreens libinput has added.
    private var touchscreens = 0
    /// The fingers (every touch slot) and the left button held down.
    private var contacts = DeviceContacts()
    /// Where the mouse pointer is, in screen pixels.
    private var cursor = Point(x: 0, y: 0)

    /// Opens the devices of `options.seat` for `host`, watched on the host's loop; logs
    /// to `logger`, or else where the host's graph logs.
    public init(host: GraphHost, options: LibinputOptions = LibinputOptions(), logger: Logger? = nil) throws {
        host.loop.preconditionInLoop()
        self.host = host
        self.options = options
        self.logger = logger ?? host.graph.logger
        keyboard = try KeyboardLayout()
        guard let udev = udev_new() else { throw LibinputError("libudev cannot start") }
        interface = .allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, _ in
                guard let path else { return -EINVAL }
                let fd = open(path, flags | O_CLOEXEC)
                return fd >= 0 ? fd : -errno
            },
            close_restricted: { fd, _ in Glibc.close(fd) }))
        guard let context = libinput_udev_create_context(interface, nil, udev) else {
            interface.deallocate()
            udev_unref(udev)
            throw LibinputError("libinput cannot start")
        }
        guard libinput_udev_assign_seat(context, options.seat) == 0 else {
            libinput_unref(context)
            interface.deallocate()
            udev_unref(udev)
            throw LibinputError("libinput cannot read the devices of \(options.seat) (is udev running?)")
        }
        self.udev = udev
        self.context = context
        let watcher = IOWatcher(loop: host.loop, fd: libinput_get_fd(context), events: .read) { [unowned self] _ in
            MainActor.assumeIsolated { readEvents() }
        }
        watcher.start()
        self.watcher = watcher
        readEvents()
        if devices.isEmpty {
            self.logger.warning("no input devices on \(options.seat) yet (is the daemon's user in the input group?); devices plugged in later are read")
        }
        if let blankAfter = options.blankAfter {
            let timer = TimerWatcher(loop: host.loop, delay: blankAfter) { [unowned host] in
                MainActor.assumeIsolated { host.sleepScreen() }
            }
            timer.start()
            idleTimer = timer
        }
        host.loop.onStop { [weak self] in MainActor.assumeIsolated { self?.close() } }
    }

    isolated deinit {
        libinput_unref(context)
        interface.deallocate()
        udev_unref(udev)
    }

    /// Delivers the events read since the last tick.
    public func deliverEvents(to host: GraphHost) -> Int {
        host.deliver(draining: &pending)
    }

    /// Stops reading the devices.
    public func close() {
        watcher?.stop()
        idleTimer?.stop()
        repeatTimer?.stop()
        libinput_suspend(context)
    }

    // MARK: Reading libinput

    private func readEvents() {
        guard libinput_dispatch(context) == 0 else {
            logger.warning("reading input devices failed", metadata: ["reason": "\(String(cString: strerror(errno)))"])
            return
        }
        let before = pending.count
        var acted = false
        while let event = libinput_get_event(context) {
            acted = handle(event) || acted
            libinput_event_destroy(event)
        }
        if acted {
            idleTimer?.start(after: options.blankAfter ?? .zero)
        }
        if pending.count > before { host.loop.requestTick() }
    }

    /// Handles one event; returns whether a person did something (it keeps the screen awake).
    private func handle(_ event: OpaquePointer) -> Bool {
        let type = libinput_event_get_type(event)
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            deviceAdded(libinput_event_get_device(event))
            return false
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            let device = libinput_event_get_device(event)
            let name = String(cString: libinput_device_get_name(device))
            devices.removeAll { $0 == name }
            count(device, by: -1)
            logger.info("input device removed", metadata: ["device": "\(name)"])
            return false
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            let touch = libinput_event_get_touch_event(event)
            let slot = Int(libinput_event_touch_get_seat_slot(touch))
            let (width, height) = screenPixels
            let point = Point(x: libinput_event_touch_get_x_transformed(touch, width), y: libinput_event_touch_get_y_transformed(touch, height))
            if type == LIBINPUT_EVENT_TOUCH_DOWN { contactDown(slot, at: point) } else { pending += contacts.move(slot, to: point) }
        case LIBINPUT_EVENT_TOUCH_UP:
            pending += contacts.up(Int(libinput_event_touch_get_seat_slot(libinput_event_get_touch_event(event))))
        case LIBINPUT_EVENT_TOUCH_CANCEL:
            pending += contacts.cancel()
        case LIBINPUT_EVENT_POINTER_MOTION:
            let pointer = libinput_event_get_pointer_event(event)
            moveCursor(to: Point(x: cursor.x + libinput_event_pointer_get_dx(pointer), y: cursor.y + libinput_event_pointer_get_dy(pointer)))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let pointer = libinput_event_get_pointer_event(event)
            let (width, height) = screenPixels
            moveCursor(to: Point(x: libinput_event_pointer_get_absolute_x_transformed(pointer, width),
                                 y: libinput_event_pointer_get_absolute_y_transformed(pointer, height)))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let pointer = libinput_event_get_pointer_event(event)
            guard libinput_event_pointer_get_button(pointer) == UInt32(BTN_LEFT) else { return true }
            if libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED {
                contactDown(Self.buttonContact, at: cursor)
            } else {
                pending += contacts.up(Self.buttonContact)
            }
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            let key = libinput_event_get_keyboard_event(event)
            let code = libinput_event_keyboard_get_key(key)
            let isDown = libinput_event_keyboard_get_key_state(key) == LIBINPUT_KEY_STATE_PRESSED
            guard let press = keyboard.key(code, isDown: isDown) else { return true }
            if isDown, host.wakeForInput() { return true }
            pending.append(.keyPress(press))
            repeatHeldKey(code, press)
        default:
            logger.trace("libinput event not used", metadata: ["type": "\(type.rawValue)"])
            return false
        }
        return true
    }

    /// Repeats the key `press` puts down, as a keyboard held down does, until it lifts or
    /// another key goes down; stops when the repeating key lifts.
    private func repeatHeldKey(_ code: UInt32, _ press: KeyPress) {
        guard press.phase == .down else {
            if code == repeatingKey { stopRepeating() }
            return
        }
        stopRepeating()
        guard let timing = options.keyRepeat, keyboard.repeats(code) else { return }
        var repeated = press
        repeated.phase = .repeat
        let timer = TimerWatcher(loop: host.loop, delay: timing.delay, interval: timing.interval) { [unowned self] in
            MainActor.assumeIsolated {
                pending.append(.keyPress(repeated))
                host.loop.requestTick()
            }
        }
        timer.start()
        repeatTimer = timer
        repeatingKey = code
    }

    private func stopRepeating() {
        repeatTimer?.stop()
        repeatTimer = nil
        repeatingKey = nil
    }

    private func deviceAdded(_ device: OpaquePointer?) {
        guard let device else { return }
        let name = String(cString: libinput_device_get_name(device))
        devices.append(name)
        count(device, by: 1)
        var calibrated = false
        if let matrix = options.calibration, libinput_device_config_calibration_has_matrix(device) != 0 {
            calibrated = matrix.withUnsafeBufferPointer {
                libinput_device_config_calibration_set_matrix(device, $0.baseAddress) == LIBINPUT_CONFIG_STATUS_SUCCESS
            }
        }
        logger.info("input device added", metadata: ["device": "\(name)", "calibrated": "\(calibrated)"])
    }

    /// Counts `device` in or out of the graph's keyboards with letter keys (a power button
    /// is a keyboard to libinput, and no use for typing) and touchscreens, which decide
    /// whether a focused text field brings up the on-screen keyboard.
    private func count(_ device: OpaquePointer?, by change: Int) {
        guard let device else { return }
        let graph = host.graph
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0, libinput_device_keyboard_has_key(device, UInt32(KEY_A)) == 1 {
            graph.hardwareKeyboards = max(0, graph.hardwareKeyboards + change)
        }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0 {
            touchscreens = max(0, touchscreens + change)
            graph.hasTouchscreen = touchscreens > 0
        }
    }

    // MARK: Contacts: a finger or the left button

    /// The contact number of the mouse's left button: apart from the touchscreen's slots.
    private static let buttonContact = -1

    /// Contact `id` went down: a silent one if it woke the screen.
    private func contactDown(_ id: Int, at point: Point) {
        pending += contacts.down(id, at: point, silent: host.wakeForInput())
    }

    private func moveCursor(to point: Point) {
        let (width, height) = screenPixels
        cursor = Point(x: min(max(point.x, 0), Double(width) - 1), y: min(max(point.y, 0), Double(height) - 1))
        pending += contacts.move(Self.buttonContact, to: cursor)
    }

    /// The screen's width and height in pixels, as its rows run: what touches and an
    /// absolute pointer are scaled to (1 × 1 before there is a target).
    private var screenPixels: (UInt32, UInt32) {
        let size = host.target?.deviceSize ?? Size(width: 1, height: 1)
        return (UInt32(max(size.width, 1)), UInt32(max(size.height, 1)))
    }
}

extension InputSourceFactory {
    /// Touchscreens, mice and keyboards through libinput (``LibinputSource``), opened when
    /// the host starts, logging where the host's graph logs.
    public static func libinput(_ options: LibinputOptions = LibinputOptions()) -> InputSourceFactory {
        InputSourceFactory { host in try LibinputSource(host: host, options: options) }
    }
}
