import LayoutModel
import SwiftSyntax

// An app's extensions of Swift's own types (issue 26: "unknown method 'roundedString' of Double",
// "unknown member 'halfRounded' of Double": `private extension Double { func roundedString() ->
// String }` is found as Swift finds it):
//
// 1. A method or computed property the scanned files declare in `extension Double` (or `Int`,
//    `String`, `Bool`, `Array`, ...) runs on a value of that type, `self` the value. A number is
//    looked up as `Double`, `CGFloat`, `Float` or `Int` (the reader keeps one kind of fractional
//    number), then in the protocols Swift's numbers conform to (`BinaryFloatingPoint`,
//    `BinaryInteger`, `Numeric`); a string as `String`, then `StringProtocol`; an array as `Array`,
//    then `Collection` and `Sequence`.
// 1a. A case of a SwiftUI enum written `.title2` is looked up in the app's extensions of the enums
//    it can be a case of (`extension Font.TextStyle { var uiKitStyle: UIFont.TextStyle }`).
// 2. Swift's own members are not replaced: this applies only to a name the reader does not
//    evaluate itself (what `valueMethod` and `standardMember` know comes first).
//    `extension Optional` is looked in last for every value (`OptionalMethods` rule 3).
// 3. `String(format:_:)` formats as `printf` does for the conversions view code uses (`%d`, `%i`,
//    `%ld`, `%lld`, `%u`, `%x`, `%f`, `%.Nf`, `%e`, `%g`, `%@`, `%s`, `%%`); any other leaves the
//    string unknown.
extension Evaluator {
    /// Rule 1: the types whose extensions a value's members are looked up in, nearest first.
    static func extendedTypes(of v: Value) -> [String] {
        // Any value may be an optional's (`OptionalMethods` rule 3): `extension Optional` is looked
        // in last, nil's only type.
        if case .none = v { return ["Optional"] }
        return wrappedTypes(of: v) + ["Optional"]
    }

    private static func wrappedTypes(of v: Value) -> [String] {
        switch v {
        case .int: return ["Int", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "Numeric", "Comparable"]
        case .double, .scaled: return ["Double", "CGFloat", "Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
        case .string: return ["String", "StringProtocol", "Comparable"]
        case .bool: return ["Bool"]
        case .array: return ["Array", "RandomAccessCollection", "Collection", "Sequence"]
        case .object(let i) where i.type == "Dictionary": return ["Dictionary", "Collection", "Sequence"]
        case .member(let name, let args) where args.isEmpty: return standardEnumTypes(of: name)
        default: return []
        }
    }

    /// Rule 1a: the SwiftUI enums a case written `.name` can be of (`.title2` a `Font.TextStyle`,
    /// `.semibold` a `Font.Weight`, `.large` a `DynamicTypeSize` or `ContentSizeCategory`), so
    /// `style.uiKitStyle` runs an app's `extension Font.TextStyle`.
    static func standardEnumTypes(of name: String) -> [String] {
        var types: [String] = []
        if TextStyle(rawValue: name) != nil { types += ["Font.TextStyle", "TextStyle"] }
        if fontWeights.contains(name) { types += ["Font.Weight", "Weight", "UIFont.Weight"] }
        if FontDesign(rawValue: name) != nil { types += ["Font.Design", "Design", "UIFontDescriptor.SystemDesign", "SystemDesign"] }
        if DynamicTypeSize(name: name) != nil { types += ["DynamicTypeSize", "ContentSizeCategory", "UIContentSizeCategory"] }
        if ["active", "inactive", "transient"].contains(name) { types += ["EditMode"] }
        return types
    }

    private static let fontWeights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// Rule 1: `self` in a member of an extension of a standard type (its bare names are its members).
    func standardSelf(_ scope: Scope) -> Value? {
        guard let instance = scope.instance, let me = instance.fields["$case"], Self.extendedTypes(of: me).contains(instance.type) else { return nil }
        return me
    }

    /// Rule 1: `value.name(args)` run as a method of an extension, or nil when none declares it.
    func extensionMethod(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        for type in Self.extendedTypes(of: base) {
            guard let methods = declarations.types[type]?.methods[name] else { continue }
            let args = try arguments(c, scope)
            return try run(pick(methods, args), self: Instance(type: type, fields: ["$case": base]), arguments: args.list, trailing: args, at: c)
        }
        return nil
    }

    /// Rule 1: `value.name` read as a computed property of an extension, or nil when none declares it.
    func extensionProperty(_ base: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        for type in Self.extendedTypes(of: base) {
            guard let member = declarations.types[type]?.computed[name] else { continue }
            return try run(member, self: Instance(type: type, fields: ["$case": base]), arguments: [], at: node)
        }
        return nil
    }

    /// Rule 3: `String(format: f, values...)`, or nil when a conversion is not one of these.
    func printfFormatted(_ format: String, _ values: [Value]) -> String? {
        var out = "", pending = values[...]
        var i = format.startIndex
        while i < format.endIndex {
            let ch = format[i]
            guard ch == "%" else { out.append(ch); i = format.index(after: i); continue }
            var j = format.index(after: i)
            var spec = "%"
            while j < format.endIndex, "0123456789.-+ #lhq".contains(format[j]) { spec.append(format[j]); j = format.index(after: j) }
            guard j < format.endIndex else { return nil }
            // A width or precision of at most 999 (`%.999999999f` asks for a billion digits: not formatted).
            guard !spec.split(whereSeparator: { !$0.isNumber }).contains(where: { $0.count > 3 }) else { return nil }
            let conversion = format[j]
            i = format.index(after: j)
            if conversion == "%" { out.append("%"); continue }
            guard let value = pending.popFirst() else { return nil }
            let flags = spec.filter { !"lhq".contains($0) }
            switch conversion {
            case "d", "i", "u", "x", "X":
                guard let n = value.number, n.isFinite, abs(n) < 9e18 else { return nil }
                out += String(format: flags + "ll" + String(conversion), Int64(n))
            case "f", "F", "e", "E", "g", "G":
                guard let n = value.number else { return nil }
                out += String(format: flags + String(conversion), n)
            case "@", "s":
                guard let shown = value.display, value.unknown == nil else { return nil }
                out += shown
            default: return nil
            }
        }
        return out
    }
}
