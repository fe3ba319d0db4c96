import Foundation
import LayoutModel
import SwiftSyntax

/// Every declaration a project's view code may refer to. The screen files' are parsed up front (they
/// hold the previews); the other files' (`sources:`, the files of the module around a screen file)
/// are parsed the first time a name they declare is asked for, so an app of 1,000 files costs a
/// preview only the files its views and models are in. Each file is read once and parsed at most
/// once per run, however many previews and variants ask (the project lives for the run).
///
/// Which file declares a name is found without parsing (`NameIndex`): the word after `struct`,
/// `class`, `enum`, `actor`, `extension` (dotted, as `extension Pet.Kind`), and `let`/`var`/`func`
/// at the start of an unindented line (a global). A lookup parses every pending file that spells
/// the name so (a nested type's path, `Result.Rank`, each of its parts), then reads the merged
/// table: a type split over extensions in several files is whole.
final class Declarations: @unchecked Sendable {
    private let lock = Lock()
    private var table = DeclarationTable()
    /// Files not parsed yet, by the names they declare; a path leaves when it is parsed.
    private var pendingTypes: [String: [String]] = [:]
    private var pendingGlobals: [String: [String]] = [:]
    private var parsed: Set<String> = []
    /// Files parsed lazily that could not be read (a syntax error swift-syntax reports, a file too
    /// big): their declarations stay unknown, and what used them says it is unknown.
    private var unreadable: [String: SwiftSourceError] = [:]
    let files = SourceFiles()
    /// Stored statics and globals as evaluated by the first evaluation that needed them.
    let statics = SharedStatics()

    /// `eager` files are parsed now (a syntax error throws, with its place); `wanted` says which of
    /// them give previews. `lazy` files (their text read now) are parsed when a name they declare
    /// is looked up.
    init(eager: [(path: String, previews: Bool)], lazy: [String]) throws {
        for (path, wanted) in eager {
            let file = try SwiftSourceFile(path: path)
            files.add(file)
            table.add(file, previews: wanted)
            parsed.insert(path)
        }
        for path in lazy where !parsed.contains(path) {
            // Only a regular file is read (`InputFiles`): a FIFO named *.swift would block here.
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let data = try InputFiles.readInsideProject(path, what: "Swift file")
            guard data.count <= SwiftSourceFile.maximumBytes else { continue }
            let names = NameIndex(data)
            for n in names.types { pendingTypes[n, default: []].append(path) }
            for n in names.globals { pendingGlobals[n, default: []].append(path) }
        }
    }

    var previews: [PreviewDeclaration] { lock.withLock { table.previews } }
    /// How many files have been parsed so far (for tests: laziness is observable, never timed).
    var parsedCount: Int { lock.withLock { parsed.count } }

    var types: TypeLookup { TypeLookup(owner: self) }
    var globals: GlobalLookup { GlobalLookup(owner: self) }
    var functions: FunctionLookup { FunctionLookup(owner: self) }

    func type(_ name: String) -> TypeDeclaration? {
        lock.withLock { type(name, hops: 0) }
    }

    /// `ModuleTwins` rule 3: `Module.Name` when `file` sees another module's type `name` than the first read.
    func visibleTwin(_ name: String, from file: SwiftSourceFile) -> String? {
        _ = type(name)
        return lock.withLock { table.visibleTwin(name, from: file) }
    }

    /// The type the alias `name` names (its generic arguments dropped), nil for no alias.
    func aliasTarget(_ name: String) -> String? {
        _ = type(name)
        return lock.withLock { table.aliases[name]?.target }
    }

    /// `TypeAliases` rule 4: the generic arguments the alias `name` gives its target, nil for no alias.
    func aliasArguments(_ name: String) -> [String]? {
        _ = type(name)
        return lock.withLock { table.aliases[name]?.arguments }
    }

    /// `TypeAliases` rule 4: an alias of `target` with these generic arguments, if one is known.
    func alias(of target: String, arguments: [String]) -> String? {
        lock.withLock { table.aliasesOf[target]?.first { table.aliases[$0]?.arguments == arguments } }
    }

