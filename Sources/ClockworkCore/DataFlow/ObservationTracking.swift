import Observation

extension ViewGraph {
    /// Evaluates `body` as `node`'s body: what it reads is tracked as by
    /// ``observeReads(of:countsAsBody:_:)``, and it counts as a body evaluation.
    package func evaluateBody<Body>(of node: ViewNode, _ body: () -> Body) -> Body {
        observeReads(of: node, countsAsBody: true, body)
    }

    /// Runs `read` for `node` — a body, a control reading its binding, a reader's content
    /// closure — with everything it reads made a dependency of `node`: the graph's own
    /// sources (state, environment, observed objects) by ``track(_:countsAsBody:_:)``, and
    /// the properties of `@Observable` models by Observation, each property on its own.
    /// A change of one of those properties marks the node dirty in the group of writes
    /// being applied when the log applies it (a write from another thread), or else — on
    /// any thread — queues its invalidation in the write log with the writer's
    /// transaction; either way the node is updated with the change's transaction (and
    /// animates inside `withAnimation`). Reading nothing observable costs two thread-local
    /// sets and resets.
    package func observeReads<Result>(of node: ViewNode, countsAsBody: Bool = false, _ read: () -> Result) -> Result {
        let reference = node.reference
        return track(node, countsAsBody: countsAsBody) {
            BodyEvaluationContext.evaluating(with: writeLog) {
                withObservationTracking(read) { [weak self] in
                    self?.observedPropertyWillChange(reference)
                }
            }
        }
    }

    /// Invalidates the node `reference` names, one of whose observed properties is about
    /// to change.
    private nonisolated func observedPropertyWillChange(_ reference: NodeReference) {
        guard loop.inLoop, isApplyingStateWrite else { return log(.invalidate(reference)) }
        MainActor.assumeIsolated {
            if let node = reference.node { markDirty(node) }
        }
    }
}

/// A property wrapper that makes bindings to the properties of an `@Observable` model:
/// `$model.name` is a `Binding<String>`.
///
/// Use it on a view's property that holds a model (`@Bindable var model: Model`) or
/// inside a body (`@Bindable var model = model`).
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    /// Wraps `wrappedValue` to make bindings to its properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `wrappedValue` to make bindings to its properties.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the model's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(location: ObjectLocation(root: wrappedValue, keyPath: keyPath))
    }
}

extension Environment {
    /// Reads the `@Observable` model of type `Value` an ancestor supplied with
    /// `.environment(_:)`; stops the program with a message naming the type when none did.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { values in
            guard let object = values.object(Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) "
                    + "may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// Reads the `@Observable` model of type `T` an ancestor supplied, or `nil`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.object(T.self) })
    }
}

extension View {
    /// Supplies an `@Observable` model to this view's subtree, for its
    /// `@Environment(Model.self)` properties (`nil`: none, hiding one supplied above).
    public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0 = $0.adding(T.self, object) })
    }
}
