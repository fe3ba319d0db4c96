import LayoutModel
import SwiftSyntax

// pointfreeco's swift-dependencies as a preview reads it (issue 26: `@Dependency(\.environment) var
// environment` in HomeAssistant's `var Current: AppEnvironment { ... }`, and `@Dependency(\.client)`
// in isowords' and EhPanda's views and reducers, were each "comes from its property wrapper, which
// is not evaluated"), in the order applied:
//
// 1. `@Dependency(\.name) var x` (a stored property, a static or a local) reads `name` of
//    `DependencyValues`; `@Dependency(\.name.a.b)` then reads `a` and `b` of it;
//    `@Dependency(Client.self)` reads the key `Client` itself. An app's own type named `Dependency`
//    is its own wrapper (`AppPropertyWrappers`).
// 2. `name` is, first, the value a `withDependencies { $0.name = ... }` or `prepareDependencies`
//    around it set; else the app's `extension DependencyValues { var name: Client { get {
//    self[Key.self] } } }` getter, run as written; else one of the library's own values the reader
//    has (`date`: `Date`, so `date()` and `date.now` are the fixed now; `mainRunLoop.now.date`;
//    `calendar`, `locale`, `timeZone`: the variant's); else a located unknown.
// 3. `self[Key.self]` is the key's value in a preview: its `previewValue` when it declares one, else
//    `liveValue` (a `DependencyKey`'s default `previewValue`), else `testValue` (a
//    `TestDependencyKey`'s default), as the library's defaults say; made once per evaluation, as
//    the library caches it. A value that cannot be made (a client reading a file) is an unknown
//    where making it failed; a closure of a client whose body cannot run stays an unknown.
// 4. `withDependencies { $0.x = v } operation: { ... }` (also `withDependencies(from:)`) runs the
//    operation with the values set; `prepareDependencies { $0.x = v }` sets them for the rest of the
//    preview. An app's own function of either name is found first.
extension Evaluator {
    /// Where a value set by rule 4 is kept, among the environment's objects.
    static let dependencyPrefix = "$dependency."

    /// Rule 1: the value `@Dependency(...)` gives, or nil when `attribute` is not swift-dependencies'.
    func dependencyAttribute(_ attribute: AttributeSyntax, at node: some SyntaxProtocol) -> Value? {
        let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attribute.attributeName.trimmedText
        guard name == "Dependency" || name == "Dependencies.Dependency", declarations.types["Dependency"]?.isDeclared != true,
              let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression else { return nil }
        do {
            if let path = argument.as(KeyPathExprSyntax.self) {
                let names = path.components.trimmedText.split(separator: ".").map(String.init)
                guard let first = names.first else { return nil }
                return try names.dropFirst().reduce(try dependencyValue(first, at: path)) { try member(of: $0, $1, at: path) }
            }
            if let m = argument.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base {
                return try dependencyKeyValue(base.trimmedText, at: argument)
            }
            return .unknown(Unknown(place: place(argument), reason: "'@Dependency(\(argument.trimmedText))' names no key the reader reads"))
        } catch let failure as EvaluationFailure {
            return .unknown(Unknown(failure))
        } catch {
            return .unknown(Unknown(place: place(argument), reason: "'@Dependency(\(argument.trimmedText))' is not evaluated"))
        }
    }

    /// Rule 2: `DependencyValues`' `name` in the current context.
    func dependencyValue(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let set = environment.objects[Self.dependencyPrefix + name] { return set }
        if let getter = declarations.computed("DependencyValues", name) {
            return try run(getter, self: Instance(type: "DependencyValues", fields: [:]), arguments: [], at: node)
        }
        if let own = libraryDependency(name) { return own }
        throw fail(node, "dependency '\\.\(name)' is neither the app's (an extension of DependencyValues) nor one the reader has")
    }

    /// Rule 2: swift-dependencies' own values that a screen shows, as their live values give them.
    private func libraryDependency(_ name: String) -> Value? {
        switch name {
        case "date": return .type("Date")
        case "mainRunLoop":
            let now = Instance(type: "RunLoop.SchedulerTimeType", fields: ["date": .date(FixedNow.secondsSince1970)])
            return .object(Instance(type: "RunLoop", fields: ["now": .object(now)]))
        case "calendar": return dateStatic("Calendar", "autoupdatingCurrent")
        case "locale": return localeStatic("Locale", "autoupdatingCurrent")
        case "timeZone": return localeStatic("TimeZone", "autoupdatingCurrent")
        default: return nil
        }
    }

    /// Rule 3: the preview's value of the key type `key`.
    func dependencyKeyValue(_ key: String, at node: some SyntaxProtocol) throws -> Value {
        try staticValue(Self.dependencyPrefix + key, at: node) {
            for requirement in ["previewValue", "liveValue", "testValue"] where declarations.staticValue(key, requirement) != nil {
                return try member(of: .type(key), requirement, at: node)
            }
            throw fail(node, "dependency key '\(key)' declares no previewValue, liveValue or testValue in the scanned files")
        }
    }

    /// Rule 4: `withDependencies` or `prepareDependencies`, or nil for another call.
    func dependenciesFunction(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "withDependencies" || name == "prepareDependencies" else { return nil }
        let args = try arguments(c, scope)
        let operation = args.closure("operation")
        let unlabelled = args.list.first { $0.label == nil }.flatMap { if case .closure(let c) = $0.value { return c } else { return nil } }
        guard let update = unlabelled ?? args.trailing else { return nil }
        let current = environment.objects.filter { $0.key.hasPrefix(Self.dependencyPrefix) }
        let values = Instance(type: "DependencyValues", fields: Dictionary(uniqueKeysWithValues: current.map {
            (String($0.key.dropFirst(Self.dependencyPrefix.count)), $0.value)
        }))
        guard case .object(let changed) = try updated(.object(values), by: [update], at: c) else { return nil }
        func apply(_ e: inout EnvironmentValues) {
            for (key, value) in changed.fields { e.objects[Self.dependencyPrefix + key] = value }
        }
        if name == "prepareDependencies" {
            apply(&environment)
            return Value.none
        }
        guard let operation else { return nil }
        return try with(apply) { try callClosure(operation, [], at: c) }
    }
}
