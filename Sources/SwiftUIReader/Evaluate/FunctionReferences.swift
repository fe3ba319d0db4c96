import SwiftSyntax

// A method or function named where a function goes, as Swift's unapplied references are:
// `Button(action: save)`, `.onAppear(perform: load)`, `.toolbar(content: toolbar)`,
// `ForEach(items, content: row)`, `.sheet(isPresented: $shown, content: sheet)`,
// `.refreshable(action: model.reload)`, `items.map(format)`.
//
// 1. A name is what it names in Swift's order: a local or a property first (a stored closure is
//    already a function value), then a method of `self` (`save`, `self.save`), a static method of
//    the type being run (`Self.makeRow`, `Row.make`), a local `func`, a global function.
// 2. The value is a `Closure.function`: the overloads of that name bound to their receiver (the
//    instance `self.save` captures, as SwiftUI's value-type views are copied; the type of a static;
//    the scope a local `func` was declared in). Every consumer of a closure calls it the same way.
//    `T.init` (`names.map(Tag.init)`, `ForEach(items, content: Row.init)`) makes a `T` as `T(...)`
//    does: the app's `init` taking that many values (or the one a compound name spells), else its
//    memberwise initializer in property order; a standard type's (`String.init`) as the reader makes it.
//    A case with associated values named unapplied (`titles.map(Action.dismiss)`) makes that case.
// 3. Called, it runs the overload the call fits: the one a compound name spells (`row(_:)`,
//    `save(item:)`), else by the labels of a direct call (`helper(item: x)`), else by how many values
//    the caller hands it (SwiftUI hands `ForEach` content one element, `.onAppear` none). The
//    values are bound to the parameters in order, defaults filling the rest, as a closure's are.
// 4. Where views are expected (`content:`), a builder method builds its statements (`@ViewBuilder`,
//    `@ToolbarContentBuilder`, or `some View` without `return`); any other result is drawn as a view is.
// 5. A name that names nothing the reader knows stays an unknown value with its file:line and
//    cause, and each consumer says what it could not do with it (a modifier left out, rows drawn as
//    a placeholder).

/// A method or function used as a value (rule 2).
struct FunctionReference {
    enum Receiver {
        /// An instance method: the instance it is called on.
        case instance(Instance)
        /// A static method of this type.
        case type(String)
        /// A global function.
        case global
        /// A local `func`: the scope it was declared in, which it captures.
        case local(Scope)
        /// `T.init`: makes a T.
        case initializer(String)
        /// `Action.dismiss` for `case dismiss(title: String)`: makes that case of T.
        case enumCase(String)
    }

    var name: String
    var overloads: [Member]
    var receiver: Receiver
    /// The argument labels a compound name spells (`row(_:)` is `["_"]`), nil for a bare name.
    var labels: [String]?
    /// Where the name was written.
    var syntax: Syntax

    /// The parameters of the overload a compound name spells, else of the first.
    var parameterCount: Int { labels?.count ?? overloads.first?.parameters.count ?? 1 }
}

extension Evaluator {
    /// Rule 1 for a bare name no local or property holds: a method of `self`, a static method of
    /// the type being run, a global function; nil when it names none.
    func functionReference(_ r: DeclReferenceExprSyntax, _ scope: Scope) -> Value? {
        let name = r.baseName.plainText
        let labels = r.argumentNames.map { $0.arguments.map(\.name.text) }
        if let instance = scope.instance, let methods = declarations.methods(instance.type, name) {
            return reference(name, methods, .instance(instance), labels, at: r)
        }
        if let type = scope.staticType, let methods = declarations.staticMethods(type, name) {
            return reference(name, methods, .type(type), labels, at: r)
        }
        if let functions = declarations.functions[name] { return reference(name, functions, .global, labels, at: r) }
        return nil
    }

    /// Rule 1 for `base.name`: a method of an instance or enum case (`self.row`, `model.reload`), a
    /// static method of a type (`Self.makeRow`); nil when `base` has none of that name.
    func methodReference(of base: Value, _ name: String, at node: some SyntaxProtocol) -> Value? {
        let labels = Syntax(node).as(MemberAccessExprSyntax.self)?.declName.argumentNames.map { $0.arguments.map(\.name.text) }
        switch base {
        case .object(let instance) where instance.type != storeType:
            guard let methods = declarations.methods(instance.type, name) else { return nil }
            return reference(name, methods, .instance(instance), labels, at: node)
        case .enumCase(let type, _, _):
            guard let methods = declarations.methods(type, name) else { return nil }
            return reference(name, methods, .instance(Instance(type: type, fields: ["$case": base])), labels, at: node)
        case .type(let type) where name == "init":
            return reference(name, [], .initializer(type), labels, at: node)
        case .type(let type) where declarations.types[type]?.cases.contains(where: { $0.name == name && !$0.associated.isEmpty }) == true:
            return reference(name, [], .enumCase(type), labels, at: node)
        case .type(let type):
            guard let methods = declarations.staticMethods(type, name) else { return nil }
            return reference(name, methods, .type(type), labels, at: node)
        default:
            return nil
        }
    }

