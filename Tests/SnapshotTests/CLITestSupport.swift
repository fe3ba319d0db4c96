import Foundation
import LayoutModel
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

    /// Runs `a11y-snap arguments...` (or `executable`) in `folder` (the current folder when nil), as a
    /// person or a CI job would. `environment` is added to a clean one (PATH and HOME only): the test
    /// runner's own CI or GITHUB_ACTIONS never change what the child does unless a test gives them.
    static func run(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:],
                    executable: String? = nil) throws -> Result {
        let process = Process()
        if let executable {
            process.executableURL = URL(fileURLWithPath: executable)
        } else {
            process.executableURL = try #require(binary)
        }
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let env = ProcessInfo.processInfo.environment
        process.environment = ["PATH": env["PATH"] ?? "/usr/bin:/bin", "HOME": env["HOME"] ?? "/tmp"]
            .merging(environment) { _, new in new }
        return try capture(process)
    }

    /// Runs `process`, reading both pipes to the end before waiting, so a full pipe cannot stall it:
    /// the one way the tests run a child.
    static func capture(_ process: Process) throws -> Result {
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errData = Locked(Data())
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errData.value = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, out: String(decoding: stdout, as: UTF8.self),
                      err: String(decoding: errData.value, as: UTF8.self))
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

/// A value one thread writes and another reads after a DispatchGroup wait.
final class Locked<T: Sendable>: Sendable {
    private let stored: Protected<T>
    init(_ value: T) { stored = Protected(value) }
    var value: T {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
