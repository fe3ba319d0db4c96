// The `layout` command's JSON (spec §6): one object per element,
// `{"id","kind","frame":{"x","y","width","height"},"bounds":{...},"children":[...]}`, keys in that
// order, screen points, numbers rounded to 1/1000 and printed without trailing zeros (`16`,
// `20.4`, `-53.5`), so the output is byte-for-byte deterministic. Written by the one JSON writer
// (`JSONValue`); frames stay on one line in the pretty form.

public enum LayoutJSON {
    /// The element tree as JSON; `pretty` indents by two spaces per level.
    public static func encode(_ element: LayoutElement, pretty: Bool = false) -> String {
        pretty ? json(element).pretty : json(element).compact
    }

    /// The root's tree; a screen read from Swift also says how much of it was evaluated (extension,
    /// issue 26): `"coverage": {"views": 0.9, "text": 0.85, "unevaluated": 3}` on the root, before its children.
    public static func encode(_ result: LayoutResult, pretty: Bool = false) -> String {
        guard let c = result.coverage, case .object(var pairs) = json(result.root) else { return encode(result.root, pretty: pretty) }
        let coverage = JSONValue.oneLine(.object([("views", .number(c.views, decimals: decimals)), ("text", .number(c.text, decimals: decimals)),
                                                  ("unevaluated", .number(Double(c.unevaluated.count), decimals: 0))]))
        pairs.insert(("coverage", coverage), at: pairs.count - 1)
        let value = JSONValue.object(pairs)
        return pretty ? value.pretty : value.compact
    }

    /// One element and its subtree, keys in the spec's order.
    public static func json(_ e: LayoutElement) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("id", .string(e.id)), ("kind", .string(e.kind.rawValue)),
                                            ("frame", rect(e.frame)), ("bounds", rect(e.bounds))]
        // Extension: the string a text shows, as laid out (after lookup and pseudo-localization).
        if let t = e.text { pairs.append(("text", .string(t.string))) }
        // Extension: a text drawn redacted (`RedactionRules`: bars, no characters shown).
        if e.text?.isRedacted == true { pairs.append(("redacted", .bool(true))) }
        // Extension (issue 26): what of it rests on something the SwiftUI reader could not evaluate.
        if !e.unverified.isEmpty { pairs.append(("unverified", .array(e.unverified.names.map(JSONValue.string)))) }
        pairs.append(("children", .array(e.children.map(json))))
        return .object(pairs)
    }

    /// A number rounded to 1/1000, without trailing zeros or a negative zero.
    public static func number(_ value: Double) -> String { JSONValue.format(value, decimals: decimals) }

    static let decimals = 3

    static func rect(_ r: Rect) -> JSONValue {
        .oneLine(.object([("x", .number(r.x, decimals: decimals)), ("y", .number(r.y, decimals: decimals)),
                          ("width", .number(r.width, decimals: decimals)), ("height", .number(r.height, decimals: decimals))]))
    }
}
