#if canImport(Glibc)
import Glibc
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and Core Animation define it:
/// progress `x` (time) maps to the `y` of the curve point with that `x`.
struct UnitBezier: Equatable, Sendable, CustomStringConvertible {
    // Polynomial coefficients: x(t) = ((ax t + bx) t + cx) t, likewise y. (The control
    // points follow from them: x1 = cx / 3, x2 = (bx + 2 cx) / 3.)
    private let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    var description: String {
        [cx / 3, cy / 3, (bx + 2 * cx) / 3, (by + 2 * cy) / 3].map(formatNumber).joined(separator: ", ")
    }

    /// Where the last solve ended: the curve parameter found and how far it moved from
    /// the solve before. Frames advance smoothly, so extrapolating from it lands Newton's
    /// method next to the answer.
    struct Solution {
        var parameter = 0.5
        var change = 0.0
    }

    /// The curve's value at progress `x` (0–1), accurate to 1e-9, starting from the last
    /// frame's `solution` (which this updates).
    func value(at x: Double, continuing solution: inout Solution) -> Double {
        let guess = min(max(solution.parameter + solution.change, 0), 1)
        let t = parameter(for: x, guess: guess)
        solution.change = t - solution.parameter
        solution.parameter = t
        return ((ay * t + by) * t + cy) * t
    }

    private func parameter(for x: Double, guess: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = guess
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            // 1e-10 in x keeps y within about 1e-9 for any curve whose slope stays sane.
            if abs(error) < 1e-10 { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        // Newton's method left the interval or stalled on a flat part: bisect.
        var low = 0.0, high = 1.0
        t = x
        while high - low > 1e-12 {
            let value = ((ax * t + bx) * t + cx) * t
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

/// A damped harmonic oscillator of unit mass: the motion of a spring animation.
///
/// The displacement from the target `x` and velocity `v` after `t` seconds are linear in
/// their starting values: `x(t) = a x₀ + b v₀`, `v(t) = a′ x₀ + b′ v₀`. The closed forms
/// below give the four coefficients; stepping by a fixed tick is then a 2×2 matrix.
struct SpringModel: Equatable, Sendable, CustomStringConvertible {
    /// Undamped angular frequency ω₀ (radians per second).
    let omega: Double
    /// Damping ratio ζ: below 1 overshoots, 1 is critical, above 1 creeps.
    let damping: Double
    /// Starting velocity, in units of the whole change per second.
    let initialVelocity: Double
    /// The time a person perceives the motion to take: the undamped period.
    var perceptualDuration: Double { 2 * .pi / omega }

    init(response: Double, dampingFraction: Double) {
        omega = 2 * .pi / max(response, 1e-6)
        damping = max(dampingFraction, 0)
        initialVelocity = 0
    }

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let mass = max(mass, 1e-9)
        omega = (stiffness / mass).squareRoot()
        self.damping = damping / (2 * (stiffness * mass).squareRoot())
        self.initialVelocity = initialVelocity
    }

    var description: String {
        "spring(ω₀: \(formatNumber(omega)), ζ: \(formatNumber(damping)))"
    }

    /// The coefficients `(a, b, a′, b′)` after `t` seconds.
    func coefficients(after t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let w0 = omega, zeta = damping
        if abs(zeta - 1) < 1e-9 {
            let e = exp(-w0 * t)
            return (e * (1 + w0 * t), e * t, -e * w0 * w0 * t, e * (1 - w0 * t))
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-zeta * w0 * t), c = cos(wd * t), s = sin(wd * t)
            return (e * (c + zeta * w0 / wd * s), e * s / wd, -e * s * w0 * w0 / wd, e * (c - zeta * w0 / wd * s))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t), span = r2 - r1
        return (e1 - r1 * (e2 - e1) / span, (e2 - e1) / span,
                r1 * e1 - r1 * (r2 * e2 - r1 * e1) / span, (r2 * e2 - r1 * e1) / span)
    }

    /// About how long the motion takes to come within 1e-4 of its start's size of rest.
    var settlingDuration: Double {
        let decay = damping < 1 ? damping * omega : omega * (damping - (damping * damping - 1).squareRoot())
        let rate = abs(damping - 1) < 1e-9 ? omega * 0.8 : decay
        return rate > 0 ? log(1e4) / rate : .infinity
    }
}
