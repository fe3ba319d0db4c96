import LayoutModel
import SwiftSyntax

// Swift's `Duration` as view code formats it (issue 26: a post's age written as
// `Duration.seconds(-date.timeIntervalSinceNow).formatted(.units(width: .narrow, maximumUnitCount: 1))`
// was "unknown function 'Duration.seconds'", a stand-in text), in the order applied:
//
// 1. `Duration.seconds(x)`, `.milliseconds(x)`, `.microseconds(x)` and `.nanoseconds(x)` of a known
//    number are a duration of that many seconds.
// 2. `d.formatted()` is `.time(pattern: .hourMinuteSecond)` ("1:05:00"); `.formatted(.time(pattern:
//    .minuteSecond))`; `.formatted(.units(allowed: [.hours, .minutes], width: .narrow,
//    maximumUnitCount: 1))` ("1m"; allowed hours, minutes and seconds and width `abbreviated` when
//    not given), each formatted by Foundation for the variant's locale (`FoundationFormat`).
// 3. Another style or argument of these (`fractionalPart:`, `zeroValueUnits:`) is not formatted:
//    the call is an unknown, reported.
extension Evaluator {
    /// The field a `Duration` keeps its seconds in.
    static let durationField = "$seconds"

    /// Rule 1: a duration of `seconds`.
    static func duration(_ seconds: Double) -> Value {
        .object(Instance(type: "Duration", fields: [durationField: .double(seconds)]))
    }

    /// Rule 1: `Duration.seconds(x)` and the smaller units; nil for another static.
    func durationStatic(_ type: String, _ name: String, _ args: Arguments) -> Value? {
        let scales = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
        guard type == "Duration", let scale = scales[name], args.list.count == 1, args.list[0].label == nil,
              let n = args.list[0].value.number, n.isFinite else { return nil }
        return Self.duration(n * scale)
    }

    /// Rule 2: the format style written at `e` for a duration (nil: `formatted()`'s), or nil for
    /// another (rule 3).
    func durationStyle(_ e: ExprSyntax?) -> FoundationFormat.Kind? {
        let chain = e.map(Self.styleChain) ?? []
        guard let root = chain.first else { return .durationTime(pattern: "hourMinuteSecond") }
        guard chain.count == 1 else { return nil }
        let arguments = root.call?.arguments ?? []
        func member(_ label: String) -> String? {
            arguments.first { $0.label?.text == label }.flatMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        }
        switch root.name {
        case "time":
            guard arguments.count == 1, let pattern = member("pattern"),
                  ["hourMinute", "hourMinuteSecond", "minuteSecond"].contains(pattern) else { return nil }
            return .durationTime(pattern: pattern)
        case "units":
            var units: [String] = []
            var count: Int?
            for a in arguments {
                switch a.label?.text {
                case "allowed":
                    guard let list = a.expression.as(ArrayExprSyntax.self) else { return nil }
                    units = list.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
                    guard units.count == list.elements.count else { return nil }
                case "width":
                    guard let w = member("width"), ["wide", "abbreviated", "condensedAbbreviated", "narrow"].contains(w) else { return nil }
                case "maximumUnitCount":
                    guard let n = a.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) else { return nil }
                    count = n
                default: return nil
                }
            }
            return .durationUnits(units: units, width: member("width") ?? "abbreviated", maximumUnitCount: count)
        default: return nil
        }
    }
}

extension Value {
    /// The seconds of a `Duration` value; nil for any other value.
    var durationSeconds: Double? {
        guard case .object(let i) = self, i.type == "Duration" else { return nil }
        return i.fields[Evaluator.durationField]?.number
    }
}
