extension Animation {
    /// A smooth spring: 0.5 s, no bounce.
    public static var smooth: Animation { .smooth(duration: 0.5) }

    /// A smooth spring of `duration` seconds with no bounce, plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring: 0.5 s with a little bounce (0.15).
    public static var snappy: Animation { .snappy(duration: 0.5) }

    /// A snappy spring of `duration` seconds with a little bounce (0.15), plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: 0.5 s with a clear bounce (0.3).
    public static var bouncy: Animation { .bouncy(duration: 0.5) }

    /// A bouncy spring of `duration` seconds with a clear bounce (0.3), plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
