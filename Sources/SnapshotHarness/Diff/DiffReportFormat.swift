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
}
