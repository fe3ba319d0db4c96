import Foundation
import LayoutModel

/// `Baselines/findings.json`: the findings a project knows about and has not fixed yet.
/// A run compares against it: new findings fail, known ones do not, gone ones are reported so the file
/// can be ratcheted down. Keys only (`FindingKey`), one per line in key order, so diffs stay small.
public struct FindingsBaseline: Hashable, Sendable {
    public var keys: Set<FindingKey>

    public init(keys: Set<FindingKey> = []) { self.keys = keys }

    /// The known findings of a set of outcomes. Rule: allowed findings are not stored (an `allow:` covers them).
    public init(outcomes: [VariantOutcome]) {
        keys = Set(outcomes.flatMap { $0.findings.filter { !$0.allowed }.map(FindingKey.init) })
    }

    /// The comparison of a run with this baseline, limited to the units run (a shard or a narrowed matrix
    /// cannot tell whether findings of other units are gone).
    public func compare(_ outcomes: [VariantOutcome]) -> (new: [Finding], known: [Finding], gone: [FindingKey]) {
        let ran = Set(outcomes.map(\.id))
        var seen = Set<FindingKey>(), new: [Finding] = [], known: [Finding] = []
        for o in outcomes.sorted(by: VariantOutcome.reportOrder) {
            for f in o.findings where !f.allowed {
                let k = FindingKey(f)
                seen.insert(k)
                if keys.contains(k) { known.append(f) } else { new.append(f) }
            }
        }
        let gone = keys.filter { ran.contains($0.unitID) && !seen.contains($0) }.sorted()
        return (new, known, gone)
    }

    /// Marks each outcome's known findings and returns the gone keys.
    public func annotate(_ outcomes: inout [VariantOutcome]) -> [FindingKey] {
        for i in outcomes.indices {
            outcomes[i].knownFindings = Set(outcomes[i].findings.map(FindingKey.init).filter(keys.contains))
        }
        return compare(outcomes).gone
    }

    /// The baseline after accepting a run's findings (`record --accept-findings`, `accept`), limited
    /// to the units run (others are kept as they are).
    /// Rules: findings are accepted only on purpose, never as a side effect of recording pixels; the
    /// run's new findings become known, except new P0s unless `allowP0`; gone known findings are dropped.
    public func accepting(_ outcomes: [VariantOutcome], allowP0: Bool) -> (baseline: FindingsBaseline, acceptance: FindingsAcceptance) {
        let (new, _, gone) = compare(outcomes)
        let heldBack = allowP0 ? [] : new.filter { $0.severity == .P0 }
        let accepted = new.filter { allowP0 || $0.severity != .P0 }
        let keys = self.keys.subtracting(gone).union(accepted.map(FindingKey.init))
        return (FindingsBaseline(keys: keys), FindingsAcceptance(accepted: accepted, heldBack: heldBack, dropped: gone))
    }

    /// Version 2: one entry per (screen, element, check) with the variants it occurs in, sorted, one
    /// entry per line, so a pull request's diff shows one changed line per finding, not one per variant.
    /// `{"version":2,"findings":[` then `  {"screen":..,"check":..,"element":..,"variants":[..]},` lines.
    public var text: String {
        var variants: [FindingKey: [String]] = [:]
        for k in keys {
            var group = k
            group.variant = ""
            variants[group, default: []].append(k.variant)
        }
        let entries = variants.keys.sorted().map { k -> JSONValue in
            var pairs: [(String, JSONValue)] = [("screen", .string(k.screen)), ("check", .string(k.check)),
                                                ("element", .string(k.element))]
            if let o = k.otherElement { pairs.append(("otherElement", .string(o))) }
            pairs.append(("variants", .array(variants[k]!.sorted().map(JSONValue.string))))
            return .object(pairs)
        }
        let body = entries.map { "  " + $0.compact }.joined(separator: ",\n")
        return "{\"version\":2,\"findings\":[" + (body.isEmpty ? "" : "\n" + body + "\n") + "]}\n"
    }

    /// Reads version 2, and version 1 (one entry per variant, `"variant"`), which the next accept rewrites as 2.
    public static func load(path: String) throws -> FindingsBaseline? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let r = try Reader.json(data, file: path)
        let version = try r["version"].int()
        guard version == 1 || version == 2 else {
            throw try r["version"].error("unknown version \(version) (this a11y-snap reads 1 and 2)")
        }
        var keys = Set<FindingKey>()
        for e in try r["findings"].list() {
            let screen = try e["screen"].stringValue(), check = try e["check"].stringValue(), element = try e["element"].stringValue()
            let other = try e.optional("otherElement")?.stringValue()
            let variants = version == 1 ? [try e["variant"].stringValue()] : try e["variants"].list().map { try $0.stringValue() }
            for v in variants {
                keys.insert(FindingKey(screen: screen, variant: v, check: check, element: element, otherElement: other))
            }
        }
        return FindingsBaseline(keys: keys)
    }

    /// Writes atomically, unless the bytes would not change.
    public func write(path: String) throws {
        if FileManager.default.contents(atPath: path) != Data(text.utf8) { try AtomicFile.write(text, to: path) }
    }
}
