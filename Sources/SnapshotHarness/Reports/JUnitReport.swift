import Foundation
import LayoutModel

/// `--junit FILE`: JUnit XML for CI test views, valid against the common JUnit schema.
/// Rules: one `<testsuite>` per screen; in it one `<testcase>` per check, one for the pixels and one
/// for the reading order, so the number of cases does not multiply by the matrix. A check's case fails
/// on its failing (element) groups, listed in `<failure>` with their variants; known and allowed
/// findings go to `<system-out>` (reported, never dropped). `classname` is the screen file; `file`
/// and `line` the first failing view's or node's own place (a view of `ActionBar.swift` used by a
/// preview of `HomeView.swift` is `ActionBar.swift`), else the screen file and 1.
/// Rule (determinism): the same run gives the same bytes. By default every `time` is 0 and
/// `timestamp` is a fixed date (`Clock.fixed`: `SOURCE_DATE_EPOCH`, the reproducible-builds
/// convention, else 1970-01-01T00:00:00); both attributes stay, as the schema requires them.
/// `Clock.measured` (`--junit-times`) writes the measured seconds (a suite's is its screen's units'
/// time, shared evenly by its cases) and when the run started.
public enum JUnitReport {
    /// Where `time` and `timestamp` come from.
    public enum Clock: Sendable, Equatable {
        /// Zero seconds and this date: identical runs give identical files.
        case fixed(Date)
        /// The measured seconds and the run's start.
        case measured

