import LayoutModel
import SwiftSyntax

// `AttributedString` and `NSAttributedString` as values (issue 26: "a AttributedString is not
// evaluated" drew a stand-in, or a placeholder, for text the code spells out). In the order applied:
//
// 1. `AttributedString("Hi")`, `AttributedString(stringLiteral:)`, `NSAttributedString(string:)`
//    and `NSMutableAttributedString(string:)` hold their characters, as a `String` holds them.
// 2. `AttributedString(markdown: s)` holds the characters the Markdown shows (`InlineMarkdown`),
//    what SwiftUI draws; `AttributedString(localized: "key")` is the key, looked up as
//    `String(localized:)` is.
// 3. Attributes set on the whole string (`s.foregroundColor = .red`, `s.font = .headline`,
//    `s.backgroundColor = .yellow`) are what `Text(s)` draws it with: the text's modifiers of
//    those names, applied as if written on the `Text`.
// 4. `a + b` and `a.append(b)` join the characters; an attribute is kept where both pieces agree.
//    Pieces that disagree are drawn in the first piece's style (the model draws a text in one
//    style), its colour and font unverified.
// 5. `characters` (so `String(s.characters)`) and `NSAttributedString`'s `string` are the characters.
// 6. Anything else (`runs`, ranges, `s[range].link = url`) is not evaluated: an unknown with its
//    place, as for any member the reader does not know.
extension Evaluator {
    static let attributedStringTypes: Set<String> = ["AttributedString", "NSAttributedString", "NSMutableAttributedString"]

    /// The attributes rule 3 draws, each the `Text` modifier of its name.
    static let drawnAttributes = ["foregroundColor", "font", "backgroundColor"]

    /// Rules 1 and 2: the value `type(args)` makes, or nil when it is not one of these initializers.
    func attributedString(_ type: String, _ args: Arguments, at node: some SyntaxProtocol) -> Value? {
        guard Self.attributedStringTypes.contains(type) else { return nil }
        if case .string(let s)? = args.labeled("markdown") {
            return Self.attributed(StringValue(InlineMarkdown.plainText(s.text)))
        }
        if case .string(let s)? = args.labeled("localized") {
            var key = s
            key.isLocalized = true
            return Self.attributed(key)
        }
        let plain = type == "AttributedString" ? args.unlabeled.first?.value ?? args.labeled("stringLiteral") : args.labeled("string")
        guard case .string(let s)? = plain, args.list.count == 1 else { return nil }
        return Self.attributed(s.plain)
    }

    static func attributed(_ characters: StringValue, attributes: [String: Value] = [:]) -> Value {
        var fields = attributes
        fields["characters"] = .string(characters)
        fields["string"] = .string(characters)
        return .object(Instance(type: "AttributedString", fields: fields))
    }

    /// Rule 4: `a + b`.
    func joinedAttributed(_ a: Instance, _ b: Instance, at node: some SyntaxProtocol) throws -> Value {
        guard case .string(let x)? = a.fields["characters"], case .string(let y)? = b.fields["characters"] else {
            return .unknown(Unknown(place: place(node), reason: "an AttributedString's characters are not known"))
        }
        try grew(string: x.text.utf8.count + y.text.utf8.count, at: node)
        var joined = StringValue(x.text + y.text)
        joined.unknown = x.unknown ?? y.unknown
        var attributes: [String: Value] = [:]
        var disagree = false
        for name in Self.drawnAttributes {
            let (p, q) = (a.fields[name], b.fields[name])
            if let p, let q, p.sameDrawnAttribute(q) { attributes[name] = p } else if p != nil || q != nil { disagree = true }
        }
        if disagree { attributes["$mixedStyles"] = .bool(true) }
        return Self.attributed(joined, attributes: attributes)
    }

    /// Rule 3: `Text(s)` for an attributed string `s`, or nil when `value` is not one.
    func attributedText(_ value: Value?, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard case .object(let s)? = value, s.type == "AttributedString", case .string(let characters)? = s.fields["characters"] else {
            return nil
        }
        var view = ViewValue(nodes: [try make(.text(characters.unknown.map(standIn) ?? characters.textValue), "Text", at: node)])
        for name in Self.drawnAttributes {
            guard let attribute = s.fields[name] else { continue }
            let modifier = name == "backgroundColor" ? "background" : name
            view = try self.modifier(modifier, on: view, Arguments(list: [Argument(label: nil, value: attribute, syntax: nil)], trailing: nil, extra: [], syntax: nil), at: node)
        }
        if s.fields["$mixedStyles"] != nil {
            record(Unknown(place: place(node), reason: "pieces of an AttributedString with different colours or fonts"),
                   "drawn in the first piece's style, its colour and font unverified")
            view = view.marking(.color).marking(.font)
        }
        return view
    }
}

private extension Value {
    /// Two attribute values that draw alike: the same implicit member, or the same value written.
    func sameDrawnAttribute(_ other: Value) -> Bool {
        switch (self, other) {
        case (.member(let a, let x), .member(let b, let y)): return a == b && x.isEmpty && y.isEmpty
        default: return false
        }
    }
}
