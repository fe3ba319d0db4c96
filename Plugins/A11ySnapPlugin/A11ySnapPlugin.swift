import Foundation
import PackagePlugin

/// `swift package a11y-snap COMMAND [ARGUMENTS]` in a package that depends on a11y-snap: builds the
/// command line (once; SwiftPM caches it) and runs it in the package's folder, so a11y-snap.yml,
/// Baselines/ and the report are the package's. With no command it runs `test`. Writing needs
/// SwiftPM's permission: `swift package --allow-writing-to-package-directory a11y-snap test`.
/// The exit status is a11y-snap's (0 clean, 1 failing, 2 bad input).
@main
struct A11ySnapPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "a11y-snap")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["test"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("a11y-snap \(process.arguments?.first ?? "") exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
