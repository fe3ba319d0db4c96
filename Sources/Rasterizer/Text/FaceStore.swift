import CFreeType
import LayoutModel

/// Opens every font file of a registry once (FT_New_Face) and keeps the faces for the engine's
/// life; `deinit` closes them in dependency order (HarfBuzz fonts, sizes, faces, library).
final class FaceStore {
    private let library: FT_Library
    /// Faces in a fixed order (registry order), so a face's index is a stable cache key.
    private(set) var faces: [FontFace] = []
    private var indexByPath: [String: Int] = [:]
    /// The tracking of each face whose family has one, by face index.
    private var trackingByFace: [Int: TrackingTable] = [:]
    private let registry: FontRegistry

    init(registry: FontRegistry) throws {
        var lib: FT_Library?
        let status = FT_Init_FreeType(&lib)
        guard status == 0, let library = lib else { throw TextEngineError.freetypeUnavailable(freetypeError: status) }
        self.library = library
        self.registry = registry
        do {
            for family in registry.allFamilies {
                guard !family.files.isEmpty else { throw TextEngineError.emptyFamily(name: family.name) }
                // Sorted by weight so opening order (and face indices) never depend on hashing.
                for weight in FontWeight.allCases {
                    guard let path = family.files[weight] else { continue }
                    try open(path: path, family: family)
                }
            }
            for (name, path) in registry.customFiles.sorted(by: { $0.key < $1.key }) {
                try open(path: path, family: FontFamily(name: name, package: "fonts:", files: [:]))
            }
        } catch {
            closeAll()
            throw error
        }
    }

    deinit { closeAll() }

    private var closed = false

    /// Idempotent: a throwing init closes here and Swift then still runs `deinit` (the object was
    /// fully initialised), which must not free anything twice.
    private func closeAll() {
        guard !closed else { return }
        closed = true
        for face in faces { face.close() }
        faces = []
        FT_Done_FreeType(library)
    }

    private func open(path: String, family: FontFamily) throws {
        guard indexByPath[path] == nil else { return }
        guard fileExists(path) else {
            throw TextEngineError.missingFontFile(path: path, family: family.name, package: family.package)
        }
        var face: FT_Face?
        let status = FT_New_Face(library, path, 0, &face)
        guard status == 0, let opened = face else {
            throw TextEngineError.unreadableFontFile(path: path, freetypeError: status)
        }
        indexByPath[path] = faces.count
        if let tracking = family.tracking { trackingByFace[faces.count] = tracking }
        faces.append(FontFace(path: path, face: opened))
    }

    /// The symbol font's face index.
    var symbolFace: Int? { registry.symbols.file(for: .regular).flatMap { indexByPath[$0] } }

    /// The tracking of face `index` at `size` points, as a fraction of the em (0 for untracked faces).
    func trackingEm(face index: Int, size: Double) -> Double {
        trackingByFace[index]?.em(at: size) ?? 0
    }

    /// Face indices to try for a character, in order: the custom font named (`Font.custom`) if a
    /// configured file has that name, the design's family at the nearest weight (its cut for
    /// `size` points), then each fallback family at its nearest weight, then the symbol font (its
    /// private-use glyphs are the symbols drawn inside a text, `InlineSymbol`).
    /// The symbol font's face, which draws the private-use characters of a text in a system font
    /// (`InlineSymbol`: Material's code points, which other fonts may map to glyphs of their own).
    func symbolFace(forCustomFont name: String?) -> Int? {
        guard name == nil, let path = registry.symbols.file(for: .regular) else { return nil }
        return indexByPath[path]
    }

    func fallbackChain(design: FontDesign, weight: FontWeight, size: Double, name: String? = nil) -> [Int] {
        let families = [registry.family(for: design, size: size)] + registry.fallbacks + [registry.symbols]
        var chain: [Int] = []
        if let name, let path = registry.customFile(named: name, weight: weight), let index = indexByPath[path] {
            chain.append(index)
        }
        for family in families {
            if let path = family.file(for: weight), let index = indexByPath[path], !chain.contains(index) {
                chain.append(index)
            }
        }
        return chain
    }
}
