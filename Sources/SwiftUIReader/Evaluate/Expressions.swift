import LayoutModel
import SwiftSyntax

// Expressions: literals, names, members, calls, closures, operators, `if`/`switch` expressions.

extension Evaluator {
    /// The value of `expr`; what cannot be evaluated is `Value.unknown` (`Unknown.swift`). Only
    /// the limits (`BudgetExhausted`) throw, and a Swift error thrown where a `try` lets it go on
    /// (to its `do`/`catch` or `try?`); one thrown where no `try` is, is an unknown.
    func evaluate(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        do {
            guard expressionDepth <= Evaluator.maximumExpressionDepth else {
                throw fail(expr, "nested more than \(Evaluator.maximumExpressionDepth) expressions deep (a chain of calls or modifiers): not evaluated")
            }
            return try withinBudget(evaluateKnown(expr, scope), at: expr)
        } catch let failure as EvaluationFailure {
            return .unknown(Unknown(failure))
        } catch let thrown as SwiftError where tryDepth == 0 && !expr.is(TryExprSyntax.self) {
            return .unknown(Unknown(place: thrown.place, reason: "an error thrown here is not caught"))
        }
    }

    private func evaluateKnown(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        try step(expr)
        if let i = expr.as(IntegerLiteralExprSyntax.self) {
            let text = i.literal.text.replacingOccurrences(of: "_", with: "")
            let value = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
            guard let value else { throw fail(expr, "number '\(text)' is out of range") }
            return .int(value)
        }
        if let f = expr.as(FloatLiteralExprSyntax.self) {
            guard let d = Double(f.literal.text.replacingOccurrences(of: "_", with: "")) else { throw fail(expr, "bad number") }
            return .double(d)
        }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .none }
        if let s = expr.as(StringLiteralExprSyntax.self) { return .string(try string(s, scope)) }
        if let a = expr.as(ArrayExprSyntax.self) { return .array(elementsOfOneType(try a.elements.map { try evaluate($0.expression, scope) })) }
        if let d = expr.as(DictionaryExprSyntax.self) {
            // A dictionary keyed by what its keys show as; read back with a subscript.
            var made = Instance(type: "Dictionary", fields: [:])
            if case .elements(let list) = d.content {
                for element in list {
                    let key = try evaluate(element.key, scope)
                    made.setElement(key, try evaluate(element.value, scope))
                }
            }
            return .object(made)
        }
        if let r = expr.as(DeclReferenceExprSyntax.self) { return try name(r, scope) }
        if let m = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(m, scope) }
        if let c = expr.as(FunctionCallExprSyntax.self) { return try call(writingBack: c, scope) }
        if let c = expr.as(ClosureExprSyntax.self) { return .closure(Closure(syntax: c, scope: scope)) }
        if let s = expr.as(SequenceExprSyntax.self) { return try evaluate(folded(s), scope) }
        if let t = expr.as(TernaryExprSyntax.self) {
            let condition = try evaluate(t.condition, scope)
            if case .unknown = condition { return condition }
            return try truth(condition, at: t) ? ternaryBranch(t.thenExpression, other: t.elseExpression, scope)
                : ternaryBranch(t.elseExpression, other: t.thenExpression, scope)
        }
        if let p = expr.as(PrefixOperatorExprSyntax.self) { return try prefix(p, scope) }
        if let p = expr.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            return .member(name: "...", arguments: [Argument(value: try evaluate(p.expression, scope)), Argument(value: .none)])
        }
        if let t = expr.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first { return try evaluate(only.expression, scope) }
            let values = try t.elements.map { try evaluate($0.expression, scope) }
            if t.elements.contains(where: { $0.label != nil }) { return Self.labelledTuple(t.elements.map { $0.label?.text }, values) }
            return .array(values)
        }
        if let k = expr.as(KeyPathExprSyntax.self) {
            let names = k.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.plainText }
            return .keyPath(names.joined(separator: "."))
        }
        if let f = expr.as(ForceUnwrapExprSyntax.self) {
            let v = try evaluate(f.expression, scope)
            if case .none = v { throw fail(expr, "'\(f.expression.trimmedText)' is nil") }
            return v
        }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(o.expression, scope) }
        if let s = expr.as(SubscriptCallExprSyntax.self) {
            let base = try evaluate(s.calledExpression, scope)
            guard let indexExpr = s.arguments.first?.expression else { throw fail(expr, "subscript needs an index") }
            if case .none = base, Self.isOptionalChain(s.calledExpression) { return .none }
            let index = try evaluate(indexExpr, scope)
            if s.arguments.first?.label?.text == "keyPath", case .keyPath(let path) = index {
                // `value[keyPath: \.a.b]` reads the members the key path names; one the reader
                // cannot read is an unknown where it is used.
                do { return try path.split(separator: ".").reduce(base) { try member(of: $0, String($1), at: expr) } }
                catch let failure as EvaluationFailure { return .unknown(Unknown(failure)) }
            }
            switch (base, index) {
            case (.unknown, _): return base
            case (_, .unknown): return index
            case (.array(let items), .int(let i)):
                guard items.indices.contains(i) else { throw fail(expr, "index \(i) is out of range (\(items.count) items)") }
                return items[i]
            case (.object(let d), .type(let key)) where d.type == "EnvironmentValues":
                return try environmentKeyDefault(key, at: expr)
            case (.object(let d), .type(let key)) where d.type == "DependencyValues":
                return try dependencyKeyValue(key, at: expr)
            case (.object(let d), _) where d.type == "Dictionary":
                // `totals[key, default: 0]`: the default where the key is missing.
                if let missing = s.arguments.dropFirst().first, missing.label?.text == "default", d.fields[index.display ?? ""] == nil {
                    return try evaluate(missing.expression, scope)
                }
                return d.fields[index.display ?? ""] ?? Value.none
            // `Bundle.main.infoDictionary?["CFBundleShortVersionString"]` (`InfoPlist.swift`).
            case (.object(let d), _) where d.type == Self.infoDictionaryType:
                return infoValue(base, index.display ?? "", at: expr)
            case (.object(let instance), _) where declarations.types[instance.type]?.subscripts.isEmpty == false:
                let indices = try s.arguments.map { try evaluate($0.expression, scope) }
                if let v = try declaredSubscript(instance, indices, at: expr) { return v }
                return .unknown(Unknown(place: place(expr), reason: "cannot subscript \(base.typeName) with \(index.typeName)"))
            case (.array(let items), .range(let lo, let hi)):
                guard lo >= 0, hi <= items.count else { throw fail(expr, "range \(lo)..<\(hi) is out of range (\(items.count) items)") }
                return .array(Array(items[lo..<hi]))
            default:
                // A subscript the reader does not have (a package type's, an implicit member whose type
                // is not known here) gives an unknown where it is used, not a lost view.
                return .unknown(Unknown(place: place(expr), reason: "cannot subscript \(base.typeName) with \(index.typeName)"))
            }
        }
        if let i = expr.as(IfExprSyntax.self) { return try valueOfIf(i, scope) }
        if let s = expr.as(SwitchExprSyntax.self) { return try valueOfSwitch(s, scope) }
        if let a = expr.as(AsExprSyntax.self) {
            let v = try evaluate(a.expression, scope)
            return a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? conditionalCast(v, to: a.type.trimmedText) : v
        }
        if let p = expr.as(PostfixIfConfigExprSyntax.self) {
            let base = try p.base.map { try evaluate($0, scope) } ?? .none
            guard case .postfixExpression(let chain)? = CompilationConditions.active(p.config) else { return base }
            return try applyChain(chain, to: base, scope)
        }
        if let i = expr.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self) {
            return try binary(op.operator.text, evaluate(i.leftOperand, scope), evaluate(i.rightOperand, scope), at: i)
        }
        if let t = expr.as(TypeExprSyntax.self) { return .type(t.type.trimmedText) }
        if let g = expr.as(GenericSpecializationExprSyntax.self) { return try evaluate(g.expression, scope) }
        if let i = expr.as(InOutExprSyntax.self) { return try evaluate(i.expression, scope) }
        if let a = expr.as(AwaitExprSyntax.self) { return try evaluate(a.expression, scope) }
        if let t = expr.as(TryExprSyntax.self) {
            // `try? f()` is nil when `f` throws; `try f()` is its value, a throw going on to the
            // `do`/`catch` or `try?` around it; `try!` of a throw is unknown.
            tryDepth += 1
            defer { tryDepth -= 1 }
            switch t.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?:
                do { return try evaluate(t.expression, scope) } catch is SwiftError { return .none }
            case .exclamationMark?:
                // `try!` of a throw stops the app; the preview shows nothing known there.
                do { return try evaluate(t.expression, scope) } catch let thrown as SwiftError {
                    return .unknown(Unknown(place: thrown.place, reason: "an error thrown here is not caught"))
                }
            default:
                return try evaluate(t.expression, scope)
            }
        }
        if let m = expr.as(MacroExpansionExprSyntax.self) {
            throw fail(expr, "macro '#\(m.macroName.text)' is not evaluated")
        }
        throw fail(expr, "'\(short(expr))' is not evaluated")
    }

    /// A postfix chain with no base of its own (`.mask { }.padding()` inside `#if`) applied to `base`.
    func applyChain(_ chain: ExprSyntax, to base: Value, _ scope: Scope) throws -> Value {
        if let call = chain.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let receiver = try m.base.map { try applyChain($0, to: base, scope) } ?? base
            return try method(receiver, m.declName.baseName.plainText, call, scope)
        }
        if let m = chain.as(MemberAccessExprSyntax.self) {
            let receiver = try m.base.map { try applyChain($0, to: base, scope) } ?? base
            return try member(of: receiver, m.declName.baseName.plainText, at: m)
        }
        if let p = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = try p.base.map { try applyChain($0, to: base, scope) } ?? base
            guard case .postfixExpression(let rest)? = CompilationConditions.active(p.config) else { return inner }
            return try applyChain(rest, to: inner, scope)
        }
        throw fail(chain, "'\(short(chain))' is not evaluated")
    }

    /// A string literal: its text with interpolations filled in, and the `LocalizedStringKey` it
    /// makes (`"\(n) cycles"` is `%lld cycles` with the argument `n`).
    func string(_ s: StringLiteralExprSyntax, _ scope: Scope) throws -> StringValue {
        // A literal over the string limit is not read (as a screen file's string is not).
        try grew(string: s.segments.trimmedLength.utf8Length, at: s)
        var text = "", key = "", arguments: [String] = []
        var unknown: Unknown?
        // The pieces as each locale shows them, when one is formatted for the locale (`shown`).
        var pieces: [TextValue] = [], isShownByLocale = false
        for segment in s.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                let unescaped = Evaluator.unescape(plain.content.text)
                pieces.append(.literal(unescaped))
                text += unescaped
                key += unescaped.replacingOccurrences(of: "%", with: "%%")
            } else if let e = segment.as(ExpressionSegmentSyntax.self), let first = e.expressions.first {
                try grew(string: text.utf8.count, at: e)
                let value = try evaluate(first.expression, scope)
                if let u = value.unknown {
                    // An unknown piece: a stand-in, and the whole string is not known.
                    unknown = unknown ?? u
                    let piece = value.isUnknown ? TextStandIn.string : (value.display ?? TextStandIn.string)
                    text += piece
                    key += "%@"
                    arguments.append(piece)
                    continue
                }
                // An image in the string: drawn inside the text (`InlineImages.swift`).
                if let marker = inlineImage(value, at: e) {
                    text += marker
                    key += "%@"
                    arguments.append(marker)
                    continue
                }
                // `\(date, style: .date)`, `\(n, format: .number)`, `\(date, formatter: f)` (`Formatters.swift`).
                if let formatted = try interpolatedFormat(value, e, scope) {
                    pieces.append(formatted.shown ?? .literal(formatted.text))
                    isShownByLocale = isShownByLocale || formatted.shown != nil
                    text += formatted.text
                    key += "%@"
                    arguments.append(formatted.text)
                    continue
                }
                guard let shown = value.display else { throw fail(e, "cannot show a \(value.typeName) in a string") }
                if case .string(let piece) = value, let byLocale = piece.shown { pieces.append(byLocale); isShownByLocale = true } else { pieces.append(.literal(shown)) }
                let specifier = e.expressions.first { $0.label?.text == "specifier" }
                    .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
                    .map { $0.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() }
                switch value {
                case .int: key += specifier ?? "%lld"
                case .double: key += specifier ?? "%lf"
                default: key += specifier ?? "%@"
                }
                if let specifier, let d = value.number, let dot = specifier.firstIndex(of: "."),
                   let p = Int(specifier[specifier.index(after: dot)...].prefix { $0.isNumber }) {
                    let formatted = String(format: "%.\(p)f", d)
                    text += formatted
                    arguments.append(formatted)
                } else {
                    text += shown
                    arguments.append(shown)
                }
            }
        }
        var value = StringValue(text, key: arguments.isEmpty ? text : key, arguments: arguments, isLiteral: true)
        value.unknown = unknown
        let shownPieces = pieces.filter { $0 != .literal("") }
        if isShownByLocale, let head = shownPieces.first { value.shown = shownPieces.dropFirst().reduce(head, TextValue.joined) }
        return value
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        return s.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// A bare name: a local, a property of `self`, a type, a global.
    func name(_ r: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        var n = r.baseName.plainText
        if r.baseName.tokenKind == .keyword(.self) {
            // In a static member `self` is the type: `static func circle(_ n: String) -> Self {
            // self.init(n) }` makes one, as `Self(n)` does.
            if scope.instance == nil, let type = scope.staticType { return .type(type) }
            guard let instance = scope.instance else { throw fail(r, "'self' is not available here") }
            return instance.fields["$case"] ?? .object(instance)
        }
        if let v = scope.lookup(n) { return v }
        if n.hasPrefix("$"), let v = scope.lookup(String(n.dropFirst())) { return v }
        if n.hasPrefix("_"), let v = scope.lookup(String(n.dropFirst())) { return v }
        if let instance = scope.instance, let member = declarations.computed(instance.type, n) {
            return try run(member, self: instance, arguments: [], at: r)
        }
        if let instance = scope.instance, let v = try lazyValue(instance, n, at: r) { return v }
        // `rawValue` (or a case-path read) written bare in a member of an enum: a member of `self`, the case.
        if let me = scope.instance?.fields["$case"], case .enumCase = me {
            do { return try member(of: me, n, at: r) } catch is EvaluationFailure {}
        }
        if n == "Self", let type = scope.staticType { return .type(type) }
        // A generic parameter the call that made `self` decided (`GenericArguments`).
        if let decided = scope.instance?.fields[Self.genericField + n] { return decided }
        if let type = scope.staticType, declarations.staticValue(type, n) != nil {
            return try member(of: .type(type), n, at: r)
        }
        if let nested = nestedType(n, scope) { return .type(nested) }
        if declarations.types[n] != nil || BuiltinTypes.known.contains(n) || isTagged(n) { return .type(n) }
        if let global = declarations.globals[n] {
            return try staticValue("$global." + n, shared: true, at: r) { try evaluate(global, Scope(parent: nil)) }
        }
        // A top-level computed variable (`var Current: AppEnvironment { ... }`): its getter runs at each read.
        if let getter = declarations.computedGlobal(n) { return try run(getter, self: nil, arguments: [], at: r) }
        // `save` in `Button(action: save)`: a method or function as a value (`FunctionReferences`).
        if let function = functionReference(r, scope) { return function }
        if BuiltinViews.names.contains(n) { return .type(n) }
        // `count` in `extension Array`: a property of `self` (`StandardTypeExtensions`).
        if let me = standardSelf(scope) {
            do { return try member(of: me, n, at: r) } catch is EvaluationFailure {}
        }
        // `processInfo` in a static of `extension ProcessInfo`: a platform type's own static, bare.
        if scope.instance == nil, let type = scope.staticType, declarations.types[type]?.isDeclared != true {
            do { return try member(of: .type(type), n, at: r) } catch is EvaluationFailure {}
        }
        if let constant = Self.coreFoundationConstant(n) { return constant }
        n = n.hasPrefix("$") ? String(n.dropFirst()) : n
        throw fail(r, "unknown value '\(n)'")
    }

    /// A static value evaluated once per evaluation (and guarded against defining itself); a stored
    /// one (`shared`) once per run (`SharedStatics`), its warnings repeated where it is reused.
    func staticValue(_ key: String, shared: Bool = false, at node: some SyntaxProtocol, _ compute: () throws -> Value) throws -> Value {
        if let v = staticCache[key] {
            recordAgain(staticUnevaluated[key] ?? [])
            return v
        }
        if shared, let known = declarations.statics[key] {
            switch known {
            case .value(let v, let warnings, let unevaluated):
                warnings.forEach { warn(at: $0.place, $0.message) }
                recordAgain(unevaluated)
                staticCache[key] = v
                staticUnevaluated[key] = unevaluated
                return v
            case .failure(let error, let warnings, let unevaluated):
                warnings.forEach { warn(at: $0.place, $0.message) }
                recordAgain(unevaluated)
                throw error
            }
        }
        guard staticsInProgress.insert(key).inserted else { throw fail(node, "'\(key)' is defined in terms of itself") }
        defer { staticsInProgress.remove(key) }
        let before = warnings.count, beforeUnevaluated = unevaluated.count
        do {
            let v = try compute()
            staticCache[key] = v
            staticUnevaluated[key] = Array(unevaluated[min(beforeUnevaluated, unevaluated.count)...])
            if shared {
                declarations.statics.store(key, .value(v, warnings: Array(warnings[before...]), unevaluated: staticUnevaluated[key] ?? []))
            }
            return v
        } catch {
            // Nesting depends on where the static is first used: that failure is this use's only.
            let nestedTooDeep = (error as? EvaluationFailure)?.message.contains("levels deep") == true
            if shared, !nestedTooDeep, !(error is ContainsItself) {
                declarations.statics.store(key, .failure(error, warnings: Array(warnings[before...]),
                                                         unevaluated: Array(unevaluated[min(beforeUnevaluated, unevaluated.count)...])))
            }
            throw error
        }
    }

    private func prefix(_ p: PrefixOperatorExprSyntax, _ scope: Scope) throws -> Value {
        var v = try evaluate(p.expression, scope)
        if case .unknown = v { return v }
        // `-.grid(2)`: a number the app declared as a static of a numeric type.
        if p.operator.text == "-", let number = try appStatic(v, types: AppStatics.numbers, at: p) { v = number }
        switch (p.operator.text, v) {
        case ("-", .int(let i)):
            guard i != .min else { throw fail(p, "-(\(i)) overflows Int (Swift stops the app here)") }
            return .int(-i)
        case ("-", .double(let d)): return .double(-d)
        case ("!", .bool(let b)): return .bool(!b)
        case ("...", _), ("..<", _): return .member(name: "..." , arguments: [Argument(value: .none), Argument(value: v)])
        default: throw fail(p, "cannot evaluate \(p.operator.text)\(v.typeName)")
        }
    }

    func short(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedText.replacingOccurrences(of: "\n", with: " ")
        return text.count > 48 ? String(text.prefix(48)) + "..." : text
    }
}

