import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

// Controls (docs/screen-format.md section 2.1): each view's layout, what VoiceOver reads, and the
// checks that apply, with the real text engine on iphone15 (393 pt wide).

private func spoken(_ e: VariantEvaluation, _ id: String) -> String? {
    e.readingOrder.first { $0.element == id }?.spoken
}

@Suite struct ControlsLabelTests {
    @Test func iconAndTitleSitSideBySideAndMirror() throws {
        let body = "label: {title: Favorites, symbol: star.fill}\nid: fav"
        let ltr = try evaluate(body), rtl = try evaluate(body, direction: .rightToLeft)
        let icon = try #require(ltr.element("fav/icon")), title = try #require(ltr.element("fav/title"))
        #expect(icon.frame.maxX <= title.frame.minX)
        let rIcon = try #require(rtl.element("fav/icon")), rTitle = try #require(rtl.element("fav/title"))
        #expect(rIcon.frame.minX >= rTitle.frame.maxX)
        #expect(spoken(ltr, "fav") == "Favorites")
    }

    @Test func iconOnlyStillReadsItsTitleAndNamesItsButton() throws {
        let e = try evaluate("button: {label: {title: Share, symbol: square.and.arrow.up, style: iconOnly}}\nid: share")
        #expect(e.layout.root.element(withId: "share/title") == nil)
        #expect(spoken(e, "share") == "Share, button")
        #expect(e.findings(.missingLabel).isEmpty)
        // The same button with a bare icon has no name.
        #expect(try evaluate("button: {image: {symbol: square.and.arrow.up}}\nid: share").findings(.missingLabel).count == 1)
    }

    @Test func titleOnlyDrawsNoIcon() throws {
        let e = try evaluate("label: {title: Inbox, symbol: tray, style: titleOnly}\nid: inbox")
        #expect(e.layout.root.element(withId: "inbox/icon") == nil)
        #expect(e.element("inbox/title")?.text?.string == "Inbox")
    }
}

@Suite struct ControlsPickerTests {
    static let segmented = "picker: {label: View, options: [Day, Week, Month], selection: 1, style: segmented}\nid: range\nframe: {width: 300}"

    @Test func segmentsAreEqualAnd32PointsTallAtEverySize() throws {
        for size in [DynamicTypeSize.large, .accessibility5] {
            let e = try evaluate(Self.segmented, size: size)
            let picker = try #require(e.element("range"))
            #expect(abs(picker.frame.height - 32) < 0.01)
            let widths = try (0..<3).map { try #require(e.element("range/segment[\($0)]")).bounds.width }
            #expect(widths.allSatisfy { abs($0 - widths[0]) < 0.01 })
            #expect(abs(widths[0] - (300 - 4) / 3) < 0.01)
        }
    }

    @Test func eachSegmentIsReadWithItsPositionAndTheSelectedOneSaysSo() throws {
        let e = try evaluate(Self.segmented)
        #expect(e.readingOrder.map(\.spoken) == ["Day, 1 of 3, button", "Week, 2 of 3, selected, button", "Month, 3 of 3, button"])
    }

    /// iOS draws a segmented control 32 pt tall whatever the author does: the 44 pt default does not
    /// apply (nobody could fix it), a product's own `minimumTarget` does.
    @Test func aSegmentedPickerIsSizedByTheSystemUnlessAProductRuleAsksForMore() throws {
        #expect(try evaluate(Self.segmented).findings(.targetSize, "range").isEmpty)
        let f = try evaluate(Self.segmented + "\nminimumTarget: {width: 44, height: 56}").findings(.targetSize, "range")
        #expect(f.count == 1)
        #expect(f.first?.message.contains("×32 pt") == true)
    }

    @Test func aMenuPickerIsAButtonShowingTheSelection() throws {
        let e = try evaluate("picker: {label: Sort, options: [Newest, Oldest], selection: 1}\nid: sort")
        #expect(e.element("sort/value")?.text?.string == "Oldest")
        #expect(e.element("sort/chevron")?.symbol == "chevron.up.chevron.down")
        #expect(e.layout.root.element(withId: "sort/label") == nil)
        #expect(spoken(e, "sort") == "Sort, Oldest, pop up button")
    }

    @Test func inAListRowTheValueIsTrailingAndTheRowIsTheTarget() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let e = try evaluate("list:\n  - picker: {label: Flavor, options: [Vanilla, Chocolate], selection: 1}\n    id: flavor",
                                 direction: direction)
            let label = try #require(e.element("flavor/label")), value = try #require(e.element("flavor/value"))
            #expect(direction == .leftToRight ? label.frame.maxX < value.frame.minX : label.frame.minX > value.frame.maxX)
            #expect(e.findings(.targetSize, "flavor").isEmpty)
            #expect(try #require(e.element("flavor")).hitArea.height >= 44)
        }
    }
}

