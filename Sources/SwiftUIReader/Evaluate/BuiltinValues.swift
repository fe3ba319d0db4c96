import Foundation
import LayoutModel
import SwiftSyntax

// Constructors, statics and methods of Swift's and SwiftUI's value types that view code uses:
// `Color(.systemBackground)`, `Color(red:green:blue:)`, `String(localized:)`, `Font.system(...)`,
// `.constant(x)`, `x.formatted()`, `items.map { }`, `name.uppercased()`, `DateComponents(year:month:day:).date`.

extension Evaluator {
    func valueConstructor(_ type: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        // `Foundation.URL(string:)`, `SwiftUI.Color(...)`: the system type of that name.
        let type = Self.withoutModule(type)
        if let image = PlatformImage.made(type, args) { return image }
        // `Tagged(rawValue: x)`, `Tagged.init(rawValue:)` as a function (`TaggedValues` rule 1).
        if isTagged(type), let raw = Self.taggedRawValue(args.list) { return raw }
        // `_items = Query(filter: ..., sort: ...)` in an `init`: a SwiftData query, empty outside
        // the app as the `@Query` property it sets (`wrappedValue`); its predicate is not run.
        if type == "Query" { return .array([]) }
        if type == "ScaledMetric", let metric = try scaledMetric(args, at: node) { return metric }
        if let v = urlComponentsValue(type, args) { return v }
        // A value of these types made from an unknown is unknown, for the unknown's reason (a type
        // not constructed here is not: `WithViewStore(store) { ... }` is its own unknown view).
        // A gradient keeps its unknown parts: it is drawn with defaults there (`DrawingConversion`).
        if let u = args.firstUnknown, !Self.gradientTypes.contains(type) {
            return Self.constructed.contains(type) || BuiltinStyles.implicitMember(type, Arguments(list: [], trailing: nil, extra: [], syntax: nil)) != nil
                ? .unknown(u.withoutContent) : nil
        }
        switch type {
        case "Color", "UIColor":
            if let dynamic = try dynamicColor(args, at: node) { return dynamic }
            if let first = args.first {
                if case .member(let name, _) = first, let c = ColorConversion.named(name) { return .color(c) }
                // An asset catalog colour: `Color("Brand")`, or its generated symbol `Color(.brand)`.
                if case .string(let s) = first {
                    guard let set = assets.color(named: s.text) else {
                        throw fail(node, "colour '\(s.text)' is not in the configured asset catalogs (assets:)", view: "Color")
                    }
                    return .color(set.value(environment.appearance))
                }
                if case .member(let name, _) = first, let set = assets.colorNamed(symbol: name) ?? assets.color(named: name) {
                    return .color(set.value(environment.appearance))
                }
                if case .color(let c) = first { return .color(c) }
                if let resolved = Self.color(fromResolved: first) { return resolved }
            }
            if let platform = try platformColor(args, at: node) { return platform }
            // Components are checked as every number is (`NumberRanges`): NaN or out of 0...1 is a
            // warning and the colour is not a value (a NaN colour would pass any contrast check).
            func component(_ label: String) throws -> Double? {
                guard let d = args.labeled(label)?.number else { return nil }
                guard let ok = length(d, in: 0...1, "Color \(label):", at: node) else { throw fail(node, "this Color's \(label) is not from 0 to 1") }
                return ok
            }
            if let r = try component("red"), let g = try component("green"), let b = try component("blue") {
                return .color(.rgba(RGBA(r: r, g: g, b: b, a: try component("opacity") ?? 1)))
            }
            if let w = try component("white") {
                return .color(.rgba(RGBA(r: w, g: w, b: w, a: try component("opacity") ?? 1)))
            }
            throw fail(node, "this Color is not understood", view: "Color")
        case "String" where args.labeled("describing") != nil:
            return Self.describing(args)
        case "String" where args.labeled("repeating") != nil:
            // `String(repeating: "Lorem ipsum ", count: 3)`, a preview's long text, within the budget.
            guard case .string(let unit)? = args.labeled("repeating"), let n = args.labeled("count")?.number,
                  n >= 0, n <= Double(Limits.stringLength) else {
                throw fail(node, "String(repeating:count:) with a string and a count from 0 to \(Limits.stringLength) is evaluated")
            }
            try grew(string: unit.text.utf8.count * Int(n), at: node)
            return .string(StringValue(String(repeating: unit.text, count: Int(n))))
        case "String" where args.labeled("format") != nil:
            guard case .string(let f)? = args.labeled("format"), let text = printfFormatted(f.text, args.unlabeled.map(\.value)) else {
                throw fail(node, "String(format:) with a conversion the reader does not format")
            }
            return .string(StringValue(text))
        case "String", "LocalizedStringKey", "LocalizedStringResource":
            if case .string(var s)? = args.labeled("localized") {
                s.isLocalized = true
                s.isLiteral = false
                return .string(s)
            }
            if case .string(var s)? = args.first {
                if type == "String" { return .string(s.plain) }
                s.isLocalized = true
                return .string(s)
            }
            if let v = args.first, let shown = v.display { return .string(StringValue(shown)) }
            return nil
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
            // A whole number of any width (`Int64(bytes)`): the reader's `Int`, checked against the width's range.
            if let d = args.first?.number {
                guard let range = Self.integerRanges[type], range.contains(d.rounded(.towardZero)) else {
                    throw fail(node, "\(type)(\(NumberText.shortest(d))) is out of its range (Swift stops the app here)")
                }
                return .int(Int(d))
            }
            if case .string(let s)? = args.first { return Int(s.text).map { .int($0) } ?? Value.none }
            return nil
        case "Double", "CGFloat", "Float":
            if let d = args.first?.number { return .double(d) }
            if case .string(let s)? = args.first { return Double(s.text).map { .double($0) } ?? Value.none }
            return nil
        case "Set", "Dictionary":
            return try collectionConstructor(type, args, at: node)
        case "Array":
            if let v = args.labeled("repeating"), let n = args.labeled("count")?.number {
                guard n >= 0, n <= Double(Evaluator.maximumArrayCount) else {
                    throw fail(node, "Array(repeating:count: \(NumberText.shortest(n))): a count from 0 to \(Evaluator.maximumArrayCount) is evaluated")
                }
                try grew(array: Int(n), at: node)
                return .array(Array(repeating: v, count: Int(n)))
            }
            if let v = args.first { return .array(try items(of: v, at: node)) }
            return .array([])
        case "State", "Binding", "StateObject", "ObservedObject":
            // `Binding(optionalBinding)` / swift-navigation's `Binding(unwrapping:)`: nil or the value.
            if let v = args.labeled("initialValue") ?? args.labeled("wrappedValue") ?? args.labeled("unwrapping")
                ?? args.labeled("projectedValue") ?? args.first { return v }
            // `Binding(get: { ... }, set: { ... })`: a binding is kept as the value it holds, what
            // its getter gives when the view is drawn.
            if type == "Binding", let get = args.closure("get") { return try callClosure(get, [], at: node) }
            return nil
        case "CGSize":
            return .member(name: "$size", arguments: [Argument(value: args.labeled("width") ?? .double(0)),
                                                       Argument(value: args.labeled("height") ?? .double(0))])
        case "CGPoint":
            // A point as a GeometryProxy's frame origin holds one (`GeometryProxies.swift`).
            return .object(Instance(type: "CGPoint", fields: ["x": args.labeled("x") ?? .double(0), "y": args.labeled("y") ?? .double(0)]))
        case "EdgeInsets":
            return .member(name: "$insets", arguments: ["top", "leading", "bottom", "trailing"].map {
                Argument(value: args.labeled($0) ?? .double(0))
            })
        case "UUID":
            // A fixed UUID for the place (`FreshInstall.swift`), or the one a string spells.
            if case .string(let s)? = args.labeled("uuidString") {
                guard let parsed = Foundation.UUID(uuidString: s.text) else { return Value.none }
                return .object(Instance(type: "UUID", fields: ["uuidString": .string(StringValue(parsed.uuidString))]))
            }
            return Self.uuid(at: place(node))
        case "Font":
            return nil
        case "UIFontMetrics":
            guard case .member(let name, _)? = args.labeled("forTextStyle"),
                  let style = TextStyle(rawValue: Self.uiKitTextStyles[name] ?? name) else { return nil }
            return Self.fontMetrics(style)
        case "UITraitCollection":
            return Self.traitCollection(args)
        case "Bundle":
            return Self.bundle
        case "Calendar":
            // The Gregorian calendar in UTC (`Dates.swift`); another kind is not evaluated.
            guard let calendar = calendarConstructor(args) else { throw fail(node, "a Calendar other than the Gregorian is not evaluated") }
            return calendar
        case "DateComponents":
            return dateComponentsValue(args)
        // Controls
        case "URL":
            return urlConstructor(args)
        case "Date":
            // At the preview's fixed now (`Dates.swift`).
            guard let date = dateConstructor(args) else { throw fail(node, "Date(\(args.list.map { ($0.label ?? "_") + ":" }.joined())) is not evaluated") }
            return date
        // A type-erased style is the style it wraps (`AnyShapeStyle(.tint)`, `AnyShapeStyle(Color.red)`).
        case "AnyShapeStyle":
            return args.first
        // Containers and drawing: read by what receives them (`DrawingConversion`).
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "GridItem", "StrokeStyle":
            // `colors: [.hex(0xF3EBA4), .brand]`: Swift types each as a `Color`, so an app's colour
            // statics are the colours they make.
            let list = args.list.map { a -> Argument in
                guard a.label == "colors", case .array(let items) = a.value else { return a }
                var a = a
                a.value = .array(items.map { resolveImplicit($0, in: "Color") })
                return a
            }
            return .member(name: "$" + type, arguments: list)
        default:
            return BuiltinStyles.implicitMember(type, args).map { .member(name: $0, arguments: []) }
        }
    }

