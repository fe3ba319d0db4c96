import LayoutModel
import SwiftUIReader

/// A screen as a run plans it: what the plan and the reports need before any unit runs (name, file,
/// device, warnings), and the screen itself only where it cannot be read again.
/// Rule (flat memory): a screen file's decoded screen is not kept after loading checked it; the
/// runner decodes it again when its first unit starts and drops it when its last unit is done
/// (`ScreenShelf`), so a run holds the screens its workers are on, not every screen of the plan.
/// A screen built in Swift (the DSL) or a SwiftUI preview (evaluated up front) is held as given.
public struct PlannedScreen: Sendable {
    public let name: String
    public let file: String
    /// The device the screen names for itself (`device:`).
    public let device: String?
    public let warnings: [ReaderWarning]
    /// The screen when it is not read from a screen file; nil: decode `file` again.
    let held: LoadedScreen?

    /// A screen kept as given.
    public init(held loaded: LoadedScreen) {
        self.init(loaded, held: loaded)
    }

    /// A screen file's screen, checked and let go: `load()` decodes the file again. Anything else is held.
    public init(reloading loaded: LoadedScreen) {
        let fromFile = loaded.language == .yaml && loaded.preview == nil
        self.init(loaded, held: fromFile ? nil : loaded)
    }

    private init(_ loaded: LoadedScreen, held: LoadedScreen?) {
        name = loaded.screen.name; file = loaded.file; device = loaded.screen.device; warnings = loaded.warnings
        self.held = held
    }

    /// The screen, ready to run: decoded again from its file unless held. A file that no longer
    /// names the planned screen changed during the run: an input error naming it.
    public func load() throws -> LoadedScreen {
        if let held { return held }
        let screen = try ScreenFile.load(path: file)
        guard screen.name == name else {
            throw InputError(file: file, key: "screen", message: "the file changed during the run: it named the screen '\(name)', now '\(screen.name)'")
        }
        return LoadedScreen(screen: screen, file: file, warnings: warnings)
    }
}

/// The screens of a running plan, by name: each loaded (`PlannedScreen.load`) when a worker first
/// asks for it, shared by the workers running its units, and dropped when the runner says its last
/// unit is done. A second worker asking for a screen being loaded waits for it instead of loading it
/// twice. Counts what it holds, for tests (never a timing).
final class ScreenShelf: Sendable {
    private let slots: [String: Protected<LoadedScreen?>]
    private let planned: [String: PlannedScreen]
    private let count = Protected(Counts())

    struct Counts: Sendable {
        /// Screens loaded and not yet dropped.
        var held = 0
        /// The most screens held at once.
        var mostHeld = 0
        /// Screens loaded (a screen dropped and asked for again counts again).
        var loads = 0
    }

    init(_ screens: [PlannedScreen]) {
        planned = Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        slots = planned.mapValues { _ in Protected(nil) }
    }

    /// The screen called `name`, loading it if no worker holds it.
    func screen(_ name: String, file: String) throws -> LoadedScreen {
        guard let slot = slots[name], let entry = planned[name] else {
            throw InputError(file: file, key: "screen", message: "screen '\(name)' was not loaded")
        }
        return try slot.withLock { held in
            if let held { return held }
            let loaded = try entry.load()
            held = loaded
            count.withLock { c in
                c.held += 1; c.loads += 1; c.mostHeld = max(c.mostHeld, c.held)
            }
            return loaded
        }
    }

    /// Drops the screen called `name`: its last unit is done.
    func release(_ name: String) {
        guard let slot = slots[name] else { return }
        let dropped = slot.withLock { held -> Bool in
            defer { held = nil }
            return held != nil
        }
        if dropped { count.withLock { $0.held -= 1 } }
    }

    var counts: Counts { count.withLock { $0 } }
}
