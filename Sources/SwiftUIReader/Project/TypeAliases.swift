import SwiftSyntax

// `typealias Name = Target` names the target type wherever a type is named: `Name(...)`,
// `Name.staticMember`, a property or parameter of type `Name`. Rules:
// 1. The target is a named type, its generic arguments dropped (`Three<Three<Cube>>` is `Three`), or
//    a member type (`Move.Reaction`); an alias nested in a type (`Outer.Name`, also known as `Name`
//    until a top-level alias takes the name) names first a type nested beside it
//    (`Outer.Target`), then a top-level one. Function and tuple types name no declaration: such an
//    alias stays as it is.
// 2. `extension Name { }` adds its members to the target: looked up by the alias, the target comes
//    with them; looked up by its own name, the target comes with the members of the extensions of
//    the aliases read so far. `Self` in them is the target.
// 3. An alias of an alias is followed (at most `maximumHops` of them, so a cycle ends).
// 4. The target's generic arguments are kept beside it (`Three<Three<Cube>>` has `Three<Cube>`):
//    a value made through the alias has them (`GenericTypes.swift`). An extension of an alias with
//    arguments is Swift's `extension Three where Element == ...`: looked up by the alias, its own
//    members come before the same names other aliases of the target declare (`static let mock`
//    of `Puzzle` and of `ArchivablePuzzle`, both `Three`s), and a generic type written with those
//    arguments (`Three<Three<Three<Cube>>>`) is looked up by the alias.

/// One `typealias`: the target as written (generic arguments dropped) and the type it is nested in.
struct TypeAlias {
    var target: String
    var outer: String?
    /// The target's generic arguments as written (rule 4), none when it has none.
    var arguments: [String] = []

    /// The names the target may be declared by, the nearest first.
    var candidates: [String] { (outer.map { [$0 + "." + target] } ?? []) + [target] }
}

extension DeclarationTable {
    static let maximumHops = 8

    /// A nested alias is known by its path and, as a nested type is, by its own name; a top-level
    /// alias of that name replaces it.
    mutating func addAlias(_ a: TypeAliasDeclSyntax, in outer: String?) {
        guard let target = Self.aliasTarget(a.initializer.value) else { return }
        let written = a.initializer.value.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
        let alias = TypeAlias(target: target, outer: outer, arguments: written?.map(\.argument.trimmedText) ?? [])
        let own = a.name.text
        for name in outer.map({ [$0 + "." + own, own] }) ?? [own] where name != target {
            if let old = aliases[name] {
                guard old.outer != nil, outer == nil else { continue }
                for candidate in old.candidates { aliasesOf[candidate]?.removeAll { $0 == name } }
            }
            aliases[name] = alias
            for candidate in alias.candidates { aliasesOf[candidate, default: []].append(name) }
        }
    }

    /// The declaration a named type is, or nil for a function, tuple or `Self` target.
    static func aliasTarget(_ t: TypeSyntax) -> String? {
        if let i = t.as(IdentifierTypeSyntax.self) { return i.name.text == "Self" ? nil : i.name.text }
        if let m = t.as(MemberTypeSyntax.self), let base = aliasTarget(m.baseType) { return base + "." + m.name.text }
        return nil
    }

    /// The type `name` names (rule 2), `lookup` finding a target (and parsing its files first).
    func resolvedType(_ name: String, lookup: (String) -> TypeDeclaration?) -> TypeDeclaration? {
        let own = types[name]
        if let alias = aliases[name], own?.isDeclared != true {
            guard var target = alias.candidates.lazy.compactMap(lookup).first else { return own }
            // The target's own lookup took in the extensions of the aliases known by its name;
            // the alias's own come first (rule 4).
            if let own { aliasesOf[target.name]?.contains(name) == true ? target.prefer(own) : target.absorb(own) }
            return target
        }
        guard var declared = own, declared.isDeclared, let names = aliasesOf[name] else { return own }
        for alias in names {
            if let extensions = types[alias], !extensions.isDeclared { declared.absorb(extensions) }
        }
        return declared
    }
}

extension TypeDeclaration {
    /// Rule 4: the members of an extension of an alias, before those of the same names already taken in.
    mutating func prefer(_ ext: TypeDeclaration) {
        computed.merge(ext.computed) { _, theirs in theirs }
        staticValues.merge(ext.staticValues) { _, theirs in theirs }
        for (name, members) in ext.methods { methods[name] = members + (methods[name] ?? []).filter { m in !members.contains { $0.syntax.id == m.syntax.id } } }
        for (name, members) in ext.staticMethods {
            staticMethods[name] = members + (staticMethods[name] ?? []).filter { m in !members.contains { $0.syntax.id == m.syntax.id } }
        }
        initializers = ext.initializers + initializers.filter { i in !ext.initializers.contains { $0.id == i.id } }
    }

    /// Takes in the members an extension of an alias of this type declares.
    mutating func absorb(_ ext: TypeDeclaration) {
        conformances.formUnion(ext.conformances)
        computed.merge(ext.computed) { mine, _ in mine }
        for (name, members) in ext.methods { methods[name, default: []] += members }
        staticValues.merge(ext.staticValues) { mine, _ in mine }
        for (name, members) in ext.staticMethods { staticMethods[name, default: []] += members }
        initializers += ext.initializers
        subscripts += ext.subscripts
    }
}
