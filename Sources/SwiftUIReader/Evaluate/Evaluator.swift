import LayoutModel
import SwiftSyntax

/// The environment a preview is evaluated in: the variant's axes that view code can read.
public struct ViewEnvironment: Hashable, Sendable {
    public var size: DynamicTypeSize
    public var direction: LayoutDirection
    public var appearance: Appearance
    /// The device scale, for `@ScaledMetric`'s rounding to the pixel.
    public var scale: Double
    /// The device's screen in points, what `UIScreen.main.bounds` reads.
    public var screen: Size
    /// The device's safe area, what the key window's `safeAreaInsets` reads (`KeyWindow.swift`).
    public var safeArea: EdgeInsets

    public init(size: DynamicTypeSize = .large, direction: LayoutDirection = .leftToRight,
                appearance: Appearance = .light, scale: Double = 3, screen: Size = Device.iphone15.size,
                safeArea: EdgeInsets = Device.iphone15.safeArea) {
        self.size = size; self.direction = direction; self.appearance = appearance; self.scale = scale
        self.screen = screen; self.safeArea = safeArea
    }

    public init(_ variant: Variant) {
        self.init(size: variant.size, direction: variant.direction, appearance: variant.appearance, scale: variant.device.scale,
                  screen: variant.device.size, safeArea: variant.device.safeArea)
    }
}

/// Why a value could not be evaluated, where. Caught where a view or modifier can be drawn
/// without it (a placeholder, the modifier left out) and turned into one warning.
struct EvaluationFailure: Error {
    var place: SourcePlace
    var message: String
    /// The view type to label a placeholder with, when the failure is an unknown view.
    var viewName: String?
    /// What `message` says where the value is drawn as a view, when that differs (`UnknownCallees`).
    var asView: String?
    /// The content closure an unknown view was given (`PackageViews`), drawn in its place.
    var content: UnknownViewContent?
    /// The app stops here (a failed `precondition`): the function running the statement that
    /// failed so has no value (`Statements.swift`), rather than the call being skipped.
    var stopsApp = false
    /// `.general.success` read with no type to look `.general` up in: the chain of names, for
    /// `resolveImplicit` once the type the value is given to is known (`ImplicitChains.swift`).
    var implicitChain: [String]?
}

/// A Swift error the evaluated code threw (`throw LoadError.missing`): caught by the `do`/`catch`
/// or `try?` around it; one nothing catches is an unknown where it was thrown.
struct SwiftError: Error {
    var value: Value
    var place: SourcePlace
}

/// A limit on the work one preview may cost was reached: the evaluation stops as a whole.
struct BudgetExhausted: Error {
    var place: SourcePlace
    var message: String
}

/// Evaluates view code against one environment. One evaluator per preview and environment; it
/// keeps the warnings it raised and the limits that bound hostile input.
final class Evaluator {
    /// Limits: nesting of views and calls, evaluation steps, nodes made, items of one `ForEach`.
    /// A real app's screen nests deeper than 32 levels of bodies, closures and calls without
    /// containing itself (damus's timeline: 40 and more, from the tab view to a row's buttons).
    static let maximumDepth = 128
    static let maximumSteps = 400_000
    static let maximumNodes = 4_000
    static let maximumForEachItems = 200
    /// Expressions inside expressions (`Text("x").padding().padding()...` thirty thousand times
    /// ran the evaluator's recursion off its stack, SIGSEGV): past this, a located unknown.
    static let maximumExpressionDepth = 2_000

