import Foundation
import Testing

/// The built `a11y-snap` run as a child process: a crash shows as its exit status (132, 134, 139)
/// and cannot take the test runner down with it.
enum CLI {
    /// `swift build`/`swift test` put executables, the test binary and the resource bundles in
    /// one products directory (.build/<triple>/debug). The resource bundle's parent is that
    /// directory; the running test binary's folder is a fallback.
    static let binary: URL? = {
        var folders = [Bundle.module.bundleURL.deletingLastPathComponent()]
        if let exe = Bundle.main.executableURL { folders.append(exe.deletingLastPathComponent()) }
        folders.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        return folders.map { $0.appendingPathComponent("a11y-snap") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let missing: Comment = "a11y-snap is not built next to the test bundle"

    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `a11y-snap arguments...` in `folder` (the current folder when nil). `environment` is added
    /// to a clean one (PATH and HOME only), as `CLIRunner` does: the test runner's own CI or
    /// GITHUB_ACTIONS never change what the child does unless a test gives them.
    static func run(_ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try #require(binary)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let env = ProcessInfo.processInfo.environment
        process.environment = ["PATH": env["PATH"] ?? "/usr/bin:/bin", "HOME": env["HOME"] ?? "/tmp"]
            .merging(environment ?? [:]) { _, new in new }
        // One way to run a child and drain both pipes: CLIRunner's.
        let r = try CLIRunner.capture(process)
        return Result(status: r.status, out: r.out, err: r.err)
    }

    /// A fresh folder holding `files` (relative path: contents); returns its path.
    static func project(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11y-snap-cli-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A folder with one screen file `name` holding `text`; returns the file's path.
    static func screen(_ text: String, name: String = "s.screen.yaml") throws -> String {
        try project([name: text]) + "/" + name
    }
}
