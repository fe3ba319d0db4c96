import Foundation
import LayoutModel
import SwiftSyntax

// What view code computes with, as far as a screen needs it. Values are plain data: a struct
// instance is its type name and stored fields; a view is the nodes it builds plus what it
// publishes upward (navigation title, toolbar, tab item); a closure keeps its syntax and scope.

indirect enum Value {
    case int(Int)
    case double(Double)
    /// A `@ScaledMetric` value: `value` is `base` scaled for the variant like `style`. It is a
    /// number everywhere; as a font size it is the format's `{size: base, relativeTo: style}`.
    case scaled(base: Double, style: TextStyle, value: Double)
    case bool(Bool)
    case string(StringValue)
    case array([Value])
    /// `lower..<upper` (a closed range is stored with `upper + 1`).
    case range(Int, Int)
    case object(Instance)
    /// An enum case: declared in the scanned files or one of SwiftUI's (`DynamicTypeSize.xLarge`).
    case enumCase(type: String, name: String, payload: [Value])
    /// `.leading`, `.title`, `.system(size: 12)`: an implicit member, read by what receives it.
    case member(name: String, arguments: [Argument])
    case color(ColorValue)
    case font(FontValue)
    case view(ViewValue)
    case closure(Closure)
    /// A type used as a value: `Color`, `Font`, `PetCard`, as the base of `.init` or a static member.
    case type(String)
    /// `\.dynamicTypeSize`.
    case keyPath(String)
    case none
    /// A value the reader could not evaluate, and why (`Unknown.swift`): evaluation goes on with it.
    case unknown(Unknown)

    var typeName: String {
        switch self {
        case .int: return "Int"
        case .double, .scaled: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .range: return "Range"
        case .object(let i): return i.type
        case .enumCase(let t, _, _): return t
        case .member(let n, _): return "." + n
        case .color: return "Color"
        case .font: return "Font"
        case .view: return "View"
        case .closure: return "closure"
        case .type(let t): return t
        case .keyPath(let k): return "\\." + k
        case .none: return "nil"
        case .unknown: return "unknown value"
        }
    }

    /// A value a call can be made with: a function, a key path (SE-0249), a type (its `init`), or
    /// an unknown (which may have been one).
    var isCallable: Bool {
        switch self {
        case .closure, .keyPath, .type, .unknown: return true
        default: return false
        }
    }

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .scaled(_, _, let d): return d
        // `.infinity` and `.zero` where a CGFloat is expected.
        case .member("infinity", let a) where a.isEmpty: return .infinity
        case .member("zero", let a) where a.isEmpty: return 0
        default: return nil
        }
    }

    /// The text interpolation shows.
    var display: String? {
        switch self {
        case .int(let i): return String(i)
        case .double(let d), .scaled(_, _, let d): return String(d)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s.text
        case .enumCase(_, let n, _): return n
        case .member(let n, let a) where a.isEmpty: return n
        // A type prints its name (`"\(Self.self)"` in `HomeScreen` is "HomeScreen"; nested, "Outer.Inner").
        case .type(let t): return t
        // A URL shows its absolute string (`URLValues`).
        case .object(let i) where i.type == "URL": return i.fields["absoluteString"]?.display
        // A UUID's `description` is its `uuidString`.
        case .object(let i) where i.type == "UUID": return i.fields["uuidString"]?.display
        // A date's `description`: "2026-03-03 09:41:00 +0000" (`Dates.swift`).
        case .object(let i) where i.type == "Date": return dateSeconds.map { Date(timeIntervalSince1970: $0).description }
        // An array of numbers, strings or Bools as Swift prints it: `[6, 8]`, `["a", "b"]`; of other
        // values (an enum prints its module's name, an optional `Optional(3)`) it is not shown.
        case .array(let items):
            var parts: [String] = []
            for item in items {
                switch item {
                case .int, .double, .bool: parts.append(item.display ?? "")
                case .string(let s) where s.unknown == nil: parts.append("\"" + s.text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"")
                default: return nil
                }
            }
            return "[" + parts.joined(separator: ", ") + "]"
        default: return nil
        }
    }
}

/// A labelled argument as evaluated (label nil for unlabelled), with where it was written.
struct Argument {
    var label: String?
    var value: Value
    var syntax: ExprSyntax?
    /// For `&x`, the caller's scope, where the parameter's value is written back (`InoutArguments`).
    var writeBack: Scope? = nil
}

