import Foundation
import LayoutModel
import SwiftSyntax

// Calls: views and modifiers (handed to Views/), instances of scanned types (memberwise or a
// written `init`), their methods, top-level functions, closures, and a few value constructors.

/// A call's arguments: written ones in order (closures unevaluated), then trailing closures.
struct Arguments {
    var list: [Argument]
    var trailing: Closure?
    var extra: [(label: String, closure: Closure)]
    var syntax: FunctionCallExprSyntax?

    func labeled(_ label: String) -> Value? { list.first { $0.label == label }?.value }
    func argument(_ label: String) -> Argument? { list.first { $0.label == label } }
    var unlabeled: [Argument] { list.filter { $0.label == nil } }
    var first: Value? { unlabeled.first?.value }

    /// A closure argument by label, counting trailing closures: `label: { }` or `} label: { }`.
    func closure(_ label: String) -> Closure? {
        if case .closure(let c)? = labeled(label) { return c }
        return extra.first { $0.label == label }?.closure
    }

    /// The written arguments and then the trailing closures, as an implicit member or enum case
    /// keeps them (`.custom { Text("A") }` has the closure as its payload): the unlabelled one
    /// labelled `trailingLabel`, to be handed on as the trailing closure (`Arguments(member:)`).
    var withTrailingClosures: [Argument] {
        list + (trailing.map { [Argument(label: Arguments.trailingLabel, value: .closure($0))] } ?? [])
            + extra.map { Argument(label: $0.label, value: .closure($0.closure)) }
    }

    static let trailingLabel = "$trailing"

    /// Every closure, written or trailing, in order.
    var closures: [Closure] {
        list.compactMap { if case .closure(let c) = $0.value { return c } else { return nil } }
            + (trailing.map { [$0] } ?? []) + extra.map(\.closure)
    }
}

extension Arguments {
    /// An implicit member's arguments as a call's: the trailing closure kept apart again.
    init(member arguments: [Argument]) {
        list = arguments.filter { $0.label != Arguments.trailingLabel }
        if case .closure(let c)? = arguments.first(where: { $0.label == Arguments.trailingLabel })?.value { trailing = c } else { trailing = nil }
        extra = []
        syntax = nil
    }
}

