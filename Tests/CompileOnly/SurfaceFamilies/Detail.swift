import Clockwork
import Foundation

struct PartDetail: View {
    let part: Part
    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss
    @State private var notes = ""
    @State private var confirm = false

    private let columns = [GridItem(.adaptive(minimum: 60), spacing: 8)]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVGrid(columns: columns, alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<part.count, id: \.self) { index in
                        Text("#\(index)").id(index)
                    }
                }
                LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.flexible(minimum: 10, maximum: 40))]) {
                    Text("a")
                    Text("b")
                }
                Link("Datasheet", destination: URL(string: "https://example.com/\(part.name)")!)
                Link(destination: URL(string: "https://example.com")!) { Label("Vendor", systemImage: "link") }
                Button("Order") { openURL(URL(string: "https://example.com/order")!) }
                    .controlSize(.large)
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.capsule)
                TextField("Notes", text: $notes)
                    .keyboardType(.asciiCapable)
                    .textInputAutocapitalization(.sentences)
                    .autocorrectionDisabled()
                Button("Top") { proxy.scrollTo(0, anchor: .top) }
            }
            .scrollIndicators(.hidden)
            .scrollDisabled(false)
            .defaultScrollAnchor(.top)
        }
        .navigationTitle(part.name)
        .navigationSubtitle("\(part.count) in stock")
        .navigationBarBackButtonHidden(false)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
            ToolbarItem(placement: .principal) { Text(part.name).bold() }
        }
        .toolbar(.hidden, for: .tabBar)
        .confirmationDialog("Reorder?", isPresented: $confirm) { Button("Reorder") {} }
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
}

struct AddPart: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var name = ""
    @State private var count = 1
    @State private var kind = "valve"
    @State private var warns = false

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Stepper("Count \(count)", value: $count, in: 1...99)
            Picker("Kind", selection: $kind) {
                Text("Valve").tag("valve")
                Text("Pump").tag("pump")
            }
            .pickerStyle(.menu)
            .labelsHidden()
            Menu("Preset", systemImage: "list.bullet") {
                Button("Small") { count = 1 }
            }
            .menuStyle(.button)
            .menuIndicator(.hidden)
            Button("Save") { presentationMode.wrappedValue.dismiss() }
        }
        .controlSize(.small)
        .alert(isPresented: $warns) {
            Alert(title: Text("Name missing"), message: Text("Give the part a name."), dismissButton: .default(Text("OK")))
        }
    }
}
