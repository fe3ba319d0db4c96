// Where Swift finds a member a type does not declare itself. A type's own members come first; then
// the members of what it inherits from: the extensions of the protocols it conforms to (default
// implementations of requirements and extra members alike), the protocols those protocols refine,
// and a class's superclass, nearest first. The member runs on the concrete value: `self` is the
// conforming instance and `Self` its type, so `Self.imageAssetPrefix` in `extension Ingredient`
// reads the conforming type's static.
//
// Only protocols and classes the scanned files declare are looked in: an app's extensions of
// SwiftUI's protocols (`extension View`, `extension Shape`) are modifiers, applied to the view a
// value draws (`AppPatterns`), not methods of the value.
//
// Not modelled: a constrained extension's `where` clause (`extension P where Self: Q`) is not
// checked, so its members are found for every conforming type; when two protocols at the same
// distance both supply a member, the first in name order is taken (Swift reports that ambiguity).

extension Declarations {
    /// A member `find` picks out of `type`'s declaration, else out of the nearest declaration it
    /// inherits from that has one, with the type it was found in.
    func inherited<T>(_ type: String, _ find: (TypeDeclaration) -> T?) -> T? {
        guard let own = types[type] else { return nil }
        if let found = find(own) { return found }
        var seen: Set<String> = [type]
        var level = own.conformances.sorted()
        while !level.isEmpty {
            var next: [String] = []
            for name in level where seen.insert(name).inserted {
                guard let declared = types[name], declared.isProtocol || (declared.isDeclared && declared.kind == .classType) else { continue }
                if let found = find(declared) { return found }
                next += declared.conformances.sorted()
            }
            level = next
        }
        return nil
    }

    /// The stored properties an instance of `type` holds: a class's include its superclasses'
    /// (the farthest first), as `@Published var searchText` of an open base class the app subclasses.
    func storedProperties(_ type: String) -> [StoredProperty] {
        guard let own = types[type] else { return [] }
        guard own.kind == .classType else { return own.stored }
        var chain = [own]
        var seen: Set<String> = [type]
        while let current = chain.last, let superclass = superclass(of: current.name),
              seen.insert(superclass).inserted, let declared = types[superclass] {
            chain.append(declared)
        }
        return chain.reversed().flatMap(\.stored)
    }

    /// The class `type` inherits from, when the scanned files declare it (not `NSObject`).
    func superclass(of type: String) -> String? {
        guard let own = types[type], own.kind == .classType else { return nil }
        return own.conformances.sorted().first { types[$0]?.kind == .classType && types[$0]?.isDeclared == true }
    }

    /// `type`'s instance method of `name` (overloads), its own or inherited.
    func methods(_ type: String, _ name: String) -> [Member]? { inherited(type) { $0.methods[name] } }

    /// `type`'s computed property of `name`, its own or inherited.
    func computed(_ type: String, _ name: String) -> Member? { inherited(type) { $0.computed[name] } }

    /// `type`'s static method of `name` (overloads), its own or inherited.
    func staticMethods(_ type: String, _ name: String) -> [Member]? { inherited(type) { $0.staticMethods[name] } }

    /// `type`'s static property of `name`, its own or inherited.
    func staticValue(_ type: String, _ name: String) -> StaticValue? { inherited(type) { $0.staticValues[name] } }
}