extension Evaluator {
    func arguments(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Arguments {
        var list: [Argument] = []
        for a in c.arguments {
            list.append(Argument(label: a.label?.text, value: try evaluate(a.expression, scope), syntax: a.expression,
                                 writeBack: a.expression.is(InOutExprSyntax.self) ? scope : nil))
        }
        return Arguments(list: list, trailing: c.trailingClosure.map { Closure(syntax: $0, scope: scope) },
                         extra: c.additionalTrailingClosures.map { ($0.label.text, Closure(syntax: $0.closure, scope: scope)) },
                         syntax: c)
    }

    func call(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let callee = c.calledExpression
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.plainText
            guard let baseExpr = m.base else {
                // The first call of a chain whose type is declared (`ImplicitChains` rule 3).
                if let type = implicitBases[m.id] { return try method(.type(type), name, c, scope) }
                let args = try arguments(c, scope)
                // `.constant(x)`: a binding that always holds x.
                if name == "constant", let v = args.first { return v }
                // `.init(get: { ... }, set: { ... })`: only `Binding` has that initializer; a binding
                // is kept as what its getter gives when the view is drawn (`Binding(get:set:)`).
                if name == "init", args.list.map(\.label) == ["get", "set"], let get = args.closure("get") {
                    return try callClosure(get, [], at: c)
                }
                return .member(name: name, arguments: args.withTrailingClosures)
            }
            if name == "init", let made = try delegatingInitializer(baseExpr, c, scope) { return made }
            // Environment modifiers change what the view below them reads: apply them first.
            if let change = try environmentChange(name, c, scope) {
                return try with(change) { try method(try evaluate(baseExpr, scope), name, c, scope) }
            }
            let base = try evaluate(baseExpr, scope)
            // `a?.f()` with `a` nil is nil: the call is not made.
            if case .none = base, Self.isOptionalChain(baseExpr) { return .none }
            if let v = try mutatingMethod(base, name, on: baseExpr, c, scope) ?? isolatedBoxMethod(base, name, on: baseExpr, c, scope)
                ?? combineCall(base, name, on: baseExpr, c, scope) { return v }
            // `self.refresh()`: what the method assigns to `self` is kept, as for a bare `refresh()`.
            if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), case .object(let me) = base,
               let methods = declarations.methods(me.type, name) {
                let args = try arguments(c, scope)
                return try run(pick(methods, args), self: me, arguments: args.list, trailing: args, at: c, updatingSelf: Self.selfUpdate(scope))
            }
            // `draft.publish()` for a `mutating func` (or a class's method) on a variable: what it
            // assigns to `self` is the variable's new value.
            if case .object(let me) = base, me.type != storeType, Self.isAssignable(baseExpr),
               let methods = declarations.methods(me.type, name) {
                let args = try arguments(c, scope)
                let method = pick(methods, args)
                if Self.changesSelf(method, of: declarations.types[me.type]) {
                    var changed: Instance?
                    let result = try run(method, self: me, arguments: args.list, trailing: args, at: c, updatingSelf: { changed = $0 })
                    if let changed { try assign("=", baseExpr, .object(changed), scope, at: c) }
                    return result
                }
            }
            return try method(base, name, c, scope)
        }
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.plainText
            if let local = scope.lookup(name), case .closure(let closure) = local {
                // A local `func` is called with its labels (`helper(item: x)`).
                if case .function(let f) = closure { return try callFunction(f, try arguments(c, scope).list, at: c) }
                let passed = try arguments(c, scope).list
                return try callStoredClosure(closure, passed.map(\.value), at: c, passed: passed)
            }
            // `Self(...)` in a member of a type (`extension Color { static func hex(...) -> Self { Self(...) } }`).
            if name == "Self", let type = scope.staticType {
                if declarations.types[type]?.isDeclared == true { return try instantiate(type, try arguments(c, scope), at: c) }
                if let v = try valueConstructor(type, try arguments(c, scope), at: c) { return v }
            }
            if let nested = nestedType(name, scope) { return try instantiate(nested, try arguments(c, scope), at: c) }
            if BuiltinViews.names.contains(name) {
                let args = try arguments(c, scope)
                return .view(markingUnknownArguments(try builtinView(name, args, at: c), name, args))
            }
            // SwiftUI's own types first: an app's `extension Color` does not make `Color(...)` its struct.
            if BuiltinTypes.known.contains(name) || isTagged(name), let v = try valueConstructor(name, try arguments(c, scope), at: c) { return v }
            // A custom layout called with its subviews; without them it is a value (`(FlowLayout()) { ... }` calls it).
            if declarations.types[name]?.conformances.contains("Layout") == true, c.trailingClosure != nil || c.arguments.contains(where: { $0.label?.text == "content" }) {
                let args = try arguments(c, scope)
                return .view(try customLayout(name, content: args.trailing ?? args.closure("content"), at: c))
            }
            // A type the scanned files only extend (`extension KFImage`, `extension String`) is a
            // package's or Swift's: calling it does not make an app struct.
            if let t = declarations.types[name], t.isDeclared {
                return try instantiate(name, try arguments(c, scope), at: c)
            }
            // In an `extension View` method a bare call is a modifier of the view (`bareModifierInViewExtension`):
            // the app's overload only when the call fits it, else SwiftUI's (an app's `alert(item:actions:)`
            // calling `alert(title, isPresented:...)` means SwiftUI's, not itself again).
            if let instance = scope.instance, instance.type != viewExtensionType, let methods = declarations.methods(instance.type, name) {
                let args = try arguments(c, scope)
                return try run(pick(methods, args), self: instance, arguments: args.list, trailing: args, at: c, updatingSelf: Self.selfUpdate(scope))
            }
            // A stored closure or key path of `self` called bare: `getColor(palette)` for `let getColor: (Palette) -> Color`.
            if let instance = scope.instance, let stored = instance.fields[name] { return try callStoredValue(stored, name, c, scope) }
            // A static function called bare from a static of its type: `static let ink = hex(0x121212)`.
            if let type = scope.staticType, let methods = declarations.staticMethods(type, name) {
                let args = try arguments(c, scope)
                return try run(pick(methods, args), self: nil, staticType: type, arguments: args.list, trailing: args, at: c)
            }
            if let functions = declarations.functions[name] {
                let args = try arguments(c, scope)
                return try run(pick(functions, args), self: nil, arguments: args.list, trailing: args, at: c)
            }
            if let v = try overtureFunction(name, c, scope) ?? dependenciesFunction(name, c, scope) { return v }
            // `uppercased()` in `extension String`: a method of `self` (`StandardTypeExtensions`).
            if let me = standardSelf(scope) {
                do { return try method(me, name, c, scope) } catch is EvaluationFailure {}
            }
            if StoreNames.calls.contains(name) {
                let args = try arguments(c, scope)
                if let v = try storeConstruction(name, args) ?? storeView(name, args, at: c) { return v }
            }
            if let v = try standardFunction(name, try arguments(c, scope), at: c)
                ?? standardLibraryFunction(name, try arguments(c, scope), at: c) { return v }
            if let v = try valueConstructor(name, try arguments(c, scope), at: c) { return v }
            if name == "ModifiedContent" { return .view(try modifiedContent(try arguments(c, scope), at: c)) }
            if let v = try bareModifierInViewExtension(c, name, scope) { return v }
            // Unknown: its arguments are still evaluated (a limit they reach still stops).
            let args = try arguments(c, scope)
            // SwiftUI's views not in `BuiltinViews` (an app may declare its own of these names).
            if let view = try imageLoader(name, args, at: c) ?? systemView(name, args, at: c) ?? tabs(name, args, at: c) ?? glassContainer(name, args, at: c) ?? markdownView(name, args, at: c)
                ?? packageSpinner(name, args, at: c) {
                return .view(view)
            }
            if let v = try freshInstallFileRead(name, args, at: c) { return v }
            if let v = attributedString(name, args, at: c) ?? foundationValue(name, args) { return v }
            if let v = actionValue(name, args) { return v }
            // A value the reader does not make (`DateFormatter()`): an unknown value, not a view.
            if Self.nonViewTypes.contains(name) { throw fail(c, "a \(name) is not evaluated") }
            if name.first?.isUppercase == true {
                var failure = fail(c, unknownCallee(name, at: c), view: name)
                failure.asView = "unknown view '\(name)'"
                failure.content = UnknownViewContent(args)
                throw failure
            }
            throw fail(c, "unknown function '\(name)'")
        }
        if let empty = try emptyCollection(callee, c, scope) { return empty }
        // `NSCache<NSString, UIImage>()`: a Foundation value made with its generic arguments written.
        if let g = callee.as(GenericSpecializationExprSyntax.self), let r = g.expression.as(DeclReferenceExprSyntax.self),
           declarations.types[r.baseName.plainText]?.isDeclared != true, let v = foundationValue(r.baseName.plainText, try arguments(c, scope)) {
            return v
        }
        // `(FlowLayout(alignment: .center)) { ... }`: a parenthesised callee is its one element.
        let unwrapped = callee.as(TupleExprSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.expression : nil } ?? callee
        let callee0 = try evaluate(unwrapped, scope)
        if case .object(let i) = callee0, declarations.types[i.type]?.conformances.contains("Layout") == true {
            let args = try arguments(c, scope)
            return .view(try customLayout(i.type, content: args.trailing ?? args.closure("content"), at: c))
        }
        if case .closure(let closure) = callee0 {
            return try callClosure(closure, try arguments(c, scope).list.map(\.value), at: c)
        }
        if case .type(let t) = callee0, declarations.types[t] != nil { return try instantiate(t, try arguments(c, scope), at: c) }
        // `content?()` with `content` nil: the call is not made, its value is nil.
        if case .none = callee0, callee.is(OptionalChainingExprSyntax.self) { return .none }
        throw fail(c, "'\(short(callee))' cannot be called")
    }

    /// `base.name(args)`: a method of a scanned type, a view modifier, or a method of a value.
    func method(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        switch base {
        case .unknown(let u):
            return try method(ofUnknown: u, name, c, scope)
        case .object(let instance) where instance.type == storeType:
            if let v = try storeMethod(instance, name, c, scope) { return v }
            throw fail(c, "unknown method '\(name)' of a store")
        case .object(let instance):
            if instance.type == Self.urlType, let v = urlMethod(base, name, try arguments(c, scope)) { return v }
            if let v = Self.combineMethod(instance, name) { return v }
            if let v = try dispatchMethod(instance, name, c, scope) { return v }
            if let methods = declarations.methods(instance.type, name) {
                let args = try arguments(c, scope)
                return try run(pick(methods, args), self: instance, arguments: args.list, trailing: args, at: c)
            }
            // A Foundation store's method named as its property (`cookies(for:)` beside `cookies`).
            if Self.foundationTypes.contains(instance.type), let v = try foundationMethod(base, name, c, scope) { return v }
            // A stored property called: `self.configure(font)` with `let configure: (Font) -> Font`.
            // One that holds no function is not what the call names: a view's `var background:
            // Style?` leaves `dialog.background()` to SwiftUI's modifier.
            if let stored = instance.fields[name], stored.isCallable || declarations.types[instance.type]?.isView != true {
                return try callStoredValue(stored, name, c, scope)
            }
            if instance.type == "UIApplication", let done = Self.applicationAction(name) { return done }
            if instance.type == Self.notificationCenterType, let done = Self.notificationCenterCall(name) { return done }
            if let elements = try asCollection(base, name, at: c) { return try method(elements, name, c, scope) }
        case .enumCase(let type, _, _):
            if let methods = declarations.methods(type, name) {
                let args = try arguments(c, scope)
                return try run(pick(methods, args), self: Instance(type: type, fields: ["$case": base]), arguments: args.list, trailing: args, at: c)
            }
        case .type(let type):
            let args = try arguments(c, scope)
            if let methods = declarations.staticMethods(type, name),
               declarations.types[type]?.hasCase(name, labels: args.list.map(\.label)) != true {
                if let generated = generatedString(name, methods, args) { return generated }
                return try run(pick(methods, args), self: nil, staticType: type, arguments: args.list, trailing: args, at: c)
            }
            if declarations.types[type]?.cases.contains(where: { $0.name == name }) == true {
                return enumCase(type, name, arguments: args.withTrailingClosures)
            }
            // A nested type: `Donut.Dough(...)`, by its path first (several features nest a `State`).
            if declarations.types[type + "." + name] != nil, declarations.types[type]?.staticMethods[name] == nil {
                return try instantiate(type + "." + name, args, at: c)
            }
            if declarations.types[name] != nil, declarations.types[type]?.staticMethods[name] == nil {
                return try instantiate(name, args, at: c)
            }
            if name == "init" {
                if declarations.types[type] != nil { return try instantiate(type, args, at: c) }
                if let v = try valueConstructor(type, args, at: c) { return v }
            }
            if let v = try builtinStatic(type, name, args, at: c) ?? loaderStatic(type, name, args, at: c) { return v }
            throw fail(c, "unknown function '\(type).\(name)'")
        case .closure(let closure) where name == "callAsFunction":
            return try callClosure(closure, try arguments(c, scope).list.map(\.value), at: c)
        default: break
        }
        if let v = try thenMethod(base, name, c, scope) ?? casePathTest(base, name, c, scope) ?? optionalMethod(base, name, c, scope) { return v }
        if let v = try namespacedModifier(base, name, c, scope) { return v }
        if let v = try valueMethod(base, name, c, scope) ?? standardMethod(base, name, c, scope) ?? foundationMethod(base, name, c, scope) { return v }
        if let v = try extensionMethod(base, name, c, scope) { return v }
        // A nil modified without `?` is an optional view (`Optional<V>` is a `View`: `var badge:
        // Text?` then `badge.fixedSize()`) that is nil: it draws nothing, modified or not.
        if case .none = base { return .view(.empty) }
        // An implicit member that is a view where a view goes: `.background(.white.ignoresSafeArea())`
        // is `Color.white`'s modifier; a gradient value (`LinearGradient(...).ignoresSafeArea()`) is its view.
        var base = base
        if case .member(let m, let a) = base, a.isEmpty, let color = ColorConversion.named(m) { base = .color(color) }
        // A Foundation value's method the reader does not evaluate is no view modifier (`FoundationValues`).
        if case .object(let i) = base, Self.foundationTypes.contains(i.type) || Self.platformValueTypes.contains(i.type)
            || Self.combineSubjects.contains(i.type) || i.type == "AnyCancellable" {
            throw fail(c, "unknown method '\(name)' of \(i.type)")
        }
        guard isModifiable(base) else { throw fail(c, "unknown method '\(name)' of \(base.typeName)") }
        // A value no view could be (a URL, an app's model) does not take a modifier: a method it lacks is that.
        if case .object(let i) = base, !mayBeView(i.type) { throw fail(c, "unknown method '\(name)' of \(i.type)") }
        let view = try viewValue(base, at: c)
        if let charted = try chartModifier(name, on: view, c, scope) { return .view(charted) }
        if let extended = try extensionModifier(name, on: view, c, scope) { return extended }
        return .view(try modifier(name, on: view, try arguments(c, scope), at: c))
    }

    /// The platform's values the reader makes (`UIApplication.shared`, `Bundle.main`, the device):
    /// never views, so a method of theirs it does not evaluate is that, not a view modifier.
    static let platformValueTypes: Set<String> = ["UIApplication", "UIWindow", "UIWindowScene", "UIDevice", "UIScreen", "Bundle",
                                                  "ProcessInfo", "UITraitCollection", "UIFontMetrics", "UIEdgeInsets", "NSObjectProtocol"]

    /// A value a view modifier applies to: a view, an object (a view struct's instance), a colour,
    /// or a gradient (`viewValue` draws it, or says why it cannot).
    private func isModifiable(_ base: Value) -> Bool {
        switch base {
        case .view, .object, .color: return true
        case .member(let m, _): return ["$LinearGradient", "$RadialGradient", "$AngularGradient"].contains(m)
        default: return false
        }
    }

    /// `view.name(args)` run as a method of an `extension View` (`AppPatterns`), or nil when there
    /// is none. One whose result cannot be evaluated is left out, the view kept and marked with
    /// everything an unknown modifier may change.
    private func extensionModifier(_ name: String, on view: ViewValue, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let extended: Value?
        do { extended = try viewExtension(name, on: view, c, scope) } catch let failure as EvaluationFailure {
            extended = .unknown(Unknown(failure))
        }
        guard case .unknown(let u)? = extended else { return extended }
        record(u, "modifier '.\(name)' left out")
        return .view(view.marking(ModifierAspects.of(name)))
    }

    /// `unknown.name(args)`: the arguments are evaluated (what fails in them is found too) and the
    /// result is unknown; but a view modifier (a name no value has) makes the unknown a view, and
    /// applies to its placeholder: `MapView().frame(height: 200)` is a placeholder 200 pt tall.
    private func method(ofUnknown u: Unknown, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        guard ModifierAspects.appliesToPlaceholder.contains(name), !(name == "frame" && args.labeled("in") != nil) else { return .unknown(u) }
        let view = try viewValue(.unknown(u), at: c)
        return .view(try modifier(name, on: view, args, at: c))
    }

    /// Runs a function or computed property with `self` and the arguments bound to its parameters
    /// (a local `func` in the scope it was declared in).
    func run(_ member: Member, self instance: Instance?, staticType: String? = nil, capturing captured: Scope? = nil,
             arguments: [Argument], trailing: Arguments? = nil, at node: some SyntaxProtocol,
             updatingSelf: ((Instance) -> Void)? = nil) throws -> Value {
        try nested(node, member.name) {
            let scope = captured ?? Scope(parent: nil, instance: instance, staticType: staticType)
            let body = Scope(parent: scope)
            var pending = arguments
            var inouts: [InoutParameter] = []
            // Trailing closures go to the parameters Swift gives them (`twice { 4 }`, `with(x) { $0.n = 5 }`).
            var closures = trailing.map { Self.trailingClosures($0, to: member.parameters) } ?? [:]
            for p in member.parameters {
                let label = p.firstName.text
                let local = (p.secondName ?? p.firstName).text
                let index = label == "_" ? pending.firstIndex { $0.label == nil } : pending.firstIndex { $0.label == label }
                if let i = index {
                    let a = pending.remove(at: i)
                    body.define(local, coerce(a.value, to: InoutParameter.valueType(p)))
                    if let passed = InoutParameter(p, a) { inouts.append(passed) }
                } else if let c = closures.removeValue(forKey: p.id) {
                    body.define(local, .closure(c))
                } else if let d = p.defaultValue?.value {
                    body.define(local, coerce(try evaluate(d, body), to: p.type))
                }
            }
            if member.isBuilder { return .view(try build(member.body, body)) }
            let result = try copyingOut(inouts, from: body, at: node) {
                // A function that returns nothing runs its body as statements, even a lone call
                // (`func load() { client.fetch() }`): a call it cannot make is skipped and said
                // where it is written, as an `init`'s is.
                Self.returnsNothing(member) ? try runStatements(member.body, body) : try runValue(member.body, body) ?? .none
            }
            if let updatingSelf, let changed = scope.instance { updatingSelf(changed) }
            // `var title: String { "Today" }`: `Text(title)` shows a String, not a looked-up literal.
            // `-> Self` of a type the app declares (an extension of SwiftUI's `Font` calling
            // `.custom(...)` means SwiftUI's overload, not itself again).
            if member.resultType?.trimmedText == "Self", let owner = staticType ?? instance?.type,
               declarations.types[owner]?.isDeclared == true {
                return resolveImplicit(coerce(result, to: nil), in: owner)
            }
            return member.resultType == nil ? result : coerce(result, to: member.resultType)
        }
    }

    /// A closure's parameter names as written (`{ total, word in }`), else `$0`, `$1`...
    static func closureParameterNames(_ c: ClosureExprSyntax, count: Int) -> [String] {
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map { $0.name.text }
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return (0..<count).map { "$\($0)" }
        }
    }

    /// Whether a method can change the instance it runs on: a `mutating` one, or any of a class.
    static func changesSelf(_ method: Member, of type: TypeDeclaration?) -> Bool {
        if type?.kind == .classType { return true }
        return method.syntax.as(FunctionDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } == true
    }

    /// A method called on `self` (`refresh()`, `self.refresh()`) changes the caller's `self` as Swift
    /// does for a class or a `mutating` method (a struct's other methods cannot assign to `self`):
    /// an `init` that calls `computeColors()` keeps the colours it set.
    static func selfUpdate(_ scope: Scope) -> (Instance) -> Void {
        { changed in scope.instance = changed }
    }

    /// A closure called with `values`: a literal runs its statements (built where views go), a named
    /// method or function runs (`FunctionReferences`).
    /// With `inoutFirst`, the value is what the first parameter holds when the closure ends (an
    /// `inout` accumulator, `reduce(into:)`'s).
    /// `passed` are the call's arguments as written: each `&x` among them is written back from the
    /// parameter it was given (`InoutArguments`).
    func callClosure(_ closure: Closure, _ values: [Value], at node: some SyntaxProtocol, builder: Bool = false,
                     inoutFirst: Bool = false, passed: [Argument] = []) throws -> Value {
        guard case .literal(let syntax, let captured) = closure else {
            guard case .function(let f) = closure else { return .none }
            return try callFunction(f, passed.isEmpty ? values.map { Argument(value: $0) } : passed, at: node, builder: builder)
        }
        return try nested(node, "closure") {
            let scope = Scope(parent: captured)
            bindClosureParameters(syntax, values, scope)
            let value = try closureValue(syntax, scope, values.count, at: node, builder: builder, inoutFirst: inoutFirst)
            try writeBack(passed, names: Self.closureParameterNames(syntax, count: values.count), from: scope)
            return value
        }
    }

    private func closureValue(_ syntax: ClosureExprSyntax, _ scope: Scope, _ count: Int, at node: some SyntaxProtocol,
                              builder: Bool, inoutFirst: Bool) throws -> Value {
        if inoutFirst {
            _ = try runValue(syntax.statements, scope)
            return Self.closureParameterNames(syntax, count: count).first.flatMap { scope.lookup($0) } ?? .none
        }
        // Swift applies no result builder to a closure with an explicit `return`
        // (`GeometryReader { proxy -> Color in ...; return .clear }`): its value is the view.
        if builder, DeclarationTable.returns(syntax.statements) {
            return .view(try viewValue(try runValue(syntax.statements, scope) ?? .none, at: node))
        }
        if builder { return .view(try build(syntax.statements, scope)) }
        return try runValue(syntax.statements, scope) ?? .none
    }

    /// A stored property's value called (`self.date()` with `var date: () -> Date`): a closure runs,
    /// a type (`Date.init` stored as a function) constructs, an unknown stays unknown. It is never
    /// the view holding the property, modified: that made `self.date()` in a body expand the body again.
    func callStoredValue(_ stored: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        switch stored {
        case .closure(let closure): return try callStoredClosure(closure, args.list.map(\.value), at: c, passed: args.list)
        case .unknown(let u): return .unknown(u.withoutContent)
        // A key path used as a function (SE-0249: `let color: (Palette) -> Color = \.label.primary`).
        case .keyPath(let path):
            guard let root = args.list.first?.value else { throw fail(c, "'\(name)' needs a value to read \\.\(path) of") }
            return try path.split(separator: ".").reduce(root) { try member(of: $0, String($1), at: c) }
        case .type(let t):
            if declarations.types[t]?.isDeclared == true { return try instantiate(t, args, at: c) }
            if let v = try valueConstructor(t, args, at: c) { return v }
            throw fail(c, "'\(name)' (a \(t) initializer) is not evaluated")
        default: throw fail(c, "'\(name)' holds a \(stored.typeName), which cannot be called")
        }
    }

    /// A stored or passed closure called for its value (`content()`, `self.row(item)`): several
    /// statements and no `return` can only make a value as a `@ViewBuilder` body, so it is built.
    func callStoredClosure(_ closure: Closure, _ values: [Value], at node: some SyntaxProtocol, passed: [Argument] = []) throws -> Value {
        guard let statements = closure.literal?.statements else { return try callClosure(closure, values, at: node, passed: passed) }
        let builds = statements.count > 1 && !DeclarationTable.returns(statements)
        return try callClosure(closure, values, at: node, builder: builds, passed: passed)
    }

    func bindClosureParameters(_ c: ClosureExprSyntax, _ values: [Value], _ scope: Scope) {
        var names = Self.closureParameterNames(c, count: values.count)
        var values = values
        // `{ URLQueryItem(name: $0, value: $1) }` over a dictionary: a closure that uses `$1` takes a
        // pair's elements as its anonymous parameters, as Swift splats a tuple into them.
        if c.signature == nil, values.count == 1, case .object(let p) = values[0], p.type == "$pair",
           Self.tupleParts(p).count > 1, c.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .dollarIdentifier("$1") }) {
            values = Self.tupleParts(p)
            names = Self.closureParameterNames(c, count: values.count)
        }
        // `{ index, item in }` and `{ (index, item) in }` over `enumerated()` (or `{ key, value in }`
        // over a dictionary) take the pair apart.
        if names.count > 1, values.count == 1, case .object(let p) = values[0], p.type == "$pair",
           Self.tupleParts(p).count == names.count {
            values = Self.tupleParts(p)
        }
        // `{ a, b in }` over `zip(...)`: a tuple (kept as an array) taken apart, as Swift destructures it.
        if names.count > 1, values.count == 1, case .array(let parts) = values[0], parts.count == names.count {
            values = parts
        }
        for (name, value) in zip(names, values) {
            scope.define(name, value)
            if name.hasPrefix("$") { scope.define(String(name.dropFirst()), value) }
        }
    }

    /// What a value becomes when stored in a property or parameter of `type`: a `String` is no
    /// longer a literal, a `LocalizedStringKey` is looked up, an `Int` in a `Double` widens.
    func coerce(_ v: Value, to type: TypeSyntax?) -> Value {
        guard let type else { return Self.plain(v) }
        return coerce(v, written: written(type), at: type)
    }

    /// A value kept in a variable is no longer a literal: `Text(name)` is not looked up.
    private static func plain(_ v: Value) -> Value {
        if case .string(let s) = v { return .string(s.plain) }
        // `let pages = ["Welcome", "Sync"]` is a `[String]`: its strings are not literals either.
        if case .array(let items) = v {
            return .array(items.map { if case .string(let s) = $0 { return .string(s.plain) } else { return $0 } })
        }
        return v
    }

    /// `coerce(_:to:)` for a type as written (`GenericTypes` rule 2 substitutes a generic
    /// parameter's bound type in it), named where `type` is.
    func coerce(_ v: Value, written: String, at type: TypeSyntax) -> Value {
        let v = Self.plain(v)
        var t = storedType(written, at: type)
        // A generic type the app declares (a package's `Store<S, A>` keeps its arguments: `StoreModels`),
        // its implicit members made with its arguments (`GenericTypes` rule 2).
        let generic = t
        if declarations.types[t] == nil, t.contains("<"), declarations.types[Self.withoutGenericArguments(t)]?.isDeclared == true {
            t = Self.withoutGenericArguments(t)
        }
        // `.some(x)` as a `T?`, an array literal as an `ExpressibleByArrayLiteral` type (`LiteralConversions`).
        if let made = optionalCase(v, storedAs: written, type: t) { return coerce(made, written: written, at: type) }
        if case .array(let items) = v, let made = arrayLiteral(items, as: t, at: type) { return made }
        // An unknown kept as an `Image` or `Color` is still one where a view goes (`PlatformColors`).
        if case .unknown(var u) = v, u.viewName == nil, UnknownTypedViews.types.contains(t) {
            u.viewName = t
            return .unknown(u)
        }
        if let store = coerceToStore(v, type: t) { return store }
        if let made = standardImplicitInit(v, type: t) { return made }
        // `.init(rawValue: 1)` for a `PlayerIndex` (`typealias PlayerIndex = Tagged<Move, Int>`): `TaggedValues` rule 1.
        if case .member("init", let a) = v, isTagged(t), let raw = Self.taggedRawValue(a) { return Self.plain(raw) }
        if case .member(let name, let a) = v, a.isEmpty, declarations.types[t]?.isDeclared != true, let made = foundationStatic(t, name) { return made }
        if t.hasPrefix("["), t.hasSuffix("]"), case .array(let items) = v {
            // The element type named where the array's type is written (`[Action]` in a type with a nested `Action`).
            let element = qualifiedType(String(t.dropFirst().dropLast()), writtenAt: type)
            return .array(items.map { resolveImplicit($0, in: element) })
        }
        // `[TimeScope: Result]`: a dictionary's values are of its value type (`.init(rank: 1)` a `Result`).
        if case .object(var d) = v, d.type == "Dictionary", let valueType = Self.dictionaryValueType(t) {
            for (key, value) in d.fields { d.fields[key] = resolveImplicit(value, in: valueType) }
            // `[.gid: id]` as a `[Key: String]`: its keys are `Key`'s cases (`DictionarySequences` rule 5).
            if let keyType = Self.dictionaryKeyType(t) { for (name, key) in d.keys ?? [:] { d.keys?[name] = resolveImplicit(key, in: keyType) } }
            return .object(d)
        }
        switch (v, t) {
        case (.member, _) where declarations.types[t] != nil:
            return resolveImplicit(v, in: generic)
        case (.unknown(let u), _) where u.implicitChain != nil && declarations.types[t] != nil:
            return resolveImplicit(v, in: t)
        case (.string(var s), "LocalizedStringKey"), (.string(var s), "LocalizedStringResource"):
            s.isLocalized = true
            return .string(s)
        case (.string(let s), _) where t.hasPrefix("String"): return .string(s.plain)
        case (.int(let i), "Double"), (.int(let i), "CGFloat"), (.int(let i), "Float"): return .double(Double(i))
        default: return v
        }
    }

    /// `K` of `[K: V]` or `Dictionary<K, V>`, or nil.
    static func dictionaryKeyType(_ t: String) -> String? {
        guard let value = dictionaryValueType(t) else { return nil }
        let inner = t.hasPrefix("[") ? t.dropFirst() : t.dropFirst(11)
        guard let end = inner.range(of: value, options: .backwards)?.lowerBound else { return nil }
        return inner[..<end].trimmingCharacters(in: CharacterSet(charactersIn: " :,"))
    }

    /// `V` of `[K: V]` or `Dictionary<K, V>` (nested brackets and generics skipped), or nil.
    static func dictionaryValueType(_ t: String) -> String? {
        let inner: Substring, separator: Character
        if t.hasPrefix("["), t.hasSuffix("]") { inner = t.dropFirst().dropLast(); separator = ":" }
        else if t.hasPrefix("Dictionary<"), t.hasSuffix(">") { inner = t.dropFirst(11).dropLast(); separator = "," }
        else { return nil }
        var depth = 0
        for i in inner.indices {
            switch inner[i] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case separator where depth == 0: return inner[inner.index(after: i)...].trimmingCharacters(in: .whitespaces)
            default: break
            }
        }
        return nil
    }

    /// An enum case with its associated values, each kept as its declared type is
    /// (`.donut(.blackRaspberry)` for `case donut(Donut)` holds `Donut.blackRaspberry`), one left
    /// out its default (`case activity(ratio: Double, corner: Double = 5)`: `.activity(ratio: 1)`
    /// holds 1 and 5).
    func enumCase(_ type: String, _ name: String, arguments: [Argument]) -> Value {
        let enumType = declarations.types[type]
        let declared = enumType?.cases.first { $0.name == name }
        let types = declared?.associated ?? []
        var payload = arguments.map(\.value)
        if let declared, arguments.count < types.count,
           let positions = TypeDeclaration.positions(of: arguments.map(\.label), in: declared.labels, defaults: declared.defaults) {
            payload = zip(positions, declared.defaults).map { position, d in
                position.map { arguments[$0].value } ?? defaultAssociatedValue(d)
            }
        }
        let kept = payload.enumerated().map { i, v in i < types.count ? coerce(v, to: types[i]) : v }
        // Made by an alias of the enum, it is a case of the enum.
        return .enumCase(type: enumType?.name ?? type, name: name, payload: kept)
    }

    /// The default written for an associated value, evaluated where the case is made; what cannot
    /// be evaluated is an unknown at the default.
    private func defaultAssociatedValue(_ d: ExprSyntax?) -> Value {
        guard let d else { return .none }
        do { return try evaluate(d, Scope(parent: nil)) } catch let failure as EvaluationFailure {
            return .unknown(Unknown(failure).withoutContent)
        } catch {
            return .unknown(Unknown(place: place(d), reason: "the default value '\(short(d))' is not evaluated"))
        }
    }

    /// `.preview` or `.dog` where the type is known from a declaration: the static or the case.
    func resolveImplicit(_ v: Value, in type: String) -> Value {
        if case .unknown(let u) = v, let chain = u.implicitChain { return resolveImplicitChain(chain, in: type) ?? v }
        if let updated = resolvePendingUpdate(v, in: type) { return updated }
        // `Three<Cube>`: made with its arguments, looked up by its alias or its name (`GenericTypes` rule 3).
        let made = type
        let type = genericLookupName(type)
        guard case .member(let name, let args) = v, let declared = declarations.types[type] else { return v }
        // A case with associated values may share its base name with a static function or a static
        // property (`case cancel(title:)` beside `static let cancel = Role.cancel(title: "Cancel")`):
        // the case is made only when the arguments' labels are its own; bare `.cancel` is the static.
        let sharedWithStatic = declared.staticMethods[name] != nil || declared.staticValues[name] != nil
        if declared.cases.contains(where: { $0.name == name }),
           !sharedWithStatic || declared.hasCase(name, labels: args.map(\.label)) {
            return enumCase(type, name, arguments: args)
        }
        // `.init(...)` and `.sample()` where the type is known: its initializer or static function.
        if name == "init" || declared.staticMethods[name] != nil {
            do {
                if name == "init" {
                    return try instantiate(made, Arguments(member: args), at: declared.syntax)
                }
                let made = Arguments(member: args)
                return try run(pick(declared.staticMethods[name]!, made), self: nil, staticType: type, arguments: made.list, at: declared.syntax)
            } catch let failure as EvaluationFailure {
                // The implicit member's own failure is what any use of it reports (never a later
                // "unknown member 'x' of .init").
                return .unknown(Unknown(failure).withoutContent)
            } catch {}
            return v
        }
        if args.isEmpty, declared.staticValues[name] != nil {
            do { return try member(of: .type(type), name, at: declared.syntax) } catch let failure as EvaluationFailure {
                // The static's own failure is the one to read, not a later "unknown member of .preview".
                warn(at: failure.place, failure.message)
            } catch {}
        }
        return v
    }

    /// A struct of the scanned files: a written `init` when one fits the labels, else memberwise.
    /// Property wrappers take their values: `@State` its initial value, `@Environment` the
    /// variant's, `@ScaledMetric` its value scaled to the variant's size.
    func instantiate(_ written: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value {
        let typeName = genericLookupName(written)
        guard let type = declarations.types[typeName] else { throw fail(node, "unknown type '\(typeName)'") }
        // `GenericTypes` rule 1: what `Element` is in the parameters' types.
        let bindings = genericBindings(written, of: type)
        func kept(_ v: Value, as t: TypeSyntax?) -> Value {
            guard let t, !bindings.isEmpty else { return coerce(v, to: t) }
            return coerce(v, written: Self.substituted(t.trimmedText, bindings), at: t)
        }
        try notMadeInsideItself(typeName, at: node)
        return try nested(node, typeName) {
            // Made by an alias (`typealias Puzzle = Three<...>`), it is an instance of the target.
            var instance = Instance(type: type.name, fields: [:])
            // A class instance is one object wherever it goes (`Equality` rule 5).
            if type.kind == .classType { instance.fields[ClassIdentity.field] = ClassIdentity.make() }
            // A property's initial value is written in the type: `Self` there is the type
            // (`@State var menu: Menu? = Self.sample`).
            let defaults = Scope(parent: nil, staticType: type.name)
            try makingInitialValues(of: typeName) {
                for p in declarations.storedProperties(typeName) {
                    if let v = try wrappedValue(p, at: node) { instance.fields[p.name] = v }
                    else if let e = p.initializer, !p.isLazy {
                        // A default the reader cannot evaluate (`UUID()`) matters only if something reads it.
                        if let v = try? evaluate(e, defaults, declaredAs: p.type) { instance.fields[p.name] = coerce(v, to: p.type) }
                    }
                    else if let t = p.type?.trimmedText, t.hasSuffix("?") { instance.fields[p.name] = Value.none }
                }
            }
            let labels = Set(args.list.compactMap(\.label))
            let unlabelled = args.list.filter { $0.label == nil }.count
            let fitting = type.initializers.filter { i in
                let params = i.signature.parameterClause.parameters
                let names = Set(params.map { $0.firstName.text })
                let closures = Self.trailingClosures(args, to: Array(params))
                // An unlabelled parameter with no default needs a value written without a label:
                // `init(_ configuration:)` never fits `self.init()` (it called itself until the nesting limit).
                // (Counted over an array: a syntax collection's own `filter` builds a new syntax tree.)
                let unnamed = Array(params).filter { $0.firstName.text == "_" && $0.defaultValue == nil && closures[$0.id] == nil }.count
                return labels.isSubset(of: names) && unnamed <= unlabelled && params.allSatisfy {
                    labels.contains($0.firstName.text) || $0.defaultValue != nil || $0.firstName.text == "_" || closures[$0.id] != nil
                }
            }
            // Of the inits the labels fit, the first the argument types fit (`OverloadChoice` rule 2).
            if let initializer = fitting.first(where: { Self.typesFit(Array($0.signature.parameterClause.parameters), args) }) ?? fitting.first {
                let root = Scope(parent: nil, instance: instance)
                let body = Scope(parent: root)
                var pending = args.list
                let params = Array(initializer.signature.parameterClause.parameters)
                var trailing = Self.trailingClosures(args, to: params)
                var generics: [(field: String, value: Value)] = []
                for p in params {
                    let local = (p.secondName ?? p.firstName).text
                    let label = p.firstName.text
                    let index = label == "_" ? pending.firstIndex { $0.label == nil } : pending.firstIndex { $0.label == label }
                    if let i = index {
                        let a = pending.remove(at: i)
                        body.define(local, kept(a.value, as: p.type))
                        if let g = Self.genericArgument(of: type, parameterType: p.type.trimmedText, given: a.syntax.map(Syntax.init)) { generics.append(g) }
                    } else if let c = trailing.removeValue(forKey: p.id) {
                        body.define(local, .closure(c))
                        if case .literal(let syntax, _) = c, let g = Self.genericArgument(of: type, parameterType: p.type.trimmedText, given: Syntax(syntax)) { generics.append(g) }
                    }
                    else if let d = p.defaultValue?.value { body.define(local, coerce(try evaluate(d, body), to: p.type)) }
                }
                // `GenericArguments` rule 1: known before the body runs, so its members see them.
                for g in generics { _ = root.assignField(g.field, g.value) }
                // An `init` has no value to return: its body runs as statements, even a lone call
                // (`init() { store.load() }`), so a call it cannot make is skipped and said, never
                // an implicit result whose failure is lost. One in which the app stops (a failed
                // `precondition`) makes no value.
                let flow = try execute(initializer.body?.statements ?? [], body)
                if case .returned(.unknown(let u)) = flow, u.stopsApp { return .unknown(u) }
                // A failable `init?` that runs `return nil` makes nil (`PageZoom(preference: 0)` for
                // a value no option has: the caller's `if let` takes its `else`).
                if initializer.optionalMark?.tokenKind == .postfixQuestionMark, case .returned(.none) = flow, returnedNil { return .none }
                instance = root.instance ?? instance
                // An enum's `init` makes a case (`self = .fish`): that case is the value.
                if type.kind == .enumeration, case .member(let name, let payload)? = instance.fields["$case"] {
                    return resolveImplicit(.member(name: name, arguments: payload), in: typeName)
                }
                if type.kind == .enumeration, let made = instance.fields["$case"] { return made }
            } else if type.kind == .enumeration, let raw = args.labeled("rawValue"), args.list.count == 1 {
                // `Category(rawValue: "fish")`: the case with that raw value (its name when none is written), else nil.
                for (i, c) in type.cases.enumerated() {
                    let value = try c.rawValue.map { try evaluate($0, Scope(parent: nil)) }
                        ?? (type.conformances.contains("Int") ? .int(i) : .string(StringValue(c.name)))
                    if case .bool(true)? = try? binary("==", value, raw, at: node) { return .enumCase(type: typeName, name: c.name, payload: []) }
                }
                return .none
            } else {
                var closures = args.closures.filter { c in !args.list.contains { if case .closure(let x) = $0.value { return x.syntax.id == c.syntax.id } else { return false } } }
                for p in type.stored where p.isInitializable {
                    if let a = args.list.first(where: { $0.label == p.name }) {
                        if let g = Self.genericArgument(of: type, parameterType: p.type?.trimmedText, given: a.syntax.map(Syntax.init)) { instance.fields[g.field] = g.value }
                        instance.fields[p.name] = try builtContent(kept(a.value, as: p.type), for: p, at: node)
                    } else if p.holdsClosure, instance.fields[p.name] == nil, !closures.isEmpty {
                        let closure = closures.removeFirst()
                        // `let content: Content` takes the closure `() -> Content` (`GenericArguments` rule 1).
                        if case .literal(let syntax, _) = closure, let returned = p.type?.trimmedText,
                           let g = Self.genericArgument(of: type, parameterType: "() -> " + returned, given: Syntax(syntax)) {
                            instance.fields[g.field] = g.value
                        }
                        instance.fields[p.name] = try builtContent(.closure(closure), for: p, at: node)
                    }
                }
                for (i, a) in args.list.enumerated() where a.label == nil && type.kind != .enumeration {
                    let candidates = type.stored.filter(\.isInitializable)
                    if i < candidates.count, instance.fields[candidates[i].name] == nil { instance.fields[candidates[i].name] = a.value }
                }
            }
            return .object(instance)
        }
    }

    /// The memberwise initializer's parameter for `@ViewBuilder var content: Content` is
    /// `@ViewBuilder content: () -> Content`, and it stores `content()`: the property holds the
    /// built view, which takes modifiers (`content.padding()`). A property of a function type
    /// (`@ViewBuilder let row: (Item) -> Row`) keeps the closure. Content that cannot be built is
    /// an unknown view in the property, not a failure of the whole view holding it.
    func builtContent(_ value: Value, for p: StoredProperty, at node: some SyntaxProtocol) throws -> Value {
        guard p.isViewBuilder, p.type?.trimmedText.contains("->") != true, case .closure(let c) = value else { return value }
        do { return try callClosure(c, [], at: node, builder: true) } catch let failure as EvaluationFailure {
            return .unknown(Unknown(failure))
        }
    }

    /// A value of a type cannot hold itself (Swift rejects it); one made while its properties'
    /// initial values are made is reached through a reference (`Heap<State?>`, a class, an array), which a running app fills
    /// only when it needs it. Made eagerly, two such fields per level doubled the work per level
    /// until the nesting limit (EhPanda's detail state: 400,000 steps). It is not made: unknown.
    func notMadeInsideItself(_ typeName: String, at node: some SyntaxProtocol) throws {
        guard instantiating.contains(typeName) else { return }
        throw fail(node, "a \(typeName) made while making a \(typeName) (a value that holds itself through a reference) is not made")
    }

    /// `self.init(...)` in an initializer (a convenience or an extension's `init` handing on to
    /// the designated one): that initializer runs and its properties become `self`'s; so does
    /// `super.init(...)`'s (`superInitializer`). Nil for any other `x.init(...)`.
    func delegatingInitializer(_ base: ExprSyntax, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        if base.is(SuperExprSyntax.self) { return try superInitializer(c, scope) }
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let me = scope.instance,
              declarations.types[me.type]?.isDeclared == true else { return nil }
        let value = try instantiate(me.type, try arguments(c, scope), at: c)
        // An enum's `init` handing on (`self.init(hour: h)`) makes a case: that case is `self`.
        if case .enumCase = value { _ = scope.assignField("$case", value); return Value.none }
        guard case .object(let made) = value else { return Value.none }
        for (name, value) in made.fields { _ = scope.assignField(name, value) }
        return Value.none
    }

    /// `super.init(...)` in a class's initializer: the superclass's initializer runs, and the
    /// properties it sets (its stored properties' initial values too) become `self`'s, as a
    /// subclass of a generic view-model base gets the `context` the base's `init` makes. The class
    /// is the one whose `init` is written around the call (a chain of three runs each level's). A
    /// superclass the scanned files do not declare (`NSObject`) sets nothing the reader keeps.
    private func superInitializer(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        guard let me = scope.instance else { return Value.none }
        let around = c.ancestorOrSelf(mapping: { $0.as(ClassDeclSyntax.self)?.name.text })
        let sub = around.flatMap { declarations.types[$0] != nil ? $0 : nil } ?? me.type
        guard let superclass = declarations.superclass(of: sub) else { return Value.none }
        // Made as written in the class's inheritance clause (`StoreModel<HomeState, HomeAction>`), so
        // its parameters of type `State` take their arguments as `HomeState` (`GenericTypes` rule 2).
        let written = declarations.types[sub]?.syntax.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes
            .first { DeclarationTable.inheritedName($0.type) == superclass }?.type.trimmedText ?? superclass
        guard case .object(let made) = try instantiate(written, try arguments(c, scope), at: c) else { return Value.none }
        for (name, value) in made.fields where name != ClassIdentity.field { _ = scope.assignField(name, value) }
        return Value.none
    }

    /// Which parameter each trailing closure of a call goes to, as Swift matches them (SE-0286's
    /// forward scan): a labelled one (`} label: {`) to the parameter of that label; the unlabelled
    /// one to the first function-typed parameter left that needs an argument, or that has a
    /// default while no later function-typed parameter needs one. So `init(reload: (() -> Void)? =
    /// nil, @ViewBuilder content: () -> Content)` called `X { Text("a") }` gets `content`, not `reload`.
    static func trailingClosures(_ args: Arguments, to params: [FunctionParameterSyntax]) -> [SyntaxIdentifier: Closure] {
        var out: [SyntaxIdentifier: Closure] = [:]
        let given = Set(args.list.compactMap(\.label))
        var open = params.filter { p in !given.contains(p.firstName.text) }
        open.removeFirst(min(args.list.filter { $0.label == nil }.count, open.prefix { $0.firstName.text == "_" }.count))
        func takesClosure(_ p: FunctionParameterSyntax) -> Bool { p.type.trimmedText.contains("->") }
        if let c = args.trailing {
            for (i, p) in open.enumerated() where takesClosure(p) {
                let laterNeedsOne = open[(i + 1)...].contains { takesClosure($0) && $0.defaultValue == nil }
                if p.defaultValue == nil || !laterNeedsOne { out[p.id] = c; open.remove(at: i); break }
            }
        }
        for (label, c) in args.extra { if let p = open.first(where: { $0.firstName.text == label }) { out[p.id] = c } }
        return out
    }

    /// Runs `body` (making the initial values of `typeName`'s properties) with the type marked as being made.
    private func makingInitialValues(of typeName: String, _ body: () throws -> Void) rethrows {
        instantiating.append(typeName)
        defer { instantiating.removeLast() }
        try body()
    }

    /// The value a property wrapper supplies by itself, or nil when the property takes an argument.
    private func wrappedValue(_ p: StoredProperty, at node: some SyntaxProtocol) throws -> Value? {
        switch p.wrapper {
        case "Environment":
            guard let arg = p.wrapperArguments?.first?.expression, let k = arg.as(KeyPathExprSyntax.self) else {
                // `@Environment(Model.self)`: an object a view above put there.
                let type = p.wrapperArguments?.first?.expression.trimmedText.replacingOccurrences(of: ".self", with: "") ?? ""
                if let object = environment.objects[type] { return object }
                if let object = try defaultObject(type, property: p) { return object }
                return missingObject(type, property: p, wrapper: "@Environment(\(type).self)")
            }
            let key = k.components.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: "."))
            guard let v = try environment.value(key) ?? appEnvironmentValue(key, at: p.syntax) else {
                warn(p.syntax, "environment value '\\.\(key)' is not modelled: '\(p.name)' has no value")
                return Value.none
            }
            return v
        case "ScaledMetric":
            guard let e = p.initializer, let base = try evaluate(e, Scope(parent: nil)).number else { return nil }
            var style = TextStyle.body
            if let relative = p.wrapperArguments?.first(where: { $0.label?.text == "relativeTo" }),
               let name = relative.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainText,
               let s = TextStyle(rawValue: name) { style = s }
            return .scaled(base: base, style: style,
                           value: DynamicTypeTable.scaled(base, relativeTo: style, at: environment.size, scale: environment.scale))
        case "EnvironmentObject":
            let type = p.type?.trimmedText ?? ""
            if let object = environment.objects[type] { return object }
            if let object = try defaultObject(type, property: p) { return object }
            return missingObject(type, property: p, wrapper: "@EnvironmentObject")
        // Nothing has focus in a snapshot (nor VoiceOver's focus): `Bool` false, an optional field (`Field?`) nil.
        case "FocusState", "AccessibilityFocusState": return p.type?.trimmedText.hasSuffix("?") == true ? Value.none : .bool(false)
        case "Namespace": return Value.none
        case "Query":
            warn(p.syntax, "@Query '\(p.name)' has no data outside the app: shown empty")
            return .array([])
        default: return try appWrapped(p.appWrappers, initial: p.initializer, Scope(parent: nil), at: node)
        }
    }
}
