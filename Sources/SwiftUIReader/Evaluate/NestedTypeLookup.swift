import SwiftSyntax

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
            if let declared = declarations.types[candidate], declared.isDeclared, isDeclared(declared, inside: o) { return candidate }
            outer = o.lastIndex(of: ".").map { String(o[..<$0]) }
        }
        return nil
    }

    /// Whether `nested` is written inside `outer`'s declaration or an extension of it: a type of
    /// the same short path elsewhere (SwiftGen's `L10n.Localizable.SubSection.Button` for a view
    /// `SubSection`) is not nested in it.
    private func isDeclared(_ nested: TypeDeclaration, inside outer: String) -> Bool {
        guard let around = nested.syntax.parent?.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) != nil ? $0 : nil }) else { return false }
        if let x = around.as(ExtensionDeclSyntax.self) {
            let extended = x.extendedType.trimmedText
            return extended == outer || outer.hasSuffix("." + extended)
        }
        return around.id == declarations.types[outer]?.syntax.id
    }
}
