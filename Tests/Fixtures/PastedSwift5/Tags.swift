import SwiftUI
import UIKit
import CoreGraphics

// A free function building a view, nonisolated as Swift 5 code writes it.
func tag(_ text: String, tint: UIColor = .systemOrange) -> some View {
    Text(text)
        .padding(CGFloat(4))
        .background(Color(uiColor: tint))
        .clipShape(Capsule())
}

@ViewBuilder
func status(for count: Int) -> some View {
    if count >= 10 {
        tag("many")
    } else {
        tag("few", tint: .systemGreen)
    }
}
