import LayoutModel
import SwiftSyntax

// `base.name`: fields and computed properties of scanned types, static lets (`.preview`), enum
// cases, SwiftUI's constants (`Color.red`, `Font.title`, `.infinity`), and the few properties of
// strings, arrays and environment values view code reads.

extension Evaluator {
    func memberAccess(_ m: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = m.declName.baseName.plainText
        guard let baseExpr = m.base else {
            // The first member of a chain whose type is declared (`ImplicitChains` rule 3).
            if let type = implicitBases[m.id] { return try member(of: .type(type), name, at: m) }
            return .member(name: name, arguments: [])
        }
        let base = try evaluate(baseExpr, scope)
        // `a?.b` with `a` nil is nil, and so is the rest of the chain (`a?.b.c`), as in Swift.
        if case .none = base, Self.isOptionalChain(baseExpr) || Self.isBindingChain(baseExpr) { return .none }
        return try member(of: base, name, at: m)
    }

    /// True when `expr` ends an optional chain: `a?`, `a?.b`, `a?.b()`, `a?[0]`, a chain nil short-circuits.
    static func isOptionalChain(_ expr: ExprSyntax) -> Bool {
        if expr.is(OptionalChainingExprSyntax.self) { return true }
        if let m = expr.as(MemberAccessExprSyntax.self), let b = m.base { return isOptionalChain(b) }
        if let c = expr.as(FunctionCallExprSyntax.self) { return isOptionalChain(c.calledExpression) }
        if let s = expr.as(SubscriptCallExprSyntax.self) { return isOptionalChain(s.calledExpression) }
        return false
    }

    func member(of base: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let namespace = ViewNamespace.member(of: base, name) { return namespace }
        // A `Binding` or `State` is kept as the value it holds: its `wrappedValue` is that value
        // (an app's own property wrapper, an instance with that field, is read as any instance).
        if name == "wrappedValue" {
            if case .object(let i) = base, i.fields[name] != nil || declarations.computed(i.type, name) != nil {} else { return base }
        }
        switch base {
        // A member of an unknown view's value is not that view: its content stays with the view.
        case .unknown(let u): return .unknown(extendingImplicitChain(u.withoutContent, name))
        case .object(let instance) where instance.type == storeType:
            return try storeMember(instance, name, at: node)
        // `environment.palette` of the `EnvironmentValues` a style's `resolve(in:)` receives: what
        // `@Environment(\.palette)` reads.
        case .object(let instance) where instance.type == "EnvironmentValues" && instance.fields[name] == nil:
            if let v = try environment.value(name) ?? appEnvironmentValue(name, at: node) { return v }
        // `$0.client` in `withDependencies { }` (`Dependencies.swift`).
        case .object(let instance) where instance.type == "DependencyValues" && instance.fields[name] == nil:
            return try dependencyValue(name, at: node)
        case .object(let instance):
            if let v = instance.fields[name] { return v }
            // `self.$isPresented`: a property wrapper's projected value (`@State`'s binding, an
            // observed object's bindings) is kept as the value it wraps, as a bare `$isPresented` is.
            if name.hasPrefix("$"), let v = instance.fields[String(name.dropFirst())] { return v }
            if let member = declarations.computed(instance.type, name) {
                return try run(member, self: instance, arguments: [], at: node)
            }
            if let v = try lazyValue(instance, name, at: node) { return v }
            if let elements = try asCollection(base, name, at: node) { return try member(of: elements, name, at: node) }
            if let v = try dynamicMember(instance, name, at: node) { return v }
        case .type(let type):
            if let v = try staticMember(type, name, at: node) { return v }
            // `Font.TextStyle.body`, `ContentSizeCategory.large`: the case, as `.body` is written.
            if Self.standardEnumTypes(of: name).contains(type) { return .member(name: name, arguments: []) }
            if ["Font.TextStyle", "Font.Weight"].contains(type + "." + name) { return .type(type + "." + name) }
            // A colour the reader does not know is still a Color where a view goes (`PlatformColors`).
            if type == "Color" { throw fail(node, "unknown member '\(name)' of Color", view: "Color") }
        case .enumCase(let type, let caseName, _):
            if let v = try builtinEnumMember(type, caseName, name) { return v }
            if name == "rawValue", let declared = declarations.types[type],
               let c = declared.cases.first(where: { $0.name == caseName }) {
                if let raw = c.rawValue { return try evaluate(raw, Scope(parent: nil)) }
                if let i = declared.cases.firstIndex(where: { $0.name == caseName }),
                   declared.conformances.contains("Int") { return .int(i) }
                return .string(StringValue(caseName))
            }
            if let member = declarations.computed(type, name) {
                return try run(member, self: Instance(type: type, fields: ["$case": base]), arguments: [], at: node)
            }
            if let v = casePathRead(base, name) { return v }
        case .string(let s):
            switch name {
            case "count": return .int(s.text.count)
            case "isEmpty": return .bool(s.text.isEmpty)
            case "description": return .string(s.plain)
            // Its Unicode scalars, each with its `value` (`character.unicodeScalars.first?.value`).
            case "unicodeScalars" where s.unknown == nil:
                return .array(s.text.unicodeScalars.map { .object(Instance(type: "Unicode.Scalar", fields: ["value": .int(Int($0.value))])) })
            default: break
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            case "indices": return .range(0, items.count)
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            // A tuple's element (`pair.0`): tuples are kept as arrays.
            case let n where Int(n).map(items.indices.contains) == true: return items[Int(n)!]
            default: break
            }
        case .range(let lo, let hi):
            switch name {
            case "count":
                let (count, overflow) = hi.subtractingReportingOverflow(lo)
                if overflow { throw fail(node, "the count of \(lo)..<\(hi) overflows Int (Swift stops the app here)") }
                return .int(count)
            case "lowerBound": return .int(lo)
            case "upperBound": return .int(hi)
            default: break
            }
        case .int(let i):
            if name == "description" { return .string(StringValue(String(i))) }
        case .double(let d):
            if name == "description" { return .string(StringValue(String(d))) }
        case .member("$size", let parts) where parts.count == 2 && (name == "width" || name == "height"):
            return parts[name == "width" ? 0 : 1].value
        // An `EdgeInsets`' sides (a GeometryProxy's `safeAreaInsets.top`).
        case .member("$insets", let parts) where parts.count == 4 && Self.insetSides.contains(name):
            return parts[Self.insetSides.firstIndex(of: name)!].value
        case .member(let inner, let arguments) where arguments.isEmpty:
            // `style.uiKitStyle` of an app's `extension Font.TextStyle` (`StandardTypeExtensions` rule 1a).
            if let v = try extensionProperty(base, name, at: node) { return v }
            // `.title.bold()` and friends: a font read from an implicit member.
            if let font = FontConversion.font(.member(name: inner, arguments: [])) {
                return try member(of: .font(font), name, at: node)
            }
        case .font(let font):
            if name == "bold" || name == "weight" || name == "italic" { return .member(name: "$font." + name, arguments: [Argument(value: .font(font))]) }
        case .color:
            if name == "opacity" { return .member(name: "$color.opacity", arguments: [Argument(value: base)]) }
            // `Color.red.gradient` (an `AnyGradient`: the colour, slightly lighter at the top) is
            // drawn as its colour: the model draws no gradient a colour derives.
            if name == "gradient" { return base }
        default: break
        }
        if let v = standardMember(base, name) ?? urlMember(base, name) ?? urlComponentsMember(base, name, at: node) ?? Self.numberMember(base, name) ?? Self.floatingPointMember(base, name) ?? dateMember(base, name)
            ?? localeMember(base, name, at: node) ?? Self.rawValueOfTagged(base, name) { return v }
        if let v = try extensionProperty(base, name, at: node) { return v }
        // `model.reload` in `.refreshable(action: model.reload)`: a method as a value (`FunctionReferences`).
        if let function = methodReference(of: base, name, at: node) { return function }
        var failure = fail(node, "unknown member '\(name)' of \(base.typeName)")
        failure.implicitChain = Self.implicitChain(base, name)
        throw failure
    }

