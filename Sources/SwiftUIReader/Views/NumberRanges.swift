import LayoutModel
import SwiftSyntax

// The evaluator's numbers, checked as the YAML reader checks a screen file's: the same ranges
// (`Limits`). Swift view code may compute any Double (`1e18`, `1 / 0.0`, `.infinity`) or Int
// (`Int.max`); SwiftUI would lay some of them out and trap on others. Rules:
// 1. A length outside its range (or NaN, or infinite where SwiftUI takes none) is a located
//    warning and is left out, as if not written. `maxWidth`/`maxHeight: .infinity` is SwiftUI's
//    "fill" and stays.
// 2. A count outside its range (`lineLimit`, `gridCellColumns`) is a located warning and is
//    clamped to the range's nearest end, which the warning states.
// 3. Converting a Double that is NaN, infinite or past Int's range to Int traps (`Int(1e300)`,
//    `Int(Double(Int.max))`): every such conversion goes through `Evaluator.int`, nil when it would.
// Converting a Double past Int's range to Int traps, so every such conversion goes through here.
extension Evaluator {
    /// Rule 3: `d` as an Int (toward zero), or nil where Swift's `Int(d)` would trap.
    static func int(_ d: Double) -> Int? {
        d.isFinite && d >= -0x1p63 && d < 0x1p63 ? Int(d) : nil
    }

    /// `d` as a length in `range`, or nil (left out) with a warning at `node`.
    func length(_ d: Double?, in range: ClosedRange<Double> = Limits.length, _ what: String,
                allowingInfinity: Bool = false, at node: some SyntaxProtocol) -> Double? {
        guard let d else { return nil }
        if allowingInfinity, d == .infinity { return d }
        guard !range.contains(d) else { return d }
        warn(node, "\(what) \(NumberText.shortest(d)) is out of range (\(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))): left out")
        return nil
    }

    /// `d` as a whole number in `range`, clamped (with a warning at `node`) when outside it.
    func whole(_ d: Double, in range: ClosedRange<Int>, _ what: String, at node: some SyntaxProtocol) -> Int {
        if let i = Evaluator.int(d), range.contains(i) { return i }
        let clamped = d.isNaN || d < Double(range.lowerBound) ? range.lowerBound : range.upperBound
        warn(node, "\(what) \(NumberText.shortest(d)) is out of range (\(range.lowerBound) to \(range.upperBound)): \(clamped) is used")
        return clamped
    }
}
