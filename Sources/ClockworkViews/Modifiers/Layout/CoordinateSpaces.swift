@_spi(Machinery) import ClockworkCore

/// A coordinate space to give frames in: `.global`, `.local`, `.named("scroll")`.
public protocol CoordinateSpaceProtocol: Sendable {
    /// The space as a ``CoordinateSpace``.
    var coordinateSpace: CoordinateSpace { get }
}

/// The surface's coordinate space.
public struct GlobalCoordinateSpace {
    /// The surface's coordinate space.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension GlobalCoordinateSpace: CoordinateSpaceProtocol {}

/// A view's own coordinate space.
public struct LocalCoordinateSpace {
    /// The view's own coordinate space.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension LocalCoordinateSpace: CoordinateSpaceProtocol {}

/// A coordinate space a view names for the views inside it.
public struct NamedCoordinateSpace: Equatable, @unchecked Sendable {
    // @unchecked Sendable: the name is only compared (see ``CoordinateSpace``).
    let name: AnyHashable

    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension NamedCoordinateSpace: CoordinateSpaceProtocol {}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The surface's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view around named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace.named(name)
    }
}

/// A name for the coordinate space of the view it marks.
struct CoordinateSpaceName: Equatable {
    let name: AnyHashable
}

/// `.coordinateSpace(name:)`: carried for the geometry readers inside.
struct CoordinateSpaceModifier: CarrierModifier {
    let carried: CoordinateSpaceName
}

extension ViewNode {
    /// The named coordinate spaces around this node, nearest first, with the frames of the
    /// views that named them (as last laid out).
    func namedCoordinateSpaces() -> [NamedSpaceFrame] {
        var spaces: [NamedSpaceFrame] = []
        var next = parent
        while let node = next {
            if let named = node.content as? any Carrying<CoordinateSpaceName> {
                spaces.append(NamedSpaceFrame(name: named.carried.name, frame: node.frame))
            }
            next = node.parent
        }
        return spaces
    }
}

extension View {
    /// Names this view's coordinate space, so views inside it can give frames in it:
    /// `proxy.frame(in: .named("scroll"))`.
    public nonisolated func coordinateSpace(name: some Hashable) -> some View {
        modifier(CoordinateSpaceModifier(carried: CoordinateSpaceName(name: AnyHashable(name))))
    }

    /// Names this view's coordinate space: `.coordinateSpace(.named("scroll"))`.
    public nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(carried: CoordinateSpaceName(name: name.name)))
    }
}
