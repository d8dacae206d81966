import SwiftUI
import CoreGraphics

func countBadge(_ count: Int, inset: CGFloat = 4) -> some View {
    Text("\(count)")
        .padding(inset)
        .background(Color(uiColor: .systemRed))
        .clipShape(Capsule())
}
