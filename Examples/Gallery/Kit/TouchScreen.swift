import Clockwork

/// What a finger does on a kiosk: a valve's opening set by dragging a slider, a gauge face
/// pinched and turned with two fingers, a tile dragged around and held for its menu, a
/// double tap that resets, and a set point typed on the on-screen keyboard.
struct TouchScreen: View {
    @EnvironmentObject var station: Station
    @GestureState private var dragging = CGSize.zero
    @State private var tile = CGSize.zero
    @State private var zoom = 1.0
    @State private var turn = Angle.zero
    @State private var setPoint = ""
    @State private var submitted = "none"
    @State private var held = "—"

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack {
                Text("Valve \(Int(station.flow * 100)) %")
                Slider(value: $station.flow, in: 0...1)
            }
            HStack(alignment: .top, spacing: 2) {
                Text("zoom \(zoom, specifier: "%.1f") · turn \(Int(turn.degrees))°")
                    .padding(1)
                    .frame(width: 30, height: 5)
                    .background(Color.blue.opacity(0.25))
                    .gesture(MagnifyGesture()
                        .onChanged { zoom = $0.magnification }
                        .simultaneously(with: RotateGesture().onChanged { turn = $0.rotation }))
                    .onTapGesture(count: 2) {
                        zoom = 1
                        turn = .zero
                    }
                Text("tile")
                    .padding(1)
                    .background(Color.orange.opacity(0.4))
                    .offset(x: tile.width + dragging.width, y: tile.height + dragging.height)
                    .gesture(DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            tile.width += value.translation.width
                            tile.height += value.translation.height
                        })
                    .contextMenu {
                        Button("Home") { tile = .zero }
                        Button("Mark") { held = "marked" }
                    }
            }
            Text("held: \(held)")
            HStack {
                TextField("Set point", text: $setPoint)
                    .keyboardType(.decimalPad)
                    .submitLabel(.done)
                    .onSubmit { submitted = setPoint }
                Text("set: \(submitted)")
            }
        }
    }
}
