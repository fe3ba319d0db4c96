import ArgumentParser
import Foundation
import LayoutModel
import SnapshotHarness
import SwiftUIReader

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project: find the app's SwiftUI previews, assets, catalogs and fonts, and write a11y-snap.yml for them.",
        discussion: """
            Searches the current folder (not hidden folders, build output, dependencies or tests) for \
            Swift files with #Preview or PreviewProvider, other Swift files, asset catalogs \
            (.xcassets), string catalogs (.xcstrings, .strings), fonts (.ttf, .otf), Package.swift \
            and .xcodeproj; prints what it found and writes a11y-snap.yml listing them. With no \
            Swift files it writes a YAML starter instead (a11y-snap.yml and Screens/Welcome.screen.yaml).
            Existing files are never overwritten. Then: a11y-snap check, a11y-snap record, and \
            a11y-snap test in CI.
            """)

    func run() throws {
        let survey = ProjectSurvey.scan()
        let swift = !survey.previewFiles.isEmpty || !survey.otherSwiftFiles.isEmpty
        var files: [(String, String)]
        if swift {
            var languages: [String] = []
            var found = survey
            if !survey.stringCatalogs.isEmpty {
                do {
                    languages = try StringsCatalog.load(paths: survey.stringCatalogs).languages.sorted()
                } catch {
                    TerminalOutput.error("a11y-snap: the string catalogs cannot be read, so a11y-snap.yml leaves them out: \(error)")
                    found.stringCatalogs = []
                }
            }
            let previews = try? SwiftUIProject(screenFiles: survey.previewFiles).previews.count
            for line in found.lines(previews: previews, languages: languages) { print(line) }
            if survey.previewFiles.isEmpty {
                print("No #Preview or PreviewProvider found: a11y-snap renders previews; add one to a view (#Preview { MyView() }).")
                found.previewFiles = survey.otherSwiftFiles
                found.otherSwiftFiles = []
            }
            files = [(Configuration.fileName, found.configuration(languages: languages))]
        } else {
            print("Found no Swift files here: writing a YAML starter (screens as *.screen.yaml files).")
            files = [(Configuration.fileName, Init.configuration_), ("Screens/Welcome.screen.yaml", Init.screen)]
        }
        let fm = FileManager.default
        var written: [String] = []
        for (path, text) in files {
            if fm.fileExists(atPath: path) {
                print("kept \(path) (already there)")
                continue
            }
            try AtomicFile.write(text, to: path)
            written.append(path)
        }
        for path in written { print("wrote \(path)") }
        print("Next: a11y-snap check   (findings only), then a11y-snap record   (writes Baselines/), and a11y-snap test in CI")
        if swift {
            print("Tip: give controls an .accessibilityIdentifier(\"...\"): known findings then follow them when the view tree changes.")
        }
    }

    static let configuration_ = """
        # a11y-snap configuration. Paths are relative to this file.
        screens: [Screens]
        baselines: Baselines
        # strings: Localizable.xcstrings     # a strings catalog for {key: ...} strings
        matrix:
          devices: [iphone15]
          sizes: all                         # the twelve Dynamic Type sizes
          directions: [ltr, rtl]
          locales: [en, pseudo130, pseudo150]
        # Pixel baselines for the CI gate; checks run on the whole matrix.
        baselined:
          sizes: [accessibilityLarge, large]
          directions: [ltr, rtl]
          locales: [en, pseudo150]
        failOn: [P0, P1]
        diff:
          threshold: 0.1
          maxDifferentPixels: 0
        report: a11y-snap-report

        """

    /// Rule: the starter screen passes its own checks in every variant of the starter matrix
    /// (a scroll view so large sizes wrap, a dark-blue button label, a 44 pt button: its label's frame,
    /// which is what the button hit-tests).
    static let screen = """
        screen: Welcome
        description: A first screen; edit it or add more *.screen.yaml files beside it.
        body:
          navigationStack:
            title: Start
            content:
              scrollView:
                vStack:
                  - text: Snapshots of every text size, in both directions.
                    font: title3
                    id: intro
                  - text: Each screen is checked for truncation, clipping, small targets and contrast.
                    id: details
                  - button:
                      text: Get Started
                      font: headline
                      foreground: "#0040DD"
                      frame: {maxWidth: infinity, minHeight: 44}
                    id: get-started
                alignment: leading
                spacing: 12
                padding: 16

        """
}
