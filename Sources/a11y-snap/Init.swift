import ArgumentParser
import Foundation
import SnapshotHarness

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project: write a11y-snap.yml and a first screen in the current folder.",
        discussion: "Existing files are never overwritten. Then run: a11y-snap record, and a11y-snap test in CI.")

    func run() throws {
        let fm = FileManager.default
        var written: [String] = []
        for (path, text) in [(Configuration.fileName, Init.configuration_), ("Screens/Welcome.screen.yaml", Init.screen)] {
            if fm.fileExists(atPath: path) {
                print("kept \(path) (already there)")
                continue
            }
            try AtomicFile.write(text, to: path)
            written.append(path)
        }
        for path in written { print("wrote \(path)") }
        print("Next: a11y-snap record   (writes Baselines/), then a11y-snap test")
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