@Suite struct ControlsStepperTests {
    static let body = "stepper: {label: Guests, value: 3}\nid: guests"

    @Test func theControlIs94By32TrailingAtEverySizeAndDirection() throws {
        for size in [DynamicTypeSize.large, .accessibility5] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let e = try evaluate(Self.body, size: size, direction: direction)
                let control = try #require(e.element("guests/control"))
                #expect(abs(control.frame.width - 94) < 0.01 && abs(control.frame.height - 32) < 0.01)
                let row = try #require(e.element("guests"))
                #expect(direction == .leftToRight ? abs(control.frame.maxX - row.frame.maxX) < 0.01
                                                  : abs(control.frame.minX - row.frame.minX) < 0.01)
                #expect(e.element("guests/minus")?.symbol == "minus")
            }
        }
    }

    @Test func itIsReadAsAdjustableWithItsValueAndItsControlIsTheTarget() throws {
        let e = try evaluate(Self.body)
        #expect(spoken(e, "guests") == "Guests, 3, adjustable")
        // The 94 x 32 control is the system's size: no finding at the 44 pt default, one under a product rule.
        #expect(e.findings(.targetSize, "guests").isEmpty)
        let f = try evaluate(Self.body + "\nminimumTarget: {width: 44, height: 44}").findings(.targetSize, "guests")
        #expect(f.count == 1)
        #expect(f.first?.message.contains("94×32 pt") == true)
        #expect(try evaluate("stepper: {label: \"\"}\nid: s").findings(.missingLabel).count == 1)
    }
}

@Suite struct ControlsSecureFieldTests {
    @Test func theTextIsDrawnAsDotsAndNeverSpoken() throws {
        let e = try evaluate("secureField: {label: Password, text: hunter22}\nid: pw")
        #expect(e.element("pw/text")?.text?.string == String(repeating: "•", count: 8))
        #expect(spoken(e, "pw") == "Password, secure text field")
        #expect(e.findings(.missingLabel).isEmpty)
    }

    @Test func whatWasTypedIsNotLocalized() throws {
        let e = try evaluate("secureField: {label: Password, text: hunter22}\nid: pw", locale: "pseudo150")
        #expect(e.element("pw/text")?.text?.string == String(repeating: "•", count: 8))
    }

        @Test func thePlaceholderShowsWhenEmptyAndNamesIt() throws {
        let e = try evaluate("secureField: {placeholder: Confirm password}\nid: pw")
        #expect(e.element("pw/placeholder")?.text?.string == "Confirm password")
        #expect(spoken(e, "pw") == "Confirm password, secure text field")
        #expect(try evaluate("secureField: {}\nid: pw").findings(.missingLabel, "pw").count == 1)
    }
}

@Suite struct ControlsMenuAndLinkTests {
    @Test func aMenuIsItsButton() throws {
        let e = try evaluate("menu: {label: {title: More, symbol: ellipsis.circle}}\nid: more")
        #expect(spoken(e, "more") == "More, pop up button")
        let menu = try #require(e.element("more"))
        #expect(menu.hitArea == menu.frame)
        // Its label is named by the menu, as a button's is.
        #expect(e.layout.root.element(withId: "more/content/title")?.text?.string == "More")
        #expect(try evaluate("menu: {image: {symbol: ellipsis.circle}}\nid: more").findings(.missingLabel, "more").count == 1)
    }