    /// SwiftUI's gradient types, made as `.member("$Type", arguments)` even with unknown arguments.
    static let gradientTypes: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient"]

    /// The whole numbers each of Swift's integer types holds, as the reader's `Int` holds them
    /// (64-bit ones below 2^63: `Double(Int.max)` is 2^63, which `Int` does not hold).
    static let integerRanges: [String: Range<Double>] = [
        "Int": -0x1p63..<0x1p63, "Int64": -0x1p63..<0x1p63, "Int32": -0x1p31..<0x1p31, "Int16": -32768..<32768,
        "Int8": -128..<128, "UInt": 0..<0x1p63, "UInt64": 0..<0x1p63, "UInt32": 0..<0x1p32, "UInt16": 0..<65536, "UInt8": 0..<256,
    ]

    /// The types `valueConstructor` makes values of (besides SwiftUI's style types).
    static let constructed: Set<String> = [
        "Color", "UIColor", "String", "LocalizedStringKey", "LocalizedStringResource", "Int", "Double", "CGFloat", "Float",
        "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8",
        "Array", "Set", "Dictionary", "State", "Binding", "StateObject", "ObservedObject", "CGSize", "EdgeInsets", "UUID", "Font", "Calendar",
        "DateComponents", "URL", "Date", "UIFontMetrics", "UITraitCollection", "Bundle", "AnyShapeStyle", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "GridItem", "StrokeStyle",
    ]

