import CLinux
@_spi(Machinery) import ClockworkCore

/// A preview linked into this process: its name, where it is written, its traits, and its
/// view.
///
/// `#Preview` places a record of each preview in the program itself (an ELF section of
/// its own, `clockwork_previews`), and every `PreviewProvider` leaves the conformance
/// record the compiler writes for any protocol, so a tool or a test finds every preview
/// of the targets it links with nothing registered by hand: ``all``. A provider's own
/// records do not say where it is written: `clockwork preview`, which finds providers in
/// the sources too, makes records with their files and lines
/// (``records(of:fileID:line:)``).
public struct PreviewRecord {
    /// The name the preview was given, if any.
    public let name: String?
    /// The file it is written in, as `#fileID` names it (`Module/File.swift`).
    public let fileID: String
    /// The line its `#Preview` starts on.
    public let line: Int
    /// How a tool should frame it.
    public let traits: [PreviewTrait<PreviewViewTraits>]
    private let make: @MainActor () -> AnyView
    /// The `PreviewProvider` the record is one of the previews of, if any.
    package let provider: ObjectIdentifier?

    /// A record of a preview, as `#Preview`'s expansion makes it.
    public init(name: String?, fileID: String, line: Int, traits: [PreviewTrait<PreviewViewTraits>],
                view: @escaping @MainActor () -> AnyView) {
        self.init(name: name, fileID: fileID, line: line, traits: traits, provider: nil, view: view)
    }

    private init(name: String?, fileID: String, line: Int, traits: [PreviewTrait<PreviewViewTraits>], provider: Any.Type?,
                 view: @escaping @MainActor () -> AnyView) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.traits = traits
        self.provider = provider.map(ObjectIdentifier.init)
        make = view
    }

    /// The records of a `PreviewProvider`'s previews: one for each view its `previews`
    /// shows — each view of a `Group`, of its builder block or of a `ForEach` is a preview
    /// of its own, as Xcode shows them side by side. Each is named by its
    /// `previewDisplayName(_:)`, else after the provider (numbered when there are several),
    /// and framed as its `previewLayout(_:)` and `previewInterfaceOrientation(_:)` say.
    @MainActor
    public static func records<Provider: PreviewProvider>(of provider: Provider.Type, fileID: String, line: Int) -> [PreviewRecord] {
        let variants = PreviewVariant.of(Provider.previews)
        return variants.indices.map { index in
            let settings = variants[index].settings
            let name = settings.name ?? (variants.count == 1 ? String(describing: provider) : "\(provider) \(index + 1)")
            return PreviewRecord(name: name, fileID: fileID, line: line, traits: settings.traits, provider: provider) {
                // The previews made anew, this one of them.
                let made = PreviewVariant.of(Provider.previews)
                return made.indices.contains(index) ? made[index].view : AnyView(EmptyView())
            }
        }
    }

    /// The records of a provider found in the program rather than in its sources: its
    /// module named as `#fileID` names it, its file by the provider's type
    /// (`Module/ContentView_Previews`), line 0.
    @MainActor
    static func records(ofLinked provider: any PreviewProvider.Type) -> [PreviewRecord] {
        let module = String(reflecting: provider).prefix { $0 != "." }
        return records(of: provider, fileID: "\(module)/\(provider)", line: 0)
    }

    /// The module the preview is written in.
    public var module: String {
        fileID.split(separator: "/").first.map(String.init) ?? fileID
    }

    /// The preview's view, made anew, as the preview's body makes it.
    @MainActor
    public func makeView() -> AnyView {
        make()
    }

    /// The name, or `File.swift:LINE` for a preview without one.
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// Every preview linked into this process: the `#Preview`s in the order the linker
    /// laid them out, then each `PreviewProvider`'s, named by its type (its file `Module/Type`).
    @MainActor
    public static var all: [PreviewRecord] {
        macroRecords + LinkedPreviewProviders.all.flatMap { records(ofLinked: $0) }
    }

    /// The records `#Preview` left in the program's `clockwork_previews` section.
    private static var macroRecords: [PreviewRecord] {
        var records: [PreviewRecord] = []
        var cursor = clinux_previews_begin()
        let end = clinux_previews_end()
        while let record = cursor, record != end {
            if let describe = record.pointee {
                // The record initialises the storage it is given with its preview's record.
                let storage = UnsafeMutablePointer<PreviewRecord>.allocate(capacity: 1)
                describe(storage)
                records.append(storage.move())
                storage.deallocate()
            }
            cursor = record + 1
        }
        return records
    }

    /// The preview named `name`, if one is linked in.
    @MainActor
    public static func named(_ name: String) -> PreviewRecord? {
        all.first { $0.name == name }
    }
}
