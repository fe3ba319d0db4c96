import ArgumentParser
import SnapshotHarness

struct Versions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "Print the versions of the libraries that decide rendered pixels.")

    func run() throws {
        let t = Toolchain.current
        print("FreeType \(t.freetype)\nHarfBuzz \(t.harfbuzz)\nICU \(t.icu)\nlibpng \(t.libpng)")
    }
}