    /// The Swift standard library's numeric functions view code computes sizes with: `min`, `max`
    /// (of two or more numbers), `abs`, `round`, `floor`, `ceil`, and Foundation's
    /// `NSLocalizedString`; nil for any other name. An Int result stays an Int when every argument is one.
    func standardFunction(_ name: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        // Foundation's `NSLocalizedString("key", comment: "...")`: the catalog string of `key`,
        // looked up where it is shown, as `String(localized:)` is.
        if name == "NSLocalizedString", case .string(var key)? = args.first {
            key.isLocalized = true
            key.isLiteral = false
            return .string(key)
        }
        // A key that could not be evaluated: the string is unknown for its reason, not a view.
        if name == "NSLocalizedString", let u = args.first?.unknown { return .unknown(u) }
        guard ["min", "max", "abs", "round", "floor", "ceil"].contains(name), !args.list.isEmpty,
              args.list.allSatisfy({ $0.label == nil }) else { return nil }
        if let u = args.firstUnknown { return .unknown(u) }
        let numbers = args.list.compactMap(\.value.number)
        guard numbers.count == args.list.count else { return nil }
        guard numbers.count >= 2 ? (name == "min" || name == "max") : (name != "min" && name != "max") else { return nil }
        let ints = args.list.compactMap { if case .int(let i) = $0.value { return i } else { return nil } }
        if ints.count == numbers.count {
            switch name {
            case "min": return .int(ints.min()!)
            case "max": return .int(ints.max()!)
            case "abs": return ints[0] == .min ? nil : .int(Swift.abs(ints[0]))
            default: return .int(ints[0])
            }
        }
        switch name {
        // The argument chosen, as it is: a size scaled with Dynamic Type (`.scaled`) still is one.
        case "min", "max":
            let chosen = name == "min" ? numbers.min()! : numbers.max()!
            let value = args.list.first { $0.value.number == chosen }!.value
            if case .scaled = value { return value }
            return .double(chosen)
        case "abs": return .double(Swift.abs(numbers[0]))
        case "round": return .double(numbers[0].rounded())
        case "floor": return .double(numbers[0].rounded(.down))
        default: return .double(numbers[0].rounded(.up))
        }
    }