/// A string and how SwiftUI would treat it in `Text(_:)`.
struct StringValue {
    var text: String
    /// The catalog key if the string is looked up: `"\(n) cycles"` has the key `%lld cycles`.
    var key: String
    var arguments: [String]
    /// Written as a literal right here: `Text("...")` takes it as a `LocalizedStringKey`.
    var isLiteral: Bool
    /// A `LocalizedStringKey` or `String(localized:)`: looked up wherever it goes.
    var isLocalized: Bool
    /// Part of the string was not evaluated (`"Hi \(user.name)"` with `user` unknown): that part
    /// is a stand-in (`TextStandIn`) and the text shown is unverified.
    var unknown: Unknown?
    /// The text as each locale shows it, when part of it is a value Foundation formats for the
    /// locale (`Formatters.swift`): `text` is its English text, what the code computes with.
    var shown: TextValue?

    init(_ text: String, key: String? = nil, arguments: [String] = [], isLiteral: Bool = false, isLocalized: Bool = false) {
        self.text = text; self.key = key ?? text; self.arguments = arguments
        self.isLiteral = isLiteral; self.isLocalized = isLocalized
    }

    /// As a `String` variable holds it: not a literal any more.
    var plain: StringValue { var s = self; s.isLiteral = false; return s }

    /// The model's text: a catalog key (with format arguments) when SwiftUI looks it up, else as written.
    var textValue: TextValue {
        // A string with a stand-in in it shows as written: a stand-in is never looked up.
        if unknown != nil { return .literal(text) }
        guard isLiteral || isLocalized else { return shown ?? .literal(text) }
        return arguments.isEmpty ? .key(key) : .format(key: key, arguments: arguments)
    }
}

/// An instance of a struct declared in the scanned files.
struct Instance {
    var type: String
    var fields: [String: Value]
    /// A dictionary's keys that are no text, number or Bool (`[.gid: id]`, `[Key.page: v]`), by the
    /// field they key: what its elements give back as their `key` (`DictionarySequences` rule 5).
    var keys: [String: Value]? = nil
}

/// A function value, as a closure parameter receives it: a closure literal with the scope it was
/// written in, or a method or function named where a function goes (`Button(action: save)`,
/// `.toolbar(content: toolbar)`), bound to its receiver as Swift's `self.save` is
/// (`FunctionReferences.swift`). Calling either is `callClosure`.
enum Closure {
    case literal(ClosureExprSyntax, Scope)
    case function(FunctionReference)

    init(syntax: ClosureExprSyntax, scope: Scope) { self = .literal(syntax, scope) }

    /// The closure literal, nil for a named function.
    var literal: ClosureExprSyntax? {
        if case .literal(let syntax, _) = self { return syntax }
        return nil
    }

    /// Where it was written: the literal, or the name that refers to the function.
    var syntax: Syntax {
        switch self {
        case .literal(let c, _): return Syntax(c)
        case .function(let f): return f.syntax
        }
    }

    /// How many values a call hands it: the literal's parameters (`$0` counts), the function's.
    var parameterCount: Int {
        switch self {
        case .literal(let c, _): return Evaluator.parameterCount(c)
        case .function(let f): return f.parameterCount
        }
    }
}

/// What a view contributes: its nodes (a `Group` or `ForEach` gives several) and the values it
/// publishes to its container (SwiftUI's preferences).
struct ViewValue {
    var nodes: [Node]
    var preferences = Preferences()
    /// Set while the view is an image loader not yet modified as a view (`ImageLoaders.swift`):
    /// its own configuration modifiers (`.placeholder`, `.fade`) still apply to it.
    var loader: ImageLoader?

    static let empty = ViewValue(nodes: [])
}

/// Values a view hands up to the navigation stack or tab view around it; the innermost wins.
struct Preferences {
    var title: TextValue?
    var titleDisplayMode: TitleDisplayMode?
    var leading: [Node] = []
    var trailing: [Node] = []
    var tab: Tab?
    /// `.toolbarBackground(_:for:)`, per bar.
    var navigationBarBackground = ToolbarBackground()
    var tabBarBackground = ToolbarBackground()
    /// `.navigationBarHidden(_:)`, `.toolbar(_:for: .navigationBar)`, `.toolbarVisibility(_:for:)`.
    var navigationBarHidden: Bool?
    /// `.searchable(...)`: the search field's prompt and typed text (`SearchFields.swift`).
    var search: TextValue?
    var searchText: TextValue?
    var searchUnverified: UnverifiedAspects = []
    /// `.presentationDetents(...)` on a sheet's content.
    var detents: [SheetDetent]?