    /// A `func` declared in a body: a function value its scope holds from there on (rule 2),
    /// overloads adding up.
    func declareLocalFunction(_ f: FunctionDeclSyntax, _ scope: Scope) {
        guard let member = DeclarationTable.member(f) else { return }
        var overloads = [member]
        if case .closure(.function(let earlier))? = scope.lookup(member.name), case .local(let s) = earlier.receiver, s === scope {
            overloads = earlier.overloads + overloads
        }
        scope.define(member.name, reference(member.name, overloads, .local(scope), nil, at: f))
    }

    private func reference(_ name: String, _ overloads: [Member], _ receiver: FunctionReference.Receiver,
                           _ labels: [String]?, at node: some SyntaxProtocol) -> Value {
        .closure(.function(FunctionReference(name: name, overloads: overloads, receiver: receiver, labels: labels, syntax: Syntax(node))))
    }

    /// Rules 3 and 4: `f` called with `arguments` (labelled when a call wrote them, else in order).
    func callFunction(_ f: FunctionReference, _ arguments: [Argument], at node: some SyntaxProtocol, builder: Bool = false) throws -> Value {
        let result: Value
        switch f.receiver {
        case .instance(let instance): result = try run(overload(of: f, for: arguments), self: instance, arguments: bound(arguments, f), at: node)
        case .type(let type):
            result = try run(overload(of: f, for: arguments), self: nil, staticType: type, arguments: bound(arguments, f), at: node)
        case .global: result = try run(overload(of: f, for: arguments), self: nil, arguments: bound(arguments, f), at: node)
        case .local(let captured):
            result = try run(overload(of: f, for: arguments), self: nil, capturing: captured, arguments: bound(arguments, f), at: node)
        case .initializer(let type): result = try initialize(type, f, arguments, at: node)
        case .enumCase(let type): result = enumCase(type, f.name, arguments: arguments)
        }
        guard builder else { return result }
        if case .view = result { return result }
        return .view(try viewValue(result, at: node))
    }

    /// Rule 3: values handed in order (a closure's caller writes no labels) take the labels of the
    /// overload's parameters; a direct call's labels are kept.
    private func bound(_ arguments: [Argument], _ f: FunctionReference) -> [Argument] {
        guard arguments.allSatisfy({ $0.label == nil }) else { return arguments }
        return zip(overload(of: f, for: arguments).parameters, arguments).map { p, a in
            Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: a.value, syntax: a.syntax, writeBack: a.writeBack)
        }
    }

    /// Rule 2's `T.init` called: values handed in order take the labels of the app's `init` that
    /// fits (by a compound name's labels, else by count); with none, the memberwise initializer
    /// takes them in property order (`instantiate`). SwiftUI's own views are made as a call makes them.
    private func initialize(_ type: String, _ f: FunctionReference, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        // Handed on by a caller, a string is a `String`, never a literal (`map(Text.init)` is verbatim).
        var list = arguments.map { Argument(label: $0.label, value: coerce($0.value, to: nil), syntax: $0.syntax) }
        // A sequence of pairs hands each pair as the initializer's values (`dictionary.map(URLQueryItem.init)`
        // makes `URLQueryItem(name: key, value: value)`), as Swift passes a tuple to a function of its elements.
        if list.count == 1, case .object(let pair) = list[0].value, pair.type == "$pair", list[0].label == nil {
            let parts = Self.tupleParts(pair)
            if parts.count > 1 { list = parts.map { Argument(value: coerce($0, to: nil)) } }
        }
        if list.allSatisfy({ $0.label == nil }) {
            let written = declarations.types[type]?.initializers.map { $0.signature.parameterClause.parameters.map(\.firstName.text) } ?? []
            if let labels = f.labels ?? written.first(where: { $0.count == list.count }) {
                list = zip(labels, list).map { Argument(label: $0 == "_" ? nil : $0, value: $1.value, syntax: $1.syntax) }
            }
        }
        let args = Arguments(list: list, trailing: nil, extra: [], syntax: nil)
        // SwiftUI's views first, as a call spells them (`Slider(..., label: EmptyView.init)`).
        // The view is placed at the call that hands the reference on (`f.syntax` lies inside it).
        if BuiltinViews.names.contains(type),
           let call = Syntax(node).as(FunctionCallExprSyntax.self) ?? f.syntax.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) }) {
            return .view(try builtinView(type, args, at: call))
        }
        if declarations.types[type]?.isDeclared == true { return try instantiate(type, args, at: node) }
        if let v = try valueConstructor(type, args, at: node) { return v }
        throw fail(node, "'\(type).init' is not evaluated")
    }

    /// Rule 3: the overload a compound name spells, else the one a call's labels fit, else the one
    /// taking as many values as are given (defaults counted), else the first.
    private func overload(of f: FunctionReference, for arguments: [Argument]) -> Member {
        let members = f.overloads
        if let labels = f.labels, let spelled = members.first(where: { $0.parameters.map(\.firstName.text) == labels }) {
            return spelled
        }
        if arguments.contains(where: { $0.label != nil }) {
            return pick(members, Arguments(list: arguments, trailing: nil, extra: [], syntax: nil))
        }
        let n = arguments.count
        return members.first { $0.parameters.count == n }
            ?? members.first { m in m.parameters.count > n && m.parameters.dropFirst(n).allSatisfy { $0.defaultValue != nil } }
            ?? members[0]
    }
}
