import SwiftSyntax

// An app's own property wrappers (issue 26: ACHNBrowserUI's and MovieSwiftUI's
// `@UserDefault("key", defaultValue: x) static var region: String` were "unknown member 'region'
// of AppUserDefaults"), in the order applied:
//
// 1. An attribute on a property that names a type of the scanned files with a `wrappedValue`
//    (`@propertyWrapper struct UserDefault<T>`) is its wrapper; other attributes (`@MainActor`,
//    `@Published`, a package's wrapper) are not, and the property is what it was before.
// 2. The property's value is the wrapper made as Swift makes it, `Wrapper(wrappedValue: initial,
//    arguments...)` (`wrappedValue:` only when an initial value is written), then its
//    `wrappedValue` read: a wrapper over `UserDefaults` gives its default (`FreshInstall.swift`).
//    swift-dependencies' `@Dependency(\.client)` gives the preview's value (`Dependencies.swift`).
// 3. A static one is made once per run, as a `static let` is; an instance's with the instance,
//    and an argument of a memberwise initializer replaces it.
extension Evaluator {
    /// Rules 1 and 2: the wrapped value, or nil when no attribute names a wrapper of the scanned files.
    func appWrapped(_ attributes: [AttributeSyntax], initial: ExprSyntax?, _ scope: Scope,
                    at node: some SyntaxProtocol) throws -> Value? {
        for attribute in attributes {
            if let v = dependencyAttribute(attribute, at: node) { return v }
            let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.plainText ?? attribute.attributeName.trimmedText
            guard let type = declarations.types[name], type.isDeclared,
                  type.computed["wrappedValue"] != nil || type.stored.contains(where: { $0.name == "wrappedValue" }) else { continue }
            var list: [Argument] = []
            if let initial { list.append(Argument(label: "wrappedValue", value: try evaluate(initial, scope), syntax: initial)) }
            for a in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
                list.append(Argument(label: a.label?.text, value: try evaluate(a.expression, scope), syntax: a.expression))
            }
            let wrapper = try instantiate(name, Arguments(list: list, trailing: nil, extra: [], syntax: nil), at: node)
            return try member(of: wrapper, "wrappedValue", at: node)
        }
        return nil
    }
}
