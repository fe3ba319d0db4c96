import Testing
@testable import LayoutModel

/// `InlineMarkdown`: what SwiftUI shows for a `LocalizedStringKey` holding inline Markdown.
struct InlineMarkdownTests {
    @Test(arguments: [
        ("Respond in **App**.", "Respond in App."),
        ("*Nearly* __done__ _now_", "Nearly done now"),
        ("~~old~~ new", "old new"),
        ("Tap `Save` or ``a ` b``", "Tap Save or a ` b"),
        ("Read the [terms](https://example.com/terms \"Terms\") first", "Read the terms first"),
        ("See [**bold** link](https://x.y)", "See bold link"),
        ("Mail <mailto:ada@example.com>", "Mail mailto:ada@example.com"),
        ("***both***", "both"),
        ("**Outer *inner* outer**", "Outer inner outer"),
        ("Price \\*not\\* emphasis", "Price *not* emphasis"),
    ])
    func markdownShowsItsText(markdown: String, shown: String) {
        #expect(InlineMarkdown.plainText(markdown) == shown)
    }

    @Test(arguments: [
        "snake_case_name stays",          // `_` inside a word is not emphasis
        "2 * 3 * 4 = 24",                 // a run followed by a space does not open
        "50% off [today]",                // brackets with no destination are text
        "a ** b",                         // an unmatched run is shown whole
        "Tap `Save",                      // an unclosed code span is text
        "a <b> c",                        // not an autolink: no scheme
        "Plain text with no markup",
    ])
    func textThatIsNotMarkdownIsShownAsWritten(text: String) {
        #expect(InlineMarkdown.plainText(text) == text)
    }

    @Test func keysAreMarkdownAndLiteralsAreNot() {
        let catalog = StringsCatalog(sourceLanguage: "en", tables: ["en": ["welcome": "Welcome to **Atlas**"],
                                                                      "de": ["welcome": "Willkommen bei **Atlas**"]])
        let de = LocalizedStrings(locale: "de", catalog: catalog, language: "de", transform: .none)
        #expect(de.resolve(.key("welcome")) == "Willkommen bei Atlas")
        #expect(de.resolve(.literal("**as written**")) == "**as written**")
        #expect(VerbatimStrings().resolve(.key("Respond in **App**.")) == "Respond in App.")
        #expect(VerbatimStrings().resolve(.format(key: "**%@** joined", arguments: ["Ada"])) == "Ada joined")
        #expect(VerbatimStrings().resolve(.literal("**as written**")) == "**as written**")
        // The pseudo-locale pads what is shown, not the Markdown.
        let bounded = LocalizedStrings(locale: "bounded", catalog: catalog, language: "en", transform: .bounded)
        #expect(bounded.resolve(.key("welcome")) == "[Welcome to Atlas]")
    }
}
