import LayoutModel
import SwiftSyntax

// What `@Environment` and `@EnvironmentObject` read when the preview itself does not say (issue 26):
//
// 1. A key the app declares (`extension EnvironmentValues { @Entry var accent = Color.blue }`, or a
//    computed property reading `self[AccentKey.self]`): the value a view above set with
//    `.environment(\.accent, x)`, else the key's default (`@Entry`'s initial value, the key type's
//    `defaultValue`), as SwiftUI reads it.
// 2. A model object (`@Environment(Theme.self)`, `@EnvironmentObject var store: Store`) the preview
//    does not put in itself: apps put theirs in through a helper the reader cannot see ahead of the
//    view it modifies (`.withEnvironments()`), usually the type's shared instance. The object is the
//    type's own singleton (a static of the type holding an instance of it, `static let shared =
//    Theme()`), else a new instance with its initial values; a warning says which. An `@Observable`
//    or `ObservableObject` model holds its initial values (`@Published var items: [Item] = []`).
// 3. An object of a type no scanned file declares (a package's `Store<AppState>`): the object the
//    preview put in with `.environmentObject(x)` / `.environment(x)` when the reader could not make
//    `x` (it may be this one: its unknown, with its own reason); with none put in, an unknown at the
//    property saying so: SwiftUI stops the preview with a fatal error when the view reads it.

extension Evaluator {
    /// Rule 1: the value of the app's environment key `key`, or nil when the app declares none.
    func appEnvironmentValue(_ key: String, at node: some SyntaxProtocol) throws -> Value? {
        // A value read from the environment is a variable's: a string in it is not a literal any more.
        try appEnvironmentKey(key, at: node).map { coerce($0, to: nil) }
    }

    private func appEnvironmentKey(_ key: String, at node: some SyntaxProtocol) throws -> Value? {
        if let set = environment.objects[EnvironmentValues.keyPrefix + key] { return set }
        guard let values = declarations.types["EnvironmentValues"] else { return nil }
        if let entry = values.stored.first(where: { $0.name == key }), let initial = entry.initializer {
            return coerce(try evaluate(initial, Scope(parent: nil)), to: entry.type)
        }
        guard let getter = values.computed[key] else { return nil }
        return try run(getter, self: Instance(type: "EnvironmentValues", fields: [:]), arguments: [], at: node)
    }

    /// `self[Key.self]` inside `EnvironmentValues`: the key's default value.
    func environmentKeyDefault(_ key: String, at node: some SyntaxProtocol) throws -> Value {
        try member(of: .type(key), "defaultValue", at: node)
    }

    /// Rule 2: the object of `type` (generic arguments dropped) a view reads when the preview put in
    /// none, or nil when the type is not declared in the scanned files.
    func defaultObject(_ written: String, property: StoredProperty) throws -> Value? {
        let type = String(written.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
        guard let declared = declarations.types[type], declared.isDeclared, declared.kind != .enumeration else { return nil }
        if let shared = declared.staticValues.first(where: { Self.holdsInstance($0.value, of: type) })?.key {
            warn(property.syntax, "the preview puts in no \(type) for '\(property.name)': \(type).\(shared) is used")
            return try member(of: .type(type), shared, at: property.syntax)
        }
        warn(property.syntax, "the preview puts in no \(type) for '\(property.name)': a new \(type) with its initial values is used")
        return try instantiate(type, Arguments(list: [], trailing: nil, extra: [], syntax: nil), at: property.syntax)
    }

    /// `static let shared = Theme()` / `static let shared: Theme = .init()`: a static holding an instance of `type`.
    private static func holdsInstance(_ value: StaticValue, of type: String) -> Bool {
        guard case .stored(let e) = value, let call = e.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.trimmedText
        return callee == type || callee == "Self" || callee == type + ".init" || callee == ".init"
    }
}

extension EnvironmentValues {
    /// Where `.environment(\.key, value)` of an app's own key is kept, among the objects.
    static let keyPrefix = "\\."
    /// Rule 3: where an object the preview put in that the reader could not make is kept.
    static let unknownObjectKey = "$unknownObject"

    /// Rule 3: the preview put in an object (known or not) for `@EnvironmentObject` or `@Environment(T.self)`.
    var hasModelObjects: Bool {
        objects.keys.contains { !$0.hasPrefix(Self.keyPrefix) && !$0.hasPrefix(Evaluator.dependencyPrefix) }
    }
}

extension Evaluator {
    /// Rule 3: what a property reads when no object of its type is in the environment and the type
    /// is not declared in the scanned files.
    func missingObject(_ type: String, property p: StoredProperty, wrapper: String) -> Value {
        if let put = environment.objects[EnvironmentValues.unknownObjectKey] { return put }
        return .unknown(Unknown(place: place(p.syntax), reason: "the preview puts in no \(type) for \(wrapper) '\(p.name)' (SwiftUI stops the preview when the view reads it)"))
    }
}
