@_spi(Machinery) import ClockworkCore

extension PreviewRecord {
    /// The previews `selector` names, among `records`: those of that name, or those of a
    /// file written at a line (`File.swift:LINE`, `Module/File.swift:LINE` or a path
    /// ending so): the last preview starting at or before that line, or a provider's
    /// previews, which all start at its line.
    @MainActor
    public static func matching(_ selector: String, in records: [PreviewRecord] = all) -> [PreviewRecord] {
        let named = records.filter { $0.name == selector || $0.displayName == selector }
        if !named.isEmpty { return named }
        guard let colon = selector.lastIndex(of: ":"), let line = Int(selector[selector.index(after: colon)...]) else { return [] }
        let file = String(selector[..<colon])
        let inFile = records.filter { record in
            file == record.fileID || file.hasSuffix("/" + record.fileID) || record.fileID.hasSuffix("/" + file)
                || (!file.contains("/") && record.fileID.split(separator: "/").last.map(String.init) == file)
        }
        guard let start = inFile.map(\.line).filter({ $0 <= line }).max() else { return [] }
        return inFile.filter { $0.line == start }
    }

    /// The size a tool shows the preview at on a screen of `screen` (wide, in points): the
    /// size its `.fixedLayout` trait gives; the screen's, turned upright for a portrait
    /// orientation; `nil` for `.sizeThatFitsLayout`, which takes the size the content asks for.
    public func frame(on screen: Size) -> Size? {
        var size: Size? = screen
        for trait in traits {
            switch trait.setting {
            case .deviceLayout: size = screen
            case .sizeThatFits: size = nil
            case .fixedSize(let width, let height): size = Size(width: width, height: height)
            case .orientation(let orientation):
                guard let current = size else { continue }
                let long = max(current.width, current.height), short = min(current.width, current.height)
                switch orientation {
                case .portrait, .portraitUpsideDown: size = Size(width: short, height: long)
                case .landscapeLeft, .landscapeRight: size = Size(width: long, height: short)
                }
            }
        }
        return size
    }
}
