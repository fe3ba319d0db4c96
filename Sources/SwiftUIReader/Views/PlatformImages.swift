import LayoutModel
import SwiftSyntax

// `Image(uiImage:)` / `Image(nsImage:)` given an image the app loads by name, which a preview
// shows as SwiftUI's own initializers would (the rest of `Image(uiImage:)` is a run-time image:
// `RuntimeImages.swift`, rule 2). In the order applied:
//
// 1. `UIImage(named: name)` / `NSImage(named: name)` (also `named:in:with:`, `named:in:compatibleWith:`:
//    the bundle and trait collection choose among an asset's variants, not another image), written
//    as the type's name or `.init(named:)` where the type is implied, is the asset `Image(name)`
//    shows: the catalog's image set, or an image of unknown size when no catalog found has it.
// 2. `UIImage(systemName: name)` is the SF Symbol `Image(systemName: name)` shows.
// 3. Unwrapping does not change the image: `UIImage(named: n)!` and `UIImage(named: n) ?? UIImage()`
//    are the named image (a preview has the app's assets; the fallback is never shown).
// Anything else (`UIImage(data:)`, a loader's `image`) stays a run-time image.

enum PlatformImage {
    static let types: Set<String> = ["UIImage", "NSImage"]

    /// Rules 1 and 2: the value `UIImage(named:)` / `UIImage(systemName:)` makes, or nil.
    static func made(_ type: String, _ args: Arguments) -> Value? {
        guard types.contains(type) || type == "init" else { return nil }
        for label in ["named", "systemName"] {
            if case .string(let s)? = args.labeled(label), s.unknown == nil {
                return .object(Instance(type: "UIImage", fields: [label: .string(s)]))
            }
        }
        return nil
    }

    /// The name and kind of image `value` is when it is one made by rule 1 or 2 (an implied
    /// `.init(named:)` reaches here as a member), else nil.
    static func named(_ value: Value?) -> (name: String, isSymbol: Bool)? {
        switch value {
        case .object(let i)? where i.type == "UIImage":
            if case .string(let s)? = i.fields["named"] { return (s.text, false) }
            if case .string(let s)? = i.fields["systemName"] { return (s.text, true) }
            return nil
        case .member("init", let arguments)?:
            return named(made("init", Arguments(list: arguments, trailing: nil, extra: [], syntax: nil)))
        default:
            return nil
        }
    }
}

extension Evaluator {
    /// The asset image `Image(name)` shows. It takes its size from its image set; without one, or
    /// once `.resizable()`, from `.frame(width:height:)`. One that never gets a size is reported
    /// when the preview is finished (`sizingUnsizedImage`).
    func assetImage(_ name: String, at node: some SyntaxProtocol) -> NodeKind {
        let size = assets.image(named: name) ?? .zero
        if let file = assets.imageFile(named: name) {
            guard !assets.truncatedFiles.contains(file) else {
                warn(node, "image '\(name)': \(file) is cut short (no IEND chunk): drawn as a placeholder")
                return .image(.bitmap(width: size.width, height: size.height))
            }
            return .image(.png(file: file, width: size.width, height: size.height))
        }
        return .image(.bitmap(width: size.width, height: size.height))
    }
}