    @Test func aLinkIsTintedTextWithTheLinkTrait() throws {
        let e = try evaluate("link: {title: Help, url: \"https://example.com\"}\nid: help")
        let title = try #require(e.element("help/title"))
        #expect(title.text?.color == RGBA(hex: 0x007AFF))
        #expect(spoken(e, "help") == "Help, link")
        // A one-line link is under 44 pt tall: a small target.
        #expect(e.findings(.targetSize, "help").count == 1)
    }
}

@Suite struct ControlsDatePickerTests {
    static let body = "datePicker: {label: Start, date: 2026-03-03}\nid: start"

    @Test func theDateIsFormattedForTheLocaleInAGreyCapsule() throws {
        let en = try evaluate(Self.body)
        let date = try #require(en.element("start/date"))
        #expect(date.text?.string == "Mar 3, 2026")
        #expect(date.paint.background?.cornerRadius == 6)
        #expect(spoken(en, "start") == "Start, Mar 3, 2026, button")
        let catalog = StringsCatalog(sourceLanguage: "en", tables: ["en": [:], "de": [:]])
        let de = try evaluate(Self.body, catalog: catalog, locale: "de")
        #expect(de.element("start/date")?.text?.string != "Mar 3, 2026")
    }

    @Test func itIsTheDateThatIsTappedAndItGrowsWithDynamicType() throws {
        let large = try evaluate(Self.body), ax5 = try evaluate(Self.body, size: .accessibility5)
        let date = try #require(large.element("start/date"))
        #expect(try #require(large.element("start")).hitArea == date.bounds)
        // The date's line with 6 pt above and below (34 pt with SF's 22 pt body line).
        let line = try #require(date.text).measurement.size.height
        #expect(abs(date.bounds.height - (line + 12)) < 0.01)
        #expect(try #require(ax5.element("start/date")).bounds.height > 60)
    }
}

@Suite struct ControlsGaugeTests {
    @Test func theBarIsFilledToTheValueAndReadAsAPercentage() throws {
        let e = try evaluate("gauge: {label: Storage, value: 0.62}\nid: storage\nframe: {width: 200}")
        let track = try #require(e.element("storage/bar/track")), value = try #require(e.element("storage/bar/value"))
        #expect(abs(value.frame.width - track.frame.width * 0.62) < 0.01)
        #expect(spoken(e, "storage") == "Storage, 62%")
        #expect(e.findings(.targetSize, "storage").isEmpty)
    }
}

/// The screen with every control (Fixtures/Controls), rendered for the eye in LTR and RTL at
/// large and accessibility5: it lays out without findings other than those its controls carry.
@Suite struct ControlsFixtureTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Controls/Controls.screen.yaml")

    @Test func everyControlLaysOutInBothDirectionsAtLargeAndAX5() throws {
        let screen = try ScreenFile.load(path: Self.url.path)
        for size in [DynamicTypeSize.large, .accessibility5] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let variant = Variant(device: .iphone15, size: size, direction: direction)
                let e = try VariantPipeline(text: checkTextEngine).evaluate(screen, variant)
                let ids = Set(e.readingOrder.map(\.element))
                for id in ["label-both", "label-icon", "label-title", "sort", "more", "help", "storage", "flavor",
                           "guests", "start", "password", "confirm"] {
                    #expect(ids.contains(id), "\(id) at \(size) \(direction)")
                }
                #expect(e.findings(.missingLabel).isEmpty)
                #expect(e.findings(.overlap).isEmpty, "\(e.findings(.overlap).map(\.message))")
            }
        }
    }

    @Test func theFileRoundTripsThroughTheWriter() throws {
        let screen = try ScreenFile.load(path: Self.url.path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(screen)
        let again = try ScreenFile.decode(yaml: String(decoding: json, as: UTF8.self), file: "again.screen.yaml")
        #expect(try encoder.encode(again) == json)
        #expect(String(decoding: json, as: UTF8.self).contains("\"segmented\""))
    }
}
