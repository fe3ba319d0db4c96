import LayoutModel
import SwiftSyntax

// Views that load a remote image (SwiftUI's `AsyncImage`; Kingfisher's `KFImage`, Nuke's
// `LazyImage`, SDWebImage's `WebImage`, `CachedAsyncImage`: a package's view whose name ends in
// `Image` that no scanned file declares), in a still preview frame. A preview has no network and a
// frame is drawn before anything loads, so each shows what it shows while loading. In the order
// applied:
//
// 1. What is drawn (`RuntimeImages` rule 5 calls `loaderLook`): the `placeholder:` closure given
//    to the initializer; else the content closure called with the empty phase (`AsyncImagePhase
//    .empty`, Nuke's `LazyImageState` with no image, `EmptyImagePhase`); else the loader's own
//    look while loading: Kingfisher's `Color.clear` (`KFImageRenderer.body`: "failureView >
//    placeholder > Color.clear"), Nuke's `Color(.secondarySystemBackground)` (`LazyImage
//    .makeDefaultContent`), any other's (`AsyncImage`: "a standard placeholder that fills the
//    available space", Apple's `AsyncImage` docs) an image of unknown size, which finishing fills
//    with the bitmap grey (`RuntimeImages` rule 6).
// 2. A placeholder or a content closure that draws something is what the frame shows: drawn and
//    judged like any view, nothing listed. The loaded image is never drawn. When the frame shows
//    only the loader's own look, or a content closure that draws nothing (an empty `ZStack`,
//    the loader's body, sized by its frame), the image that loads decides the size and label:
//    marked `size` and `label` unverified, and listed when the preview is finished unless a
//    `.placeholder` replaced the look (rule 3).
// 3. The loader's own modifiers, while the view is still the loader (nothing else modified it):
//    `.placeholder { ... }` / `.placeholder(view)` (a closure may take the progress, unknown)
//    draws the placeholder instead of the look; the rest configure loading, caching or the loaded
//    image (`loaderSettings`: `.fade`, `.resizable`, `.onSuccess`, `.cancelOnDisappear`...),
//    and change nothing in a frame that has no loaded image. Any other modifier makes a modified
//    view: from there on modifiers apply as to any view. A loader's `.indicator(...)` (SDWebImage's
//    spinner while loading) is not one of them: it is left out and listed as any unknown modifier.
// 4. `KFImage.url(u)`, `.resource`, `.source`, `.data`, `.dataProvider` (Kingfisher's static
//    spellings) make the loader as `KFImage(u)` does.
// 5. An app's extension of the loader's type (`extension KFImage { func defaultModifier() ->
//    KFImage }`) is run with `self` the loader (`AppPatterns.viewExtension`).

/// An image loader not yet modified as a view: its type name.
struct ImageLoader: Sendable {
    let name: String
}

extension Evaluator {
    /// Rule 3: modifiers of the loaders that configure loading or the loaded image.
    static let loaderSettings: Set<String> = [
        // Kingfisher (`KFImageProtocol`, `KFOptionSetter`).
        "fade", "forceTransition", "loadTransition", "resizable", "renderingMode", "interpolation", "antialiased",
        "cancelOnDisappear", "reducePriorityOnDisappear", "startLoadingBeforeViewAppear", "onSuccess", "onFailure",
        "onProgress", "onFailureImage", "onFailureView", "loadDiskFileSynchronously", "cacheOriginalImage",
        "cacheMemoryOnly", "diskCacheExpiration", "memoryCacheExpiration", "diskCacheAccessExtending",
        "memoryCacheAccessExtending", "setProcessor", "setProcessors", "appendProcessor", "roundCorner", "downsampling",
        "resizing", "scaleFactor", "backgroundDecode", "retry", "targetCache", "originalCache", "downloader",
        "downloadPriority", "onlyFromCache", "forceRefresh", "fromMemoryCacheOrRefresh", "waitForCache", "callbackQueue",
        "processingQueue", "alternativeSources", "lowDataModeSource", "requestModifier", "redirectHandler",
        "imageModifier", "contentConfigure", "configure", "serialize", "cacheSerializer", "onlyLoadFirstFrame",
        "preloadAllAnimationData", "alsoPrefetchToMemory", "progressiveJPEG",
        // Nuke's `LazyImage`.
        "processors", "priority", "pipeline", "onStart", "onCompletion", "onDisappear", "animation", "transaction",
        "resizingMode", "onCreated",
        // SDWebImage's `WebImage`.
        "transition", "customLoopCount", "runLoopMode", "playbackRate", "playbackMode", "pausable", "purgeable",
        "maxBufferSize",
    ]