    /// `Type.name`: a static of a scanned type, an enum case, or a SwiftUI constant.
    private func staticMember(_ type: String, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let declared = declarations.types[type] {
            if let s = declarations.staticValue(type, name) {
                let stored: Bool
                if case .computed = s { stored = false } else { stored = true }
                return try staticValue(type + "." + name, shared: stored, at: node) {
                    let scope = Scope(parent: nil, staticType: type)
                    switch s {
                    case .stored(let e):
                        let declared = e.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
                        return declaredTypeValue(try evaluate(e, scope, declaredAs: declared), of: e, in: type)
                    case .computed(let m): return try run(m, self: nil, staticType: type, arguments: [], at: node)
                    case .wrapped(let attributes, let initial):
                        if let v = try appWrapped(attributes, initial: initial, scope, at: node) { return v }
                        guard let e = initial else { throw fail(node, "unknown member '\(name)' of \(type)") }
                        return declaredTypeValue(try evaluate(e, scope), of: e, in: type)
                    }
                }
            }
            // A case with associated values not called is a function that makes it (rule 2 of
            // `FunctionReferences`); a case read through an alias of the enum (`Mode.warm`) is the enum's.
            if declared.cases.contains(where: { $0.name == name && !$0.associated.isEmpty }) {
                return methodReference(of: .type(declared.name), name, at: node)
            }
            if declared.cases.contains(where: { $0.name == name }) {
                return .enumCase(type: declared.name, name: name, payload: [])
            }
            if name == "allCases", declared.kind == .enumeration {
                return .array(declared.cases.map { .enumCase(type: declared.name, name: $0.name, payload: []) })
            }
        }
        if let v = foundationStatic(type, name) { return v }
        switch type {
        case "Color", "UIColor", "NSColor":
            // SwiftUI's names on `Color`, UIKit's and AppKit's on theirs (`UIColor.secondaryLabel` is
            // `Color(uiColor: .secondaryLabel)`); then Xcode's generated symbol of an asset colour.
            if let c = type == "Color" ? ColorConversion.named(name) : ColorConversion.platformNamed(name) { return .color(c) }
            if let set = assets.colorNamed(symbol: name) { return .color(set.value(environment.appearance)) }
        case "Font":
            if let f = FontConversion.font(.member(name: name, arguments: [])) { return .font(f) }
        case "CGFloat", "Double", "Float":
            if name == "infinity" { return .double(.infinity) }
            if name == "pi" { return .double(.pi) }
            if name == "zero" { return .double(0) }
            if name == "greatestFiniteMagnitude" { return .double(type == "Float" ? Double(Float.greatestFiniteMagnitude) : .greatestFiniteMagnitude) }
        case "Bundle" where name == "main":
            return mainBundle(at: node)
        case "Bundle" where name == "module":
            return Self.bundle
        case "UIScreen" where name == "main":
            return screenValue()
        case "UIDevice" where name == "current":
            return currentDevice()
        case "UIApplication" where name == "shared":
            return sharedApplication()
        case "NotificationCenter" where name == "default":
            return Self.defaultNotificationCenter
        case "ProcessInfo" where name == "processInfo":
            return processInfo()
        case "UIFontMetrics" where name == "default":
            return Self.fontMetrics(.body)
        case "Int":
            if name == "max" { return .int(Int.max) }
            if name == "min" { return .int(Int.min) }
            if name == "zero" { return .int(0) }
        case "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection", "ColorScheme", "LegibilityWeight",
             "ColorSchemeContrast", "UserInterfaceSizeClass", "Alignment", "HorizontalAlignment", "VerticalAlignment",
             "Edge", "Axis", "TextAlignment", "ButtonRole":
            return .member(name: name, arguments: [])
        default: break
        }
        if declarations.types[type + "." + name] != nil { return .type(type + "." + name) }
        if declarations.types[name] != nil { return .type(name) }
        if name == "self" { return .type(type) }
        // `AnimationStep?.none`: Optional's nil (a type with a `none` case was matched above).
        if name == "none" { return Value.none }
        // `Tag.init` unapplied (`names.map(Tag.init)`): a function that makes a Tag (`FunctionReferences`).
        if name == "init" { return methodReference(of: .type(type), name, at: node) }
        return nil
    }

