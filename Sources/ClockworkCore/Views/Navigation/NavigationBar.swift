/// A navigation stack's bar: the top screen's title, centered, and above the root a back
/// button named for the screen below (its title, else "Back"), over a divider. Nothing
/// at all when there is neither.
struct NavigationBar: View {
    let title: String?
    let backTitle: String?
    let back: (@MainActor () -> Void)?

    var body: some View {
        if title != nil || back != nil {
            VStack(spacing: 0) {
                ZStack {
                    if let title { Text(title).bold() }
                    HStack {
                        if let back, let backTitle {
                            Button(action: back) {
                                HStack(spacing: 0) {
                                    Image(systemName: "chevron.left")
                                    Text(backTitle)
                                }
                            }
                        }
                        Spacer()
                    }
                }
                Divider()
            }
        }
    }
}
