import LayoutModel
import SwiftSyntax

// The parser leaves `a + b * c` as a flat sequence; Swift's standard precedence groups fold it
// (SwiftOperators would, but the reader depends only on SwiftSyntax and SwiftParser). Groups,
// lowest first: assignment, ternary, ||, &&, comparison, ??, casts, ranges, addition, multiplication,
// bitwise shifts.

indirect enum Folded {
    case leaf(ExprSyntax)
    case binary(String, Folded, Folded, at: Syntax)
    case ternary(Folded, then: ExprSyntax, otherwise: Folded)
    /// `x as T`, `x as! T`, `x as? T` (`conditional`).
    case cast(Folded, type: String, conditional: Bool)
    case assign(String, Folded, Folded, at: Syntax)
}

extension Evaluator {
    /// `sequence` folded by precedence, once per evaluator.
    func folded(_ sequence: SequenceExprSyntax) -> Folded {
        if let known = foldedSequences[sequence.id] { return known }
        let made = OperatorFolding.fold(sequence)
        foldedSequences[sequence.id] = made
        return made
    }
}

enum OperatorFolding {
    static func fold(_ sequence: SequenceExprSyntax) -> Folded {
        let elements = Array(sequence.elements)
        var i = 0
        return climb(elements, &i, minimum: 0)
    }

    /// Precedence and right-associativity of an operator element.
    private static func precedence(_ e: ExprSyntax) -> (Int, Bool)? {
        if e.is(AssignmentExprSyntax.self) { return (1, true) }
        if e.is(UnresolvedTernaryExprSyntax.self) { return (2, true) }
        if e.is(UnresolvedAsExprSyntax.self) || e.is(UnresolvedIsExprSyntax.self) { return (7, false) }
        guard let op = e.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=": return (1, true)
        case "||": return (3, false)
        case "&&": return (4, false)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (5, false)
        case "??": return (6, true)
        case "..<", "...": return (8, false)
        case "+", "-", "|", "^", "&+", "&-": return (9, false)
        case "<<", ">>": return (11, false)
        default: return (10, false)
        }
    }

    private static func climb(_ e: [ExprSyntax], _ i: inout Int, minimum: Int) -> Folded {
        var lhs = Folded.leaf(e[i])
        i += 1
        while i < e.count, let (prec, right) = precedence(e[i]), prec >= minimum {
            let op = e[i]
            i += 1
            if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
                let type = i < e.count ? e[i].trimmedText : ""
                i += 1
                let conditional = op.as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
                lhs = op.is(UnresolvedIsExprSyntax.self) ? .binary("is", lhs, .leaf(op), at: Syntax(op)) : .cast(lhs, type: type, conditional: conditional)
                continue
            }
            guard i < e.count else { break }
            let rhs = climb(e, &i, minimum: right ? prec : prec + 1)
            if let t = op.as(UnresolvedTernaryExprSyntax.self) {
                lhs = .ternary(lhs, then: t.thenExpression, otherwise: rhs)
            } else if op.is(AssignmentExprSyntax.self) {
                lhs = .assign("=", lhs, rhs, at: Syntax(op))
            } else if let b = op.as(BinaryOperatorExprSyntax.self) {
                let text = b.operator.text
                lhs = prec == 1 ? .assign(text, lhs, rhs, at: Syntax(op)) : .binary(text, lhs, rhs, at: Syntax(op))
            }
        }
        return lhs
    }
}

