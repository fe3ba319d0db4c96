import Foundation
import LayoutModel

/// The baselines folder: `<root>/<screen>/<variant>.png`, `<root>/<screen>/<screen>.snapshot.txt`,
/// `<root>/manifest.json` and `<root>/findings.json`.
/// Rules: every write is atomic (`AtomicFile`); in record mode `never` nothing is ever written.
public struct BaselineStore: Sendable {
    public var root: String
    public var mode: RecordMode

    public init(root: String, mode: RecordMode) { self.root = root; self.mode = mode }

    public static let manifestFile = "manifest.json"
    public static let findingsFile = "findings.json"

    public func imagePath(screen: String, variant: Variant) -> String { "\(root)/\(screen)/\(variant.name).png" }
    public func snapshotPath(screen: String) -> String { "\(root)/\(screen)/\(screen).snapshot.txt" }
    public var manifestPath: String { "\(root)/\(Self.manifestFile)" }
    public var findingsPath: String { "\(root)/\(Self.findingsFile)" }

    /// A baseline's bytes, or nil when it does not exist.
    public func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// How the rendering compared before any recording: the caller diffs and passes one of
    /// `.matched`, `.changed`, `.sizeMismatch`, or `.missing` when there was no baseline.
    /// Writes the bytes `encode` gives when the record mode says so (the only place it is asked) and
    /// returns the final status (`.recorded` if written). `encode` runs only then: a PNG is encoded
    /// only where something is written.
    public func settle(image encode: () throws -> Data, at path: String, comparison: BaselineStatus) throws -> BaselineStatus {
        let exists = comparison != .missing
        guard mode.writes(exists: exists, matches: comparison == .matched) else { return comparison }
        let actual = try encode()
        // Rule: identical bytes are not rewritten (no churn in the repository), but still count as recorded.
        if read(path) != actual { try AtomicFile.write(actual, to: path) }
        return .recorded
    }

    /// The per-screen text snapshot: compared, and written when the record mode says so (any byte
    /// differs), or, with `refreshFindings` (accepting findings), when only its findings lines differ.
    /// Its status is `changed` only when the reading order changed (see `TextSnapshotOutcome`).
    public func settle(snapshot text: String, screen: String, refreshFindings: Bool = false) throws -> TextSnapshotOutcome {
        let path = snapshotPath(screen: screen)
        let old = read(path)
        let same = old == Data(text.utf8)
        // Equal bytes have equal reading orders: only a snapshot that differs is parsed.
        let changes = same ? [] : old.map { TextSnapshot.changes(was: String(decoding: $0, as: UTF8.self), now: text) } ?? []
        let comparison: BaselineStatus = old == nil ? .missing : (changes.isEmpty ? .matched : .changed)
        let findingsOnly = old != nil && !same && changes.isEmpty && refreshFindings && mode != .never
        guard mode.writes(exists: old != nil, matches: same) || findingsOnly else {
            return TextSnapshotOutcome(screen: screen, path: path, status: comparison, changes: changes)
        }
        if !same { try AtomicFile.write(text, to: path) }
        return TextSnapshotOutcome(screen: screen, path: path, status: .recorded, changes: changes)
    }

    /// The recorded manifest, nil when there is none yet.
    public func readManifest() throws -> Manifest? {
        guard let data = read(manifestPath) else { return nil }
        return try Manifest.decode(data, file: manifestPath)
    }

    /// Writes this machine's manifest when anything was recorded (never in mode `never`).
    public func writeManifest(_ manifest: Manifest) throws {
        guard mode != .never else { return }
        let text = manifest.json.pretty
        if read(manifestPath) != Data(text.utf8) { try AtomicFile.write(text, to: manifestPath) }
    }

    /// Files under the root that the given units do not produce, relative to the root, sorted.
    /// Pass every unit of the configuration (not one shard's), or other shards' baselines look stale.
    /// Expected: each baselined unit's PNG, each screen's text snapshot, the manifest, the findings baseline.
    /// Rule: only a file this store could have written is ever stale (`isOwn`); anything else
    /// under the root is not a baseline, so neither listed nor pruned.
    public func staleFiles(units: [WorkUnit]) -> [String] {
        var expected: Set<String> = [Self.manifestFile, Self.findingsFile]
        for u in units {
            expected.insert("\(u.screen)/\(u.screen).snapshot.txt")
            if u.planned.isBaselined { expected.insert("\(u.screen)/\(u.variant.name).png") }
        }
        return allFiles().filter { !expected.contains($0) && isOwn($0) }
    }

