import Foundation

/// The Swift files of the module a file belongs to, found from the file upwards as Xcode compiles
/// them for a preview: the whole target, and the local packages it uses. Rules, nearest folder first:
///
/// 1. A folder with a `Package.swift` holding the file in a target's folder (`Sources/TARGET/`, or a
///    target's `path: "..."`): every target of that package (`Sources/`, the `path:` folders), and
///    the `Sources/` of each local package it names (`.package(path: "../Models")`), transitively.
/// 2. A folder with an `*.xcodeproj`: the folder under it that holds the file (Xcode's folder for
///    the target: `App/` for `App/Views/Card.swift`), the local packages its `project.pbxproj`
///    references (`relativePath = Packages/Models;`), each as rule 1 reads them, then the project
///    folder's other folders (`Shared/`); the first declaration of a name read wins.
/// 3. Neither up to the file system's root (or a `.git` folder's): no files but the file itself.
///
/// Folders named `.build`, `Pods`, `Carthage`, `DerivedData`, `Tests` or `*Tests`, and hidden ones,
/// are skipped: what they declare is not in the app's target. The files are read for declarations
/// only, when a name they declare is used (`Declarations`); a module of more than `maximumFiles`
/// files is cut there (sorted order), as no view code is that big.
///
/// The same walk finds the module's asset catalogs (`*.xcassets` folders, not entered) and string
/// catalogs (`*.xcstrings` files, `*.lproj` folders), which Xcode builds into the target beside
/// its code: `catalogs(around:)`, `stringCatalogs(around:)`.
struct ModuleSources {
    static let maximumFiles = 20_000
    static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "Tests", "node_modules"]

    private let fm = FileManager.default
    /// Modules found already, by their root folder, so a folder of screens is walked once.
    private let found = Cache()

    final class Cache: @unchecked Sendable {
        var modules: [String: [String]] = [:]
        var byFolder: [String: [String]] = [:]
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The Swift files of the module around `file`.
    func files(around file: String) -> [String] {
        module(around: file).filter { $0.hasSuffix(".swift") }
    }

    /// The asset catalogs (`*.xcassets` folders) of the module around `file`.
    func catalogs(around file: String) -> [String] {
        module(around: file).filter { $0.hasSuffix(ModuleSources.catalogSuffix) }
    }

    /// The string catalogs (`*.xcstrings` files, `*.lproj` folders) of the module around `file`.
    func stringCatalogs(around file: String) -> [String] {
        module(around: file).filter { path in ModuleSources.stringSuffixes.contains { path.hasSuffix($0) } }
    }

    static let catalogSuffix = ".xcassets"
    static let stringSuffixes = [".xcstrings", ".lproj"]

    /// The module's Swift files and asset catalogs, in walk order.
    private func module(around file: String) -> [String] {
        let start = (ModuleSources.absolute(file) as NSString).deletingLastPathComponent
        // Every file of a folder has the same module: a folder of screens is walked up once.
        if let known = found.byFolder[start] { return known }
        let result = walk(from: start, file)
        found.byFolder[start] = result
        return result
    }

    private func walk(from start: String, _ file: String) -> [String] {
        var folder = start
        while !folder.isEmpty {
            let names = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains("Package.swift"), let targets = packageTargets(folder), targets.contains(where: { ModuleSources.holds($0, file) }) {
                return cached(folder) { packageFiles(folder) }
            }
            if let project = names.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
                let top = ModuleSources.absolute(file).dropFirst(folder.count + 1).split(separator: "/").first.map(String.init)
                let targetFolder = top.map { folder + "/" + $0 }
                let key = (targetFolder ?? folder)
                return cached(key) {
                    var out = targetFolder.map { moduleFiles(in: $0) } ?? []
                    var visited = Set<String>()
                    for package in localPackages(project: folder + "/" + project) { out += packageFiles(package, visited: &visited) }
                    out += otherFolders(folder, except: top).flatMap { moduleFiles(in: $0) }
                    var seen = Set<String>()
                    return out.filter { seen.insert($0).inserted }
                }
            }
            if names.contains(".git") || folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return []
    }

    /// The project folder's other folders (shared code, other targets), after the file's own: no
    /// `project.pbxproj` target membership is read, so they may hold another target's copy of a
    /// type; the file's own folder is read first, and the first declaration of a name wins.
    /// Packages (a `Package.swift`), other projects and skipped folders are left out.
    private func otherFolders(_ root: String, except own: String?) -> [String] {
        let names = ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted()
        return names.compactMap { name -> String? in
            let path = root + "/" + name
            var isFolder: ObjCBool = false
            guard name != own, !name.hasPrefix("."), !ModuleSources.skipped.contains(name), !name.hasSuffix("Tests"),
                  !name.hasSuffix(".xcodeproj"), fm.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  !fm.fileExists(atPath: path + "/Package.swift") else { return nil }
            return path
        }
    }

    private func cached(_ key: String, _ make: () -> [String]) -> [String] {
        if let known = found.modules[key] { return known }
        let files = Array(make().prefix(ModuleSources.maximumFiles))
        found.modules[key] = files
        return files
    }

    private static func holds(_ folder: String, _ file: String) -> Bool {
        absolute(file).hasPrefix(folder + "/")
    }

    /// The folders of a package's targets: `Sources/*` and every `path: "..."` its manifest gives.
    private func packageTargets(_ root: String) -> [String]? {
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8) else { return nil }
        var folders = ((try? fm.contentsOfDirectory(atPath: root + "/Sources")) ?? []).sorted().map { root + "/Sources/" + $0 }
        for path in ModuleSources.quoted(after: "path:", in: manifest, inside: "target") { folders.append(ModuleSources.absolute(root + "/" + path)) }
        return folders
    }

    private func packageFiles(_ root: String) -> [String] {
        var visited = Set<String>()
        return packageFiles(root, visited: &visited)
    }

    /// A package's targets' files, then those of the local packages it depends on (each once).
    private func packageFiles(_ root: String, visited: inout Set<String>) -> [String] {
        guard visited.insert(root).inserted, let targets = packageTargets(root) else { return [] }
        var out = targets.flatMap { moduleFiles(in: $0) }
        let manifest = (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? ""
        for path in ModuleSources.quoted(after: "path:", in: manifest, inside: "package") {
            out += packageFiles(ModuleSources.absolute(root + "/" + path), visited: &visited)
        }
        return out
    }

    /// The local packages an Xcode project references: Xcode 15's `XCLocalSwiftPackageReference`
    /// (`relativePath = Packages/Models;`), and a package folder dragged into the project, which
    /// older Xcodes write as a file reference (`{isa = PBXFileReference; lastKnownFileType =
    /// wrapper; path = FoodTruckKit; ...}`); either is a folder with a `Package.swift`.
    private func localPackages(project: String) -> [String] {
        guard let text = try? String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8) else { return [] }
        let root = (project as NSString).deletingLastPathComponent
        var out: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let label = trimmed.hasPrefix("relativePath = ") ? "relativePath = "
                : trimmed.contains("isa = PBXFileReference;") && trimmed.contains("lastKnownFileType = wrapper;") ? "path = " : nil
            guard let label, let start = trimmed.range(of: label)?.upperBound else { continue }
            var value = String(trimmed[start...].prefix { $0 != ";" })
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            let folder = ModuleSources.absolute(root + "/" + value)
            if fm.fileExists(atPath: folder + "/Package.swift"), !out.contains(folder) { out.append(folder) }
        }
        return out
    }

    /// The string literals after `label` in calls whose name ends with `call` (`.target(`,
    /// `.executableTarget(`, `.package(`; not `.testTarget(`), read from a manifest's text without
    /// evaluating it.
    static func quoted(after label: String, in manifest: String, inside call: String) -> [String] {
        var out: [String] = []
        var rest = Substring(manifest)
        while let open = rest.range(of: "(") {
            let before = rest[rest.startIndex..<open.lowerBound]
            let name = before.reversed().prefix { $0.isLetter }.reversed()
            rest = rest[open.upperBound...]
            let called = String(name).lowercased()
            guard called.hasSuffix(call.lowercased()), !called.hasPrefix("test") else { continue }
            var depth = 1, end = rest.startIndex
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            let arguments = rest[rest.startIndex..<end]
            if let l = arguments.range(of: label), let q1 = arguments[l.upperBound...].firstIndex(of: "\""),
               arguments[l.upperBound..<q1].allSatisfy(\.isWhitespace),
               let q2 = arguments[arguments.index(after: q1)...].firstIndex(of: "\"") {
                out.append(String(arguments[arguments.index(after: q1)..<q2]))
            }
        }
        return out
    }

    /// Every `.swift` file and `.xcassets` folder under `folder`, sorted, skipping hidden, build,
    /// dependency and test folders.
    func moduleFiles(in folder: String) -> [String] {
        guard let walker = fm.enumerator(atPath: folder) else { return [] }
        var out: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || ModuleSources.skipped.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj") {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(ModuleSources.catalogSuffix) || name.hasSuffix(".lproj") {
                walker.skipDescendants()
                if out.count < ModuleSources.maximumFiles { out.append(folder + "/" + relative) }
                continue
            }
            // A package manifest is not code of the app.
            if name.hasSuffix(".swift") || name.hasSuffix(".xcstrings"), name != "Package.swift", out.count < ModuleSources.maximumFiles {
                out.append(folder + "/" + relative)
            }
        }
        return out.sorted()
    }
}