/// Type names of Swift and SwiftUI the evaluator knows as values (`Color.red`, `Font.title`).
enum BuiltinTypes {
    static let known: Set<String> = ["Color", "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge",
                                     "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection", "ColorScheme", "CGFloat",
                                     "Double", "Int", "Float", "String", "Bool", "Array", "UIColor", "Text",
                                     "LocalizedStringKey", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Binding", "State", "Optional",
                                     "Date", "UUID", "Axis", "ButtonRole", "TextAlignment", "LegibilityWeight",
                                     "ColorSchemeContrast", "UserInterfaceSizeClass",
                                     // Controls
                                     "URL", "Bundle", "URLComponents", "URLQueryItem",
                                     // The device (`Members.swift`)
                                     "UIScreen", "UIFontMetrics", "UIDevice", "ProcessInfo",
                                     "UITraitCollection", "UIFontDescriptor", "UIFont", "UIContentSizeCategory", "UIApplication", "NotificationCenter",
                                     // Foundation (`Dates.swift`, `Formatters.swift`, `FreshInstall.swift`, `FreshInstallFiles.swift`)
                                     "FileManager",
                                     "Calendar", "DateComponents", "Locale", "TimeZone", "UserDefaults", "NSCache", "HTTPCookieStorage", "DateFormatter",
                                     "ISO8601DateFormatter", "RelativeDateTimeFormatter", "NumberFormatter", "ByteCountFormatter",
                                     "DateComponentsFormatter", "Duration",
                                     // `DispatchQueue.main` (`DispatchQueues.swift`)
                                     "DispatchQueue"]
}

extension Evaluator {
    /// An array literal's elements are of one type: where one element's type is known (`Options.wide`,
    /// a case of `Tag`), an implicit member beside it (`.media`) is that type's static or case.
    func elementsOfOneType(_ items: [Value]) -> [Value] {
        guard items.contains(where: { if case .member = $0 { return true } else { return false } }) else { return items }
        let type: String? = items.lazy.compactMap { v -> String? in
            switch v {
            case .object(let o): return o.type
            case .enumCase(let t, _, _): return t
            default: return nil
            }
        }.first
        guard let type else { return items }
        return items.map { if case .member = $0 { return resolveImplicit($0, in: type) } else { return $0 } }
    }
}
