/// How `a11y-snap diff` prints its result.
public enum DiffReportFormat: String, CaseIterable, Sendable {
    case json, text

    /// json: exactly `{"different": N, "total": M}`. text: one line for people.
    public func render(_ result: PixelDiffResult) -> String {
        switch self {
        case .json:
            return "{\"different\": \(result.different), \"total\": \(result.total)}"
        case .text:
            if result.different == 0 { return "images match: 0 of \(result.total) pixels differ" }
            let percent = Double(result.different) * 100 / Double(result.total)
            let rounded = (percent * 100).rounded() / 100
            return "images differ: \(result.different) of \(result.total) pixels differ (\(rounded)%)"
        }
    }

    /// What stdout says when no comparison could be made: in json, images of different sizes are
    /// `{"different": null, "total": null, "sizes": {"first": {"width": W, "height": H}, "second": {...}}}`
    /// (so a script reads every outcome from stdout); otherwise nothing, the error is on stderr.
    public func render(_ failure: ImageFileDiff.Failure) -> String? {
        guard self == .json, case .sizesDiffer(_, let w1, let h1, _, let w2, let h2) = failure else { return nil }
        return "{\"different\": null, \"total\": null, \"sizes\": {\"first\": {\"width\": \(w1), \"height\": \(h1)}, "
            + "\"second\": {\"width\": \(w2), \"height\": \(h2)}}}"
    }
}
