import ClockworkTestSupport
import ClockworkTesting
import Testing
@_spi(Machinery) @testable import ClockworkCore

/// A square tapped, its taps' locations read in its own space, the surface's and a named
/// one's, by both forms of the gestures' initializers.
private struct TapPlaces: View {
    @State private var local = CGPoint.zero
    @State private var global = CGPoint.zero
    @State private var board = CGPoint.zero
    @State private var dragged = CGPoint.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("local \(Int(local.x)),\(Int(local.y)) global \(Int(global.x)),\(Int(global.y))")
            Text("board \(Int(board.x)),\(Int(board.y)) drag \(Int(dragged.x)),\(Int(dragged.y))")
            Color.blue.frame(width: 10, height: 4)
                .gesture(SpatialTapGesture(coordinateSpace: .local).onEnded { local = $0.location })
                .simultaneousGesture(SpatialTapGesture(coordinateSpace: CoordinateSpace.global).onEnded { global = $0.location })
                .simultaneousGesture(SpatialTapGesture(coordinateSpace: CoordinateSpace.named("board")).onEnded { board = $0.location })
                .simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: CoordinateSpace.global).onEnded { dragged = $0.location })
                .padding(.leading, 4)
        }
        .padding(.top, 1)
        .coordinateSpace(name: "board")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(.leading, 3)
    }
}

/// A gesture of one's own, its `Value` inferred from its body: a drag's travel across.
private struct SwipeAcross: Gesture {
    var body: some Gesture<CGFloat> {
        DragGesture(minimumDistance: 1).map { $0.translation.width }
    }
}

