// A type name written bare is looked up as Swift does, from where it is written outwards: a type
// nested in the type whose member is running, then one nested in the types around that one, and
// only then a top-level type. So `static let lockScreen = LockScreen()` in `enum Ids { struct
// LockScreen { ... } }` makes `Ids.LockScreen`, never the app's top-level `LockScreen` view (which
// has none of its members), and a nested `Label` or `Section` of an app's type hides SwiftUI's.

extension Evaluator {
    /// The qualified name of the nearest type nested around `scope` named `name`; nil when none
    /// is, and the name means the top-level type (or SwiftUI's).
    func nestedType(_ name: String, _ scope: Scope) -> String? {
        var outer = scope.staticType
        while let o = outer {
            let candidate = o + "." + name
            if declarations.types[candidate]?.isDeclared == true { return candidate }
            outer = o.lastIndex(of: ".").map { String(o[..<$0]) }
        }
        return nil
    }
}
