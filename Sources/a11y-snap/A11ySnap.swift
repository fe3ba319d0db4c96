import ArgumentParser

@main
struct A11ySnap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y-snap",
        abstract: "Accessibility snapshot tests for SwiftUI-like screens, on Linux.",
        subcommands: [Versions.self, Diff.self]
    )
}
