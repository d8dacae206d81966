import Clockwork
import Foundation

/// Navigation chrome as older apps write it: bar items, hidden bars, the old alert type,
/// toolbar placements of the navigation bar, lists from data, swipes, badges, edit mode.
struct Maintenance: View {
    @Environment(\.editMode) private var editMode
    @State private var jobs = [Part(id: UUID(), name: "Filter", count: 2)]
    @State private var chosen: Part.ID?
    @State private var chosenMany = Set<Part.ID>()
    @State private var confirms = false
    @State private var showsDetail = false

    var body: some View {
        NavigationStack {
            VStack {
                List(jobs) { job in
                    Text(job.name)
                        .badge(job.count)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button("Done", role: .destructive) {}
                        }
                        .contextMenu(ContextMenu { Button("Skip") {} })
                        .help("A maintenance job")
                }
                List(jobs, id: \.name) { Text($0.name) }
                List(jobs, selection: $chosen) { Text($0.name) }
                List(jobs, selection: $chosenMany) { Text($0.name) }
                    .listStyle(.inset)
                List { Text("Sidebar") }.listStyle(.sidebar)
                Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing")
                Button("Edit") { editMode?.wrappedValue = editMode?.wrappedValue == .active ? .inactive : .active }
                    .controlSize(.mini)
                Button("Regular") {}.controlSize(.regular)
                TextField("Serial", text: .constant(""))
                    .textInputAutocapitalization(.never)
                    .disableAutocorrection(true)
                Menu("Filter") { Button("All") {} }.menuStyle(.borderlessButton)
            }
            .navigationBarTitle("Maintenance", displayMode: .inline)
            .navigationBarTitle(Text("Jobs"))
            .navigationBarHidden(false)
            .navigationBarItems(trailing: EditButton())
            .navigationDestination(for: Part.self) { Text($0.name) }
            .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Help") {} }
                ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
                ToolbarItem(placement: .primaryAction) { Button("Run") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                ToolbarItem(placement: .navigation) { Button("Menu") {} }
                ToolbarItem(placement: .automatic) { Button("More") {} }
            }
            .alert(isPresented: $confirms) {
                Alert(title: Text("Reset all jobs?"), message: Text("Their history is kept."),
                      primaryButton: .destructive(Text("Reset")) {}, secondaryButton: .cancel(Text("Keep")))
            }
            .edgesIgnoringSafeArea(.all)
        }
        .environment(\.openURL, OpenURLAction { _ in .systemAction })
    }
}

/// Two columns without a visibility binding; a grid item's size read back.
struct TwoColumns: View {
    let item = GridItem(.fixed(40))

    var body: some View {
        NavigationSplitView {
            List { Text("Pumps") }
        } detail: {
            LabeledContent {
                switch item.size {
                case .fixed(let width): Text("\(width)")
                case .flexible, .adaptive: Text("flexible")
                }
            } label: {
                Text("Width")
            }
        }
        .alert("Saved", isPresented: .constant(false)) {
            Button("OK") {}
        }
    }
}

/// A screen's own toolbar content, composed as a view composes views.
struct JobActions: ToolbarContent {
    let placement: ToolbarItemPlacement = .topBarTrailing
    let proxy: ScrollViewProxy

    @ToolbarContentBuilder
    var body: some ToolbarContent {
        ToolbarItem(placement: placement) { Button("First") { proxy.scrollTo(0) } }
    }
}

struct JobLog: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack {
                    ForEach(0..<50, id: \.self) { Text("entry \($0)").listRowSeparator(.hidden, edges: .bottom) }
                }
                .scrollTargetLayout(isEnabled: true)
            }
            .scrollIndicators(.visible, axes: .vertical)
            .toolbar { JobActions(proxy: proxy) }
        }
    }
}