extension Evaluator {
    func evaluate(_ folded: Folded, _ scope: Scope) throws -> Value {
        switch folded {
        case .leaf(let e): return try evaluate(e, scope)
        case .cast(let inner, let type, let conditional):
            let v = try evaluate(inner, scope)
            return conditional ? conditionalCast(v, to: type) : v
        case .ternary(let c, let then, let otherwise):
            let condition = try evaluate(c, scope)
            if case .unknown = condition { return condition }
            if case .leaf(let b) = otherwise {
                return try truth(condition, at: then) ? ternaryBranch(then, other: b, scope) : ternaryBranch(b, other: then, scope)
            }
            return try truth(condition, at: then) ? evaluate(then, scope) : evaluate(otherwise, scope)
        case .assign(let op, let target, let value, let at):
            // A value that cannot be made still changes its target, to unknown: kept as it was, a
            // loop of `s = s + s` past the string limit silently gave the last string that fitted.
            let v: Value
            do { v = try evaluate(value, scope) } catch let failure as EvaluationFailure { v = .unknown(Unknown(failure)) }
            try assign(op, target, v, scope, at: at)
            return .none
        case .binary(let op, let a, let b, let at):
            switch op {
            case "&&", "||":
                // `false && x` and `true || x` whatever x is; else an unknown side makes it unknown.
                let decides = op == "||"
                let left = try evaluate(a, scope)
                if case .bool(decides) = left { return left }
                let right = try evaluate(b, scope)
                if case .unknown = left { if case .bool(decides) = right { return right }; return left }
                if case .unknown = right { return right }
                return .bool(decides ? (try truth(left, at: at) || truth(right, at: at)) : (try truth(left, at: at) && truth(right, at: at)))
            case "??":
                let left = try evaluate(a, scope)
                // `name ?? "None"`: the literal takes the optional's type (a `String`), so `Text` shows it as it is.
                if case .none = left {
                    let right = try evaluate(b, scope)
                    if case .string(let s) = right { return .string(s.plain) }
                    return right
                }
                return left
            case "is": return .bool(false)
            default: return try binary(op, try evaluate(a, scope), try evaluate(b, scope), at: at)
            }
        }
    }

    func truth(_ v: Value, at node: some SyntaxProtocol) throws -> Bool {
        // An unknown condition is unknown for its own reason, said where it was made.
        if case .unknown(let u) = v { throw EvaluationFailure(place: u.place, message: u.reason, implicitChain: u.implicitChain) }
        guard case .bool(let b) = v else { throw fail(node, "expected a Bool, found \(v.typeName)") }
        return b
    }

    /// `x = v`, `self.x = v`, `_x = State(initialValue: v)`, `x += 1`.
    private func assign(_ op: String, _ target: Folded, _ value: Value, _ scope: Scope, at: Syntax) throws {
        guard case .leaf(let e) = target else { throw fail(at, "cannot assign to this") }
        try assign(op, e, value, scope, at: at)
    }