    /// `UIScreen.main`: the variant's device screen, in points (`bounds`, its `size`, `width`,
    /// `height`, `minX`...`maxY`) and its `scale`, as UIKit gives them on that device.
    func screenValue() -> Value {
        let bounds = Self.rect(x: 0, y: 0, width: environment.screen.width, height: environment.screen.height)
        return .object(Instance(type: "UIScreen", fields: ["bounds": bounds, "scale": .double(environment.scale)]))
    }

    /// `UIFontMetrics.default` (body's) or `UIFontMetrics(forTextStyle: .x)`: what `scaledValue(for:)` scales by.
    static func fontMetrics(_ style: TextStyle) -> Value {
        .object(Instance(type: "UIFontMetrics", fields: ["$style": .member(name: style.rawValue, arguments: [])]))
    }

    /// `metrics.scaledValue(for: x)`: `x` scaled with the text style's Dynamic Type size at the
    /// variant's size, as `@ScaledMetric(relativeTo:)` scales it (UIKit's `UIFontMetrics` is the
    /// same table); a font made from it scales with Dynamic Type.
    func scaledValue(_ metrics: Instance, _ args: Arguments) -> Value? {
        guard let base = args.labeled("for")?.number, case .member(let name, _)? = metrics.fields["$style"],
              let style = TextStyle(rawValue: name) else { return nil }
        // At another size category (`compatibleWith: traits`, `TraitCollections` rule 2): a number,
        // fixed; at the variant's own (`sizeCategory.traitCollection`) it scales as without it.
        if args.labeled("compatibleWith") != nil {
            guard let size = compatibleSize(args) else { return nil }
            let value = DynamicTypeTable.scaled(base, relativeTo: style, at: size, scale: environment.scale)
            return size == environment.size ? .scaled(base: base, style: style, value: value) : .double(value)
        }
        return .scaled(base: base, style: style, value: DynamicTypeTable.scaled(base, relativeTo: style, at: environment.size, scale: environment.scale))
    }

    /// Properties of SwiftUI's enums: `isAccessibilitySize` of a Dynamic Type size.
    private func builtinEnumMember(_ type: String, _ caseName: String, _ name: String) throws -> Value? {
        if type == EmptyImagePhase.type, let v = EmptyImagePhase.member(name) { return v }
        switch (type, name) {
        case ("DynamicTypeSize", "isAccessibilitySize"), ("ContentSizeCategory", "isAccessibilityCategory"):
            return .bool(DynamicTypeSize(name: caseName)?.isAccessibilitySize ?? false)
        case ("UIDeviceOrientation", "isPortrait"), ("UIDeviceOrientation", "isLandscape"), ("UIDeviceOrientation", "isFlat"):
            return .bool(name == "isPortrait" ? caseName.hasPrefix("portrait") : name == "isLandscape" ? caseName.hasPrefix("landscape") : caseName.hasPrefix("face"))
        default: return nil
        }
    }
}
