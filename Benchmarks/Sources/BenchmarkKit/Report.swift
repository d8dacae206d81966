import ArgumentParser
import Foundation

/// The output flag every benchmark takes.
public struct OutputOptions: ParsableArguments, Sendable {
    @Flag(help: "Print one JSON object per line instead of a table.")
    public var json = false

    public init() {}
}

/// One result row: ordered keys and values, printed as a table row or a JSON line.
public struct ReportRow: Sendable {
    public var fields: [(key: String, value: ReportValue)]

    /// A row of `fields`, in order.
    public init(_ fields: KeyValuePairs<String, ReportValue>) {
        self.fields = fields.map { ($0.key, $0.value) }
    }

    /// The value of `key`; setting `nil` removes it.
    public subscript(key: String) -> ReportValue? {
        get { fields.first { $0.key == key }?.value }
        set {
            if let index = fields.firstIndex(where: { $0.key == key }) {
                if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append((key, newValue))
            }
        }
    }
}

/// A value in a result row.
public enum ReportValue: Sendable {
    case text(String)
    case bool(Bool)
    case integer(Int64)
    case number(Double, decimals: Int)

    /// The value as JSON.
    public var json: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value, let decimals): String(format: "%.\(decimals)f", value)
        }
    }

    /// The value as a table cell.
    public var cell: String {
        switch self {
        case .text(let text): text
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value, let decimals): String(format: "%.\(decimals)f", value)
        }
    }
}

/// Prints rows as JSON lines or as an aligned table with the first row's keys as header.
public func printReport(_ rows: [ReportRow], json: Bool) {
    if json {
        for row in rows {
            print("{" + row.fields.map { "\"\($0.key)\":\($0.value.json)" }.joined(separator: ",") + "}")
        }
        return
    }
    guard let header = rows.first?.fields.map(\.key) else { return }
    let cells = rows.map { row in header.map { row[$0]?.cell ?? "" } }
    let widths = header.indices.map { column in
        max(header[column].count, cells.map { $0[column].count }.max() ?? 0)
    }
    func line(_ values: [String]) -> String {
        zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
    }
    print(line(header))
    print(line(widths.map { String(repeating: "-", count: $0) }))
    cells.forEach { print(line($0)) }
}
