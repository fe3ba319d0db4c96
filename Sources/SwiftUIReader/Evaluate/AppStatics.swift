import LayoutModel
import SwiftSyntax

// Design tokens: an implicit member a modifier receives (`.padding(.layoutPadding)`,
// `.font(.scaledTitle)`, `.foregroundColor(.brand)`, `.padding(.grid(2))`) that SwiftUI does not
// have is a static the app declared in an extension of the parameter's type (`extension CGFloat {
// static let layoutPadding: CGFloat = 20 }`), as Swift's type checker resolves it. The reader does
// not know the parameter's type, so it looks the name up in the app's extensions of SwiftUI's and
// Swift's value types, in the order the modifier's parameter makes likely, and evaluates the first
// static it finds (a stored or computed one, or a static function called with the member's arguments).
// A name SwiftUI itself gives that type (`Font.subheadline`) is SwiftUI's, whatever the app declares.

enum AppStatics {
    /// The extended types a modifier's implicit members are looked up in, most likely first.
    static func types(for modifier: String) -> [String] {
        switch modifier {
        case "font": return ["Font"]
        case "padding", "frame", "offset", "cornerRadius", "lineSpacing", "spacing", "shadow", "blur":
            return numbers
        case "buttonStyle": return ["ButtonStyle", "PrimitiveButtonStyle"]
        case "labelStyle": return ["LabelStyle"]
        case "toggleStyle": return ["ToggleStyle"]
        default: return colours + numbers + ["Font"]
        }
    }

    /// A member SwiftUI itself gives `type` (`Font.subheadline`, `Color.red`): the app cannot
    /// declare one of that name and type, so an app static of the name (IceCubes' `private static
    /// let subheadline = 15.0` in `extension Font`, a size) has another type and is not what a
    /// modifier taking a `Font` or a colour receives.
    static func isSwiftUIs(_ name: String, of type: String) -> Bool {
        switch type {
        case "Font": return TextStyle(rawValue: name) != nil
        case "Color", "ShapeStyle": return ColorConversion.named(name) != nil
        default: return false
        }
    }

    static let numbers = ["CGFloat", "Double", "Float", "Int"]
    static let colours = ["Color", "ShapeStyle", "UIColor", "HierarchicalShapeStyle"]
}

extension Evaluator {
    /// The arguments of `.modifier(...)` with each implicit member the app declared a static for
    /// evaluated to that static's value; members SwiftUI has (`.title`, `.red`, `.horizontal`) and
    /// everything else are kept as they are.
    func resolvingAppStatics(_ args: Arguments, for modifier: String, at node: some SyntaxProtocol) throws -> Arguments {
        var out = args
        for i in out.list.indices {
            if let v = try appStatic(out.list[i].value, types: AppStatics.types(for: modifier), at: node) { out.list[i].value = v }
        }
        return out
    }

    /// The value of the app's static `name` in the first of `types` that declares it, or nil.
    func appStatic(_ v: Value, types: [String], at node: some SyntaxProtocol) throws -> Value? {
        // `.foregroundStyle(.palette.accent)`: an implicit member chain from the app's static.
        if case .unknown(let u) = v, let chain = u.implicitChain {
            return types.lazy.compactMap { self.resolveImplicitChain(chain, in: $0) }.first
        }
        guard case .member(let name, let args) = v, !name.hasPrefix("$") else { return nil }
        // A call (`.gray(0.9)`) is never SwiftUI's property of that name.
        for type in types where !(args.isEmpty && AppStatics.isSwiftUIs(name, of: type)) {
            guard let declared = declarations.types[type] else { continue }
            if args.isEmpty, declared.staticValues[name] != nil { return try member(of: .type(type), name, at: node) }
            if let methods = declared.staticMethods[name] {
                let call = Arguments(list: args, trailing: nil, extra: [], syntax: nil)
                return try run(pick(methods, call), self: nil, staticType: type, arguments: args, at: node)
            }
        }
        return nil
    }
}