    /// The type an alias names, followed through aliases of aliases (`TypeAliases` rule 3): a
    /// conformance written through `private typealias Representable = UIViewRepresentable` is to
    /// `UIViewRepresentable`. The name itself when it is no alias.
    func unaliased(_ name: String) -> String {
        var n = name
        for _ in 0..<DeclarationTable.maximumHops {
            guard let target = aliasTarget(n) else { break }
            n = target
        }
        return n
    }

    /// The lock held: the files declaring `name` parsed, then the type it names (`TypeAliases`).
    private func type(_ name: String, hops: Int) -> TypeDeclaration? {
        // A nested type's path (`Result.Rank`, declared in another file as `struct Rank` inside
        // `struct Result` or `extension Result`): the files spelling any of its names, as for a plain name.
        for part in Self.namesSpelling(name) where !pendingTypes.isEmpty {
            if let paths = pendingTypes.removeValue(forKey: part) { parse(paths, declaring: part) }
        }
        return table.resolvedType(name) { target in hops < DeclarationTable.maximumHops ? type(target, hops: hops + 1) : nil }
    }

    /// The names a file declaring `name` spells it by: itself, and for a path each of its parts.
    private static func namesSpelling(_ name: String) -> [String] {
        guard name.contains(".") else { return [name] }
        return [name] + name.split(separator: ".").map(String.init)
    }

    func global(_ name: String) -> ExprSyntax? {
        lock.withLock {
            if !pendingGlobals.isEmpty, let paths = pendingGlobals.removeValue(forKey: name) { parse(paths, declaring: name) }
            return table.globals[name]
        }
    }

    /// A top-level computed variable's getter.
    func computedGlobal(_ name: String) -> Member? {
        lock.withLock {
            if !pendingGlobals.isEmpty, let paths = pendingGlobals.removeValue(forKey: name) { parse(paths, declaring: name) }
            return table.computedGlobals[name]
        }
    }

    func function(_ name: String) -> [Member]? {
        lock.withLock {
            if !pendingGlobals.isEmpty, let paths = pendingGlobals.removeValue(forKey: name) { parse(paths, declaring: name) }
            return table.functions[name]
        }
    }

    /// Why files declaring `name` could not be read, if any did not: for the message of what is unknown.
    func unreadableFile(declaring name: String) -> SwiftSourceError? {
        lock.withLock { unreadable[name] }
    }

    /// Parses `paths` (the lock held), each once; one that cannot be read is noted for `name`.
    private func parse(_ paths: [String], declaring name: String) {
        for path in paths where parsed.insert(path).inserted {
            do {
                let file = try SwiftSourceFile(path: path)
                files.add(file)
                table.add(file, previews: false)
            } catch let error as SwiftSourceError {
                unreadable[name] = error
            } catch {}
        }
    }
}

/// `declarations.types[name]`, `.globals[name]`, `.functions[name]`: lookups by name that may parse files first.
struct TypeLookup {
    unowned let owner: Declarations
    subscript(name: String) -> TypeDeclaration? { owner.type(name) }
}

struct GlobalLookup {
    unowned let owner: Declarations
    subscript(name: String) -> ExprSyntax? { owner.global(name) }
}

struct FunctionLookup {
    unowned let owner: Declarations
    subscript(name: String) -> [Member]? { owner.function(name) }
}

/// The parsed files by syntax tree, to turn a node into its file, line and column.
final class SourceFiles: @unchecked Sendable {
    private let lock = Lock()
    private var byTree: [SyntaxIdentifier: SwiftSourceFile] = [:]

    func add(_ file: SwiftSourceFile) { lock.withLock { byTree[file.tree.id] = file } }
    subscript(_ tree: SyntaxIdentifier) -> SwiftSourceFile? { lock.withLock { byTree[tree] } }
    /// Every file parsed so far.
    var all: [SwiftSourceFile] { lock.withLock { Array(byTree.values) } }
}

