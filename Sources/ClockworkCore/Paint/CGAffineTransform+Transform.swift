import CoreGraphics

extension CGAffineTransform {
    /// The transform as the display list's ``Transform``.
    package var transform: Transform { Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}