    let declarations: Declarations
    let files: SourceFiles
    let assets: AssetCatalog
    var environment: EnvironmentValues
    var warnings: [ReaderWarning] = []
    /// How many `try` expressions are being evaluated: a Swift error goes on past `evaluate` inside one.
    var tryDepth = 0
    var warned: Set<ReaderWarning> = []
    /// What could not be evaluated and decided something (`record`), in the order met, each once.
    var unevaluated: [Unevaluated] = []
    var recorded: Set<Unevaluated> = []
    var depth = 0
    /// Expressions being evaluated inside one another (`maximumExpressionDepth`).
    var expressionDepth = 0
    var steps = 0
    var nodes = 0
    /// Bytes of strings and arrays made so far (`grew`).
    var madeBytes = 0
    var staticCache: [String: Value] = [:]
    /// Each operator sequence folded once (`folded`): a recursion folds the same `n - 1` at every call.
    var foldedSequences: [SyntaxIdentifier: Folded] = [:]
    /// Types as written and as kept, once per evaluator (`written`, `storedType`).
    var typeTexts: [SyntaxIdentifier: String] = [:]
    var storedTypes: [StoredTypeKey: String] = [:]
    /// Operators the app declares, by type and name, and those it does not (`operatorMethod`).
    var operatorMethods: [String: Member?] = [:]
    /// What each cached static could not evaluate, recorded again at every use: a screen that reads
    /// a model whose initialiser skipped a call lists it, even when a trial made the value first.
    var staticUnevaluated: [String: [Unevaluated]] = [:]
    var staticsInProgress: Set<String> = []
    /// The `.tabItem`s seen, by the index a tab's content is marked with.
    var tabItems: [Tab] = []
    /// The sheet, alert or dialog the preview shows presented (the last one evaluated).
    var presentation: Presentation?
    /// Views being expanded, to report a view that contains itself.
    var expanding: [String] = []
    /// `expanding.count` where each candidate branch's trial of an unknown condition started,
    /// innermost last, and the view the innermost drew inside itself (`SelfContainingBranches`).
    var candidateFloors: [Int] = []
    var containedItself: String?
    /// A widget preview's family and entry, and what its entry view asked of the container (`WidgetPreviews`).
    var widget: WidgetContext? {
        didSet { environment.widgetFamily = widget?.family.rawValue ?? WidgetFamily.systemSmall.rawValue }
    }
    /// Image loaders drawn in their own empty look, by the node drawn (`ImageLoaders.swift`):
    /// recorded when the preview is finished, unless a `.placeholder` replaced the look.
    var unloadedImages: [NodeSource: Unknown] = [:]
    /// Types whose properties' initial values are being made (`instantiate`), innermost last.
    var instantiating: [String] = []
    /// The `&x` arguments whose parameter's value was written back by the call running (`InoutArguments`).
    var writtenBack: Set<SyntaxIdentifier> = []
    /// The last `return` run was `return nil` (a failable `init?` that makes nil: `instantiate`).
    var returnedNil = false
    /// The implicit members that start a chain written where a type is declared, with that type
    /// (`static let home: URL = .init(string: "...").forceUnwrapped`: `ImplicitChains` rule 3).
    var implicitBases: [SyntaxIdentifier: String] = [:]

    init(declarations: Declarations, files: SourceFiles, assets: AssetCatalog = AssetCatalog(),
         environment: ViewEnvironment) {
        self.declarations = declarations; self.files = files; self.assets = assets
        self.environment = EnvironmentValues(environment)
        self.environment.reads = reads
    }

    /// What of the variant's environment this evaluation read (`EnvironmentReads`).
    let reads = EnvironmentReads()

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        if let file = files[node.root.id] { return file.place(of: node) }
        return SourcePlace(file: "<unknown>", line: 0, column: 0)
    }

    func warn(_ node: some SyntaxProtocol, _ message: String) {
        warn(at: place(node), message)
    }

    /// One warning per place and message, however often the code is evaluated.
    func warn(at place: SourcePlace, _ message: String) {
        let w = ReaderWarning(place: place, message: message)
        if warned.insert(w).inserted { warnings.append(w) }
    }

    func fail(_ node: some SyntaxProtocol, _ message: String, view: String? = nil) -> EvaluationFailure {
        EvaluationFailure(place: place(node), message: message, viewName: view)
    }

    /// Counts one step of work; past the limit the whole preview stops.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > Evaluator.maximumSteps {
            throw BudgetExhausted(place: place(node), message: "evaluation stopped after \(Evaluator.maximumSteps) steps (a loop or recursion that does not end?)")
        }
    }

    /// Runs `body` one level deeper (a view expanded, a function called).
    func nested<T>(_ node: some SyntaxProtocol, _ what: String, _ body: () throws -> T) throws -> T {
        guard depth < Evaluator.maximumDepth else {
            throw fail(node, "\(what) is nested more than \(Evaluator.maximumDepth) levels deep (does it contain itself?): not expanded", view: what)
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// Counts nodes made; past the limit the whole preview stops.
    func made(_ count: Int, at node: some SyntaxProtocol) throws {
        nodes += count
        if nodes > Evaluator.maximumNodes {
            throw BudgetExhausted(place: place(node), message: "the preview makes more than \(Evaluator.maximumNodes) views: stopped")
        }
    }

    /// Runs `body` with the environment changed for a subtree, then restores it.
    func with<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () throws -> T) rethrows -> T {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return try body()
    }
}