/// The names a Swift file declares, read from its bytes without parsing: enough to know which
/// files to parse for a name, never more than a superset (a name in a comment costs a parse).
struct NameIndex {
    private(set) var types: Set<String> = []
    private(set) var globals: Set<String> = []
    private var imports: Set<String> = []

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol", "typealias"]
    static let globalKeywords: Set<String> = ["let", "var", "func"]
    /// Words that may come before `let`/`var`/`func` on a global's line.
    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "package", "static", "final",
                                         "nonisolated", "open", "lazy", "mutating"]

    init(_ data: Data) {
        let bytes = [UInt8](data)
        var i = 0
        var lineStart = true      // only spaces so far on this line? (false once indented or a word seen)
        var atColumnZero = true   // the line's first word started at column 0
        var previous: String?     // the word before, on this line
        var contentOnLine = false   // a word or an attribute seen on this line
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { lineStart = true; atColumnZero = true; previous = nil; contentOnLine = false; i += 1; continue }
            if b == 0x20 || b == 0x09 {
                if !contentOnLine { atColumnZero = false }
                i += 1; continue
            }
            if b == 0x40 {   // an attribute (`@MainActor`, `@available(iOS 17, *)`) is not a word of the line
                contentOnLine = true
                i += 1
                while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
                if i < bytes.count, bytes[i] == 0x28 {
                    var depth = 0
                    repeat {
                        if bytes[i] == 0x28 { depth += 1 } else if bytes[i] == 0x29 { depth -= 1 }
                        i += 1
                    } while i < bytes.count && depth > 0 && bytes[i] != 0x0A
                }
                continue
            }
            guard isWordByte(b) else { lineStart = false; previous = nil; i += 1; continue }
            let start = i
            while i < bytes.count, isWordByte(bytes[i]) || (bytes[i] == 0x2E && previous.map(NameIndex.typeKeywords.contains) == true) { i += 1 }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            contentOnLine = true
            if let p = previous {
                if NameIndex.typeKeywords.contains(p) { types.insert(word) }
                // `import Models` ... `extension Models.Visibility`: the extension is Visibility's
                // (`DeclarationTable` drops the imported module's name the same way).
                if p == "import" { imports.insert(word) }
                if p == "extension", let dot = word.firstIndex(of: "."), imports.contains(String(word[..<dot])) {
                    types.insert(String(word[word.index(after: dot)...]))
                }
                if NameIndex.globalKeywords.contains(p), atColumnZero, lineStart { globals.insert(word) }
            }
            if !(NameIndex.modifiers.contains(word) || NameIndex.globalKeywords.contains(word)) { lineStart = false }
            previous = word
        }
    }
}

/// Stored `static let`s and globals, evaluated once per run and shared by every preview and
/// variant: Swift initialises them once per process, and their initialisers cannot read a view's
/// environment, so the first evaluation's value is every evaluation's. A value that holds a view or
/// a closure is not shared (a view is built in its variant's environment; a closure holds a scope
/// an evaluation may change). A failure is shared too: a mock that cannot be evaluated, or that
/// spends the step limit, costs that once per run, not once per variant (issue 26: 393 s -> ...).
final class SharedStatics: @unchecked Sendable {
    enum Outcome {
        /// With what its evaluation warned of and could not evaluate, repeated wherever it is used.
        case value(Value, warnings: [ReaderWarning], unevaluated: [Unevaluated])
        case failure(any Error, warnings: [ReaderWarning], unevaluated: [Unevaluated])
    }
    private let lock = Lock()
    private var outcomes: [String: Outcome] = [:]

    subscript(key: String) -> Outcome? { lock.withLock { outcomes[key] } }

    func store(_ key: String, _ outcome: Outcome) {
        if case .value(let v, _, _) = outcome, !SharedStatics.isShareable(v) { return }
        lock.withLock { if outcomes[key] == nil { outcomes[key] = outcome } }
    }

    static func isShareable(_ v: Value) -> Bool {
        switch v {
        case .view, .closure: return false
        case .array(let items): return items.allSatisfy(isShareable)
        case .object(let i): return i.fields.values.allSatisfy(isShareable)
        case .enumCase(_, _, let payload): return payload.allSatisfy(isShareable)
        case .member(_, let args): return args.allSatisfy { isShareable($0.value) }
        default: return true
        }
    }
}
