import ArgumentParser
import ClockworkCore
import ClockworkViews
import Foundation

/// `list`: each preview's name, file, line and traits.
struct ListPreviews: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the previews: name, file:line, traits.")

    @Argument(help: "Previews, by name or FILE:LINE (default: all).")
    var previews: [String] = []

    @Flag(help: "One JSON object a line (name, displayName, fileID, line, traits).")
    var json = false

    func run() throws {
        try MainActor.assumeIsolated {
            let records = previews.isEmpty ? PreviewCatalog.records : try PreviewCatalog.select(previews)
            for record in records {
                let traits = record.traits.map(\.description)
                if json {
                    var object: [String: Any] = ["displayName": record.displayName, "fileID": record.fileID, "line": record.line, "traits": traits]
                    if let name = record.name { object["name"] = name }
                    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                    print(String(decoding: data, as: UTF8.self))
                } else {
                    let where_ = "\(record.fileID):\(record.line)"
                    print([record.displayName, where_, traits.joined(separator: ", ")].filter { !$0.isEmpty }.joined(separator: "\t"))
                }
            }
        }
    }
}
