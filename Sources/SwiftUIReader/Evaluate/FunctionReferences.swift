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
    }

    var name: String
    var overloads: [Member]
    var receiver: Receiver
    /// The argument labels a compound name spells (`row(_:)` is `["_"]`), nil for a bare name.
    var labels: [String]?
    /// Where the name was written.
    var syntax: Syntax

    /// The parameters of the overload a compound name spells, else of the first.
    var parameterCount: Int { labels?.count ?? overloads.first?.parameters.count ?? 0 }
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
        let member = overload(of: f, for: arguments)
        var bound: [Argument] = []
        if arguments.allSatisfy({ $0.label == nil }) {
            // In order: a closure's caller writes no labels.
            for (p, a) in zip(member.parameters, arguments) {
                bound.append(Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: a.value, syntax: a.syntax))
            }
        } else {
            bound = arguments
        }
        let result: Value
        switch f.receiver {
        case .instance(let instance): result = try run(member, self: instance, arguments: bound, at: node)
        case .type(let type): result = try run(member, self: nil, staticType: type, arguments: bound, at: node)
        case .global: result = try run(member, self: nil, arguments: bound, at: node)
        case .local(let captured): result = try run(member, self: nil, capturing: captured, arguments: bound, at: node)
        }
        guard builder else { return result }
        if case .view = result { return result }
        return .view(try viewValue(result, at: node))
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
