import ArgumentParser
import Foundation

/// Bad input (a screen file, a strings catalog, a configuration, an option value): the message
/// names the file, line and key; the exit code is 2.
struct InputFailure: Error, CustomStringConvertible {
    static let exitCode: Int32 = 2
    var description: String

    init(_ message: String) { description = message }
}

/// Runs `body`; an input error prints `a11y-snap: <message>` on standard error and exits 2.
func reportingInputErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let code as ExitCode {
        throw code
    } catch {
        TerminalOutput.error("\(error)")
        throw ExitCode(InputFailure.exitCode)
    }
}
