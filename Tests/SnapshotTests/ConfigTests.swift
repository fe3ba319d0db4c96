import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

@Suite struct ConfigTests {
    @Test func customFontNamesNoFileHasAreWarnedAtTheirLine() throws {
        // `fonts:` is read; a YAML font naming a configured family is quiet, one naming nothing is a
        // warning at its file and line.
        let c = try ConfigurationLoader.parse("fonts: [Fonts, Brand-Bold.otf]")
        #expect(c.fonts == ["Fonts", "Brand-Bold.otf"])
        let yaml = """
            screen: Fonts
            body:
              vStack:
                - text: Known
                  font: {name: DejaVu Serif, size: 17, relativeTo: body}
                - text: Unknown
                  font: {name: Brand-Bold, size: 17, relativeTo: title}
            """
        let screen = try ScreenFile.decode(yaml: yaml, file: "fonts.screen.yaml")
        let registry = try CustomFontNames.registry(["/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"])
        let warnings = CustomFontNames.warnings(screen, file: "fonts.screen.yaml", known: registry.customNames)
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.hasPrefix("fonts.screen.yaml:6:") == true)
        #expect(warnings.first?.message.contains("'Brand-Bold'") == true)
        #expect(throws: InputError.self) { _ = try CustomFontNames.registry(["/nonexistent/fonts"]) }
    }

    @Test func emptyFileGivesTheSpecDefaults() throws {
        let c = try ConfigurationLoader.parse("")
        #expect(c.screens == ["Screens"])
        #expect(c.baselines == "Baselines")
        #expect(c.strings == nil)
        #expect(c.matrix.devices.map(\.name) == ["iphone15"])
        #expect(c.matrix.sizes.count == 12)
        #expect(c.matrix.directions == [.leftToRight, .rightToLeft])
        #expect(c.matrix.locales == ["en", "pseudo130", "pseudo150"])
        #expect(c.matrix.appearances == [.light])
        #expect(c.failOn == [.P0, .P1])
        #expect(c.diff == DiffSettings(threshold: 0.1, maxDifferentPixels: 0, maxDifferentRatio: nil))
        #expect(c.report == "a11y-snap-report")
    }

    @Test func readsEveryKey() throws {
        let yaml = """
        screens: [App/Screens, More.screen.yaml]
        baselines: Snap
        strings: Localizable.xcstrings
        matrix:
          devices: [iphoneSE, {name: tablet, width: 800, height: 1000, scale: 2}]
          sizes: [xSmall, accessibilityLarge, accessibility5]
          directions: rtl
          locales: [en, de, pt-BR]
          appearances: all
        baselined:
          sizes: [accessibility2]
          locales: [de]
        thresholds: {targetSize: 48, targetSpacing: 10, textContrast: 7, largeTextContrast: 4.5, nonTextContrast: 3.5}
        failOn: [P0]
        diff: {threshold: 0.2, maxDifferentPixels: 12, maxDifferentRatio: 0.01}
        report: out/report
        junit: out/junit.xml
        """
        let c = try ConfigurationLoader.parse(yaml)
        #expect(c.screens == ["App/Screens", "More.screen.yaml"])
        #expect(c.baselines == "Snap")
        #expect(c.strings == "Localizable.xcstrings")
        #expect(c.matrix.devices.map(\.name) == ["iphoneSE", "tablet"])
        #expect(c.matrix.devices[1].width == 800 && c.matrix.devices[1].scale == 2)
        #expect(c.matrix.sizes == [.xSmall, .accessibility2, .accessibility5])
        #expect(c.matrix.directions == [.rightToLeft])
        #expect(c.matrix.locales == ["en", "de", "pt-BR"])
        #expect(c.matrix.appearances == [.light, .dark])
        #expect(c.baselined.sizes == [.accessibility2] && c.baselined.locales == ["de"] && c.baselined.devices == nil)
        #expect(c.thresholds.minimumTargetSize == 48 && c.thresholds.minimumTargetSpacing == 10)
        #expect(c.thresholds.textContrast == 7 && c.thresholds.largeTextContrast == 4.5 && c.thresholds.nonTextContrast == 3.5)
        #expect(c.failOn == [.P0])
        #expect(c.diff == DiffSettings(threshold: 0.2, maxDifferentPixels: 12, maxDifferentRatio: 0.01))
        #expect(c.report == "out/report" && c.junit == "out/junit.xml")
    }

    @Test func unknownKeyNamesFileLineColumnAndPath() {
        let yaml = "matrix:\n  sizes: all\n  colours: [red]\n"
        #expect(throws: InputError(file: "a11y-snap.yml", line: 3, column: 3, key: "matrix.colours",
                                   message: "unknown key 'colours'; valid keys: devices, sizes, directions, locales, appearances, legibilityWeight, contrast")) {
            try ConfigurationLoader.parse(yaml)
        }
    }

    @Test func badListItemPointsAtTheItem() {
        let yaml = "matrix:\n  sizes: [large, huge]\n"
        do {
            _ = try ConfigurationLoader.parse(yaml, file: "ci/a11y-snap.yml")
            Issue.record("expected an error")
        } catch let e as InputError {
            #expect(e.file == "ci/a11y-snap.yml" && e.line == 2 && e.column == 18 && e.key == "matrix.sizes[1]")
            #expect(e.description.hasPrefix("ci/a11y-snap.yml:2:18: matrix.sizes[1]: unknown size 'huge'"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func wrongTypesAreErrors() {
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("diff: {threshold: high}") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("matrix: [a, b]") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("failOn: [P3]") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("thresholds: {textContrast: 30}") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("diff: {maxDifferentPixels: 1.5}") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("matrix: {devices: [{width: 10, height: 10}]}") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("baselined: {devices: [iphoneSE]}") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("screens: [a\n") }
    }

    @Test func sizesAcceptBothSpellingsAndDevicesByName() throws {
        let c = try ConfigurationLoader.parse("matrix: {sizes: [accessibility2, accessibilityLarge, extraSmall], devices: all}")
        #expect(c.matrix.sizes == [.accessibility2, .xSmall])
        #expect(c.matrix.devices == Device.all)
    }

    @Test func overridesReplaceOnlyWhatTheyGive() throws {
        let base = try ConfigurationLoader.parse("matrix: {locales: [en, de]}\nreport: r")
        let o = Overrides(screens: ["One.screen.yaml"], sizes: "all", directions: "rtl", failOn: "P0,P2", junit: "j.xml")
        let c = try o.applied(to: base)
        #expect(c.screens == ["One.screen.yaml"])
        #expect(c.matrix.sizes.count == 12 && c.matrix.directions == [.rightToLeft])
        #expect(c.matrix.locales == ["en", "de"])
        #expect(c.failOn == [.P0, .P2])
        #expect(c.report == "r" && c.junit == "j.xml")
    }

    @Test func badOverrideNamesTheOption() {
        #expect(throws: InputError(key: "--directions", message: "unknown direction 'up' (expected ltr, rtl or all)")) {
            try Overrides(directions: "ltr,up").applied(to: Configuration())
        }
        #expect(throws: InputError.self) { try Overrides(sizes: "all,large").applied(to: Configuration()) }
    }
}

@Suite struct ConfigSeverityTests {
    @Test func aProjectSetsACheckSeverity() throws {
        let c = try ConfigurationLoader.parse("severity: {target-spacing: P1, word-break: P0}")
        #expect(c.thresholds.severities == [.targetSpacing: .P1, .wordBreak: .P0])
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("severity: {target-spacing: P4}") }
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("severity: {spacing: P1}") }
    }

    @Test func findingsTakeIt() throws {
        let pair = """
            hStack:
              - button: {text: A, frame: {width: 44, height: 44}}
              - button: {text: B, frame: {width: 44, height: 44}}
            spacing: 2
            """
        let screen = try checkScreen(pair)
        var thresholds = Thresholds()
        #expect(try evaluate(pair).findings(.targetSpacing).map(\.severity) == [.P2])
        thresholds.severities = [.targetSpacing: .P1]
        let e = try VariantPipeline(text: checkTextEngine, thresholds: thresholds).evaluate(screen, Variant())
        #expect(e.findings(.targetSpacing).map(\.severity) == [.P1])
    }
}
