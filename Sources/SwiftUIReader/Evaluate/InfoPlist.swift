import Foundation
import LayoutModel
import SwiftSyntax

// `Bundle.main.infoDictionary` and `Bundle.main.bundleIdentifier`: the app's Info.plist as Xcode
// builds it (issue 26: an About screen's "Version 2.0.5" was "unknown member 'infoDictionary' of
// Bundle", a stand-in), in the order applied:
//
// 1. The Info.plist is the nearest `Info.plist` in the folders above the file the code is written
//    in, up to the folder holding the `.xcodeproj` (a file in a package finds none), and never
//    above the project (the current folder) for a file inside it.
// 2. Its string values are read, a build setting in them (`$(MARKETING_VERSION)`, `${VAR}`) filled
//    from the project's `project.pbxproj` when every setting of that name there has one value;
//    one set to several values, or none, or with a modifier (`$(VAR:rfc1034identifier)`), leaves the
//    value an unknown saying so. Values of other types (arrays, dictionaries, numbers) are unknown.
// 3. With `GENERATE_INFOPLIST_FILE = YES` in the project, the keys Xcode adds are there too:
//    `CFBundleShortVersionString` from `MARKETING_VERSION`, `CFBundleVersion` from
//    `CURRENT_PROJECT_VERSION`, `CFBundleIdentifier` from `PRODUCT_BUNDLE_IDENTIFIER` (rule 2 fills them).
// 4. A key the plist read has not is an unknown (Xcode may add it when it builds), never nil; no
//    Info.plist found makes the whole dictionary an unknown at the code.
// 5. Only regular files of at most `maximumBytes` are read (`InputFiles`): a FIFO, a device or a
//    huge file is one that cannot be read; a value naming a build setting of a project file too
//    big to read says so (not "not set").
extension Evaluator {
    /// `Bundle.main`, its Info.plist read for the file `node` is written in.
    func mainBundle(at node: some SyntaxProtocol) -> Value {
        let at = place(node)
        let info: Value
        let found = InfoPlistReader.read(near: at.file)
        if let read = found?.entries {
            var fields: [String: Value] = [:]
            for (key, value) in read {
                switch value {
                case .text(let s): fields[key] = .string(StringValue(s))
                case .unresolved(let why): fields[key] = .unknown(Unknown(place: at, reason: "Info.plist's \(key): \(why)"))
                }
            }
            info = .object(Instance(type: Self.infoDictionaryType, fields: fields))
        } else if let plist = found?.plist {
            info = .unknown(Unknown(place: at, reason: "\(plist) is not a property list the reader can read"))
        } else {
            info = .unknown(Unknown(place: at, reason: "no Info.plist is found above this file: Bundle.main's Info.plist is not known"))
        }
        var bundle = Instance(type: "Bundle", fields: ["infoDictionary": info])
        bundle.fields["bundleIdentifier"] = infoValue(info, "CFBundleIdentifier", at: node)
        return .object(bundle)
    }

    /// The dictionary type `infoDictionary` is: a `[String: Any]` whose missing keys are unknown.
    static let infoDictionaryType = "$InfoDictionary"

    /// Rule 4: `info[key]`.
    func infoValue(_ info: Value, _ key: String, at node: some SyntaxProtocol) -> Value {
        guard case .object(let d) = info else { return info }
        return d.fields[key] ?? .unknown(Unknown(place: place(node), reason: "Info.plist as read has no '\(key)' (Xcode may add it when it builds)"))
    }
}

/// Rules 1 to 3, read once for each folder.
enum InfoPlistReader {
    enum Entry: Sendable, Equatable {
        case text(String)
        case unresolved(String)
    }

    /// The Info.plist found and its entries (nil: not readable).
    struct Found: Sendable {
        var plist: String
        var entries: [String: Entry]?
    }

    private static let cache = Protected([String: Found?]())

