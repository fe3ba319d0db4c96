import Foundation
import Testing

/// Runs the built `a11y-snap` in a project folder, as a person or a CI job would.
enum CLIRunner {
    static var binary: URL? { DiffCommandTests.binary }

    /// `environment` is added to a clean one (PATH and HOME only): no CI, no GITHUB_ACTIONS unless given.
    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:],
                    executable: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try executable.map { URL(fileURLWithPath: $0) } ?? #require(binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let env = ProcessInfo.processInfo.environment
        process.environment = ["PATH": env["PATH"] ?? "/usr/bin:/bin", "HOME": env["HOME"] ?? "/tmp"]
            .merging(environment) { _, new in new }
        return try capture(process)
    }

    /// Runs `process`, reading both pipes to the end before waiting, so a full pipe cannot stall it.
    static func capture(_ process: Process) throws -> (status: Int32, out: String, err: String) {
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
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: errData.value, as: UTF8.self))
    }
}

/// A value one thread writes and another reads after a DispatchGroup wait.
final class Locked<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
