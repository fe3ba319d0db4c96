import SwiftSyntax

// Casts, identity and the Core Foundation constants code bridging to Foundation reads (issue 26:
// HomeAssistant's `if let number = value as? NSNumber, number === kCFBooleanTrue ...` was "unknown
// value 'kCFBooleanTrue'", its sensor rows stand-ins):
//
// 1. `value as? T` is nil when the value is known not to be a `T`: a string is no number or `Bool`,
//    a whole number no `String`, `Bool` or `Double`, a `Bool` no `String` or number type (but an
//    `NSNumber`: Swift bridges `Int`, `Double` and `Bool` to one), an instance of an app's type no
//    other primitive; nil is nil. Where it cannot be told (a protocol, a class hierarchy) the value
//    goes on as before. `as` and `as!` keep the value.
// 2. `kCFBooleanTrue` / `kCFBooleanFalse` are the two `CFBoolean` objects a `Bool` bridges to, kept
//    as the `Bool` they hold; `kCFBundleNameKey`, `kCFBundleVersionKey`, `kCFBundleIdentifierKey`,
//    `kCFBundleExecutableKey`, `kCFBundleInfoDictionaryVersionKey`, `kCFBundleDevelopmentRegionKey`,
//    `kCFBundleLocalizationsKey` are the Info.plist keys they name (`"CFBundleName"`...).
// 3. `a === b` is whether two references are one object: class instances by identity (`Equality`
//    rule 5); two `Bool`s bridged to `NSNumber` are the same `CFBoolean` when equal; a `Bool`'s
//    never is a number's; nil is only nil. Two numbers' identity is not fixed: unknown.
// 4. An `NSNumber`'s `boolValue`, `intValue`, `doubleValue`, `stringValue` of the number kept;
//    `String(describing: x)` is what interpolating `x` shows.
extension Evaluator {
    /// Rule 1: `value as? type`.
    func conditionalCast(_ v: Value, to type: String) -> Value {
        guard let fits = Self.isInstance(v, of: Self.withoutModule(type.trimmingCharacters(in: .whitespaces))) else { return v }
        return fits ? v : .none
    }

    /// Rule 1: whether `v` is a `t`, or nil when that cannot be told.
    static func isInstance(_ v: Value, of t: String) -> Bool? {
        let numbers: Set<String> = ["Int", "Double", "CGFloat", "Float", "Int64", "Int32", "UInt"]
        let primitives = numbers.union(["String", "Bool", "NSNumber", "Substring"])
        switch v {
        case .none: return false
        case .string: return t == "String" || t == "NSString" ? true : primitives.contains(t) ? false : nil
        case .int: return t == "Int" || t == "NSNumber" ? true : primitives.contains(t) ? false : nil
        case .double: return t == "Double" || t == "NSNumber" ? true : (primitives.contains(t) && t != "CGFloat" && t != "Float") ? false : nil
        case .bool: return t == "Bool" || t == "NSNumber" ? true : primitives.contains(t) ? false : nil
        case .array: return primitives.contains(t) ? false : nil
        case .object(let i): return i.type == t ? true : primitives.contains(t) ? false : nil
        default: return nil
        }
    }

    /// Rule 2: a Core Foundation constant, or nil.
    static func coreFoundationConstant(_ name: String) -> Value? {
        switch name {
        case "kCFBooleanTrue": return .bool(true)
        case "kCFBooleanFalse": return .bool(false)
        case "kCFBundleNameKey", "kCFBundleVersionKey", "kCFBundleIdentifierKey", "kCFBundleExecutableKey",
             "kCFBundleInfoDictionaryVersionKey", "kCFBundleDevelopmentRegionKey", "kCFBundleLocalizationsKey":
            return .string(StringValue(String(name.dropFirst().dropLast(3))))
        default: return nil
        }
    }

    /// Rule 3: `a === b` (or `!==`), or nil when it cannot be told.
    static func identical(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.object(let x), .object(let y)):
            guard case .int(let i)? = x.fields[ClassIdentity.field], case .int(let j)? = y.fields[ClassIdentity.field] else { return nil }
            return i == j
        case (.bool(let x), .bool(let y)): return x == y
        case (.bool, .int), (.bool, .double), (.int, .bool), (.double, .bool): return false
        default: return nil
        }
    }

    /// Rule 4: a member of a number read as an `NSNumber`, or nil.
    static func numberMember(_ v: Value, _ name: String) -> Value? {
        switch (v, name) {
        case (.bool(let b), "boolValue"): return .bool(b)
        case (.int(let i), "boolValue"): return .bool(i != 0)
        case (.double(let d), "boolValue"): return .bool(d != 0)
        case (.bool(let b), "intValue"): return .int(b ? 1 : 0)
        case (.int(let i), "intValue"): return .int(i)
        case (.double(let d), "intValue") where d.isFinite && abs(d) < 9e18: return .int(Int(d))
        case (.bool(let b), "doubleValue"): return .double(b ? 1 : 0)
        case (.int, "doubleValue"), (.double, "doubleValue"): return v.number.map { .double($0) }
        case (.bool(let b), "stringValue"): return .string(StringValue(b ? "1" : "0"))
        case (.int, "stringValue"), (.double, "stringValue"): return v.display.map { .string(StringValue($0)) }
        default: return nil
        }
    }

    /// Rule 4: `String(describing: x)`, or nil when `args` is not that.
    static func describing(_ args: Arguments) -> Value? {
        guard args.list.count == 1, let v = args.labeled("describing") else { return nil }
        if let u = v.unknown { return .unknown(u) }
        if case .none = v { return .string(StringValue("nil")) }
        return v.display.map { .string(StringValue($0)) }
    }
}
