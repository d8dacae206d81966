import Foundation

// The display list's wire format, version 5 (docs/PROTOCOL.md, "The display list"):
// written by hand on the render path as UTF-8 bytes (a frame's changed items are encoded
// each time it is presented), read with `Decodable` by clients such as the `clockwork` CLI.

extension DisplayList {
    /// The version of the wire format ``json()`` writes and the decoder reads.
    public static let wireVersion = 5

    /// Appends the list in the wire format to `wire`.
    func write(to wire: inout [UInt8]) {
        wire.appendRaw("{\"version\":")
        wire.appendDecimal(Int64(Self.wireVersion))
        wire.appendRaw(",\"items\":[")
        for (index, item) in items.enumerated() {
            if index > 0 { wire.append(UInt8(ascii: ",")) }
            item.write(to: &wire)
        }
        wire.appendRaw("]}")
    }
}

extension DisplayItem {
    /// Appends the item as one wire object: its kind and what the kind draws, its frame,
    /// its paint (fields at their defaults are left out), its transform and clips.
    func write(to wire: inout [UInt8]) {
        switch primitive {
        case .text(let text):
            wire.appendRaw("{\"kind\":\"text\",\"text\":")
            wire.appendJSONString(text)
        case .symbol(let name):
            wire.appendRaw("{\"kind\":\"symbol\",\"symbol\":")
            wire.appendJSONString(name)
        case .image(let image):
            wire.appendRaw("{\"kind\":\"image\",\"name\":")
            wire.appendJSONString(image.name)
            wire.appendRaw(",\"path\":")
            wire.appendJSONString(image.path)
            if image.isTemplate { wire.appendRaw(",\"template\":true") }
            if image.isTiled { wire.appendRaw(",\"tiled\":true") }
            if image.interpolation != .high {
                wire.appendRaw(",\"interpolation\":")
                wire.appendJSONString(image.interpolation.rawValue)
            }
            if image.scale != 1 {
                wire.appendRaw(",\"scale\":")
                wire.appendWireNumber(image.scale)
            }
            if let matrix = image.colorMatrix {
                wire.appendRaw(",\"colorMatrix\":[")
                for (index, value) in matrix.rows.joined().enumerated() {
                    if index > 0 { wire.append(UInt8(ascii: ",")) }
                    wire.appendWireNumber(Double(value))
                }
                wire.append(UInt8(ascii: "]"))
            }
        case let .shape(outline, drawing):
            wire.appendRaw("{\"kind\":\"shape\",\"shape\":")
            outline.write(to: &wire)
            switch drawing {
            case let .fill(style, eoFill):
                wire.appendRaw(",\"fill\":{\"style\":")
                style.write(to: &wire)
                wire.appendRaw(",\"eoFill\":")
                wire.appendBool(eoFill)
                wire.append(UInt8(ascii: "}"))
            case let .stroke(style, stroke):
                wire.appendRaw(",\"stroke\":")
                stroke.write(style: style, to: &wire)
            }
        }
        wire.appendRaw(",\"frame\":")
        frame.write(to: &wire)
        if let foreground {
            wire.appendRaw(",\"foreground\":")
            foreground.write(to: &wire)
        }
        if let font {
            wire.appendRaw(",\"font\":")
            font.write(to: &wire)
        }
        wire.appendRaw(",\"opacity\":")
        wire.appendWireNumber(opacity)
        if blendMode != .normal {
            wire.appendRaw(",\"blend\":")
            wire.appendJSONString(blendMode.name)
        }
        if blurRadius > 0 {
            wire.appendRaw(",\"blur\":")
            wire.appendDecimal(Int64(blurRadius))
        }
        if isShadow { wire.appendRaw(",\"shadow\":true") }
        if !transform.isIdentity {
            wire.appendRaw(",\"transform\":")
            transform.write(to: &wire)
        }
        if !clips.isEmpty {
            wire.appendRaw(",\"clips\":[")
            for (index, clip) in clips.enumerated() {
                if index > 0 { wire.append(UInt8(ascii: ",")) }
                clip.write(to: &wire)
            }
            wire.append(UInt8(ascii: "]"))
        }
        wire.append(UInt8(ascii: "}"))
    }
}

extension Rect {
    func write(to wire: inout [UInt8]) {
        wire.appendRaw("{\"x\":")
        wire.appendWireNumber(minX)
        wire.appendRaw(",\"y\":")
        wire.appendWireNumber(minY)
        wire.appendRaw(",\"width\":")
        wire.appendWireNumber(size.width)
        wire.appendRaw(",\"height\":")
        wire.appendWireNumber(size.height)
        wire.append(UInt8(ascii: "}"))
    }
}

extension Transform {
    func write(to wire: inout [UInt8]) { wire.appendWireNumbers(a, b, c, d, tx, ty) }
}

