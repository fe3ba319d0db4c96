import Foundation
import SwiftSyntax

// A fresh install's files (issue 26: ACHNBrowserUI's `UserCollection` and `TurnipPredictions` read
// their saved data with `Data(contentsOf:)` from the documents directory: "a JSONDecoder is not
// evaluated", "a Data is not evaluated" on most of its previews), in the order applied:
//
// 1. `FileManager.default` is the file system of an app that never ran: its container's
//    directories exist and are empty. `url(for:in:appropriateFor:create:)` and `urls(for:in:)` give
//    the directory in the container (`documentDirectory`: `Documents`, `cachesDirectory`:
//    `Library/Caches`, `applicationSupportDirectory`: `Library/Application Support`; another is
//    unknown), `containerURL(forSecurityApplicationGroupIdentifier:)` an app group's, and
//    `temporaryDirectory` / `URL.documentsDirectory` theirs. The container's path is
//    `/FreshInstall/` (a fixed name: the device's differs per install and is never shown).
// 2. A file in the container does not exist: `fileExists(atPath:)` is false, `contents(atPath:)`
//    nil, and `Data(contentsOf:)` / `String(contentsOf:)` throw, as Foundation's "no such file"
//    (so `try?` is nil). A file elsewhere (the app's bundle) is not read: unknown, as before.
extension Evaluator {
    static let freshContainer = "file:///FreshInstall/"

    /// Rule 1: `FileManager.default`, `URL.documentsDirectory`, nil for another static.
    func freshInstallFileStatic(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("FileManager", "default"): return .object(Instance(type: "FileManager", fields: [:]))
        case ("URL", "documentsDirectory"): return Self.containerURL("Documents/")
        case ("URL", "cachesDirectory"): return Self.containerURL("Library/Caches/")
        case ("URL", "applicationSupportDirectory"): return Self.containerURL("Library/Application%20Support/")
        case ("URL", "temporaryDirectory"): return Self.containerURL("tmp/")
        default: return nil
        }
    }

    private static func containerURL(_ path: String) -> Value {
        url(URL(string: freshContainer + path)!)
    }

    /// Rule 1: a directory of the container by its `FileManager.SearchPathDirectory` name, or nil.
    private static func directory(_ v: Value?) -> Value? {
        guard case .member(let name, _)? = v else { return nil }
        let paths = ["documentDirectory": "Documents/", "cachesDirectory": "Library/Caches/",
                     "applicationSupportDirectory": "Library/Application%20Support/", "libraryDirectory": "Library/"]
        return paths[name].map(containerURL)
    }

    /// Whether a URL or path is in the fresh install's container.
    private static func inContainer(_ v: Value?) -> Bool {
        if let u = v.flatMap(foundationURL) { return u.absoluteString.hasPrefix(freshContainer) }
        if case .string(let s)? = v { return s.text.hasPrefix("/FreshInstall/") }
        return false
    }

    /// Rules 1 and 2: a method of `FileManager.default`; nil for another.
    func freshInstallFileMethod(_ files: Instance, _ name: String, _ args: Arguments) -> Value? {
        guard files.type == "FileManager" else { return nil }
        switch name {
        case "url": return Self.directory(args.labeled("for"))
        case "urls": return Self.directory(args.labeled("for")).map { .array([$0]) }
        case "containerURL":
            guard case .string(let group)? = args.labeled("forSecurityApplicationGroupIdentifier") else { return nil }
            return Self.url(URL(string: Self.freshContainer + "AppGroup/")!.appendingPathComponent(group.text, isDirectory: true))
        case "fileExists", "contents":
            guard Self.inContainer(args.labeled("atPath")) else { return nil }
            return name == "fileExists" ? .bool(false) : Value.none
        default: return nil
        }
    }

    /// Rule 2: `Data(contentsOf:)` or `String(contentsOf:)` of a file in the container throws; nil otherwise.
    func freshInstallFileRead(_ type: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        guard type == "Data" || type == "String", var url = args.labeled("contentsOf") else { return nil }
        // `Data(contentsOf: .settingsFile)`: a `URL` static, Foundation's or the app's `extension URL`.
        if case .member(let name, let a) = url, a.isEmpty { url = foundationStatic("URL", name) ?? resolveImplicit(url, in: "URL") }
        guard Self.inContainer(url) else { return nil }
        throw SwiftError(value: .object(Instance(type: "CocoaError", fields: ["code": .member(name: "fileReadNoSuchFile", arguments: [])])),
                         place: place(node))
    }
}
