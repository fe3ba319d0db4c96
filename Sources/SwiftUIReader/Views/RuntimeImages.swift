import LayoutModel
import SwiftSyntax

// Images whose pixels exist only when the app runs, drawn as images (never placeholders) so the
// row they sit in keeps its other views; what could not be known (size, label) is marked
// unverified on the node and the cause recorded, so no check judges it. In the order applied:
//
// 1. An asset named by its generated symbol (`Image(.logo)`, Xcode 15's `ImageResource`) is the
//    catalog's image set of that name (`AssetSymbols`); one not in the catalogs found is an image
//    of unknown size.
// 2. `Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage:...)`: an image of unknown size.
// 3. `Image(name)` with a name the reader could not evaluate: an image of unknown size.
// 4. `Image(systemName: name)` or SFSafeSymbols' `Image(systemSymbol: symbol)` with a name not
//    known (a variable, a ternary): a symbol (`questionmark.square`), so it still is as large as
//    its font's symbols and scales with Dynamic Type; its exact size and label are unverified.
// 5. Views that load an image at run time: SwiftUI's `AsyncImage`, and a package's view whose type
//    name ends in `Image` that no scanned file declares (Kingfisher's `KFImage`, SDWebImage's
//    `WebImage`, Nuke's `LazyImage`, `CachedAsyncImage`): drawn as they show before loading, with
//    their own modifiers (`.placeholder`, `.fade`), by the rules of `ImageLoaders.swift`. The
//    content closure's phase is empty (`AsyncImagePhase.empty`: `phase.image`, `phase.error` nil).
// 6. Finishing a preview (`sizingUnsizedImage`), an image whose size is still unknown (rules 1-3,
//    5, or an asset made `.resizable()` without a fixed frame) takes the side its frame gives
//    (`.frame(width: 40)`: 40 x 40, the aspect ratio unknown) or, with none, fills the space offered
//    as a resizable image does: a rectangle in the grey a bitmap is painted with, its size unverified.

/// The value an image loader's content closure is given before anything loads.
enum EmptyImagePhase {
    static let type = "AsyncImagePhase"
    static var value: Value { .enumCase(type: type, name: "empty", payload: []) }

    /// Rule 5: `phase.image`, `phase.error` (and Nuke's `state.imageContainer`, `result`) are nil;
    /// `isLoading` is true (`LazyImageState`).
    static func member(_ name: String) -> Value? {
        switch name {
        case "image", "error", "imageContainer", "result", "response": return Value.none
        case "isLoading": return .bool(true)
        default: return nil
        }
    }
}

extension Evaluator {
    func runtimeImage(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        let unknown: Unknown
        let kind: ImageValue
        if case .member(let name, let inner)? = args.first, inner.isEmpty {
            // Rule 1.
            if let asset = assets.imageNamed(symbol: name) {
                let size = assets.image(named: asset) ?? .zero
                if let file = assets.imageFile(named: asset) {
                    return ViewValue(nodes: [try make(.image(.png(file: file, width: size.width, height: size.height)), "Image", at: node)])
                }
                return ViewValue(nodes: [try make(.image(.bitmap(width: size.width, height: size.height)), "Image", at: node)])
            }
            unknown = Unknown(place: place(node), reason: "image asset '.\(name)' is not in the asset catalogs found")
            kind = .bitmap(width: 0, height: 0)
        } else if let label = ["uiImage", "nsImage", "cgImage"].first(where: { args.labeled($0) != nil }) {
            // Rule 2.
            unknown = Unknown(place: place(node), reason: "Image(\(label):)'s pixels exist only when the app runs")
            kind = .bitmap(width: 0, height: 0)
        } else if let u = args.labeled("systemName")?.unknown ?? unknownSafeSymbol(args) {
            // Rule 4.
            unknown = u
            kind = .symbol("questionmark.square")
        } else if case .unknown(let u)? = args.first {
            // Rule 3.
            unknown = u
            kind = .bitmap(width: 0, height: 0)
        } else {
            return nil
        }
        record(unknown, "drawn as an image of unknown size and label")
        var n = try make(.image(kind), "Image", at: node)
        n.unverified.formUnion([.size, .label])
        return ViewValue(nodes: [n])
    }

    /// Rule 4 for `Label("Title", systemImage: name)` / `systemSymbol:` with a name not known: the
    /// stand-in symbol (recorded), or nil when the label names no symbol.
    func labelStandInSymbol(_ args: Arguments) -> String? {
        guard let u = args.labeled("systemImage")?.unknown ?? unknownSafeSymbol(args) else { return nil }
        record(u, "its icon drawn as a symbol of unknown name")
        return "questionmark.square"
    }

    /// Rule 4: a `systemSymbol:` argument that is not a case name SFSafeSymbols spells.
    private func unknownSafeSymbol(_ args: Arguments) -> Unknown? {
        guard let a = args.argument("systemSymbol"), SFSymbolName.argument(args) == nil else { return nil }
        return a.value.unknown ?? Unknown(place: a.syntax.map(place) ?? place(args.syntax!),
                                          reason: "symbol '\(a.syntax.map { short($0) } ?? "")' is not known")
    }

    /// Rule 5: an image loader (`AsyncImage`, or a package's `*Image` view) as it shows before
    /// loading (`ImageLoaders.swift`); nil for any other view.
    func imageLoader(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard name.hasSuffix("Image"), name != "Image", !Self.platformImageTypes.contains(name),
              declarations.types[name]?.isDeclared != true else { return nil }
        return try loaderLook(name, args, at: node)
    }

    /// Image types that are values, not views (`Image(uiImage: UIImage(named: "x"))`).
    static let platformImageTypes: Set<String> = ["UIImage", "NSImage", "CGImage", "CIImage"]

    /// Rule 6: `n`, an image without a size, sized by its frame's one side, else a rectangle
    /// filling the space offered; any other node unchanged.
    func sizingUnsizedImage(_ n: inout Node, fallback: SourcePlace) {
        listingUnloadedImage(n)
        guard case .image(let image) = n.kind, image.bitmapSize == .zero else { return }
        let place = n.source.map { SourcePlace(file: $0.file, line: $0.line, column: $0.column) } ?? fallback
        let unknown = n.source.flatMap { unloadedImages[$0] }
            ?? Unknown(place: place, reason: "image without a size (not in the asset catalogs found, or resizable without a fixed frame)")
        if let side = [n.modifiers.frame?.width, n.modifiers.frame?.height].compactMap({ $0 }).first(where: { $0.isFinite && $0 > 0 }) {
            record(unknown, "drawn \(Int(side)) pt square (its aspect ratio is unknown)")
            n.kind = .image(image.resized(width: side, height: side))
        } else {
            record(unknown, "drawn filling the space offered, as a resizable image")
            var shape = ShapeValue(kind: .rectangle)
            shape.fill = .rgba(Self.bitmapGrey)
            n.kind = .shape(shape)
            // Its picture is not known: nothing drawn over it has a known colour under it.
            n.unverified.insert(.color)
        }
        n.unverified.formUnion([.size, .label])
    }

    /// The grey the painter fills a bitmap's frame with (`PaintRules`' rule 3: systemGray at 20 %).
    static let bitmapGrey = RGBA(hex: 0x8E8E93, alpha: 0.2)
}