    static func read(near file: String) -> Found? {
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        if let hit = cache.withLock({ $0[folder] }) { return hit }
        let made = locate(from: folder).map { Found(plist: $0.plist, entries: entries(plist: $0.plist, project: $0.project)) }
        cache.withLock { $0[folder] = .some(made) }
        return made
    }

    /// Rule 1: the Info.plist and the project file, or nil.
    private static func locate(from folder: String) -> (plist: String, project: String)? {
        let fm = FileManager.default
        var dir = URL(fileURLWithPath: folder, isDirectory: true)
        var plist: String?
        let project = fm.currentDirectoryPath
        let top = folder == project || folder.hasPrefix(project.hasSuffix("/") ? project : project + "/") ? project : nil
        for _ in 0..<12 {
            let path = dir.path
            if plist == nil, fm.fileExists(atPath: path + "/Info.plist") { plist = path + "/Info.plist" }
            if let project = (try? fm.contentsOfDirectory(atPath: path))?.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
                return plist.map { ($0, path + "/" + project + "/project.pbxproj") }
            }
            let up = dir.deletingLastPathComponent()
            if up.path == path || path == "/" || path == top { break }
            dir = up
        }
        return nil
    }

    /// The most either file may hold (a 460 MB project file took over a minute): a larger one is not read.
    static let maximumBytes = 16 << 20

    private static func small(_ path: String) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int).map { $0 <= maximumBytes } ?? true
    }

    /// Rules 2 and 3.
    private static func entries(plist: String, project: String) -> [String: Entry]? {
        guard small(plist), let data = try? InputFiles.read(plist, what: "Info.plist"),
              let dict = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else { return nil }
        let readable = small(project)
        let settings = buildSettings(readable ? (try? InputFiles.read(project, what: "Xcode project")).map { String(decoding: $0, as: UTF8.self) } ?? "" : "")
        // Rule 5: a setting of a project file too big to read is not known, not "not set".
        let tooBig = Entry.unresolved("\(project) is larger than \(maximumBytes >> 20) MB, so its build settings are not read")
        var out: [String: Entry] = [:]
        for (key, value) in dict {
            guard let s = value as? String else { out[key] = .unresolved("a value that is not a string is not read"); continue }
            let entry = filled(s, settings)
            if case .unresolved = entry, !readable { out[key] = tooBig } else { out[key] = entry }
        }
        if settings["GENERATE_INFOPLIST_FILE"] == ["YES"] {
            let generated = ["CFBundleShortVersionString": "MARKETING_VERSION", "CFBundleVersion": "CURRENT_PROJECT_VERSION",
                             "CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER"]
            for (key, setting) in generated where out[key] == nil { out[key] = filled("$(\(setting))", settings) }
        }
        return out
    }

    /// Every value each build setting is given in a `project.pbxproj` (`NAME = value;`).
    static func buildSettings(_ text: String) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasSuffix(";"), let eq = t.range(of: " = ") else { continue }
            let name = String(t[..<eq.lowerBound])
            guard !name.isEmpty, name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else { continue }
            var value = String(t[eq.upperBound...].dropLast()).trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            out[name, default: []].insert(value)
        }
        return out
    }

    /// Rule 2: `$(NAME)` and `${NAME}` filled in, or why not.
    static func filled(_ s: String, _ settings: [String: Set<String>]) -> Entry {
        var result = ""
        var rest = Substring(s)
        while let start = rest.firstRange(of: "$(") ?? rest.firstRange(of: "${") {
            let close: Character = rest[start].hasSuffix("(") ? ")" : "}"
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: close) else { return .unresolved("'\(s)' is not a build setting reference") }
            let name = String(rest[start.upperBound..<end])
            guard name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else {
                return .unresolved("build setting '\(name)' is not read")
            }
            guard let values = settings[name], values.count == 1, let value = values.first, !value.contains("$") else {
                let n = settings[name]?.count ?? 0
                return .unresolved(n == 0 ? "build setting \(name) is not set in the project file" : "build setting \(name) has \(n) values in the project file")
            }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return .text(result + rest)
    }
}
