import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct JUnitTests {
    /// Collects elements, attributes and text as a parser sees them.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) { elements.append((name, attributes)) }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    func parse(_ xml: String) -> Collector? {
        let c = Collector()
        let p = XMLParser(data: Data(xml.utf8))
        p.delegate = c
        return p.parse() ? c : nil
    }

    @Test func oneCasePerScreenAndCheckGroupAndEscapes() throws {
        let run = ReportTests.run()
        let xml = JUnitReport.render(run)
        let c = try #require(parse(xml))
        #expect(c.elements.filter { $0.name == "testsuite" }.map { $0.attributes["name"] } == ["Login", "Paywall"])
        // Each screen: one case per check, one for pixels, one for reading order; not per variant.
        let perScreen = CheckName.allCases.count + 2
        #expect(c.elements.filter { $0.name == "testcase" }.count == 2 * perScreen)
        let failures = c.elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["message"] } == ["1 failing element", "1 baseline failing"])
        #expect(c.elements.first?.attributes["failures"] == "2")
        let cases = c.elements.filter { $0.name == "testcase" }
        #expect(cases.contains { $0.attributes["name"] == "Paywall: truncated" && $0.attributes["classname"] == "Screens/Paywall.screen.yaml" })
        #expect(cases.allSatisfy { $0.attributes["time"] != nil && $0.attributes["file"] != nil && $0.attributes["line"] != nil })
        #expect(c.elements.filter { $0.name == "testsuite" }.allSatisfy { $0.attributes["timestamp"] != nil && $0.attributes["time"] != nil })
        // The parser gives back the text exactly, so escaping was right.
        #expect(c.text.contains("P1 truncated subscribe-button at (16, 700, 361x50): Subscribe needs 3 lines <but> got \"2\" & more"))
        #expect(c.text.contains("(allowed: reviewed)"))
        #expect(xml.contains("&lt;but&gt; got &quot;2&quot; &amp; more"))
    }

    static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `xmllint --schema` with the common JUnit schema in the fixtures; returns its exit status and output.
    static func validate(_ xml: String) throws -> (status: Int32, out: String) {
        let schema = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("junit/junit.xsd").path
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write(xml, to: dir + "/junit.xml")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(xmllint))
        p.arguments = ["--noout", "--schema", schema, dir + "/junit.xml"]
        let r = try CLI.capture(p)
        return (r.status, r.out + r.err)
    }

    @Test(.enabled(if: xmllint != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                   "xmllint is not installed (scripts/setup --test-tools installs it)"))
    func validatesAgainstTheCommonJUnitSchema() throws {
        var run = ReportTests.run()
        run.started = Date(timeIntervalSince1970: 1_800_000_000)
        run.textSnapshots = [TextSnapshotOutcome(screen: "Login", path: "B/Login.snapshot.txt", status: .changed,
                                                 changes: [.init(variant: "v", was: ["1. A"], now: ["1. B"])])]
        let ok = try Self.validate(JUnitReport.render(run))
        #expect(ok.status == 0, "\(ok.out)")
        let measured = JUnitReport.render(run, clock: .measured)
        #expect(measured.contains("timestamp=\"2027-01-15T08:00:00\""))
        #expect(try Self.validate(measured).status == 0)
        // The twin: a case without its time is rejected, so the schema does check.
        let broken = JUnitReport.render(run).replacingOccurrences(of: " time=\"0.000\" file=", with: " file=")
        #expect(broken != JUnitReport.render(run))
        #expect(try Self.validate(broken).status != 0)
    }

    /// Rule: by default identical runs give identical bytes: every `time` 0, `timestamp` fixed
    /// (SOURCE_DATE_EPOCH when set, else 1970-01-01), both still present for the schema.
    @Test func defaultIsByteIdenticalBetweenRuns() throws {
        let units = ReportTests.run().units
        var first = RunOutcome(units: units), second = RunOutcome(units: units.map { var u = $0; u.seconds += 1.5; return u })
        first.started = Date(timeIntervalSince1970: 1_800_000_000)
        second.started = Date(timeIntervalSince1970: 1_800_000_077)
        #expect(JUnitReport.render(first, clock: .measured) != JUnitReport.render(second, clock: .measured))
        let xml = JUnitReport.render(first)
        #expect(xml == JUnitReport.render(second))
        #expect(xml.contains("timestamp=\"1970-01-01T00:00:00\"") && !xml.contains("time=\"1.") && xml.contains(" time=\"0.000\""))
        let epoch = JUnitReport.Clock.reproducible(environment: ["SOURCE_DATE_EPOCH": "1800000000"])
        #expect(epoch == .fixed(Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(JUnitReport.render(first, clock: epoch).contains("timestamp=\"2027-01-15T08:00:00\""))
        #expect(JUnitReport.Clock.reproducible(environment: [:]) == .fixed(Date(timeIntervalSince1970: 0)))
    }

    @Test func attributesEscapeQuotesAndNewlines() throws {
        let screen = "A<&\"'>"
        let v = ReportFixtures.outcome(screen, ReportFixtures.ltr, index: 0,
                                       findings: [ReportFixtures.finding(screen: screen, variant: ReportFixtures.ltr, message: "two\nlines\u{1}")])
        let xml = JUnitReport.render(RunOutcome(units: [v]))
        let c = try #require(parse(xml))
        #expect(c.elements.first { $0.name == "testsuite" }?.attributes["name"] == screen)
        #expect(c.text.contains("two\nlines\u{FFFD}"))
    }

    @Test func cleanCaseIsEmpty() {
        let xml = JUnitReport.render(RunOutcome(units: [ReportFixtures.outcome("S", ReportFixtures.ltr, index: 0, status: .matched)]))
        #expect(xml.contains("<testcase name=\"S: truncated\" classname=\"Screens/S.screen.yaml\" time=\"0.000\" file=\"Screens/S.screen.yaml\" line=\"1\"/>"))
        #expect(xml.contains("tests=\"\(CheckName.allCases.count + 2)\" failures=\"0\""))
    }
}
