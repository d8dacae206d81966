import SwiftUI

/// A shape of one's own as Apple's documentation writes one: an arc from the top, as far
/// round as `fraction` says, animatable.
struct ShelfArc: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        return path
    }
}

/// An insettable shape of one's own, which `strokeBorder` keeps inside its frame.
struct ShelfTab: InsettableShape {
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadius: 4)
    }

    func inset(by amount: CGFloat) -> ShelfTab {
        var tab = self
        tab.insetAmount += amount
        return tab
    }
}