    /// `Type.name(args)` for SwiftUI's types: `Font.system(size:)`, `Binding.constant(x)`.
    func builtinStatic(_ type: String, _ name: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        if let u = args.firstUnknown { return .unknown(u) }
        switch (type, name) {
        case ("Font", _):
            if let f = FontConversion.font(.member(name: name, arguments: args.list)) { return .font(f) }
            throw fail(node, "font '\(name)' is not understood")
        case ("Binding", "constant"): return args.first
        case ("Color", _): return try valueConstructor("Color", args, at: node)
        case ("UIFontDescriptor", _), ("UIFont", _): return preferredFont(type, name, args)
        default: return formatterStatic(type, name, args) ?? durationStatic(type, name, args)
        }
    }

    /// An element of `enumerated()`: `.offset` and `.element`, or destructured as `(i, item)`.
    static func pair(_ offset: Int, _ element: Value) -> Value {
        .object(Instance(type: "$pair", fields: ["offset": .int(offset), "element": element, "0": .int(offset), "1": element]))
    }

    /// Methods of plain values; nil when `base` has no such method (a view modifier, maybe).
    func valueMethod(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        // `.clear.interactive()`: a `Glass` (`GlassEffects`), not the clear colour.
        if let glass = try glassValue(base, name, c, scope) { return glass }
        // An implicit member with a method: `.title.weight(.bold)`, `.red.opacity(0.5)`, `.constant(x)`.
        if case .member(let inner, let innerArgs) = base {
            if name == "constant", inner.isEmpty { return try arguments(c, scope).first }
            // `.brand.opacity(0.5)`, `.titleFont.bold()`: a static the app declared on Color or Font.
            if ColorConversion.named(inner) == nil, FontConversion.font(base) == nil,
               let v = try appStatic(base, types: ["Color", "Font"], at: c) {
                if case .member = v { return nil }
                return try method(v, name, c, scope)
            }
            if FontConversion.font(base) != nil || ColorConversion.named(inner) != nil || !innerArgs.isEmpty || TextStyle(rawValue: inner) != nil {
                if let font = FontConversion.font(base) { return try valueMethod(.font(font), name, c, scope) }
                if let color = ColorConversion.color(base, environment.appearance) { return try valueMethod(.color(color), name, c, scope) }
            }
        }
        switch base {
        case .object(let proxy) where proxy.type == Self.geometryProxyType:
            return try geometryProxyMethod(proxy, name, c, scope)
        case .object(let d) where d.type == "Dictionary":
            return try dictionaryMethod(d, name, c, scope)
        case .object(let metrics) where metrics.type == "UIFontMetrics" && name == "scaledValue":
            if let u = try arguments(c, scope).firstUnknown { return .unknown(u) }
            return scaledValue(metrics, try arguments(c, scope))
        case .none where ["map", "flatMap"].contains(name):
            // `optional.map { ... }` on nil is nil: the closure is not called.
            return Value.none
        case .font(let f):
            let args = try arguments(c, scope)
            switch name {
            case "weight": return FontConversion.font(.member(name: "$font.weight", arguments: [Argument(value: .font(f))] + args.list)).map { .font($0) }
            case "bold": return FontConversion.font(.member(name: "$font.bold", arguments: [Argument(value: .font(f))])).map { .font($0) }
            case "italic", "monospacedDigit", "smallCaps", "leading", "monospaced": return .font(f)
            default: return nil
            }
        case .color(let col):
            if name == "opacity", let o = try arguments(c, scope).first?.number {
                return .color(col.withOpacity(o, in: environment.appearance))
            }
            // `.secondary.shadow(.inner(radius: 1))`, `Color.green.shadow(.drop(radius: 2))`: a style
            // filled with its colour; the style's shadow (a soft edge of a few points) is not drawn.
            if name == "shadow" { return .color(col) }
            // `tint.resolve(in: .init())`: its components (`ResolvedColors`).
            if name == "resolve" { return resolvedColor(col, in: try arguments(c, scope).labeled("in")) }
            return nil
        case .string(let s):
            switch name {
            case "uppercased": return .string(StringValue(s.text.uppercased()))
            case "lowercased": return .string(StringValue(s.text.lowercased()))
            case "capitalized": return .string(StringValue(s.text.capitalized))
            case "trimmingCharacters": return .string(StringValue(s.text.trimmingCharacters(in: .whitespacesAndNewlines)))
            case "hasPrefix", "hasSuffix", "contains":
                guard case .string(let other)? = try arguments(c, scope).first else { return nil }
                let r = name == "hasPrefix" ? s.text.hasPrefix(other.text) : name == "hasSuffix" ? s.text.hasSuffix(other.text) : s.text.contains(other.text)
                return .bool(r)
            default: return nil
            }
        case .int, .double:
            switch name {
            // Formatted for the variant's locale (`Formatters.swift`).
            case "formatted": return try formattedMethod(base, c, scope)
            // `n.isMultiple(of: k)` of an `Int` (every number is a multiple of 0 only when it is 0).
            case "isMultiple":
                guard case .int(let n) = base, case .int(let k)? = try arguments(c, scope).labeled("of") else { return nil }
                return .bool(k == 0 ? n == 0 : n % k == 0)
            // `x.rounded()` (to nearest, halves away from zero) and `x.rounded(.up)` and the other rules.
            case "rounded":
                guard case .double(let d) = base else { return base }
                let rules: [String: FloatingPointRoundingRule] = [
                    "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                    "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero]
                let args = try arguments(c, scope)
                var rule = FloatingPointRoundingRule.toNearestOrAwayFromZero
                if !args.list.isEmpty {
                    guard case .member(let n, _)? = args.first, let named = rules[n] else { return nil }
                    rule = named
                }
                return .double(d.rounded(rule))
            default: return nil
            }
        case .array(let items):
            let args = try arguments(c, scope)
            switch name {
            case "map", "compactMap", "flatMap":
                if case .keyPath(let path)? = args.first {
                    return .array(try items.map { item in try path.split(separator: ".").reduce(item) { try member(of: $0, String($1), at: c) } })
                }
                guard let f = args.trailing ?? args.closures.first else { return nil }
                var out: [Value] = []
                for i in items {
                    let v = try callClosure(f, [i], at: c)
                    if case .none = v, name == "compactMap" { continue }
                    if name == "flatMap", case .array(let inner) = v { out += inner } else { out.append(v) }
                }
                return .array(out)
            case "filter":
                guard let f = function(args, at: c) else { return nil }
                return .array(try items.filter { try truth(f([$0]), at: c) })
            case "first" where args.trailing != nil || args.closure("where") != nil,
                 "contains" where args.trailing != nil || args.closure("where") != nil:
                guard let f = args.trailing ?? args.closure("where") else { return nil }
                for i in items where try truth(callClosure(f, [i], at: c), at: c) { return name == "first" ? i : .bool(true) }
                return name == "first" ? Value.none : .bool(false)
            case "prefix": return .array(Array(items.prefix(whole(args.first?.number ?? 0, in: 0...items.count, ".prefix", at: c))))
            case "suffix": return .array(Array(items.suffix(whole(args.first?.number ?? 0, in: 0...items.count, ".suffix", at: c))))
            case "dropFirst": return .array(Array(items.dropFirst(whole(args.first?.number ?? 1, in: 0...items.count, ".dropFirst", at: c))))
            case "dropLast": return .array(Array(items.dropLast(whole(args.first?.number ?? 1, in: 0...items.count, ".dropLast", at: c))))
            case "reversed": return .array(items.reversed())
            case "enumerated": return .array(items.enumerated().map { Self.pair($0.offset, $0.element) })
            case "joined":
                let sep: String
                if case .string(let s)? = args.labeled("separator") { sep = s.text } else { sep = "" }
                let parts = items.compactMap(\.display)
                try grew(string: parts.reduce(0) { $0 + $1.utf8.count } + Swift.max(0, parts.count - 1) * sep.utf8.count, at: c)
                return .string(StringValue(parts.joined(separator: sep)))
            case "contains":
                guard let x = args.first else { return nil }
                let typed = elementsOfOneType(items + [x]).last ?? x
                return .bool(try items.contains { try same($0, typed, at: c) })
            case "allSatisfy":
                guard let f = function(args, at: c) else { return nil }
                return .bool(try items.allSatisfy { try truth(f([$0]), at: c) })
            case "sorted", "min", "max":
                // In increasing order by `<` (an app's own `static func <` too), or by the closure
                // given (`by:`); a stable insertion sort (a preview's arrays are short). `reduce` is
                // `StandardMembers`'.
                let before: (Value, Value) throws -> Bool
                if let f = function(args, at: c) {
                    before = { try self.truth(f([$0, $1]), at: c) }
                } else if args.list.isEmpty {
                    before = { try self.step(c); return try self.truth(self.binary("<", $0, $1, at: c), at: c) }
                } else { return nil }
                var sorted: [Value] = []
                for item in items {
                    var i = sorted.count
                    while i > 0, try before(item, sorted[i - 1]) { i -= 1 }
                    sorted.insert(item, at: i)
                }
                switch name {
                case "min": return sorted.first ?? Value.none
                case "max": return sorted.last ?? Value.none
                default: return .array(sorted)
                }
            case "union", "intersection", "subtracting", "symmetricDifference":
                // An option set or set written as an array literal (`[.wide, .compact]`): the set
                // operation, in the order the elements are met.
                guard case .array(let written)? = args.first else { return nil }
                let other = Array(elementsOfOneType(items + written).dropFirst(items.count))
                func has(_ list: [Value], _ x: Value) throws -> Bool { try list.contains { try same($0, x, at: c) } }
                switch name {
                case "union": return .array(try items + other.filter { try !has(items, $0) })
                case "intersection": return .array(try items.filter { try has(other, $0) })
                case "subtracting": return .array(try items.filter { try !has(other, $0) })
                default: return .array(try items.filter { try !has(other, $0) } + other.filter { try !has(items, $0) })
                }
            default: return try sequenceMethod(items, name, args, c)
            }
        case .range(let lo, let hi):
            if name == "map" || name == "filter" || name == "reversed" {
                return try valueMethod(.array(try items(of: .range(lo, hi), at: c)), name, c, scope)
            }
            return nil
        default: return nil
        }
    }
}

