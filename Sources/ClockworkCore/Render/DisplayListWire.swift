import Foundation

// The display list's wire format, version 2 (docs/PROTOCOL.md, "The display list"):
// written by hand on the render path (a frame is encoded each time it is presented),
// read with `Decodable` by clients such as the `clockwork` CLI.

extension DisplayList {
    /// The version of the wire format ``json()`` writes and the decoder reads.
    public static let wireVersion = 2
}

extension DisplayItem {
    var json: String {
        var fields: [(String, String)] = []
        switch primitive {
        case .text(let text): fields = [("kind", "\"text\""), ("text", jsonString(text))]
        case .symbol(let name): fields = [("kind", "\"symbol\""), ("symbol", jsonString(name))]
        case let .shape(outline, drawing):
            fields = [("kind", "\"shape\""), ("shape", outline.json)]
            switch drawing {
            case let .fill(style, eoFill): fields.append(("fill", "{\"style\":\(style.json),\"eoFill\":\(eoFill)}"))
            case let .stroke(style, stroke): fields.append(("stroke", stroke.json(style: style)))
            }
        case .toggle(let isOn): fields = [("kind", "\"toggle\""), ("isOn", "\(isOn)")]
        case .field(let text, let placeholder):
            fields = [("kind", "\"field\""), ("text", jsonString(text)), ("placeholder", jsonString(placeholder))]
        case let .meter(fraction, style):
            fields = [("kind", "\"meter\""), ("fraction", wireNumber(fraction)), ("style", "\"\(style.rawValue)\"")]
        case .spinner(let phase): fields = [("kind", "\"spinner\""), ("phase", "\(phase)")]
        case .rule: fields = [("kind", "\"rule\"")]
        }
        fields.append(("frame", frame.json))
        if let foreground { fields.append(("foreground", foreground.json)) }
        if let font { fields.append(("font", font.json)) }
        fields.append(("opacity", wireNumber(opacity)))
        if !transform.isIdentity { fields.append(("transform", transform.json)) }
        if !clips.isEmpty { fields.append(("clips", "[" + clips.map(\.json).joined(separator: ",") + "]")) }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}

/// A number as the wire writes it: exactly (the shortest form that reads back the same
/// double), integers without a fraction; infinities as the largest finite doubles and NaN
/// as 0, so the line is always valid JSON.
func wireNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    if value.isNaN { return "0" }
    if value.isInfinite { return value < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308" }
    return value.description
}

private func jsonNumbers(_ numbers: [Double]) -> String {
    "[" + numbers.map(wireNumber).joined(separator: ",") + "]"
}

extension Rect {
    var json: String {
        "{\"x\":\(wireNumber(minX)),\"y\":\(wireNumber(minY)),\"width\":\(wireNumber(size.width)),\"height\":\(wireNumber(size.height))}"
    }
}

extension Transform {
    var json: String { jsonNumbers([a, b, c, d, tx, ty]) }
}

extension Color {
    var json: String {
        let rgba = jsonNumbers([red, green, blue, opacity])
        let name = systemName.map { ",\"name\":\(jsonString($0))" } ?? ""
        return "{\"space\":\"\(colorSpace.rawValue)\",\"components\":\(rgba)\(name)}"
    }
}

extension Gradient {
    var json: String {
        "[" + stops.map { "{\"color\":\($0.color.json),\"location\":\(wireNumber(Double($0.location)))}" }.joined(separator: ",") + "]"
    }
}

extension UnitPoint {
    var json: String { jsonNumbers([Double(x), Double(y)]) }
}

extension PaintStyle {
    var json: String {
        switch self {
        case .color(let color): "{\"color\":\(color.json)}"
        case .hierarchical(let role): "{\"hierarchical\":\"\(role.name)\"}"
        case let .linearGradient(gradient, start, end):
            "{\"linearGradient\":{\"stops\":\(gradient.json),\"startPoint\":\(start.json),\"endPoint\":\(end.json)}}"
        case let .radialGradient(gradient, center, startRadius, endRadius):
            "{\"radialGradient\":{\"stops\":\(gradient.json),\"center\":\(center.json),"
                + "\"startRadius\":\(wireNumber(startRadius)),\"endRadius\":\(wireNumber(endRadius))}}"
        }
    }
}

extension Font {
    var json: String {
        var fields = "{\"size\":\(wireNumber(size)),\"weight\":\(weight.value),\"design\":\"\(design.rawValue)\","
            + "\"italic\":\(isItalic),\"monospacedDigit\":\(hasMonospacedDigits)"
        if let textStyle { fields += ",\"textStyle\":\"\(textStyle.rawValue)\"" }
        return fields + "}"
    }
}

extension StrokeStyle {
    func json(style: PaintStyle) -> String {
        "{\"style\":\(style.json),\"lineWidth\":\(wireNumber(Double(lineWidth))),\"lineCap\":\"\(lineCap.rawValue)\","
            + "\"lineJoin\":\"\(lineJoin.rawValue)\",\"miterLimit\":\(wireNumber(Double(miterLimit))),"
            + "\"dash\":\(jsonNumbers(dash.map(Double.init))),\"dashPhase\":\(wireNumber(Double(dashPhase)))}"
    }
}

extension ShapeOutline {
    var json: String {
        switch self {
        case .rectangle: return "{\"type\":\"rectangle\"}"
        case let .roundedRectangle(width, height, style):
            return "{\"type\":\"roundedRectangle\",\"cornerWidth\":\(wireNumber(width)),"
                + "\"cornerHeight\":\(wireNumber(height)),\"style\":\"\(style.rawValue)\"}"
        case .ellipse: return "{\"type\":\"ellipse\"}"
        case .circle: return "{\"type\":\"circle\"}"
        case .capsule: return "{\"type\":\"capsule\"}"
        case .path(let path):
            let elements = path.elements.map { element -> String in
                switch element {
                case .move(let to): "[\"move\",\(wireNumber(Double(to.x))),\(wireNumber(Double(to.y)))]"
                case .line(let to): "[\"line\",\(wireNumber(Double(to.x))),\(wireNumber(Double(to.y)))]"
                case let .quadCurve(to, control):
                    "[\"quadCurve\"," + [to.x, to.y, control.x, control.y].map { wireNumber(Double($0)) }.joined(separator: ",") + "]"
                case let .curve(to, c1, c2):
                    "[\"curve\"," + [to.x, to.y, c1.x, c1.y, c2.x, c2.y].map { wireNumber(Double($0)) }.joined(separator: ",") + "]"
                case .closeSubpath: "[\"close\"]"
                }
            }
            return "{\"type\":\"path\",\"elements\":[" + elements.joined(separator: ",") + "]}"
        }
    }
}

extension Clip {
    var json: String {
        "{\"shape\":\(outline.json),\"frame\":\(frame.json)" + (transform.isIdentity ? "" : ",\"transform\":\(transform.json)") + "}"
    }
}

// MARK: Reading

/// A wire value that is not what the format allows, with where and why.
private func corrupt(_ container: some KeyedDecodingContainerProtocol, _ what: String) -> DecodingError {
    DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: what))
}