extension Color {
    func write(to wire: inout [UInt8]) {
        wire.appendRaw("{\"space\":")
        wire.appendJSONString(colorSpace.rawValue)
        wire.appendRaw(",\"components\":")
        wire.appendWireNumbers(red, green, blue, opacity)
        if let systemName {
            wire.appendRaw(",\"name\":")
            wire.appendJSONString(systemName)
        }
        wire.append(UInt8(ascii: "}"))
    }
}

extension Gradient {
    func write(to wire: inout [UInt8]) {
        wire.append(UInt8(ascii: "["))
        for (index, stop) in stops.enumerated() {
            if index > 0 { wire.append(UInt8(ascii: ",")) }
            wire.appendRaw("{\"color\":")
            stop.color.write(to: &wire)
            wire.appendRaw(",\"location\":")
            wire.appendWireNumber(Double(stop.location))
            wire.append(UInt8(ascii: "}"))
        }
        wire.append(UInt8(ascii: "]"))
    }
}

extension UnitPoint {
    func write(to wire: inout [UInt8]) { wire.appendWireNumbers(Double(x), Double(y)) }
}

extension PaintStyle {
    func write(to wire: inout [UInt8]) {
        switch self {
        case .color(let color):
            wire.appendRaw("{\"color\":")
            color.write(to: &wire)
        case .hierarchical(let role):
            wire.appendRaw("{\"hierarchical\":")
            wire.appendJSONString(role.name)
        case let .linearGradient(gradient, start, end):
            wire.appendRaw("{\"linearGradient\":{\"stops\":")
            gradient.write(to: &wire)
            wire.appendRaw(",\"startPoint\":")
            start.write(to: &wire)
            wire.appendRaw(",\"endPoint\":")
            end.write(to: &wire)
            wire.append(UInt8(ascii: "}"))
        case let .radialGradient(gradient, center, startRadius, endRadius):
            wire.appendRaw("{\"radialGradient\":{\"stops\":")
            gradient.write(to: &wire)
            wire.appendRaw(",\"center\":")
            center.write(to: &wire)
            wire.appendRaw(",\"startRadius\":")
            wire.appendWireNumber(startRadius)
            wire.appendRaw(",\"endRadius\":")
            wire.appendWireNumber(endRadius)
            wire.append(UInt8(ascii: "}"))
        case let .angularGradient(gradient, center, startAngle, endAngle):
            wire.appendRaw("{\"angularGradient\":{\"stops\":")
            gradient.write(to: &wire)
            wire.appendRaw(",\"center\":")
            center.write(to: &wire)
            wire.appendRaw(",\"startAngle\":")
            wire.appendWireNumber(startAngle)
            wire.appendRaw(",\"endAngle\":")
            wire.appendWireNumber(endAngle)
            wire.append(UInt8(ascii: "}"))
        }
        wire.append(UInt8(ascii: "}"))
    }
}

extension Font {
    func write(to wire: inout [UInt8]) {
        wire.appendRaw("{\"size\":")
        wire.appendWireNumber(size)
        wire.appendRaw(",\"weight\":")
        wire.appendDecimal(Int64(weight.value))
        wire.appendRaw(",\"design\":")
        wire.appendJSONString(design.rawValue)
        wire.appendRaw(",\"italic\":")
        wire.appendBool(isItalic)
        wire.appendRaw(",\"monospacedDigit\":")
        wire.appendBool(hasMonospacedDigits)
        if let textStyle {
            wire.appendRaw(",\"textStyle\":")
            wire.appendJSONString(textStyle.rawValue)
        }
        if isUnderlined { wire.appendRaw(",\"underline\":true") }
        if isStruckThrough { wire.appendRaw(",\"strikethrough\":true") }
        wire.append(UInt8(ascii: "}"))
    }
}

extension StrokeStyle {
    func write(style: PaintStyle, to wire: inout [UInt8]) {
        wire.appendRaw("{\"style\":")
        style.write(to: &wire)
        wire.appendRaw(",\"lineWidth\":")
        wire.appendWireNumber(Double(lineWidth))
        wire.appendRaw(",\"lineCap\":")
        wire.appendJSONString(lineCap.rawValue)
        wire.appendRaw(",\"lineJoin\":")
        wire.appendJSONString(lineJoin.rawValue)
        wire.appendRaw(",\"miterLimit\":")
        wire.appendWireNumber(Double(miterLimit))
        wire.appendRaw(",\"dash\":[")
        for (index, length) in dash.enumerated() {
            if index > 0 { wire.append(UInt8(ascii: ",")) }
            wire.appendWireNumber(Double(length))
        }
        wire.appendRaw("],\"dashPhase\":")
        wire.appendWireNumber(Double(dashPhase))
        wire.append(UInt8(ascii: "}"))
    }
}