/// A strip a finger swipes along, with the last swipe's travel.
private struct SwipeStrip: View {
    @State private var travel: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("travel \(Int(travel))")
            Color.green.frame(width: 30, height: 3)
                .gesture(SwipeAcross().onEnded { travel = $0 })
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A square counting its taps.
private struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("taps \(taps)")
            Color.orange.frame(width: 20, height: 6)
                .onTapGesture { taps += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A face two fingers zoom, a count of taps, and a label a finger drags along.
private struct ZoomFace: View {
    @State private var zoom = 1.0
    @State private var turn = Angle.zero
    @State private var taps = 0
    @State private var offset = CGSize.zero

    var body: some View {
        VStack(alignment: .leading) {
            Text("zoom \(zoom, specifier: "%.1f") turn \(Int(turn.degrees))")
                .padding(1)
                .frame(width: 30, height: 5)
                .background(Color.blue.opacity(0.25))
                .gesture(MagnifyGesture().onChanged { zoom = $0.magnification }
                    .simultaneously(with: RotateGesture().onChanged { turn = $0.rotation }))
                .onTapGesture(count: 2) { zoom = 1 }
            Text("taps \(taps)")
                .offset(offset)
                .onTapGesture { taps += 1 }
                .gesture(DragGesture().onChanged { offset = $0.translation })
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A square that follows a finger: its drag's translation while the finger is down (a
/// gesture state), its resting place once the drag ends (state).
private struct DraggableSquare: View {
    @State private var resting = CGSize.zero
    @State private var ended = 0
    @GestureState private var dragging = CGSize.zero

    var body: some View {
        VStack(alignment: .leading) {
            Text("moving \(Int(dragging.width)),\(Int(dragging.height))")
            Text("rests \(Int(resting.width)),\(Int(resting.height)) ended \(ended)")
            Color.blue.frame(width: 20, height: 6)
                .gesture(
                    DragGesture(minimumDistance: 2)
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            resting.width += value.translation.width
                            resting.height += value.translation.height
                            ended += 1
                        }
                )
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A long press whose progress shows while the finger is down.
private struct HoldToArm: View {
    @GestureState private var pressing = false
    @State private var armed = 0
    let minimumDuration: Double

    var body: some View {
        VStack(alignment: .leading) {
            Text(pressing ? "pressing" : "idle")
            Text("armed \(armed)")
            Color.red.frame(width: 20, height: 6)
                .gesture(
                    LongPressGesture(minimumDuration: minimumDuration)
                        .updating($pressing) { value, state, _ in state = value }
                        .onEnded { _ in armed += 1 }
                )
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A double tap declared before a single tap, as apps combine them.
private struct TapCounts: View {
    @State private var singles = 0
    @State private var doubles = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("single \(singles) double \(doubles)")
            Color.green.frame(width: 20, height: 6)
                .onTapGesture(count: 2) { doubles += 1 }
                .onTapGesture { singles += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A child's tap inside a parent's tap, the parent's attached as `kind` says.
private struct NestedTaps: View {
    enum Kind { case normal, highPriority, simultaneous }
    let kind: Kind
    @State private var log: [String] = []

    var body: some View {
        let parentTap = TapGesture().onEnded { log.append("parent") }
        let inner = VStack(alignment: .leading) {
            Text("log \(log.joined(separator: ","))")
            Color.orange.frame(width: 20, height: 6).onTapGesture { log.append("child") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        switch kind {
        case .normal: AnyView(inner.gesture(parentTap))
        case .highPriority: AnyView(inner.highPriorityGesture(parentTap))
        case .simultaneous: AnyView(inner.simultaneousGesture(parentTap))
        }
    }
}

/// A button whose style shows whether a finger holds it down.
private struct PressReport: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "down" : "up")
        }
    }
}

private struct PressableButton: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("taps \(taps)")
            Button("Push") { taps += 1 }.buttonStyle(PressReport())
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A button on a row that takes taps of its own.
private struct ButtonOnATappableRow: View {
    @State private var pushes = 0
    @State private var rowTaps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("pushes \(pushes) row \(rowTaps)")
            Button("Push") { pushes += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .contentShape(Rectangle())
        .onTapGesture { rowTaps += 1 }
    }
}

/// A long list in a scroll view, with a button on every row.
private struct LongList: View {
    @State private var tapped = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Text("tapped \(tapped)")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<300, id: \.self) { row in
                        Button("row \(row)") { tapped = "row \(row)" }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Two fingers scale and turn a square.
private struct PinchAndTurn: View {
    @State private var scale = 1.0
    @State private var degrees = 0.0
    @State private var pinches = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("scale \(String(format: "%.2f", scale)) turned \(Int(degrees.rounded())) pinches \(pinches)")
            Color.purple.frame(width: 60, height: 16)
                .gesture(
                    MagnifyGesture()
                        .onChanged { scale = $0.magnification }
                        .onEnded { _ in pinches += 1 }
                        .simultaneously(with: RotateGesture().onChanged { degrees = $0.rotation.degrees })
                )
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A slider bound to a model's level, as a panel sets a level.
private struct LevelSlider: View {
    @State private var level = 50.0

    var body: some View {
        VStack(alignment: .leading) {
            Text("level \(Int(level))")
            Slider(value: $level, in: 0...100)
        }
        .frame(width: 40, alignment: .topLeading)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// iOS 13's pinch and turn, on a stack whose gap is touchable for interaction only.
private struct OlderPinch: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    var body: some View {
        VStack(alignment: .leading) {
            Text("scale \(String(format: "%.1f", scale)) angle \(Int(angle.degrees.rounded()))")
            HStack(spacing: 40) {
                Text("L")
                Text("R")
            }
            .frame(height: 10)
            .contentShape(.interaction, Rectangle())
            .gesture(MagnificationGesture().onChanged { scale = $0 }.simultaneously(with: RotationGesture().onChanged { angle = $0 }))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A card picked up by a long press, then dragged: the sequence Apple's documents show.
private struct PickUpCard: View {
    enum Hold: Equatable {
        case idle, pressing, dragging(CGSize)
    }

    @GestureState private var hold = Hold.idle
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text(describe(hold))
            Text("log \(log.joined(separator: ","))")
            Color.teal.frame(width: 20, height: 6)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture(minimumDistance: 0))
                        .updating($hold) { value, state, _ in
                            switch value {
                            case .first(true): state = .pressing
                            case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
                            default: state = .idle
                            }
                        }
                        .onEnded { _ in log.append("dropped") }
                )
            Color.mint.frame(width: 20, height: 6)
                .gesture(
                    TapGesture(count: 2).map { "double" }
                        .exclusively(before: TapGesture().map { "single" })
                        .onEnded { value in
                            switch value {
                            case .first(let name), .second(let name): log.append(name)
                            }
                        }
                )
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func describe(_ hold: Hold) -> String {
        switch hold {
        case .idle: "idle"
        case .pressing: "pressing"
        case .dragging(let size): "dragging \(Int(size.width)),\(Int(size.height))"
        }
    }
}

/// A button the app may take away while a finger is on it.
private final class Offer: ObservableObject {
    @Published var isOpen = true
    @Published var taken = 0
}

private struct OfferView: View {
    @ObservedObject var offer: Offer

    var body: some View {
        VStack(alignment: .leading) {
            Text("taken \(offer.taken)")
            if offer.isOpen { Button("Take") { offer.taken += 1 } }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("Gestures, driven by fingers on the manual clock")
struct GestureTests {
    @Test("a drag's gesture state follows the finger and resets when it lifts; onEnded gets the whole translation")
    func dragFollowsTheFinger() throws {
        let host = try TestHost(DraggableSquare(), size: Size(width: 80, height: 24))
        let start = try host.middle(of: "rests 0,0 ended 0")
        let square = Point(x: 5, y: start.y + 3)
        try host.drag(from: square, to: Point(x: square.x + 12, y: square.y + 4), lifting: false)
        #expect(host.contains("moving 12,4"), "while down, the gesture state holds the translation")
        #expect(host.contains("rests 0,0 ended 0"))
        try host.touchUp()
        #expect(host.contains("moving 0,0"), "lifted: the gesture state is back to its initial value")
        #expect(host.contains("rests 12,4 ended 1"))
    }

    @Test("a finger that moves less than the minimum distance is no drag")
    func shortMoveIsNoDrag() throws {
        let host = try TestHost(DraggableSquare())
        let square = Point(x: 5, y: try host.middle(of: "rests 0,0 ended 0").y + 3)
        try host.drag(from: square, to: Point(x: square.x + 1, y: square.y))
        #expect(host.contains("rests 0,0 ended 0"))
    }

    @Test("a long press completes after its minimum duration on the manual clock, not before")
    func longPressCompletesOnTime() throws {
        let host = try TestHost(HoldToArm(minimumDuration: 0.5))
        let target = Point(x: 5, y: try host.middle(of: "armed 0").y + 3)
        try host.touchDown(at: target)
        #expect(host.contains("pressing"), "updating hears true as soon as the finger is down")
        host.advance(by: .milliseconds(300))
        #expect(host.contains("armed 0"))
        host.advance(by: .milliseconds(300))
        #expect(host.contains("armed 1"), "completed at 0.5 s while the finger is still down")
        try host.touchUp()
        #expect(host.contains("idle"))
    }

    @Test("a long press lifted early or moved too far fails: no action, its pressing state reset")
    func longPressFails() throws {
        let host = try TestHost(HoldToArm(minimumDuration: 0.5))
        let target = Point(x: 5, y: try host.middle(of: "armed 0").y + 3)
        try host.touchDown(at: target)
        host.advance(by: .milliseconds(200))
        try host.touchUp()
        host.advance(by: .seconds(1))
        #expect(host.contains("armed 0") && host.contains("idle"))
        try host.touchDown(at: target)
        try host.touchMove(to: Point(x: target.x + 11, y: target.y))
        #expect(host.contains("idle"), "strayed past maximumDistance (10): reset at once")
        host.advance(by: .seconds(1))
        try host.touchUp()
        #expect(host.contains("armed 0"))
    }

    @Test("a double tap declared first wins two taps; one tap runs the single tap once the double gives up")
    func doubleAndSingleTap() throws {
        let host = try TestHost(TapCounts())
        let target = Point(x: 5, y: try host.middle(of: "single 0 double 0").y + 3)
        try host.tap(at: target)
        host.advance(by: .milliseconds(100))
        try host.tap(at: target)
        host.advance(by: .seconds(1))
        #expect(host.contains("single 0 double 1"))
        try host.tap(at: target)
        #expect(host.contains("single 0 double 1"), "the single tap waits while a second tap may come")
        host.advance(by: .seconds(1))
        #expect(host.contains("single 1 double 1"))
    }

    @Test("a child's gesture wins over its parent's; a high-priority parent's wins over its child's; a simultaneous one runs beside it")
    func precedence() throws {
        for (kind, expected) in [(NestedTaps.Kind.normal, "log child"), (.highPriority, "log parent"), (.simultaneous, "log child,parent")] {
            let host = try TestHost(NestedTaps(kind: kind))
            let target = Point(x: 5, y: try host.middle(of: "log ").y + 3)
            try host.tap(at: target)
            #expect(host.contains(expected), "\(kind): \(host.terminalLook(width: 40, height: 2))")
        }
    }

    @Test("a button shows pressed while a finger is on it or near it, taps when it lifts near it, and lets go while the finger is farther, as on iOS")
    func buttonPressState() throws {
        let host = try TestHost(PressableButton(), size: Size(width: 40, height: 20))
        let button = try host.middle(of: "Push")
        try host.touchDown(at: button)
        #expect(host.contains("down"))
        try host.touchUp()
        #expect(host.contains("up") && host.contains("taps 1"))
        try host.touchDown(at: button)
        try host.touchMove(to: Point(x: button.x + 3, y: button.y + 3))
        #expect(host.contains("down"), "a finger that slid a little off still holds it")
        try host.touchUp()
        #expect(host.contains("taps 2"), "and taps it when it lifts there")
        try host.touchDown(at: button)
        try host.touchMove(to: Point(x: button.x, y: button.y + 12))
        #expect(host.contains("up"), "moved far off: no longer pressed")
        try host.touchMove(to: Point(x: button.x, y: button.y + 2))
        #expect(host.contains("down"), "back near it: pressed again")
        try host.touchMove(to: Point(x: button.x, y: button.y + 12))
        try host.touchUp()
        #expect(host.contains("up") && host.contains("taps 2"), "lifted far off: no tap")
    }

    @Test("a tap around a button competes by waiting, not by moving: a finger sliding a little off the button still taps it")
    func buttonKeepsItsPressBesideATap() throws {
        let host = try TestHost(ButtonOnATappableRow(), size: Size(width: 40, height: 20))
        let button = try host.middle(of: "Push")
        try host.touchDown(at: button)
        try host.touchMove(to: Point(x: button.x + 3, y: button.y + 2))
        try host.touchUp()
        #expect(host.contains("pushes 1 row 0"))
    }

    @Test("a finger dragging a slider sets it as it moves, to the end when it goes past")
    func sliderFollowsTheFinger() throws {
        let host = try TestHost(LevelSlider())
        let row = try host.middle(of: "level 50").y + 1
        try host.drag(from: Point(x: 20, y: row), to: Point(x: 30, y: row), lifting: false)
        let partway = try #require(host.graph.allNodes().compactMap { $0.content.visibleText }.first { $0.hasPrefix("level ") })
        #expect(partway != "level 50" && partway != "level 100", "set under the finger while it moves: \(partway)")
        try host.touchMove(to: Point(x: 70, y: row))
        try host.touchUp()
        #expect(host.contains("level 100"))
    }

    @Test("a long press sequenced before a drag: pressing, then dragging once held, ended when lifted; a quick drag is neither")
    func sequencedLongPressThenDrag() throws {
        let host = try TestHost(PickUpCard())
        let card = Point(x: 5, y: try host.middle(of: "idle").y + 4)
        try host.touchDown(at: card)
        #expect(host.contains("pressing"))
        host.advance(by: .milliseconds(600))
        try host.touchMove(to: Point(x: card.x + 6, y: card.y + 2))
        #expect(host.contains("dragging 6,2"), "held long enough, the drag follows")
        try host.touchUp()
        #expect(host.contains("idle") && host.contains("log dropped"))
        try host.drag(from: card, to: Point(x: card.x + 15, y: card.y), over: .milliseconds(100))
        #expect(host.contains("idle") && host.contains("log dropped"), "moved before the press completed: no pick-up")
    }

    @Test("exclusively: a double tap wins as the first gesture; one tap falls to the second once the first gives up; map names them")
    func exclusiveTaps() throws {
        let host = try TestHost(PickUpCard())
        let tile = Point(x: 5, y: try host.middle(of: "idle").y + 10)
        try host.tap(at: tile)
        host.advance(by: .milliseconds(100))
        try host.tap(at: tile)
        host.advance(by: .seconds(1))
        try host.tap(at: tile)
        host.advance(by: .seconds(1))
        #expect(host.contains("log double,single"))
    }

    @Test("a button taken off the screen while a finger holds it is not tapped when the finger lifts")
    func buttonGoneUnderTheFinger() throws {
        let offer = Offer()
        let host = try TestHost(OfferView(offer: offer))
        try host.touchDown(at: try host.middle(of: "Take"))
        offer.isOpen = false
        host.pump()
        try host.touchUp()
        #expect(offer.taken == 0 && host.contains("taken 0"))
    }

    @Test("MagnificationGesture and RotationGesture report their values alone, in a gap an interaction content shape makes touchable")
    func olderPinchForms() throws {
        let host = try TestHost(OlderPinch())
        let middle = Point(x: 20, y: try host.middle(of: "L").y)
        try host.touchDown(at: Point(x: middle.x - 5, y: middle.y), finger: 0)
        try host.touchDown(at: Point(x: middle.x + 5, y: middle.y), finger: 1)
        try host.touchMove(to: Point(x: middle.x - 15, y: middle.y), finger: 0)
        try host.touchMove(to: Point(x: middle.x + 15, y: middle.y), finger: 1)
        #expect(host.contains("scale 3.0 angle 0"))
        try host.touchMove(to: Point(x: middle.x, y: middle.y - 15), finger: 0)
        try host.touchMove(to: Point(x: middle.x, y: middle.y + 15), finger: 1)
        try host.touchUp(finger: 0)
        try host.touchUp(finger: 1)
        #expect(host.contains("scale 3.0 angle 90"))
    }

    @Test("a finger that goes down again before it lifted (its client gone) cancels what it began and starts afresh")
    func lostContact() throws {
        let host = try TestHost(PressableButton())
        let button = try host.middle(of: "Push")
        try host.touchDown(at: button)
        #expect(host.contains("down"))
        try host.touchDown(at: Point(x: button.x, y: button.y + 10))
        #expect(host.contains("up"), "the lost press lets go of the button")
        try host.touchUp()
        #expect(host.contains("taps 0"))
        try host.tap(at: button)
        #expect(host.contains("taps 1"), "the next touch works as ever")
    }

    @Test("a drag in a scroll view scrolls with the finger, taps none of its buttons, and a flick coasts on after the finger lifts")
    func scrollDragAndMomentum() throws {
        let host = try TestHost(LongList())
        let start = try host.middle(of: "row 10")
        try host.drag(from: start, to: Point(x: start.x, y: start.y - 5), over: .milliseconds(500), steps: 5)
        #expect(host.contains("tapped none"), "the drag began on a button and tapped nothing")
        let afterSlowDrag = try host.middle(of: "row 10")
        #expect(afterSlowDrag.y == start.y - 5, "the content followed the finger: \(start) → \(afterSlowDrag)")
        host.advance(by: .seconds(3))
        let fling = try host.middle(of: "row 15")
        try host.drag(from: fling, to: Point(x: fling.x, y: fling.y - 8), over: .milliseconds(40), steps: 4)
        let lifted = try host.middle(of: "row 15").y
        host.advance(by: .seconds(3))
        let coasted = try host.middle(of: "row 15").y
        #expect(coasted < lifted - 20, "the flick carried on after the finger lifted: \(lifted) → \(coasted)")
        try host.tap(at: try host.middle(of: "row 40"))
        #expect(host.contains("tapped row 40"), "a tap on a row still taps it")
    }

    @Test("what a gesture's actions change is drawn in the next frame: a pinch's zoom, a drag's offset, a tap's count")
    func gestureChangesAreDrawn() throws {
        let host = try TestHost(ZoomFace(), size: Size(width: 40, height: 12))
        let screen = FrameRecorder(size: Size(width: 40, height: 12))
        host.present(on: screen)
        try host.pinch(around: try host.middle(of: "zoom 1.0 turn 0"), from: 4, to: 8)
        #expect(screen.shown.items.contains { $0.shownText == "zoom 2.0 turn 0" }, "the screen shows the zoom")
        #expect(screen.shown == host.graph.displayList(), "the screen shows what the tree holds")
        try host.tap(at: try host.middle(of: "taps 0"))
        #expect(screen.shown.items.contains { $0.shownText == "taps 1" })
        try host.drag(from: try host.middle(of: "taps 1"), to: Point(x: 30, y: 10))
        #expect(screen.shown == host.graph.displayList(), "the screen shows what the tree holds")
    }

    @Test("a tap's location is in the space its gesture names: its view's, the surface's, or a named one, given as a CoordinateSpace or a CoordinateSpaceProtocol")
    func locationsInCoordinateSpaces() throws {
        let host = try TestHost(TapPlaces(), size: Size(width: 40, height: 10))
        try host.tap(at: Point(x: 9, y: 4))
        #expect(host.contains("local 2,1 global 9,4"), "the square starts at (7, 3)")
        #expect(host.contains("board 6,4 drag 9,4"), "the board starts at (3, 0)")
    }

    @Test("a gesture of one's own, declaring only its body, gives its body's values")
    func customGestureInfersItsValue() throws {
        let host = try TestHost(SwipeStrip(), size: Size(width: 40, height: 8))
        #expect(SwipeAcross.Value.self == CGFloat.self)
        try host.drag(from: Point(x: 5, y: 2), to: Point(x: 17, y: 2))
        #expect(host.contains("travel 12"))
    }

    @Test("in character cells a tap allows a finger to wander a cell, as a control's press does, not ten")
    func tapSlopInCells() throws {
        let host = try TestHost(TapCounter(), size: Size(width: 40, height: 10))
        let square = Point(x: 10, y: 4)
        try host.touchDown(at: square)
        try host.touchMove(to: Point(x: square.x + 0.5, y: square.y))
        try host.touchUp()
        #expect(host.contains("taps 1"))
        host.advance(by: .seconds(1))
        try host.touchDown(at: square)
        try host.touchMove(to: Point(x: square.x + 3, y: square.y))
        try host.touchUp()
        #expect(host.contains("taps 1"), "three cells is a drag, not a tap")
    }

    @Test("two fingers spreading apart magnify; turning around each other rotates, both recognized at once")
    func pinchAndRotate() throws {
        let host = try TestHost(PinchAndTurn())
        let center = Point(x: 30, y: try host.middle(of: "scale 1.00 turned 0 pinches 0").y + 9)
        try host.touchDown(at: Point(x: center.x - 10, y: center.y), finger: 0)
        try host.touchDown(at: Point(x: center.x + 10, y: center.y), finger: 1)
        try host.touchMove(to: Point(x: center.x - 20, y: center.y), finger: 0)
        try host.touchMove(to: Point(x: center.x + 20, y: center.y), finger: 1)
        #expect(host.contains("scale 2.00 turned 0 pinches 0"), "twice as far apart")
        try host.touchMove(to: Point(x: center.x, y: center.y - 20), finger: 0)
        try host.touchMove(to: Point(x: center.x, y: center.y + 20), finger: 1)
        #expect(host.contains("scale 2.00 turned 90 pinches 0"), "a quarter turn clockwise on the screen, as far apart")
        try host.touchUp(finger: 1)
        try host.touchUp(finger: 0)
        #expect(host.contains("scale 2.00 turned 90 pinches 1"))
    }
}

/// Three layers over one spot: a tap target, a cover that lets touches through, and a
/// hidden button; beside them, a stack whose gap is tappable only through its content
/// shape, and a disabled view's gesture.
private struct HitTesting: View {
    @State private var log: [String] = []
    let coverPassesTouches: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("log \(log.joined(separator: ","))")
            ZStack(alignment: .topLeading) {
                Color.green.frame(width: 20, height: 4).onTapGesture { log.append("back") }
                Color.gray.frame(width: 20, height: 4).allowsHitTesting(!coverPassesTouches)
                Button("Hidden") { log.append("hidden") }.hidden()
            }
            HStack(spacing: 10) {
                Text("A")
                Text("B")
            }
            .contentShape(Rectangle())
            .onTapGesture { log.append("stack") }
            HStack(spacing: 10) {
                Text("C")
                Text("D")
            }
            .onTapGesture { log.append("gap") }
            Text("E").onTapGesture { log.append("disabled") }.disabled(true)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("Hit testing: allowsHitTesting, hidden, contentShape, disabled")
struct HitTestingTests {
    @Test("allowsHitTesting(false) lets a touch through to the view behind; hidden views take none; a cover that hits takes it")
    func passingThrough() throws {
        let host = try TestHost(HitTesting(coverPassesTouches: true))
        try host.tap(at: Point(x: 2, y: 2))
        #expect(host.contains("log back"))
        let covered = try TestHost(HitTesting(coverPassesTouches: false))
        try covered.tap(at: Point(x: 2, y: 2))
        #expect(covered.contains("log "), "the gray cover takes the touch, and has no gesture")
    }

    @Test("a pointer's click hit-tests as a finger does: through an overlay that allows no hit testing, not through one that does")
    func pointerHitsAsTouchesDo() throws {
        struct Covered: View {
            @State private var taps = 0
            let coverPassesTouches: Bool
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("taps \(taps)")
                    Button("Press me") { taps += 1 }
                        .overlay {
                            HStack(spacing: 0) {
                                Color.black.opacity(0.3)
                                Button("Badge") {}
                            }
                            .allowsHitTesting(!coverPassesTouches)
                        }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        for passes in [true, false] {
            let host = try TestHost(Covered(coverPassesTouches: passes))
            let label = try host.middle(of: "Press me")
            let badge = try host.middle(of: "Badge")
            for point in [label, badge] {
                let touched = try TestHost(Covered(coverPassesTouches: passes))
                try touched.tap(at: point)
                let clicked = try TestHost(Covered(coverPassesTouches: passes))
                _ = try? clicked.deliver(.pointer(point))
                #expect(touched.contains("taps 1") == passes, "a finger reaches the button only through a cover that passes touches")
                #expect(clicked.contains("taps 1") == touched.contains("taps 1"),
                        "a click at \(point) does what a finger does there (cover passes touches: \(passes))")
            }
        }
    }

    @Test("a stack's gap takes a tap only with a content shape; a disabled view's gesture does not run")
    func shapesAndDisabled() throws {
        let host = try TestHost(HitTesting(coverPassesTouches: true))
        let (a, c) = (try host.middle(of: "A"), try host.middle(of: "C"))
        try host.tap(at: Point(x: a.x + 5, y: a.y))
        #expect(host.contains("log stack"), "between A and B, inside the content shape")
        try host.tap(at: Point(x: c.x + 5, y: c.y))
        #expect(host.contains("log stack"), "between C and D nothing is drawn: no tap")
        try host.tap(at: c)
        #expect(host.contains("log stack,gap"))
        try host.tap(at: try host.middle(of: "E"))
        #expect(host.contains("log stack,gap"))
    }
}