private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private extension KeyedDecodingContainer where Key == AnyKey {
    func value<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T { try decode(T.self, forKey: AnyKey(key)) }
    func optional<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? { try decodeIfPresent(T.self, forKey: AnyKey(key)) }
    func rawEnum<T: RawRepresentable>(_ key: String, as type: T.Type = T.self) throws -> T where T.RawValue == String {
        let raw: String = try value(key)
        guard let value = T(rawValue: raw) else { throw corrupt(self, "\(key) \"\(raw)\" is not one of the allowed names") }
        return value
    }
}

extension DisplayList: Decodable {
    /// Reads a list in the wire format (``json()``), as a remote client receives it; a
    /// list of another version is refused with an error that names both versions.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let version: Int = try container.value("version")
        guard version == Self.wireVersion else {
            throw corrupt(container, "display list version \(version); this reader reads version \(Self.wireVersion)")
        }
        self.init(items: try container.value("items"))
    }
}

extension DisplayItem: Decodable {
    /// Reads one item of the wire format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let kind: String = try container.value("kind")
        switch kind {
        case "text": primitive = .text(try container.value("text"))
        case "symbol": primitive = .symbol(try container.value("symbol"))
        case "shape":
            let outline: ShapeOutline = try container.value("shape")
            if let fill = try container.optional("fill", as: FillWire.self) {
                primitive = .shape(outline, .fill(fill.style, eoFill: fill.eoFill))
            } else {
                let stroke: StrokeWire = try container.value("stroke")
                primitive = .shape(outline, .stroke(stroke.style, stroke.stroke))
            }
        case "toggle": primitive = .toggle(isOn: try container.value("isOn"))
        case "field": primitive = .field(text: try container.value("text"), placeholder: try container.value("placeholder"))
        case "meter": primitive = .meter(fraction: try container.value("fraction"), style: try container.rawEnum("style"))
        case "spinner": primitive = .spinner(phase: try container.value("phase"))
        case "rule": primitive = .rule
        default: throw corrupt(container, "unknown item kind \(kind)")
        }
        frame = try container.value("frame", as: RectWire.self).rect
        foreground = try container.optional("foreground")
        font = try container.optional("font")
        opacity = try container.value("opacity")
        transform = try container.optional("transform", as: [Double].self).map(Transform.init(wire:)) ?? .identity
        clips = try container.optional("clips") ?? []
    }
}

private struct RectWire: Decodable {
    let x, y, width, height: Double
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}

private struct FillWire: Decodable {
    let style: PaintStyle
    let eoFill: Bool
}

private struct StrokeWire: Decodable {
    let style: PaintStyle
    let stroke: StrokeStyle

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        style = try container.value("style")
        stroke = StrokeStyle(lineWidth: try container.value("lineWidth"), lineCap: try container.rawEnum("lineCap"),
                             lineJoin: try container.rawEnum("lineJoin"), miterLimit: try container.value("miterLimit"),
                             dash: try container.value("dash"), dashPhase: try container.value("dashPhase"))
    }
}

