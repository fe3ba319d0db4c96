import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

// `redacted: true` (SwiftUI's `.redacted(reason: .placeholder)`, `RedactionRules`): layout
// unchanged, texts flagged as drawn redacted, `unredacted` below undoing it; `contrast` and
// `truncated` do not judge a redacted text; the key is written back as read.

@Suite struct RedactionTests {
    static let faint = "text: Terms apply to every subscription\nid: terms\nforeground: \"#CCCCCC\"\nlineLimit: 1"

    @Test func aRedactedTextKeepsItsLayoutAndIsFlagged() throws {
        let plain = try evaluate(Self.faint)
        let redacted = try evaluate(Self.faint + "\nredacted: true")
        let a = try #require(plain.element("terms")), b = try #require(redacted.element("terms"))
        #expect(a.frame == b.frame)
        #expect(a.text?.isRedacted == false && b.text?.isRedacted == true)
        #expect(LayoutJSON.encode(redacted.layout.root).contains("\"redacted\":true"))
        #expect(!LayoutJSON.encode(plain.layout.root).contains("redacted"))
    }

    @Test func unredactedBelowARedactionUndoesIt() throws {
        let e = try evaluate("""
            vStack:
              - text: Name
                id: name
              - text: Always shown
                id: shown
                redacted: false
            redacted: true
            """)
        #expect(e.element("name")?.text?.isRedacted == true)
        #expect(e.element("shown")?.text?.isRedacted == false)
    }

    @Test func contrastDoesNotJudgeARedactedTextButJudgesTheSameTextShown() throws {
        #expect(try evaluate(Self.faint).findings(.contrast, "terms").count == 1)
        let redacted = try evaluate(Self.faint + "\nredacted: true")
        #expect(redacted.findings(.contrast, "terms").isEmpty)
        #expect(redacted.unverified.isEmpty, "a redacted text is not unverified: it shows nothing to read")
    }

    @Test func truncatedDoesNotJudgeARedactedText() throws {
        #expect(try evaluate(Self.faint, size: .accessibility2).findings(.truncated).count == 1)
        #expect(try evaluate(Self.faint + "\nredacted: true", size: .accessibility2).findings(.truncated).isEmpty)
    }

    @Test func theKeyIsReadAndWrittenBack() throws {
        let node = try checkScreen("text: x\nredacted: true").body
        #expect(node.modifiers.redacted == true)
        let back = try JSONDecoder().decode(Node.self, from: try JSONEncoder().encode(node))
        #expect(back.modifiers.redacted == true)
        #expect(throws: ScreenFileError.self) { try checkScreen("text: x\nredacted: placeholder") }
    }
}
