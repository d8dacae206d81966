@_spi(Machinery) import ClockworkCore

// UIKit and AppKit do not exist on Linux. SwiftUI's bridges to them are declared here as
// unavailable, so code pasted from an iOS or macOS app stops at the bridge with a message
// that says what to write instead, rather than at an unknown name.

/// A UIKit view (stands for UIKit's type in the declarations that refuse bridging).
@available(*, unavailable, message: "Clockwork's UIKit holds no views: write the view in SwiftUI's views, or draw it with a Shape or Canvas")
public final class UIView {}

/// A UIKit view controller (stands for UIKit's type in the declarations that refuse bridging).
@available(*, unavailable, message: "Clockwork's UIKit holds no views: write the screen as a View; push it with NavigationStack or show it with .sheet")
public final class UIViewController {}

/// An AppKit view (stands for AppKit's type in the declarations that refuse bridging).
@available(*, unavailable, message: "Clockwork's AppKit holds no views: write the view in SwiftUI's views, or draw it with a Shape or Canvas")
public final class NSView {}

/// An AppKit view controller (stands for AppKit's type in the declarations that refuse bridging).
@available(*, unavailable, message: "Clockwork's AppKit holds no views: write the screen as a View; push it with NavigationStack or show it with .sheet")
public final class NSViewController {}

/// An AppKit image (stands for AppKit's type in the declarations that refuse bridging).
@available(*, unavailable, message: "Clockwork's AppKit has no NSImage: load images with Image(_:) from the bundle's Assets.xcassets, or Image(decorative:) from a file path")
public final class NSImage {}

/// UIKit's application delegate (stands for UIKit's protocol in the declarations that refuse bridging).
@available(*, unavailable, message: "a daemon has no app delegate: do start-up work in your App's init, and react to stopping with .onDisappear or the daemon's service lifecycle")
public protocol UIApplicationDelegate: AnyObject {}

/// AppKit's application delegate (stands for AppKit's protocol in the declarations that refuse bridging).
@available(*, unavailable, message: "a daemon has no app delegate: do start-up work in your App's init, and react to stopping with .onDisappear or the daemon's service lifecycle")
public protocol NSApplicationDelegate: AnyObject {}

/// A wrapper for a UIKit view: refused, as Clockwork's UIKit holds no views.
@available(*, unavailable, message: "UIKit views cannot be hosted on Linux: write the view in SwiftUI's views (Canvas and Shape draw what a custom UIView drew)")
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view to present.
    associatedtype UIViewType
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void
    /// Creates the view object and configures its initial state.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// The context the representable's methods are given.
    typealias Context = UIViewRepresentableContext<Self>
}

/// What a ``UIViewRepresentable``'s methods are given: refused with it.
@available(*, unavailable, message: "UIKit views cannot be hosted on Linux")
public struct UIViewRepresentableContext<Representable> {}

/// A wrapper for a UIKit view controller: refused, as Clockwork's UIKit holds no views.
@available(*, unavailable, message: "UIKit view controllers cannot be hosted on Linux: write the screen as a View (a camera or document picker has no counterpart on a daemon)")
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType
    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void
    /// Creates the view controller object and configures its initial state.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Creates the custom instance that you use to communicate changes from your view controller to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// The context the representable's methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

/// What a ``UIViewControllerRepresentable``'s methods are given: refused with it.
@available(*, unavailable, message: "UIKit view controllers cannot be hosted on Linux")
public struct UIViewControllerRepresentableContext<Representable> {}

/// A wrapper for an AppKit view: refused, as Clockwork's AppKit holds no views.
@available(*, unavailable, message: "AppKit views cannot be hosted on Linux: write the view in SwiftUI's views (Canvas and Shape draw what a custom NSView drew)")
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Body == Never {
    /// The type of view to present.
    associatedtype NSViewType
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void
    /// Creates the view object and configures its initial state.
    func makeNSView(context: Context) -> NSViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    func updateNSView(_ nsView: NSViewType, context: Context)
    /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// The context the representable's methods are given.
    typealias Context = NSViewRepresentableContext<Self>
}

/// What an ``NSViewRepresentable``'s methods are given: refused with it.
@available(*, unavailable, message: "AppKit views cannot be hosted on Linux")
public struct NSViewRepresentableContext<Representable> {}

/// A wrapper for an AppKit view controller: refused, as Clockwork's AppKit holds no views.
@available(*, unavailable, message: "AppKit view controllers cannot be hosted on Linux: write the screen as a View")
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: View where Body == Never {
    /// The type of view controller to present.
    associatedtype NSViewControllerType
    /// Creates the view controller object and configures its initial state.
    func makeNSViewController(context: Context) -> NSViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    /// The context the representable's methods are given.
    typealias Context = NSViewControllerRepresentableContext<Self>
}

/// What an ``NSViewControllerRepresentable``'s methods are given: refused with it.
@available(*, unavailable, message: "AppKit view controllers cannot be hosted on Linux")
public struct NSViewControllerRepresentableContext<Representable> {}

/// A UIKit view controller that hosts a SwiftUI view: refused; Clockwork hosts views itself.
@available(*, unavailable, message: "there is no UIKit to host a view in: give the view to your App's WindowGroup, or to GraphHost / TestHost / ImageRenderer")
@MainActor @preconcurrency
public final class UIHostingController<Content: View> {
    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) { self.rootView = rootView }
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content
}

/// An AppKit view controller that hosts a SwiftUI view: refused; Clockwork hosts views itself.
@available(*, unavailable, message: "there is no AppKit to host a view in: give the view to your App's WindowGroup, or to GraphHost / TestHost")
@MainActor @preconcurrency
public final class NSHostingController<Content: View> {
    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) { self.rootView = rootView }
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content
}

/// An AppKit view that hosts a SwiftUI view: refused; Clockwork hosts views itself.
@available(*, unavailable, message: "there is no AppKit to host a view in: give the view to your App's WindowGroup, or to GraphHost / TestHost")
@MainActor @preconcurrency
public final class NSHostingView<Content: View> {
    /// Creates a hosting view object that wraps the specified SwiftUI view.
    public required init(rootView: Content) { self.rootView = rootView }
    /// The root view of the SwiftUI view hierarchy managed by this view.
    public var rootView: Content
}

/// A property wrapper that creates a UIKit app delegate: refused, as a daemon has no app delegate.
@available(*, unavailable, message: "a daemon has no app delegate: do start-up work in your App's init; a ServiceLifecycle service (ClockworkDaemon) runs beside the loop")
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: AnyObject> {
    /// Creates a UIKit app delegate adaptor.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError("declared unavailable: never called") }
    /// The underlying app delegate.
    public var wrappedValue: DelegateType { fatalError("declared unavailable: never called") }
}

/// A property wrapper that creates an AppKit app delegate: refused, as a daemon has no app delegate.
@available(*, unavailable, message: "a daemon has no app delegate: do start-up work in your App's init; a ServiceLifecycle service (ClockworkDaemon) runs beside the loop")
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: AnyObject> {
    /// Creates an AppKit app delegate adaptor.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError("declared unavailable: never called") }
    /// The underlying app delegate.
    public var wrappedValue: DelegateType { fatalError("declared unavailable: never called") }
}

extension Image {
    /// Creates an image from an AppKit image: refused, as Clockwork's AppKit holds no views.
    @available(*, unavailable, message: "Clockwork's AppKit has no NSImage: load images with Image(_:) from the bundle's Assets.xcassets, or Image(decorative:) from a file path")
    public nonisolated init(nsImage: NSImage) { fatalError("declared unavailable: never called") }
}