extension Transform {
    init(wire numbers: [Double]) throws {
        guard numbers.count == 6 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a transform has 6 numbers, not \(numbers.count)"))
        }
        self.init(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }
}

extension Color: Decodable {
    /// Reads a color of the wire format: its space, its four components, and its system name if any.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        if let name = try container.optional("name", as: String.self), let system = Color(systemName: name) {
            self = system
            return
        }
        let components: [Double] = try container.value("components")
        guard components.count == 4 else { throw corrupt(container, "a color has 4 components, not \(components.count)") }
        self.init(try container.rawEnum("space"), red: components[0], green: components[1], blue: components[2],
                  opacity: components[3])
    }
}

extension PaintStyle: Decodable {
    /// Reads a paint style of the wire format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        if let color = try container.optional("color", as: Color.self) {
            self = .color(color)
        } else if let role = try container.optional("hierarchical", as: String.self) {
            guard let level = ["primary", "secondary", "tertiary", "quaternary"].firstIndex(of: role) else {
                throw corrupt(container, "unknown hierarchical style \(role)")
            }
            self = .hierarchical(HierarchicalShapeStyle(level: level))
        } else if container.contains(AnyKey("linearGradient")) {
            let gradient = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("linearGradient"))
            self = .linearGradient(Gradient(stops: try gradient.value("stops", as: [StopWire].self).map(\.stop)),
                                   startPoint: try gradient.value("startPoint", as: [Double].self).unitPoint,
                                   endPoint: try gradient.value("endPoint", as: [Double].self).unitPoint)
        } else if container.contains(AnyKey("radialGradient")) {
            let gradient = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("radialGradient"))
            self = .radialGradient(Gradient(stops: try gradient.value("stops", as: [StopWire].self).map(\.stop)),
                                   center: try gradient.value("center", as: [Double].self).unitPoint,
                                   startRadius: try gradient.value("startRadius"), endRadius: try gradient.value("endRadius"))
        } else {
            throw corrupt(container, "a paint style is one of color, hierarchical, linearGradient, radialGradient")
        }
    }
}

private struct StopWire: Decodable {
    let color: Color
    let location: Double
    var stop: Gradient.Stop { Gradient.Stop(color: color, location: CGFloat(location)) }
}

private extension Array where Element == Double {
    var unitPoint: UnitPoint { UnitPoint(x: CGFloat(count > 0 ? self[0] : 0), y: CGFloat(count > 1 ? self[1] : 0)) }
}

extension Font: Decodable {
    /// Reads a font of the wire format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let weight = Weight(value: try container.value("weight"))
        let design: Design = try container.rawEnum("design")
        var font: Font = if let style = try container.optional("textStyle", as: String.self).flatMap(TextStyle.init(rawValue:)) {
            .system(style, design: design, weight: weight)
        } else {
            .system(size: try container.value("size"), weight: weight, design: design)
        }
        if try container.value("italic") { font = font.italic() }
        if try container.value("monospacedDigit") { font = font.monospacedDigit() }
        self = font
    }
}

extension ShapeOutline: Decodable {
    /// Reads a shape outline of the wire format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let type: String = try container.value("type")
        switch type {
        case "rectangle": self = .rectangle
        case "roundedRectangle":
            self = .roundedRectangle(cornerWidth: try container.value("cornerWidth"), cornerHeight: try container.value("cornerHeight"),
                                     style: try container.rawEnum("style"))
        case "ellipse": self = .ellipse
        case "circle": self = .circle
        case "capsule": self = .capsule
        case "path":
            var elements = try container.nestedUnkeyedContainer(forKey: AnyKey("elements"))
            var path = Path()
            while !elements.isAtEnd {
                var element = try elements.nestedUnkeyedContainer()
                let verb = try element.decode(String.self)
                var numbers: [CGFloat] = []
                while !element.isAtEnd { numbers.append(CGFloat(try element.decode(Double.self))) }
                let needed = ["move": 2, "line": 2, "quadCurve": 4, "curve": 6, "close": 0][verb]
                guard let needed, numbers.count == needed else {
                    throw corrupt(container, "path element \(verb) with \(numbers.count) numbers")
                }
                let point = { (i: Int) in CGPoint(x: numbers[i], y: numbers[i + 1]) }
                switch verb {
                case "move": path.move(to: point(0))
                case "line": path.addLine(to: point(0))
                case "quadCurve": path.addQuadCurve(to: point(0), control: point(2))
                case "curve": path.addCurve(to: point(0), control1: point(2), control2: point(4))
                default: path.closeSubpath()
                }
            }
            self = .path(path)
        default: throw corrupt(container, "unknown shape \(type)")
        }
    }
}

extension Clip: Decodable {
    /// Reads a clip of the wire format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        self.init(outline: try container.value("shape"), frame: try container.value("frame", as: RectWire.self).rect,
                  transform: try container.optional("transform", as: [Double].self).map(Transform.init(wire:)) ?? .identity)
    }
}
