import Foundation
import SwiftSyntax

// Foundation's `URLComponents` and `URLQueryItem`, as apps build links with them (issue 26:
// EhPanda's `URL.appending(queryItems:)`, `var components: URLComponents = .init(url: self,
// resolvingAgainstBaseURL: false)` then `components.queryItems?.append(...)` and `components.url`,
// was "unknown member 'queryItems' of .init" and each gallery link unknown):
//
// 1. `URLComponents(string: s)` is Foundation's parse of `s` (nil when it is no URL reference);
//    `URLComponents(url: u, resolvingAgainstBaseURL: _)` that of `u`'s absolute string;
//    `URLComponents()` has nothing set.
// 2. `scheme`, `host`, `port`, `path`, `fragment` and `queryItems` are kept as set (nil when not
//    set; `path` is "" then) and assigned as any property is (`components.queryItems = []`,
//    `components.queryItems?.append(contentsOf: items)`, `components.path = "/search"`).
// 3. `url`, `string` and `query` are what Foundation makes of them, `url` and `string` nil where
//    Foundation gives nil (a path without `/` after a host). A scheme Foundation refuses (not a
//    letter then letters, digits, `+`, `-`, `.`), or a part the reader does not know, makes them
//    unknown.
// 4. `URLQueryItem(name: n, value: v)` has its `name` and `value` (`v` may be nil).
extension Evaluator {
    static let urlComponentsType = "URLComponents"
    private static let componentParts = ["scheme", "host", "port", "path", "fragment", "queryItems"]

    /// Rules 1 and 4: the value, or nil for another type or initializer.
    func urlComponentsValue(_ type: String, _ args: Arguments) -> Value? {
        switch type {
        case "URLQueryItem":
            guard args.list.count == 2, let name = args.labeled("name") ?? args.list.first?.value,
                  let value = args.labeled("value") ?? args.list.last?.value else { return nil }
            return .object(Instance(type: type, fields: ["name": name, "value": value]))
        case Self.urlComponentsType:
            if args.list.isEmpty { return Self.components(URLComponents()) }
            if let u = args.firstUnknown { return .unknown(u) }
            if case .string(let s)? = args.labeled("string"), args.list.count == 1 {
                return URLComponents(string: s.text).map(Self.components) ?? Value.none
            }
            if let base = args.labeled("url"), let u = Self.foundationURL(base) {
                return URLComponents(url: u, resolvingAgainstBaseURL: true).map(Self.components) ?? Value.none
            }
            return nil
        default: return nil
        }
    }

    private static func components(_ c: URLComponents) -> Value {
        func text(_ s: String?) -> Value { s.map { .string(StringValue($0)) } ?? Value.none }
        let items: Value = c.queryItems.map { list in
            .array(list.map { .object(Instance(type: "URLQueryItem", fields: ["name": text($0.name), "value": text($0.value)])) })
        } ?? Value.none
        return .object(Instance(type: urlComponentsType, fields: [
            "scheme": text(c.scheme), "host": text(c.host), "port": c.port.map { .int($0) } ?? Value.none,
            "path": text(c.path), "fragment": text(c.fragment), "queryItems": items,
        ]))
    }

    /// Rule 3: `url`, `string` or `query` of components, or nil for anything else.
    func urlComponentsMember(_ base: Value, _ name: String, at node: some SyntaxProtocol) -> Value? {
        guard case .object(let i) = base, i.type == Self.urlComponentsType, ["url", "string", "query"].contains(name) else { return nil }
        let made: URLComponents
        switch Self.foundationComponents(i, at: place(node)) {
        case .unknown(let u): return .unknown(u)
        case .made(let c): made = c
        }
        func text(_ s: String?) -> Value { s.map { .string(StringValue($0)) } ?? Value.none }
        switch name {
        case "url": return made.url.map(Self.url) ?? Value.none
        case "string": return text(made.string)
        default: return text(made.query)
        }
    }

    private enum Made { case made(URLComponents), unknown(Unknown) }

    /// Rule 3: Foundation's components for the parts kept, or the unknown that stops them.
    private static func foundationComponents(_ i: Instance, at place: SourcePlace) -> Made {
        func notKept(_ part: String) -> Unknown {
            Unknown(place: place, reason: "URLComponents' \(part) holds a value the reader does not make a URL of")
        }
        var c = URLComponents()
        for part in componentParts {
            switch i.fields[part] ?? Value.none {
            case .none: continue
            case .unknown(let u): return .unknown(u)
            case .string(let s):
                if let u = s.unknown { return .unknown(u) }
                switch part {
                case "scheme":
                    guard validScheme(s.text) else { return .unknown(Unknown(place: place, reason: "URLComponents' scheme '\(s.text)' is refused by Foundation")) }
                    c.scheme = s.text
                case "host": c.host = s.text
                case "path": c.path = s.text
                case "fragment": c.fragment = s.text
                default: return .unknown(notKept(part))
                }
            case .int(let port) where part == "port" && port >= 0: c.port = port
            case .array(let items) where part == "queryItems":
                var list: [URLQueryItem] = []
                for item in items {
                    guard case .object(let q) = item, q.type == "URLQueryItem", case .string(let n)? = q.fields["name"], n.unknown == nil else {
                        return .unknown(notKept(part))
                    }
                    switch q.fields["value"] ?? Value.none {
                    case .none: list.append(URLQueryItem(name: n.text, value: nil))
                    case .string(let v) where v.unknown == nil: list.append(URLQueryItem(name: n.text, value: v.text))
                    case .unknown(let u): return .unknown(u)
                    default: return .unknown(notKept(part))
                    }
                }
                c.queryItems = list
            default: return .unknown(notKept(part))
            }
        }
        return .made(c)
    }

    /// A scheme Foundation accepts: a letter, then letters, digits, `+`, `-` or `.`.
    private static func validScheme(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first) else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) }
    }
}