    /// True for a file of the shapes this store writes: `<screen>/<screen>.snapshot.txt`, or
    /// `<screen>/<name>.png` holding a PNG (its signature checked), `<screen>` a valid screen name.
    func isOwn(_ rel: String) -> Bool {
        let parts = rel.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, PathNames.screenProblem(parts[0]) == nil else { return false }
        if parts[1] == "\(parts[0]).snapshot.txt" { return true }
        guard parts[1].hasSuffix(".png"), let data = try? InputFiles.read("\(root)/\(rel)", what: "baseline") else { return false }
        return PNGSignature.starts(data)
    }

    /// Removes the stale files (and folders left empty); returns what it removed. Not in mode `never`.
    @discardableResult
    public func prune(units: [WorkUnit]) throws -> [String] {
        guard mode != .never else { return [] }
        let stale = staleFiles(units: units)
        for rel in stale { try FileManager.default.removeItem(atPath: "\(root)/\(rel)") }
        let folders = Set(stale.compactMap { $0.contains("/") ? String($0[..<$0.lastIndex(of: "/")!]) : nil })
        for folder in folders.sorted(by: >) {
            let path = "\(root)/\(folder)"
            if (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true {
                try FileManager.default.removeItem(atPath: path)
            }
        }
        return stale
    }

    /// Removes the temporary files killed writers left (`AtomicFile.isLeftover`); returns them. Not in
    /// mode `never`: a verify run writes nothing, and leftovers are not baselines, so not stale either.
    @discardableResult
    public func removeLeftovers() -> [String] {
        guard mode != .never else { return [] }
        let leftovers = files(leftovers: true)
        for rel in leftovers { try? FileManager.default.removeItem(atPath: "\(root)/\(rel)") }
        return leftovers
    }

    /// Throws for the first baseline path of `units` (image, text snapshot, manifest, findings)
    /// that exists but is not a regular file: a folder, a pipe, a device, a socket or a symbolic
    /// link that leads nowhere or in a loop. Such a path is neither "missing" (a verify run would
    /// call it that) nor to be replaced (a record run would), so it is bad input, named before any work.
    public func checkFiles(units: [WorkUnit]) throws {
        var paths = [manifestPath, findingsPath]
        for u in units {
            paths.append(snapshotPath(screen: u.screen))
            if u.planned.isBaselined { paths.append(imagePath(screen: u.screen, variant: u.variant)) }
        }
        // Rule: a screen's baseline folder is inside the baselines folder once its links are
        // resolved: `Baselines/<screen>` as a link out of it would be written through.
        let root = OutputPaths.canonical(self.root)
        for screen in Set(units.map(\.screen)).sorted() {
            let folder = "\(self.root)/\(screen)"
            let resolved = OutputPaths.canonical(folder)
            if !OutputPaths.isInside(resolved, root) {
                throw InputError(file: folder, key: "", message: "leads out of the baselines folder through a symbolic link (to \(resolved)): baselines are written only inside it")
            }
        }
        for path in paths {
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            var target = stat()
            let what: String
            if stat(path, &target) != 0 {
                what = errno == ELOOP ? "a symbolic link in a loop" : "a symbolic link to nothing"
            } else {
                switch target.st_mode & S_IFMT {
                case S_IFREG: continue
                case S_IFDIR: what = "a folder"
                case S_IFIFO: what = "a pipe"
                case S_IFCHR, S_IFBLK: what = "a device"
                default: what = "a socket"
                }
            }
            throw InputError(file: path, key: "", message: "is \(what), not a baseline file: remove it (a record run then writes the baseline)")
        }
    }

    /// Every regular file under the root, relative, sorted (hidden files included), leftover temp files apart.
    func allFiles() -> [String] { files(leftovers: false) }

    private func files(leftovers: Bool) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [String] = []
        while let rel = walker.nextObject() as? String {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(root)/\(rel)", isDirectory: &isDir), !isDir.boolValue else { continue }
            let name = (rel as NSString).lastPathComponent
            if AtomicFile.isLeftover(name) == leftovers { out.append(rel) }
        }
        return out.sorted()
    }
}
