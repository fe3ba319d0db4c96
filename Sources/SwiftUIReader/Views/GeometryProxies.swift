import LayoutModel
import SwiftSyntax

// A GeometryReader's proxy as view code reads it (`Readers.swift`'s rule 4): `size` (a CGSize),
// `safeAreaInsets` (an EdgeInsets), and `frame(in:)` (a CGRect: `origin`, `size`, `width`,
// `height`, `minX`...`maxY`) for `.local` (origin zero) and `.global` (its x positions unknown
// right-to-left); any other coordinate space is an unknown with where and why.

extension Evaluator {
    static let geometryProxyType = "GeometryProxy"
    /// The sides of an `EdgeInsets` value (`.member("$insets", ...)`), in order.
    static let insetSides = ["top", "leading", "bottom", "trailing"]

    /// `proxy` as a value of the evaluator.
    func geometryProxy(_ proxy: GeometryProxyValue) -> Value {
        let i = proxy.safeAreaInsets
        var fields: [String: Value] = [
            "size": .member(name: "$size", arguments: [Argument(value: .double(proxy.size.width)), Argument(value: .double(proxy.size.height))]),
            "safeAreaInsets": .member(name: "$insets", arguments: [i.top, i.leading, i.bottom, i.trailing].map { Argument(value: .double($0)) }),
            "$local": Self.rectValue(Rect(origin: .zero, size: proxy.size)),
        ]
        fields["$global"] = Self.rectValue(proxy.globalFrame, x: proxy.isGlobalXKnown ? nil : globalXUnknown)
        return .object(Instance(type: Self.geometryProxyType, fields: fields))
    }

    /// `proxy.frame(in: space)`; nil for another method (left to the caller's rules).
    func geometryProxyMethod(_ proxy: Instance, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "frame" else { return nil }
        let space = try arguments(c, scope).labeled("in")
        if case .unknown(let u)? = space { return .unknown(u) }
        switch space {
        case .member("local", let a)? where a.isEmpty:
            return proxy.fields["$local"]
        case .member("global", let a)? where a.isEmpty:
            // Right-to-left its x positions are unknown, said where they are read.
            guard case .object(var global)? = proxy.fields["$global"] else { return nil }
            for (name, v) in global.fields where v.isUnknown { global.fields[name] = .unknown(Unknown(place: place(c), reason: Self.globalXReason)) }
            if case .object(var origin)? = global.fields["origin"], origin.fields["x"]?.isUnknown == true {
                origin.fields["x"] = .unknown(Unknown(place: place(c), reason: Self.globalXReason))
                global.fields["origin"] = .object(origin)
            }
            return .object(global)
        default:
            return .unknown(Unknown(place: place(c), reason: "GeometryProxy.frame(in: \(c.arguments.first.map { short($0.expression) } ?? "")) is not modelled (only .local and .global are)"))
        }
    }

    static let globalXReason = "GeometryProxy.frame(in: .global)'s x right-to-left is not modelled (SwiftUI flips x positions in each parent)"

    /// The stand-in for an x the proxy does not know, replaced where `frame(in:)` is called.
    private var globalXUnknown: Value { .unknown(Unknown(place: SourcePlace(file: "", line: 0, column: 0), reason: Self.globalXReason)) }

    /// A `CGRect` with the members view code reads; `x`, when given, in place of its x positions.
    static func rectValue(_ r: Rect, x unknownX: Value? = nil) -> Value {
        func x(_ v: Double) -> Value { unknownX ?? .double(v) }
        let point = Instance(type: "CGPoint", fields: ["x": x(r.minX), "y": .double(r.minY)])
        return .object(Instance(type: "CGRect", fields: [
            "origin": .object(point),
            "size": .member(name: "$size", arguments: [Argument(value: .double(r.width)), Argument(value: .double(r.height))]),
            "width": .double(r.width), "height": .double(r.height),
            "minX": x(r.minX), "midX": x(r.midX), "maxX": x(r.maxX),
            "minY": .double(r.minY), "midY": .double(r.midY), "maxY": .double(r.maxY),
        ]))
    }
}
