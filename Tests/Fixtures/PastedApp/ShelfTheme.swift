import SwiftUI

/// A theme as apps write one: members added to SwiftUI's own types, each reading the
/// others and the app's globals. Under main-actor default isolation they are all the main
/// actor's, the built-in types' extensions as much as `Angle`'s.
let shelfHue = 0.08

extension Angle {
    static var shelfStart: Angle { .degrees(-90) }
}

extension Color {
    static var shelfSpine: Color { Color(hue: shelfHue, saturation: 0.7, brightness: 0.5) }
}

extension AngularGradient {
    static var shelfRing: AngularGradient {
        AngularGradient(colors: [.shelfSpine, .orange], center: .center,
                        startAngle: .shelfStart, endAngle: .shelfStart + .degrees(360))
    }
}

extension Text {
    func shelfTitle() -> some View { font(.headline).foregroundStyle(AngularGradient.shelfRing) }
}
