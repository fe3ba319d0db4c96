import Foundation
import SwiftSyntax

// Foundation's `URL`, as view code reads one (issue 26: EhPanda's `gallery.galleryURL?.absoluteString`
// was "unknown member 'absoluteString' of String": the reader kept a URL as its text):
//
// 1. `URL(string: s)` is a URL when Foundation parses `s` as one, else nil (it is optional:
//    `URL(string: "")` is nil); `URL(fileURLWithPath: p)` is a file URL; `URL(string: s,
//    relativeTo: base)` is resolved against the base.
// 2. Its members are Foundation's for that URL: `absoluteString`, `path`, `relativePath`,
//    `lastPathComponent`, `pathExtension`, `host`, `scheme`, `query`, `port`, `isFileURL`,
//    `description`; `appendingPathComponent(_:)`, `appending(path:)` / `appending(component:)`,
//    `appendingPathExtension(_:)`, `deletingLastPathComponent()`, `deletingPathExtension()` give
//    another URL.
// 3. Shown in a string (`"\(url)"`) or as a `Link`'s destination it is its absolute string; two
//    URLs are equal when their absolute strings are (what `URL`'s `==` compares for these).
extension Evaluator {
    static let urlType = "URL"
    private static let urlField = "absoluteString"

    /// A URL value.
    static func url(_ u: URL) -> Value {
        .object(Instance(type: urlType, fields: [urlField: .string(StringValue(u.absoluteString))]))
    }

    /// The URL a value holds, or nil when it is none.
    static func foundationURL(_ v: Value) -> URL? {
        guard case .object(let i) = v, i.type == urlType, case .string(let s)? = i.fields[urlField] else { return nil }
        return URL(string: s.text)
    }

    /// Rule 1: `URL(...)`, or nil for an initializer this is not.
    func urlConstructor(_ args: Arguments) -> Value? {
        if case .string(let s)? = args.labeled("string") {
            guard s.unknown == nil else { return .unknown(s.unknown!) }
            if let base = args.labeled("relativeTo") {
                guard let b = Self.foundationURL(base) else { return nil }
                return URL(string: s.text, relativeTo: b).map { Self.url($0.absoluteURL) } ?? Value.none
            }
            return URL(string: s.text).map(Self.url) ?? Value.none
        }
        if case .string(let p)? = args.labeled("fileURLWithPath"), p.unknown == nil {
            return Self.url(URL(fileURLWithPath: p.text))
        }
        return nil
    }

    /// Rule 2: a property of a URL, or nil when it is not one of these.
    func urlMember(_ base: Value, _ name: String) -> Value? {
        guard let u = Self.foundationURL(base) else { return nil }
        func text(_ s: String?) -> Value { s.map { .string(StringValue($0)) } ?? Value.none }
        switch name {
        case "absoluteString", "description": return text(u.absoluteString)
        case "path": return text(u.path)
        case "relativePath": return text(u.relativePath)
        case "lastPathComponent": return text(u.lastPathComponent)
        case "pathExtension": return text(u.pathExtension)
        case "host": return text(u.host)
        case "scheme": return text(u.scheme)
        case "query": return text(u.query)
        case "port": return u.port.map { .int($0) } ?? Value.none
        case "isFileURL": return .bool(u.isFileURL)
        case "absoluteURL", "standardized": return Self.url(name == "standardized" ? u.standardized : u.absoluteURL)
        default: return nil
        }
    }

    /// Rule 2: a method of a URL that gives another, or nil when it is not one of these.
    func urlMethod(_ base: Value, _ name: String, _ args: Arguments) -> Value? {
        guard let u = Self.foundationURL(base) else { return nil }
        if let unknown = args.firstPartlyUnknown { return .unknown(unknown) }
        let piece: String? = { if case .string(let s)? = args.first ?? args.labeled("path") ?? args.labeled("component") { return s.text }; return nil }()
        switch name {
        case "appendingPathComponent", "appending":
            guard let piece, args.list.count == 1 else { return nil }
            return Self.url(u.appendingPathComponent(piece))
        case "appendingPathExtension":
            guard let piece, args.list.count == 1 else { return nil }
            return Self.url(u.appendingPathExtension(piece))
        case "deletingLastPathComponent" where args.list.isEmpty: return Self.url(u.deletingLastPathComponent())
        case "deletingPathExtension" where args.list.isEmpty: return Self.url(u.deletingPathExtension())
        default: return nil
        }
    }
}