/// The SwiftUI environment values view code reads with `@Environment`.
struct EnvironmentValues {
    /// The Dynamic Type size and layout direction, read only through `size` and `direction`, which
    /// note the read (`EnvironmentReads`).
    private var storedSize: DynamicTypeSize
    private var storedDirection: LayoutDirection
    var reads: EnvironmentReads?
    var size: DynamicTypeSize {
        get { reads?.read.insert(.size); return storedSize }
        set { storedSize = newValue }
    }
    var direction: LayoutDirection {
        get { reads?.read.insert(.direction); return storedDirection }
        set { storedDirection = newValue }
    }
    var appearance: Appearance
    var scale: Double
    var screen: Size
    var safeArea: EdgeInsets
    /// Objects put in the environment with `.environment(object)` / `.environmentObject(object)`,
    /// by their type name, for `@Environment(Type.self)` and `@EnvironmentObject`.
    var objects: [String: Value] = [:]
    /// `\.widgetFamily`: a widget preview's family, else SwiftUI's default.
    var widgetFamily = "systemSmall"
    /// The shape `.containerShape(_:)` set above, for `ContainerRelativeShape` (`ContainerShapes`).
    var containerShape: ShapeValue?
    /// The style `.backgroundStyle(_:)` set above: what `.background()` with no view fills with.
    var backgroundStyle: ColorValue?

    init(_ e: ViewEnvironment) {
        storedSize = e.size; storedDirection = e.direction; appearance = e.appearance; scale = e.scale; screen = e.screen
        safeArea = e.safeArea
    }

    /// The value of `\.name`, or nil for a key the reader does not model.
    func value(_ key: String) -> Value? {
        switch key {
        case "dynamicTypeSize": return .enumCase(type: "DynamicTypeSize", name: size.rawValue, payload: [])
        case "sizeCategory": return .enumCase(type: "ContentSizeCategory", name: size.uiKitName, payload: [])
        case "layoutDirection": return .enumCase(type: "LayoutDirection", name: direction.rawValue, payload: [])
        case "colorScheme": return .enumCase(type: "ColorScheme", name: appearance.rawValue, payload: [])
        case "legibilityWeight": return .enumCase(type: "LegibilityWeight", name: "regular", payload: [])
        case "colorSchemeContrast": return .enumCase(type: "ColorSchemeContrast", name: "standard", payload: [])
        case "horizontalSizeClass": return .enumCase(type: "UserInterfaceSizeClass", name: "compact", payload: [])
        case "verticalSizeClass": return .enumCase(type: "UserInterfaceSizeClass", name: "regular", payload: [])
        case "isEnabled": return .bool(true)
        // An iPhone app has one window; on iPad it depends on the app's Info.plist (not read: unknown).
        case "supportsMultipleWindows":
            return Swift.min(screen.width, screen.height) >= Evaluator.padMinimumWidth ? nil : .bool(false)
        // `AnyShapeStyle?`: nil unless `.backgroundStyle(_:)` set one above.
        case "backgroundStyle": return backgroundStyle.map { .color($0) } ?? Value.none
        // `@Environment(\.self)`: the whole environment, whose members are these (`Members`).
        case "self": return .object(Instance(type: "EnvironmentValues", fields: [:]))
        case "widgetFamily": return .enumCase(type: "WidgetFamily", name: widgetFamily, payload: [])
        case "widgetRenderingMode": return .enumCase(type: "WidgetRenderingMode", name: "fullColor", payload: [])
        case "showsWidgetContainerBackground": return .bool(true)
        // An empty option set: nothing is redacted outside `.redacted(reason:)`.
        case "redactionReasons": return .array([])
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityVoiceOverEnabled", "accessibilityShowButtonShapes":
            return .bool(false)
        case "displayScale", "pixelLength":
            return key == "displayScale" ? .double(scale) : .double(1 / scale)
        case "dismiss", "openURL", "editMode", "presentationMode", "managedObjectContext", "modelContext", "requestReview",
             "dismissSearch", "refresh", "undoManager", "scenePhase", "locale", "calendar", "timeZone", "isSearching",
             "isPresented", "openWindow", "purchase":
            // Actions and values that change nothing a screen lays out.
            return Value.none
        default: return nil
        }
    }
}
