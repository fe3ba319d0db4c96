import Foundation

/// `a11y-snap merge-reports`: joins the run JSONs of `--shard 1/N` ... `N/N` into the run one machine would have made.
/// Rules: units are merged and re-sorted; a unit in two files is an error (the shards overlap);
/// stale files and gone findings are unions; the manifest line is the first one given; every file must
/// use the same `failOn`.
public enum MergeReports {
    public static func merge(_ runs: [(file: String, run: RunOutcome)]) throws -> RunOutcome {
        guard let first = runs.first else { throw InputError(key: "merge-reports", message: "no run reports to merge") }
        var seen: [String: String] = [:]
        for (file, run) in runs {
            guard run.failOn == first.run.failOn else {
                throw InputError(file: file, key: "failOn", message: "differs from \(first.file)'s; the shards ran with different settings")
            }
            for u in run.units {
                if let other = seen[u.id] { throw InputError(file: file, key: "units", message: "\(u.id) is also in \(other); the shards overlap") }
                seen[u.id] = file
            }
        }
        var merged = RunOutcome(units: runs.flatMap(\.run.units), stale: runs.flatMap(\.run.stale),
                                manifestLine: runs.lazy.compactMap(\.run.manifestLine).first,
                                goneFindings: runs.flatMap(\.run.goneFindings), failOn: first.run.failOn)
        // A shard compares the text snapshots of the screens it ran whole; each screen once.
        var screens = Set<String>()
        merged.textSnapshots = runs.flatMap(\.run.textSnapshots).filter { screens.insert($0.screen).inserted }
            .sorted { $0.screen < $1.screen }
        // Every shard read the same Swift files: their warnings are the same list.
        merged.warnings = first.run.warnings
        return merged
    }

    /// Reads and merges run JSON files.
    public static func merge(files: [String]) throws -> RunOutcome {
        try merge(files.map { file in
            guard let data = FileManager.default.contents(atPath: file) else {
                throw InputError(file: file, key: "", message: "cannot read the run report")
            }
            return (file, try RunJSONDecoder.decode(data, file: file))
        })
    }
}
