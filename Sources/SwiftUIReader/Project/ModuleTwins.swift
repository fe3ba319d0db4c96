import SwiftSyntax

// Two modules of a package may each declare a top-level type of one name (isowords'
// `enum GameContext` in ClientModels, with `case turnBased(TurnBasedContext)`, and another in
// UpgradeInterstitialFeature, with a plain `case turnBased`: the first read took the name, so
// `.turnBased(.init(...))` made the other's case and its `.init` stayed unresolved). Rules:
// 1. A file's module is the folder under the last `Sources/` of its path (a package's target).
// 2. The first module's type read keeps the name; another module's type of that name is known as
//    `Module.Name`.
// 3. A type named where a type is declared (a property's, a parameter's) is the one of the
//    file's own module or of a module the file imports; when that is another module's than the
//    first read, it is `Module.Name`. Other lookups by the bare name find the first read.
extension DeclarationTable {
    /// Rule 1.
    static func module(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let i = parts.lastIndex(of: "Sources"), i + 2 < parts.count else { return nil }
        return String(parts[i + 1])
    }

    /// Rule 2: the name a top-level type `name` declared in `file` is kept by.
    mutating func keptName(_ name: String, in file: SwiftSourceFile) -> String {
        guard let module = Self.module(of: file.path) else { return name }
        guard let first = typeModules[name] else {
            // A nested type known by its own name (`Outer.Name` as `Name`) gives the name up to a top-level one.
            if types[name].map({ !$0.isDeclared || $0.isNestedAlias }) ?? true { typeModules[name] = module }
            return name
        }
        guard first != module else { return name }
        if twins[name]?.contains(module) != true { twins[name, default: []].append(module) }
        return module + "." + name
    }

    /// Rule 3: `Module.Name` when `file` sees another module's type of that name than the first read.
    func visibleTwin(_ name: String, from file: SwiftSourceFile) -> String? {
        guard let modules = twins[name], let first = typeModules[name] else { return nil }
        let own = Self.module(of: file.path)
        let imported = Set(file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
        if own == first || imported.contains(first) { return nil }
        return modules.first { $0 == own || imported.contains($0) }.map { $0 + "." + name }
    }
}
