import Foundation
import LayoutModel

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
        // Shards of a `test` that recorded a missing baseline: the merged run fails as one run would.
        merged.recordingFails = runs.contains { $0.run.recordingFails }
        return merged
    }

    /// Reads and merges run JSON files, each held to `trusted`'s rules first.
    public static func merge(files: [String]) throws -> RunOutcome {
        try merge(files.map { file in
            let data = try InputFiles.read(file, what: "run report")
            let run = try RunJSONDecoder.decode(data, file: file)
            try trusted(run, file: file)
            return (file, run)
        })
    }

    /// A run report is read as input from anywhere (a CI artifact), so what it names is checked
    /// before the report is made from it. Rules: every screen name is one (`PathNames`: it names
    /// the report's image folders); every picture it points at lies inside the project (the
    /// current folder) once its links are resolved, so no file from elsewhere on the machine is
    /// copied into the report. (`HTMLReport` also copies only PNGs.)
    static func trusted(_ run: RunOutcome, file: String) throws {
        let project = OutputPaths.canonical(".")
        for (i, u) in run.units.enumerated() {
            if let problem = PathNames.screenProblem(u.screen) {
                throw InputError(file: file, key: "units[\(i)].screen", message: "'\(u.screen)' \(problem)")
            }
            let pictures = [("image.actual", u.image?.actual), ("image.baseline", u.image?.baseline), ("image.diff", u.image?.diff)]
                + u.findingPictures.enumerated().map { ("findingPictures[\($0.offset)]", $0.element) }
            for case let (key, path?) in pictures where !OutputPaths.isInside(OutputPaths.canonical(path), project) {
                throw InputError(file: file, key: "units[\(i)].\(key)",
                                 message: "'\(path)' lies outside the project: merge-reports copies only pictures inside the current folder")
            }
        }
        for (i, s) in run.textSnapshots.enumerated() {
            if let problem = PathNames.screenProblem(s.screen) {
                throw InputError(file: file, key: "textSnapshots[\(i)].screen", message: "'\(s.screen)' \(problem)")
            }
        }
    }
}
