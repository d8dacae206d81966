import Foundation

/// How a shape's outline is stroked: its width, ends, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// How an open line ends.
    public enum LineCap: String, Hashable, Sendable {
        /// Square, at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// Square, half the line width past the end point.
        case square
    }
    /// How two segments meet.
    public enum LineJoin: String, Hashable, Sendable {
        /// A sharp corner (up to ``StrokeStyle/miterLimit``).
        case miter
        /// A rounded corner.
        case round
        /// A corner cut flat.
        case bevel
    }

    /// The line's width, in the target's units.
    public var lineWidth: CGFloat
    /// How open ends look.
    public var lineCap: LineCap
    /// How corners look.
    public var lineJoin: LineJoin
    /// How far a mitered corner may reach, in line widths, before it is beveled.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; by default a solid line one unit wide.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
