import Foundation
import PackagePlugin

/// `swift package a11y-snap COMMAND [ARGUMENTS]` in a package that depends on a11y-snap: builds the
/// command line through SwiftPM (release by default; `--configuration debug` builds faster and runs
/// slower) and runs it in the package's folder, so a11y-snap.yml, Baselines/ and the report are the
/// package's. With no command it runs `test`. Writing needs SwiftPM's permission:
/// `swift package --allow-writing-to-package-directory a11y-snap test`. The exit status is
/// a11y-snap's (0 clean, 1 failing, 2 bad input).
///
/// The plugin declares no dependency on the `a11y-snap` target on purpose: SwiftPM builds a
/// plugin's tool dependencies for the host on every `swift build` of the package, a second copy of
/// the whole tool (swift-syntax included) that nobody asked for. Building it here, when the
/// command runs, costs nothing until then.
@main
struct A11ySnapPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let configuration = Self.configuration(extractor.extractOption(named: "configuration").last)
        let remaining = extractor.remainingArguments
        let built = try packageManager.build(.product("a11y-snap"),
                                             parameters: .init(configuration: configuration, logging: .concise))
        guard built.succeeded else {
            Diagnostics.error("building a11y-snap failed:\n\(built.logText)")
            exit(2)
        }
        guard let tool = built.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "a11y-snap" }) else {
            Diagnostics.error("SwiftPM built no a11y-snap executable")
            exit(2)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = remaining.isEmpty ? ["test"] : remaining
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("a11y-snap \(process.arguments?.first ?? "") exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }

    /// `--configuration debug|release` (the plugin's own option, not passed on).
    static func configuration(_ value: String?) -> PackageManager.BuildConfiguration {
        switch value {
        case nil, "release": return .release
        case "debug": return .debug
        case let other?:
            Diagnostics.error("--configuration '\(other)': use debug or release")
            exit(2)
        }
    }
}