    /// `e = v` (or `e op= v`) for a target written as a name or `self.name`.
    func assign(_ op: String, _ e: ExprSyntax, _ value: Value, _ scope: Scope, at: some SyntaxProtocol) throws {
        var name: String?
        var onSelf = false
        if let r = e.as(DeclReferenceExprSyntax.self) { name = r.baseName.plainText }
        if let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = m.declName.baseName.plainText
            onSelf = true
        }
        // `_ = model.load()`: a value discarded; one that could not be made is said, never lost.
        if e.is(DiscardAssignmentExprSyntax.self) {
            if case .unknown(let u) = value { record(skipped(u, at: at), "the value is discarded") }
            return
        }
        if let s = e.as(SubscriptCallExprSyntax.self) { return try assignElement(op, s, value, scope, at: at) }
        if name == nil, let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            return try assignMember(op, m, of: base, value, scope, at: at)
        }
        // `self = .fish` in an enum's `init`: the case the initializer makes (`instantiate`).
        if name == "self", op == "=" {
            guard scope.assignField("$case", value) else { throw fail(at, "cannot assign to 'self'") }
            return
        }
        guard var n = name else { throw fail(at, "cannot assign to '\(e.trimmedText)'") }
        // `state = s` for `var state: State { get { ... } set { ... } }`: its setter runs (`ComputedSetters`).
        if onSelf || scope.lookup(n) == nil, let me = scope.instance,
           let changed = try settingComputed(me, n, op, value, at: at) {
            scope.instance = changed
            return
        }
        // `_setting = setting` in an `init`: the wrapper's storage is the property `setting` of
        // `self`, never the parameter of the same name.
        var result = value
        if n.hasPrefix("_") && (onSelf || scope.lookup(n) == nil) {
            n.removeFirst(); onSelf = true
            // `_viewState = .init(initialValue: .loading)`: the wrapper made implicitly holds that value.
            if case .member("init", let args) = value, args.count == 1, let only = args.first,
               only.label == "initialValue" || only.label == "wrappedValue" { result = only.value }
        }
        if op != "=" {
            guard let old = scope.lookup(n) else { throw fail(at, "unknown value '\(n)'") }
            do { result = try binary(String(op.dropLast()), old, value, at: at) } catch let failure as EvaluationFailure {
                result = .unknown(Unknown(failure))
            }
        }
        // A value stored in a local takes the local's type: its declared one, else the one its first
        // value gave it (a string literal made it a `String`: `Text(title)` is verbatim after
        // `title = "B"`; a `LocalizedStringKey` stays looked up).
        let local = onSelf ? nil : scope.local(n)
        if let local {
            if let type = local.type { result = coerce(result, to: type) }
            else if case .string(let old) = local.value, case .string(var s) = result {
                s = s.plain
                s.isLocalized = s.isLocalized || old.isLocalized
                result = .string(s)
            } else { result = coerce(result, to: nil) }
        }
        // A value stored in a property takes its declared type, as Swift types it: an implicit member
        // (`self.platform = .phone`, `self.loader = .init(url: url)`) is that type's, an array's
        // elements are, and an unknown keeps what the type says it is (`Image`, `Color`).
        if result.takesDeclaredType, local == nil,
           let declared = scope.instance.flatMap({ declarations.types[$0.type] })?.stored.first(where: { $0.name == n })?.type {
            result = coerce(result, to: declared)
        }
        let done = onSelf ? scope.assignField(n, result) : scope.assign(n, result)
        if !done { throw fail(at, "cannot assign to '\(n)'") }
    }

    /// `a.b = v` (`a?.b = v`, `a.b.c = v`, `$0.b = v` in a closure, `formatter.dateStyle = .medium`):
    /// a struct is a value, so `a` is assigned a copy with the field changed (a class instance is
    /// kept by one reference, so both read alike) (the value as the field's declared type keeps it); `a?.b = v`
    /// with `a` nil does nothing, and an unknown `a` stays unknown. A computed property's setter
    /// runs (`ComputedSetters`); one without a setter is not assigned (reported where the call is
    /// skipped), but a value of `DependencyValues` (`$0.client = x` in `withDependencies`) is kept
    /// as set (`Dependencies.swift`).
    private func assignMember(_ op: String, _ m: MemberAccessExprSyntax, of base: ExprSyntax, _ value: Value, _ scope: Scope,
                              at: some SyntaxProtocol) throws {
        let root = Self.unwrapped(base)
        let holder = try evaluate(root, scope)
        if case .none = holder, base.is(OptionalChainingExprSyntax.self) { return }
        if case .unknown = holder { return }
        let name = m.declName.baseName.plainText
        guard case .object(var instance) = holder, instance.type != storeType else {
            throw fail(at, "cannot assign to '\(m.trimmedText)'")
        }
        // `model.state = s`: that instance's setter runs, and the instance it leaves is written back.
        if instance.type != "DependencyValues", let changed = try settingComputed(instance, name, op, value, at: at) {
            return try assign("=", root, .object(changed), scope, at: at)
        }
        guard declarations.computed(instance.type, name) == nil || instance.type == "DependencyValues" else {
            throw fail(at, "cannot assign to '\(m.trimmedText)'")
        }
        var result = value
        if op != "=" {
            guard let old = instance.fields[name] else { throw fail(at, "unknown member '\(name)' of \(instance.type)") }
            do { result = try binary(String(op.dropLast()), old, value, at: at) } catch let failure as EvaluationFailure {
                result = .unknown(Unknown(failure))
            }
        }
        // Stored, a value takes the field's declared type (a string literal is a `String`, no key).
        instance.fields[name] = coerce(result, to: declarations.types[instance.type]?.stored.first { $0.name == name }?.type)
        try assign("=", root, .object(instance), scope, at: at)
    }

    func binary(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value {
        // `word.first?.isMine == .some(true)`, `x != .none`: Optional's cases against an optional,
        // which the reader keeps as its value or nil (an enum's own `some` case is matched as its case).
        if op == "==" || op == "!=", let x = Self.optionalCaseValue(a, beside: b) { return try binary(op, x, b, at: node) }
        if op == "==" || op == "!=", let y = Self.optionalCaseValue(b, beside: a) { return try binary(op, a, y, at: node) }
        switch (a, b) {
        case (.unknown, _): return a
        case (_, .unknown): return b
        case (.object(let x), .object(let y)) where op == "+" && x.type == "AttributedString" && y.type == "AttributedString":
            return try joinedAttributed(x, y, at: node)
        case (.string(let x), .string(let y)) where op == "+" && (x.unknown != nil || y.unknown != nil):
            try grew(string: x.text.utf8.count + y.text.utf8.count, at: node)
            var joined = StringValue(x.text + y.text)
            joined.unknown = x.unknown ?? y.unknown
            return .string(joined)
        case (.int(let x), .int(let y)):
            switch op {
            case "+", "-", "*":
                // Rule: an Int that overflows is not a value (Swift traps; wrapping would be a wrong one).
                let (r, overflow) = op == "+" ? x.addingReportingOverflow(y) : (op == "-" ? x.subtractingReportingOverflow(y) : x.multipliedReportingOverflow(by: y))
                if overflow { throw fail(node, "\(x) \(op) \(y) overflows Int (Swift stops the app here)") }
                return .int(r)
            case "/", "%":
                guard y != 0 else { throw fail(node, "division by zero") }
                // `Int.min / -1` (and its remainder) overflows: Swift traps there too.
                let (r, overflow) = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
                if overflow { throw fail(node, "\(x) \(op) \(y) overflows Int (Swift stops the app here)") }
                return .int(r)
            // Bitwise, as hex colours take their components apart (`(hex & 0xff0000) >> 16`).
            case "&": return .int(x & y)
            case "|": return .int(x | y)
            case "^": return .int(x ^ y)
            case "<<", ">>":
                // Swift's smart shifts: a shift by the width or more gives 0 (or -1 for a negative `>>`).
                guard y >= 0 else { return try binary(op == "<<" ? ">>" : "<<", a, .int(y == .min ? .max : -y), at: node) }
                if y >= Int.bitWidth { return .int(op == ">>" && x < 0 ? -1 : 0) }
                return .int(op == "<<" ? x << y : x >> y)
            case "..<": guard x <= y else { throw fail(node, "range \(x)..<\(y) has its bounds reversed") }; return .range(x, y)
            case "...": guard x <= y, y < Int.max else { throw fail(node, "range \(x)...\(y) has its bounds reversed") }; return .range(x, y + 1)
            default: break
            }
        case (.string(let x), .string(let y)) where op == "+":
            try grew(string: x.text.utf8.count + y.text.utf8.count, at: node)
            var joined = StringValue(x.text + y.text)
            // A piece formatted for the locale stays so in the whole (`StringValue.shown`).
            if x.shown != nil || y.shown != nil { joined.shown = TextValue.joined(x.shown ?? .literal(x.text), y.shown ?? .literal(y.text)) }
            return .string(joined)
        case (.array(let x), .array(let y)) where op == "+":
            try grew(array: x.count + y.count, at: node)
            return .array(x + y)
        case (.view(let x), .view(let y)) where op == "+":
            if let joined = try concatenatedText(x, y, at: node) { return .view(joined) }
        default: break
        }
        if op == "==" || op == "!=", let same = Self.sameType(a, b) { return .bool(op == "==" ? same : !same) }
        if let v = dateOperator(op, a, b) { return v }
        // `width + .statusColumnsSpacing`: an implicit member beside a number is a static of the
        // number's type (the app's `extension CGFloat { static let ... }`, or Swift's `.pi`).
        if a.number != nil, b.number == nil, let y = try numericStatic(b, at: node) { return try binary(op, a, y, at: node) }
        if b.number != nil, a.number == nil, let x = try numericStatic(a, at: node) { return try binary(op, x, b, at: node) }
        if let x = a.number, let y = b.number {
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            default: break
            }
        }
        // An operator the type declares is Swift's choice over what `Equatable` synthesizes (`Equality` rule 7).
        if let declared = try declaredOperator(op, a, b, at: node) { return declared }
        if op == "===" || op == "!==", let same = Self.identical(a, b) { return .bool(op == "===" ? same : !same) }
        if let ordered = try compare(op, a, b, at: node) { return .bool(ordered) }
        if op == "...", case .enumCase = a { return .member(name: "...", arguments: [Argument(value: a), Argument(value: b)]) }
        if op == "..." || op == "..<", a.number != nil, b.number != nil {
            return .member(name: "...", arguments: [Argument(value: a), Argument(value: b)])
        }
        throw fail(node, "cannot evaluate \(a.typeName) \(op) \(b.typeName)")
    }

    /// An implicit member (`.grid`, `.pi`) read as a static of a number type, or nil.
    private func numericStatic(_ v: Value, at node: some SyntaxProtocol) throws -> Value? {
        let types = ["CGFloat", "Double", "Float", "Int"]
        if let made = try appStatic(v, types: types, at: node), made.number != nil { return made }
        guard case .member(let name, let args) = v, args.isEmpty else { return nil }
        return try types.lazy.compactMap { try? self.member(of: .type($0), name, at: node) }.first { $0.number != nil }
    }

    /// An operator the app declares for its type (`static func < (lhs: Sales, rhs: Sales) -> Bool`),
    /// and what `Comparable` derives from `<` (`>`, `<=`, `>=`); nil when the operands' type has none.
    /// `type`'s operator `name` of two operands, looked up once per evaluator: comparing a value
    /// that holds itself twice asks at every part (the lookup was 40% of such a comparison's time).
    private func operatorMethod(_ type: String, _ name: String) -> Member? {
        let key = type + " " + name
        if let known = operatorMethods[key] { return known }
        let found = declarations.staticMethods(type, name)?.first { $0.parameters.count == 2 }
        operatorMethods[key] = .some(found)
        return found
    }

    private func declaredOperator(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        func owner(_ v: Value) -> String? {
            switch v {
            case .object(let i): return i.type
            case .enumCase(let t, _, _): return t
            default: return nil
            }
        }
        guard let type = owner(a) ?? owner(b) else { return nil }
        // Against nil (`selected == nil`, or an optional that is nil) it is Optional's `==`: the
        // type's own is never called with nil.
        if case .none = a, op == "==" || op == "!=" { return nil }
        if case .none = b, op == "==" || op == "!=" { return nil }
        func call(_ name: String, _ x: Value, _ y: Value) throws -> Value? {
            guard let method = operatorMethod(type, name) else { return nil }
            // An operator's parameters are its operands, in order, whatever they are named (`lhs`, `rhs`).
            let operands = zip(method.parameters, [x, y]).map { p, v in
                Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: v)
            }
            return try run(method, self: nil, staticType: type, arguments: operands, at: node)
        }
        if let v = try call(op, a, b) { return v }
        func not(_ v: Value?) -> Value? { if case .bool(let x)? = v { return .bool(!x) } else { return v } }
        switch op {
        case "!=": return not(try call("==", a, b))
        case ">": return try call("<", b, a)
        case "<=": return not(try call("<", b, a))
        case ">=": return not(try call("<", a, b))
        default: return nil
        }
    }

    /// Comparisons of numbers, strings, booleans, enum cases (in declaration order, SwiftUI's for
    /// `DynamicTypeSize` and `ContentSizeCategory`), and an implicit member against a case.
    private func compare(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        guard ["==", "!=", "<", "<=", ">", ">="].contains(op) else { return nil }
        let order: Int?
        switch (a, b) {
        // An optional number against nil (`rank != nil`): a value is never nil.
        case (.int, .none), (.double, .none), (.scaled, .none), (.none, .int), (.none, .double), (.none, .scaled):
            guard op == "==" || op == "!=" else { return nil }
            order = 1
        case (.int, _), (.double, _), (.scaled, _):
            guard let x = a.number, let y = b.number else { return nil }
            order = x < y ? -1 : (x == y ? 0 : 1)
        case (.string(let x), .string(let y)): order = x.text < y.text ? -1 : (x.text == y.text ? 0 : 1)
        case (.bool(let x), .bool(let y)):
            guard op == "==" || op == "!=" else { return nil }
            order = x == y ? 0 : 1
        case (.none, .none): order = 0
        case (.member(let x, _), .member(let y, _)):
            guard op == "==" || op == "!=" else { return nil }
            order = x == y ? 0 : 1
        case (.none, _), (_, .none): order = 1
        case (.enumCase, .enumCase) where op == "==" || op == "!=", (.enumCase, .member) where b.isCaseWithValues && (op == "==" || op == "!="),
             (.member, .enumCase) where a.isCaseWithValues && (op == "==" || op == "!="), (.object, _), (.array, _):
            guard op == "==" || op == "!=", let equal = try structurallyEqual(a, b, at: node) else { return nil }
            order = equal ? 0 : 1
        default:
            guard let (type, x) = caseName(a, other: b), let (_, y) = caseName(b, other: a) else { return nil }
            if op == "==" || op == "!=" { order = x == y ? 0 : 1 }
            else {
                guard let i = caseIndex(type, x), let j = caseIndex(type, y) else { return nil }
                order = i < j ? -1 : (i == j ? 0 : 1)
            }
        }
        guard let o = order else { return nil }
        switch op {
        case "==": return o == 0
        case "!=": return o != 0
        case "<": return o < 0
        case "<=": return o <= 0
        case ">": return o > 0
        default: return o >= 0
        }
    }

    private func caseName(_ v: Value, other: Value) -> (String, String)? {
        switch v {
        case .enumCase(let t, let n, _): return (t, n)
        case .member(let n, _):
            if case .enumCase(let t, _, _) = other { return (t, n) }
            return nil
        default: return nil
        }
    }

    /// The position of a case in its enum, for `<` and `>`.
    func caseIndex(_ type: String, _ name: String) -> Int? {
        switch type {
        case "DynamicTypeSize", "ContentSizeCategory": return DynamicTypeSize(name: name)?.index
        default: return declarations.types[type]?.cases.firstIndex { $0.name == name }
        }
    }
}

private extension Value {
    /// An implicit member with arguments (`.loading(2)`): a case with associated values, compared by them.
    var isCaseWithValues: Bool { if case .member(_, let a) = self { return !a.isEmpty } else { return false } }

    /// What an assignment to a stored property resolves against the property's declared type.
    var takesDeclaredType: Bool {
        switch self {
        // A string stored in a `String` property is no longer a literal (`Text(note)` is verbatim).
        case .unknown, .array, .string: return true
        case .member(let name, _): return !name.hasPrefix("$") || name == Evaluator.pendingUpdate
        default: return false
        }
    }
}

extension Evaluator {
    /// `.some(x)` is `x`, `.none` nil, where the other operand is no enum case (nor another implicit member).
    static func optionalCaseValue(_ v: Value, beside other: Value) -> Value? {
        switch other {
        case .enumCase, .member: return nil
        default: break
        }
        switch v {
        case .member("some", let args) where args.count == 1 && args[0].label == nil: return args[0].value
        case .member("none", let args) where args.isEmpty: return Value.none
        default: return nil
        }
    }
}
