import SwiftSyntax

// A call of a capitalised name the reader knows nothing of (`NWPathMonitor()`,
// `UIGraphicsBeginImageContextWithOptions(size, false, 0)`, `SecItemCopyMatching(query, &item)`,
// an app model a package declares) is a view only where a view goes. Elsewhere (a statement, a
// condition, a property's value, a modifier's argument) its unknown says what it is: "unknown
// type or function 'NWPathMonitor' (declared in no file read; the file imports CoreTelephony,
// Network)", the modules it may come from being the file's imports other than SwiftUI and
// Foundation (issue 26: "unknown view 'NWPathMonitor': the call is skipped", "condition ... is not
// known (unknown view 'SecItemCopyMatching')"). Drawn where a view goes, it is "unknown view 'X'"
// as before (`Unknown.drawnAsView`).
extension Evaluator {
    /// The reason for an unknown capitalised callee, naming the modules the call's file imports.
    func unknownCallee(_ name: String, at node: some SyntaxProtocol) -> String {
        let modules = importedModules(of: node).filter { !["SwiftUI", "Foundation"].contains($0) }
        let imports = modules.isEmpty ? "" : "; the file imports \(modules.joined(separator: ", "))"
        return "unknown type or function '\(name)' (declared in no file read\(imports))"
    }

    /// The modules the file holding `node` imports (in `#if` clauses too), sorted: its top-level
    /// statements only, not every token of the file.
    func importedModules(of node: some SyntaxProtocol) -> [String] {
        guard let file = node.root.as(SourceFileSyntax.self) else { return [] }
        var modules = Set<String>()
        func scan(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let i = item.item.as(ImportDeclSyntax.self), let module = i.path.first?.name.text { modules.insert(module) }
                if let config = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses { if case .statements(let inner)? = clause.elements { scan(inner) } }
                }
            }
        }
        scan(file.statements)
        return modules.sorted()
    }
}

// A method called on a value that no view could be (a `URL`'s `appendPathComponent`, an app
// model's method that a package's extension declares) is an unknown method of that type, never
// a view modifier of a value "that is not a view" (issue 26: "URL is not a view: the call is
// skipped", "PhoneSourceViewModel is not a view: drawn as a placeholder"). A type may be a view
// when a scanned file declares it with a body (a `View`, a protocol's `body(...)`) or as a
// UIKit/AppKit wrapper; the reader's own values (URL, Date, ...) never are.
extension Evaluator {
    func mayBeView(_ type: String) -> Bool {
        guard let t = declarations.types[type], t.isDeclared else { return false }
        return t.isView || t.computed["body"] != nil || t.methods["body"] != nil
            || t.conformances.map(declarations.unaliased).contains(where: BuiltinViews.platformViewWrappers.contains)
    }
}
