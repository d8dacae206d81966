// The long tail pasted SwiftUI code carries, written from Apple's pages for each: a
// Bindable form, gradients and the tint, colour literals, NavigationView, the earlier
// animation and picker forms, safe areas, the preferred colour scheme, submit labels,
// list item tints, grid cell options, modifier transitions and timer progress.
import Clockwork

@Observable
final class Account {
    var name = "Ada"
    var isAdmin = false
    var volume = 0.5
    var plan = "basic"
}

struct AccountForm: View {
    @Bindable var account: Account

    var body: some View {
        Form {
            TextField("Name", text: $account.name)
                .submitLabel(.done)
            Toggle("Administrator", isOn: $account.isAdmin)
            Slider(value: $account.volume, in: 0...1)
            Picker(selection: $account.plan, label: Text("Plan")) {
                Text("Basic").tag("basic")
                Text("Pro").tag("pro")
            }
        }
    }
}

struct EnvironmentAccountForm: View {
    @Environment(Account.self) private var account

    var body: some View {
        @Bindable var account = account
        TextField("Name", text: $account.name)
    }
}

struct Blink: ViewModifier {
    let visible: Bool
    func body(content: Content) -> some View {
        content.opacity(visible ? 1 : 0).scaleEffect(visible ? 1 : 0.5)
    }
}

struct PastedScreen: View {
    @State private var expanded = false
    private let brand = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    private let deadline = Date().addingTimeInterval(60)

    var body: some View {
        NavigationView {
            List {
                Label("Inbox", systemImage: "tray").listItemTint(.orange)
                Label("Sent", systemImage: "paperplane").listItemTint(ListItemTint.monochrome)
                Text("Brand").foregroundStyle(.tint).tint(brand)
                RoundedRectangle(cornerRadius: 8).fill(Color.green.gradient).frame(height: 20)
                Grid {
                    GridRow {
                        Text("Pressure")
                        Text("1013").gridCellAnchor(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                }
                if expanded {
                    Text("More").transition(.modifier(active: Blink(visible: false), identity: Blink(visible: true)))
                }
                ProgressView(timerInterval: Date()...deadline, countsDown: true)
                Button("More") { expanded.toggle() }
                    .animation(.linear)
            }
            .navigationTitle("Mail")
        }
        .navigationViewStyle(.stack)
        .edgesIgnoringSafeArea(.all)
        .ignoresSafeArea()
        .preferredColorScheme(.dark)
    }
}
