import Foundation
import Testing
@testable import SnapshotHarness

@Suite struct SHA256Tests {
    /// The manifest's font fingerprint is the file's SHA-256 in lowercase hex (FIPS 180-4 example vectors).
    @Test func fingerprintsAFileAsHex() throws {
        let path = NSTemporaryDirectory() + "sha256-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Manifest.fingerprint(fileAt: path) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(try Manifest.fingerprint(fileAt: path) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func anUnreadableFileIsBadInputNamingIt() {
        #expect(throws: InputError.self) { try Manifest.fingerprint(fileAt: "/nonexistent/font.ttf") }
    }
}
