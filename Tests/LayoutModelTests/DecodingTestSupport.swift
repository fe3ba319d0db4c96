import Testing
@testable import LayoutModel

/// Decodes a screen written inline, as if from `test.screen.yaml`.
func decodeScreen(_ yaml: String) throws -> Screen {
    try ScreenFile.decode(yaml: yaml, file: "test.screen.yaml")
}

/// The error decoding `yaml` raises; records an issue when it decodes.
func decodingError(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> ScreenFileError? {
    do {
        _ = try ScreenFile.decode(yaml: yaml, file: "test.screen.yaml")
        Issue.record("expected an error", sourceLocation: sourceLocation)
    } catch let error as ScreenFileError {
        return error
    } catch {
        Issue.record("not a ScreenFileError: \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// The body of a screen whose body is `body` (indented YAML under `body:`).
func decodeBody(_ body: String) throws -> Node {
    try decodeScreen("screen: T\nbody:\n" + body).body
}