extension ShapeOutline {
    func write(to wire: inout [UInt8]) {
        switch self {
        case .rectangle: wire.appendRaw("{\"type\":\"rectangle\"}")
        case let .roundedRectangle(width, height, style):
            wire.appendRaw("{\"type\":\"roundedRectangle\",\"cornerWidth\":")
            wire.appendWireNumber(width)
            wire.appendRaw(",\"cornerHeight\":")
            wire.appendWireNumber(height)
            wire.appendRaw(",\"style\":")
            wire.appendJSONString(style.rawValue)
            wire.append(UInt8(ascii: "}"))
        case .ellipse: wire.appendRaw("{\"type\":\"ellipse\"}")
        case .circle: wire.appendRaw("{\"type\":\"circle\"}")
        case .capsule: wire.appendRaw("{\"type\":\"capsule\"}")
        case .path(let path):
            wire.appendRaw("{\"type\":\"path\",\"elements\":[")
            for (index, element) in path.elements.enumerated() {
                if index > 0 { wire.append(UInt8(ascii: ",")) }
                switch element {
                case .move(let to):
                    wire.appendRaw("[\"move\",")
                    wire.appendPoints(to)
                case .line(let to):
                    wire.appendRaw("[\"line\",")
                    wire.appendPoints(to)
                case let .quadCurve(to, control):
                    wire.appendRaw("[\"quadCurve\",")
                    wire.appendPoints(to, control)
                case let .curve(to, control1, control2):
                    wire.appendRaw("[\"curve\",")
                    wire.appendPoints(to, control1, control2)
                case .closeSubpath: wire.appendRaw("[\"close\"")
                }
                wire.append(UInt8(ascii: "]"))
            }
            wire.appendRaw("]}")
        }
    }
}

private extension Array where Element == UInt8 {
    /// Appends each point's x and y as wire numbers, separated by commas.
    mutating func appendPoints(_ points: CGPoint...) {
        for (index, point) in points.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            appendWireNumber(Double(point.x))
            append(UInt8(ascii: ","))
            appendWireNumber(Double(point.y))
        }
    }
}

extension Clip {
    func write(to wire: inout [UInt8]) {
        wire.appendRaw("{\"shape\":")
        outline.write(to: &wire)
        wire.appendRaw(",\"frame\":")
        frame.write(to: &wire)
        if !transform.isIdentity {
            wire.appendRaw(",\"transform\":")
            transform.write(to: &wire)
        }
        wire.append(UInt8(ascii: "}"))
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
        case "image":
            let interpolation = try container.optional("interpolation", as: String.self) ?? "high"
            guard let sampling = ImageInterpolation(rawValue: interpolation) else {
                throw corrupt(container, "interpolation \"\(interpolation)\" is not one of none, low, medium, high")
            }
            var image = ImageItem(name: try container.value("name"), path: try container.value("path"),
                                  isTemplate: try container.optional("template") ?? false, interpolation: sampling,
                                  isTiled: try container.optional("tiled") ?? false, scale: try container.optional("scale") ?? 1)
            if let values = try container.optional("colorMatrix", as: [Float].self) {
                guard values.count == 20 else { throw corrupt(container, "colorMatrix has \(values.count) numbers, not 20 (four rows of five)") }
                image.colorMatrix = ColorMatrix(rows: (0..<4).map { Array(values[$0 * 5..<$0 * 5 + 5]) })
            }
            primitive = .image(image)
        case "shape":
            let outline: ShapeOutline = try container.value("shape")
            if let fill = try container.optional("fill", as: FillWire.self) {
                primitive = .shape(outline, .fill(fill.style, eoFill: fill.eoFill))
            } else {
                let stroke: StrokeWire = try container.value("stroke")
                primitive = .shape(outline, .stroke(stroke.style, stroke.stroke))
            }
        default: throw corrupt(container, "unknown item kind \(kind)")
        }
        frame = try container.value("frame", as: RectWire.self).rect
        foreground = try container.optional("foreground")
        font = try container.optional("font")
        opacity = try container.value("opacity")
        let blend: String? = try container.optional("blend")
        if let blend {
            guard let mode = BlendMode(name: blend) else { throw corrupt(container, "unknown blend mode \(blend)") }
            blendMode = mode
        }
        blurRadius = try container.optional("blur") ?? 0
        isShadow = try container.optional("shadow") ?? false
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
    public nonisolated init(from decoder: Decoder) throws {
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
        } else if container.contains(AnyKey("angularGradient")) {
            let gradient = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("angularGradient"))
            self = .angularGradient(Gradient(stops: try gradient.value("stops", as: [StopWire].self).map(\.stop)),
                                    center: try gradient.value("center", as: [Double].self).unitPoint,
                                    startAngle: try gradient.value("startAngle"), endAngle: try gradient.value("endAngle"))
        } else {
            throw corrupt(container, "a paint style is one of color, hierarchical, linearGradient, radialGradient, angularGradient")
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
        self = font.decorated(underline: try container.optional("underline") ?? false,
                              strikethrough: try container.optional("strikethrough") ?? false)
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
