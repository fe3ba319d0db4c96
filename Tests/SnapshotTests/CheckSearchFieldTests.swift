import Testing
import LayoutModel
@testable import SnapshotHarness

// `navigationStack.search` as the checks see it: the prompt is a text `truncated` judges (a prompt
// longer than the field is cut), drawn in iOS's grey, which `contrast` leaves to iOS; the field
// is a text field VoiceOver reaches after the title, and a 44 pt target across its row.

@Suite struct CheckSearchFieldTests {
    func stack(prompt: String) -> String {
        """
        navigationStack:
          title: Contacts
          search: \(prompt)
          content:
            list:
              - text: Ada Lovelace
        """
    }

    @Test func aShortPromptPassesEveryCheck() throws {
        let e = try evaluate(stack(prompt: "Search"))
        #expect(e.findings(.truncated).isEmpty)
        #expect(e.findings(.contrast).isEmpty, "the prompt's grey is iOS's")
        #expect(e.findings(.targetSize).isEmpty, "the field takes touches across its 44 pt row")
        #expect(e.readingOrder.prefix(2).map(\.spoken) == ["Contacts, header", "Search, search field"])
    }

    @Test func aPromptLongerThanTheFieldIsTruncated() throws {
        let long = "Search people, places, messages, files and everything else you have"
        let f = try evaluate(stack(prompt: long)).findings(.truncated)
        #expect(f.count == 1, "\(f.map(\.message))")
        #expect(f.first?.message.contains("Search people") == true)
    }
}
