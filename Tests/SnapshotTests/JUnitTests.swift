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

    @Test func parsesWithOneCasePerUnitAndEscapes() throws {
        let run = ReportTests.run()
        let xml = JUnitReport.render(run)
        let c = try #require(parse(xml))
        #expect(c.elements.filter { $0.name == "testsuite" }.map { $0.attributes["name"] } == ["Login", "Paywall"])
        #expect(c.elements.filter { $0.name == "testcase" }.count == 4)
        let failures = c.elements.filter { $0.name == "failure" }
        #expect(failures.count == 1)
        #expect(failures[0].attributes["message"] == "1 failing finding; baseline changed: 120 of 3000 pixels differ")
        #expect(c.elements.first?.attributes["failures"] == "1")
        // The parser gives back the text exactly, so escaping was right.
        #expect(c.text.contains("P1 truncated subscribe-button at (16, 700, 361x50): Subscribe needs 3 lines <but> got \"2\" & more"))
        #expect(c.text.contains("(allowed: reviewed)"))
        #expect(xml.contains("&lt;but&gt; got &quot;2&quot; &amp; more"))
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
        #expect(xml.contains("<testcase classname=\"S\" name=\"iphone15_accessibilityLarge_ltr_en\" file=\"Screens/S.screen.yaml\"/>"))
        #expect(xml.contains("tests=\"1\" failures=\"0\""))
    }
}
