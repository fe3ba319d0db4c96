// The floating-point tests Swift's `FloatingPoint` gives a `Double`, `CGFloat` or `Float`
// (issue 26: an interpolation helper's `guard value.isFinite, !range.isZero` was "unknown member
// 'isFinite' of Double: the call is skipped"): `isFinite`, `isInfinite`, `isNaN`, `isZero`,
// `isNormal`, `isSubnormal`, `sign`'s `.plus`/`.minus` and `magnitude`, as Swift computes them. An
// integer's `magnitude` is its absolute value.
extension Evaluator {
    static func floatingPointMember(_ v: Value, _ name: String) -> Value? {
        // `.infinity` given to a `Double` parameter is kept as the implicit member it was written as.
        if case .member("infinity", let a) = v, a.isEmpty { return floatingPointMember(.double(.infinity), name) }
        switch (v, name) {
        case (.double(let d), "isFinite"): return .bool(d.isFinite)
        case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.double(let d), "isZero"): return .bool(d.isZero)
        case (.double(let d), "isNormal"): return .bool(d.isNormal)
        case (.double(let d), "isSubnormal"): return .bool(d.isSubnormal)
        case (.double(let d), "magnitude"): return .double(d.magnitude)
        case (.double(let d), "sign"): return .member(name: d.sign == .minus ? "minus" : "plus", arguments: [])
        case (.int(let i), "magnitude") where i != Int.min: return .int(abs(i))
        default: return nil
        }
    }
}
