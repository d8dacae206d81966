@_spi(Machinery) import ClockworkCore

/// The render attributes every stack shows: its alignment unless centered, its spacing when set.
func stackAttributes(_ alignment: String, _ spacing: Double?) -> [String] {
    var attributes: [String] = []
    if alignment != "center" { attributes.append("alignment=\(alignment)") }
    if let spacing { attributes.append("spacing=\(formatNumber(spacing))") }
    return attributes
}
