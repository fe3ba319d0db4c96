import Foundation

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

    public var text: String {
        let entries = keys.sorted().map { k -> JSONValue in
            var pairs: [(String, JSONValue)] = [("screen", .string(k.screen)), ("variant", .string(k.variant)),
                                                ("check", .string(k.check)), ("element", .string(k.element))]
            if let o = k.otherElement { pairs.append(("otherElement", .string(o))) }
            return .object(pairs)
        }
        // One entry per line: `{"version": 1, "findings": [` then `  {...},` lines.
        let body = entries.map { "  " + $0.compact }.joined(separator: ",\n")
        return "{\"version\":1,\"findings\":[" + (body.isEmpty ? "" : "\n" + body + "\n") + "]}\n"
    }

    public static func load(path: String) throws -> FindingsBaseline? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let r = try JSONReader.parse(data, file: path)
        let version = try r["version"].int()
        guard version == 1 else { throw try r["version"].error("unknown version \(version) (this a11y-snap reads 1)") }
        var keys = Set<FindingKey>()
        for e in try r["findings"].array() {
            keys.insert(FindingKey(screen: try e["screen"].string(), variant: try e["variant"].string(),
                                   check: try e["check"].string(), element: try e["element"].string(),
                                   otherElement: try e.optional("otherElement")?.string()))
        }
        return FindingsBaseline(keys: keys)
    }

    /// Writes atomically, unless the bytes would not change.
    public func write(path: String) throws {
        if FileManager.default.contents(atPath: path) != Data(text.utf8) { try AtomicFile.write(text, to: path) }
    }
}