    /// Rule 4: Kingfisher's static initializers.
    static let loaderStatics: Set<String> = ["url", "resource", "source", "data", "dataProvider"]

    /// Rule 1: what loader `name` draws before loading, given its initializer's arguments.
    func loaderLook(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let u = Unknown(place: place(node), reason: "\(name) loads its image when the app runs")
        var look: ViewValue
        if let placeholder = args.closure("placeholder") {
            look = try content(placeholder, at: node)
        } else if let c = args.trailing ?? args.closure("content"), c.parameterCount == 1 {
            look = try content(c, at: node, [EmptyImagePhase.value])
            if look.nodes.isEmpty { look = try unloaded(.zStack([]), name, u, at: node) }
        } else {
            look = try unloaded(Self.ownLook(name), name, u, at: node)
        }
        look.loader = ImageLoader(name: name)
        return look
    }

    /// Rule 1: the loader's own look while loading.
    private static func ownLook(_ name: String) -> NodeKind {
        switch name {
        case "KFImage", "KFAnimatedImage": return .color(.system(.clear))
        case "LazyImage": return .color(.system(.secondarySystemBackground))
        default: return .image(.bitmap(width: 0, height: 0))
        }
    }

    /// Rule 2: a node drawn while nothing the app chose shows, marked and listed at finishing.
    private func unloaded(_ kind: NodeKind, _ name: String, _ u: Unknown, at node: FunctionCallExprSyntax) throws -> ViewValue {
        var n = try make(kind, name, at: node)
        n.unverified.formUnion([.size, .label])
        if let source = n.source { unloadedImages[source] = u }
        return ViewValue(nodes: [n])
    }

    /// Rule 3: `.name(args)` on a loader: the placeholder drawn, a setting kept, or nil when `name`
    /// is no modifier of the loader (the view is then modified as any view).
    func loaderModifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard let loader = view.loader else { return nil }
        if Self.loaderSettings.contains(name) { return view }
        guard name == "placeholder" else { return nil }
        var placeholder: ViewValue
        if let c = args.trailing ?? args.closure("content") ?? args.first.flatMap({ if case .closure(let c) = $0 { return c } else { return nil } }) {
            let progress = Value.unknown(Unknown(place: place(node), reason: "the loading progress of \(loader.name)"))
            placeholder = try content(c, at: node, Array(repeating: progress, count: min(c.parameterCount, 1)))
        } else if let v = args.first {
            placeholder = try viewValue(v, at: node)
        } else {
            return nil
        }
        placeholder.loader = loader
        return placeholder
    }

    /// Rule 4: `KFImage.url(u)` and its kin as the loader; nil for any other static call.
    func loaderStatic(_ type: String, _ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> Value? {
        guard Self.loaderStatics.contains(name), let loader = try imageLoader(type, args, at: node) else { return nil }
        return .view(loader)
    }

    /// Rule 2, at finishing: the loader drawn in its own look is listed (an image of unknown size
    /// by `sizingUnsizedImage`, which says how it sized it).
    func listingUnloadedImage(_ n: Node) {
        guard let source = n.source, let u = unloadedImages[source], n.unverified.contains(.label) else { return }
        if case .image(let image) = n.kind, image.bitmapSize == .zero { return }
        record(u, "drawn as it shows before loading: the loaded image's size and label are not known")
    }
}