extension Evaluator {
    /// Whether `a == b` holds for two values the reader made.
    func same(_ a: Value, _ b: Value, at c: some SyntaxProtocol) throws -> Bool {
        // Each comparison a collection method makes is a step: `s.union(t)` of two 10,000-item
        // sets compares 10^8 times (a `Set` doubled in a loop ran past a minute, no step counted).
        try step(c)
        if case .bool(true) = try binary("==", a, b, at: c) { return true }
        return false
    }
}

/// SwiftUI's style types written as types (`PlainButtonStyle()`, `StackNavigationViewStyle()`,
/// `SegmentedPickerStyle()`): the same style as the implicit member (`.plain`, `.stack`,
/// `.segmented`); `Default...Style()` is `.automatic`.
enum BuiltinStyles {
    static let suffixes = ["ButtonStyle", "ListStyle", "TextFieldStyle", "NavigationViewStyle", "PickerStyle",
                           "ToggleStyle", "LabelStyle", "ProgressViewStyle", "DatePickerStyle", "TabViewStyle",
                           "MenuStyle", "GaugeStyle", "FormStyle", "IndexViewStyle"]

    static func implicitMember(_ type: String, _ args: Arguments) -> String? {
        guard args.list.isEmpty, args.trailing == nil,
              let suffix = suffixes.first(where: { type.hasSuffix($0) && type.count > $0.count }) else { return nil }
        let kind = String(type.dropLast(suffix.count))
        if kind == "Default" { return "automatic" }
        return kind.prefix(1).lowercased() + kind.dropFirst()
    }
}

extension Evaluator {
    /// `_size = ScaledMetric(wrappedValue: 24, relativeTo: .title)` in an `init`: the value the
    /// `@ScaledMetric` property then holds, scaled at the variant's size as the wrapper's own initial
    /// value is (body's scale when `relativeTo:` is left out). A text style the reader cannot name is
    /// an unknown, never body's scale guessed.
    func scaledMetric(_ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        guard let base = (args.labeled("wrappedValue") ?? args.unlabeled.first?.value)?.number else { return nil }
        var style = TextStyle.body
        if let relative = args.labeled("relativeTo") {
            guard case .member(let name, _) = relative, let named = TextStyle(rawValue: name) else {
                throw fail(node, "@ScaledMetric relative to '\(relative.typeName)' is not a text style the reader knows")
            }
            style = named
        }
        return .scaled(base: base, style: style,
                       value: DynamicTypeTable.scaled(base, relativeTo: style, at: environment.size, scale: environment.scale))
    }
}