        /// `SOURCE_DATE_EPOCH` (seconds since 1970) when the environment sets it, else 1970-01-01.
        public static func reproducible(environment: [String: String]) -> Clock {
            .fixed(Date(timeIntervalSince1970: environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) ?? 0))
        }
    }

    public static func render(_ run: RunOutcome, clock: Clock = .fixed(Date(timeIntervalSince1970: 0))) -> String {
        var run = run
        if case .fixed(let date) = clock { run.started = date }
        let screens = Dictionary(FindingGroups.byScreen(run).map { ($0.screen, ($0.units, $0.groups)) }, uniquingKeysWith: { a, _ in a })
        let suites = run.screens.map { suite($0, run, screens, measured: clock == .measured) }
        let tests = suites.reduce(0) { $0 + $1.tests }, failures = suites.reduce(0) { $0 + $1.failures }
        let time = suites.reduce(0) { $0 + $1.time }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"a11y-snap\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"\(seconds(time))\">\n"
        for s in suites { out += s.xml }
        return out + "</testsuites>\n"
    }

    /// One case: its name, `<failure>` body and summary when it fails, `<system-out>` lines, and line.
    struct Case {
        var name: String
        var failure: (message: String, body: [String])?
        var out: [String] = []
        /// The first failing view's own file and line (`ActionBar.swift:18`), else the screen file's line 1.
        var file: String?
        var line = 1
    }

    static func suite(_ screen: String, _ run: RunOutcome, _ screens: [String: (units: [VariantOutcome], groups: [FindingGroup])],
                      measured: Bool) -> (xml: String, tests: Int, failures: Int, time: Double) {
        let (units, groups) = screens[screen] ?? ([], [])
        let file = units.first?.screenFile ?? ""
        var cases = CheckName.allCases.map { check(screen, $0, units, groups, run) }
        cases.append(pixels(screen, units))
        cases.append(readingOrder(screen, run, variants: units.map(\.variant)))
        if let coverage = run.screenCoverage(screen) { cases.append(CoverageReport.junitCase(coverage)) }
        let time = measured ? units.reduce(0) { $0 + $1.seconds } : 0
        let each = time / Double(cases.count)
        let failures = cases.filter { $0.failure != nil }.count
        var xml = "  <testsuite name=\"\(attr(screen))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        xml += " time=\"\(seconds(time))\" timestamp=\"\(timestamp(run.started))\" file=\"\(attr(file))\">\n"
        for c in cases {
            let open = "    <testcase name=\"\(attr(c.name))\" classname=\"\(attr(file))\" time=\"\(seconds(each))\" file=\"\(attr(c.file ?? file))\" line=\"\(c.line)\""
            guard c.failure != nil || !c.out.isEmpty else { xml += open + "/>\n"; continue }
            xml += open + ">\n"
            if let f = c.failure {
                xml += "      <failure message=\"\(attr(f.message))\" type=\"a11y-snap\">" + text(f.body.joined(separator: "\n")) + "</failure>\n"
            }
            if !c.out.isEmpty { xml += "      <system-out>" + text(c.out.joined(separator: "\n")) + "</system-out>\n" }
            xml += "    </testcase>\n"
        }
        return (xml + "  </testsuite>\n", cases.count, failures, time)
    }

    /// Rule: a view several previews show fails under the first screen only (`FindingGroups.byScreen`);
    /// the later screens' cases say where it is reported.
    static func check(_ screen: String, _ check: CheckName, _ units: [VariantOutcome], _ groups: [FindingGroup],
                      _ run: RunOutcome) -> Case {
        var c = Case(name: "\(screen): \(check.rawValue)")
        let all = units.map(\.variant)
        for g in groups where g.first.check == check {
            let place = g.first.place.map { "\($0): " } ?? ""
            let also = g.alsoIn.isEmpty ? "" : " (also in \(g.alsoIn.joined(separator: ", ")))"
            let entry = place + line(g.first) + " [in \(VariantSet.describe(g.variants, of: all))]" + also
            if let under = g.reportedUnder {
                c.out.append(entry + " (\(g.mark); the same view as in \(under), reported there)")
            } else if g.mark == "FAIL" {
                if c.failure == nil {
                    c.failure = ("", [])
                    c.file = g.first.source?.file
                    c.line = g.first.line ?? 1
                }
                c.failure!.body.append(entry)
            } else {
                c.out.append(entry + " (\(g.mark == "allowed" ? "allowed: \(g.first.allowReason ?? "")" : g.mark == "ok" ? "below failOn" : g.mark))")
            }
        }
        if let n = c.failure?.body.count { c.failure!.message = n == 1 ? "1 failing element" : "\(n) failing elements" }
        return c
    }

    static func pixels(_ screen: String, _ units: [VariantOutcome]) -> Case {
        var c = Case(name: "\(screen): pixels")
        let lines = units.compactMap { u in baselineLine(u).map { "\(u.variant.name): \($0)" } }
        if !lines.isEmpty { c.failure = (lines.count == 1 ? "1 baseline failing" : "\(lines.count) baselines failing", lines) }
        return c
    }

    /// One change shown side by side and the variants it changed in, as the terminal shows it.
    static func readingOrder(_ screen: String, _ run: RunOutcome, variants: [Variant]) -> Case {
        var c = Case(name: "\(screen): reading order")
        if let s = run.changedReadingOrders.first(where: { $0.screen == screen }) {
            let body = ReadingOrderDiff.lines(s, variants: variants).dropFirst()
                .map { $0.hasPrefix("      ") ? String($0.dropFirst(6)) : $0 }
            c.failure = ("reading order changed in \(s.changes.count) variant(s); accept with a11y-snap record --failed", body)
        }
        return c
    }

    /// `P1 truncated subscribe-button at (16, 700, 361x50): message`
    static func line(_ f: Finding) -> String {
        let r = f.rect
        let n = { JSONValue.format($0, decimals: 2) }
        let who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
        return "\(f.severity.rawValue) \(f.check.rawValue) \(who) at (\(n(r.x)), \(n(r.y)), \(n(r.width))x\(n(r.height))): \(f.message)"
    }

    /// `baseline changed: 120 of 3000 pixels differ`, or the status's meaning.
    static func baselineLine(_ u: VariantOutcome) -> String? {
        switch u.baselineStatus {
        case .changed?:
            guard let d = u.diff else { return "baseline changed" }
            return "baseline changed: \(d.different) of \(d.total) pixels differ"
        case .missing?: return "baseline missing: record it with a11y-snap record \(u.screenFile)"
        case .sizeMismatch?: return "baseline has a different size than the rendering"
        default: return nil
        }
    }

    static func seconds(_ s: Double) -> String { NumberText.fixed(s, places: 3) }

    /// ISO 8601 in UTC, without fractions, as the schema's `xs:dateTime` without a zone.
    static func timestamp(_ date: Date?) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f.string(from: date ?? Date(timeIntervalSince1970: 0))
    }

    private static func attr(_ s: String) -> String { XMLEscaping.escape(s, attribute: true) }
    private static func text(_ s: String) -> String { XMLEscaping.escape(s) }
}