    /// `self` (inner) over `outer`: what the inner view set wins, toolbar items add up.
    mutating func merge(_ other: Preferences) {
        navigationBarBackground.merge(other.navigationBarBackground)
        tabBarBackground.merge(other.tabBarBackground)
        if title == nil { title = other.title }
        if titleDisplayMode == nil { titleDisplayMode = other.titleDisplayMode }
        if navigationBarHidden == nil { navigationBarHidden = other.navigationBarHidden }
        if search == nil { search = other.search; searchText = other.searchText; searchUnverified = other.searchUnverified }
        leading += other.leading
        trailing += other.trailing
        if tab == nil { tab = other.tab }
        if detents == nil { detents = other.detents }
    }
}

/// What `.toolbarBackground(style, for:)` and `.toolbarBackground(visibility, for:)` set for one
/// bar; the innermost of each wins.
struct ToolbarBackground {
    var style: ColorValue?
    var visibility: String?

    mutating func merge(_ other: ToolbarBackground) {
        if style == nil { style = other.style }
        if visibility == nil { visibility = other.visibility }
    }

    /// A style with no visibility (or `.automatic`): the tab bar takes it once content scrolls under
    /// it, as iOS does (the model's `scrolledBarBackground`).
    var scrolledBarBackground: ColorValue? {
        visibility == nil || visibility == "automatic" ? style : nil
    }

    /// The model's `barBackground`: drawn only when made visible (a style alone shows once content
    /// scrolls under the bar, never at the scroll edge a render shows: the tab bar's is
    /// `scrolledBarBackground`); hidden keeps the bar clear.
    func barBackground(hiddenIsClear: Bool) -> ColorValue? {
        switch visibility {
        case "visible": return style ?? BarAppearance.chrome
        case "hidden": return hiddenIsClear ? .system(.clear) : nil
        default: return nil
        }
    }
}

/// Variables in scope: locals, then the instance whose member is running (`self`).
final class Scope {
    private var values: [String: Value] = [:]
    let parent: Scope?
    /// The instance a scope was made for (a function's root scope); inner scopes have none of their own.
    private var ownInstance: Instance?
    /// The instance whose body or method is evaluated, for `self.x` and bare `x`: the root scope's,
    /// as it is now (a method an `init` calls sees the fields the `init` assigned before the call).
    var instance: Instance? {
        get { ownInstance ?? parent?.instance }
        set {
            if ownInstance != nil || parent == nil { ownInstance = newValue } else { parent?.instance = newValue }
        }
    }
    /// The type whose static member or method is evaluated, for bare names of its statics.
    var staticType: String?

    init(parent: Scope?, instance: Instance? = nil, staticType: String? = nil) {
        self.parent = parent
        self.ownInstance = instance
        self.staticType = staticType ?? parent?.staticType ?? instance?.type
    }

    func lookup(_ name: String) -> Value? {
        if let v = values[name] { return v }
        if let p = parent, let v = p.lookup(name) { return v }
        if parent == nil, let v = instance?.fields[name] { return v }
        return nil
    }

    func define(_ name: String, _ value: Value) { values[name] = value }

    /// The type a local was declared with (`var hint: LocalizedStringKey = ...`), for what is assigned to it later.
    private var declaredTypes: [String: TypeSyntax] = [:]

    func declare(_ name: String, type: TypeSyntax) { declaredTypes[name] = type }

    /// A local (not a field of `self`) of that name: its value and declared type, the innermost first.
    func local(_ name: String) -> (value: Value, type: TypeSyntax?)? {
        if let v = values[name] { return (v, declaredTypes[name]) }
        return parent?.local(name)
    }

    /// `self.name = value`: the field of the instance being built or run.
    func assignField(_ name: String, _ value: Value) -> Bool {
        guard let p = parent else {
            guard instance != nil else { return false }
            instance?.fields[name] = value
            return true
        }
        return p.assignField(name, value)
    }

    /// Assigns an existing local, else a field of `self`; false when neither exists.
    func assign(_ name: String, _ value: Value) -> Bool {
        if values[name] != nil { values[name] = value; return true }
        if let p = parent { return p.assign(name, value) }
        if instance?.fields[name] != nil || instance != nil { instance?.fields[name] = value; return true }
        return false
    }
}
