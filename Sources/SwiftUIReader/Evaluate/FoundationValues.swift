import LayoutModel
import SwiftSyntax

// Values of Foundation, Core Graphics and SwiftUI that view code constructs by their type's name,
// which are values, never views (issue 26: "unknown view 'DateFormatter'", "unknown view 'Angle'",
// "unknown view 'CGRect'" drew a view's placeholder, or named a view, for a value):
//
// 1. `Angle(degrees: x)` and `Angle(radians: x)` are the angles `.degrees(x)` and `.radians(x)`.
// 2. `CGPoint(x:y:)` has its `x` and `y`; `CGRect(x:y:width:height:)` (also `origin:size:`, and
//    `CGPoint()`, `CGRect()` and the `.zero`s of `CGSize`, `CGPoint` and `CGRect`: zero) its
//    `origin`, `size`, `width`, `height` and `minX`...`maxY`, as `UIScreen.main.bounds` has them.
// 2a. `Alignment(horizontal: .leading, vertical: .top)` is the alignment of that name, `.topLeading`
//    (a text baseline as the vertical guide is read as `.firstTextBaseline` is elsewhere: centre).
// 2b. Formatters, `Locale(identifier:)` and `NSNumber(value:)` are values (`Formatters.swift`);
//    `UserDefaults(suiteName:)` and `NSCache()` are a fresh install's empty stores (`FreshInstall.swift`).
//    Their methods, and those of `Date` and `Calendar` (`Dates.swift`), are `foundationMethod`'s.
// 3. The other types of `nonViewTypes` (`Data`, `AttributedString`, `MeasurementFormatter`, ...)
//    are not evaluated: made by name, each is an unknown value ("a Data is not evaluated"),
//    reported where it is used, never a view's placeholder or a view's name.
extension Evaluator {
    /// Rule 3: types whose instances are values the reader does not make.
    static let nonViewTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "ByteCountFormatter", "DateComponentsFormatter", "RelativeDateTimeFormatter",
        "ISO8601DateFormatter", "MeasurementFormatter", "PersonNameComponentsFormatter", "ListFormatter",
        "DateIntervalFormatter", "Data", "AttributedString", "NSAttributedString", "NSMutableAttributedString",
        "AnyIterator", "AnySequence", "NSCache", "NSLocale", "Locale", "TimeZone", "JSONDecoder", "JSONEncoder",
        "PropertyListDecoder", "PropertyListEncoder", "UserDefaults", "FileManager", "NotificationCenter",
        "DispatchQueue", "OperationQueue", "URLSession", "URLRequest", "NSPredicate",
        "NSSortDescriptor", "NSRegularExpression", "Measurement", "DateInterval", "CGAffineTransform",
        "CLLocationManager", "CLLocation", "Timer", "Task", "NSNumber",
        // Swift's own: `Result(catching:)` (never an app's unknown type or a view).
        "Result",
    ]

    /// The types whose methods `foundationMethod` evaluates.
    static let foundationTypes: Set<String> = formatterTypes.union(["Date", "Duration", "Calendar", "UserDefaults", "NSCache", "HTTPCookieStorage",
                                                                    "FileManager", "URLComponents", "URLQueryItem", "Data", "JSONDecoder",
                                                                    "PropertyListDecoder"]).union(lockTypes)

    /// Rule 2b: a method of a date, calendar, formatter or store on known arguments; nil when
    /// `base` is none of these or the method is not evaluated (an unknown method, reported).
    func foundationMethod(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard case .object(let i) = base, Self.foundationTypes.contains(i.type) else { return nil }
        if name == "formatted" { return try formattedMethod(base, c, scope) }
        let args = try arguments(c, scope)
        if let u = args.firstUnknown { return .unknown(u) }
        return try dateMethod(base, name, args) ?? formatterMethod(i, name, args) ?? freshInstallMethod(i, name, args)
            ?? freshInstallFileMethod(i, name, args) ?? decodeEmptyData(i, name, args, at: c) ?? lockMethod(i, name, args, at: c)
    }

    /// Rule 2b: a static of these types (`Date.now`, `Calendar.current`, `UserDefaults.standard`,
    /// `Locale.current`), written out or implicit where the type is declared (`var d: UserDefaults = .standard`).
    func foundationStatic(_ type: String, _ name: String) -> Value? {
        dateStatic(type, name) ?? dispatchStatic(type, name) ?? freshInstallStatic(type, name) ?? localeStatic(type, name) ?? freshInstallFileStatic(type, name) ?? Self.geometryZero(type, name)
    }

    /// Rule 2: Core Graphics' `.zero`s, the same as `CGSize()`, `CGPoint()` and `CGRect()`.
    static func geometryZero(_ type: String, _ name: String) -> Value? {
        guard name == "zero" else { return nil }
        switch type {
        case "CGSize": return .member(name: "$size", arguments: [Argument(value: .double(0)), Argument(value: .double(0))])
        case "CGPoint": return .object(Instance(type: "CGPoint", fields: ["x": .double(0), "y": .double(0)]))
        case "CGRect": return rect(x: 0, y: 0, width: 0, height: 0)
        default: return nil
        }
    }

    /// Rules 1, 2 and 2b: the value, or nil when `type` or its arguments are not these.
    func foundationValue(_ type: String, _ args: Arguments) -> Value? {
        if let v = formatterValue(type, args) ?? freshInstallValue(type) ?? combineValue(type, args) ?? isolatedBox(type, args)
            ?? emptyDataValue(type, args) ?? lockValue(type, args) { return v }
        // Rules 1 and 2 on an argument the reader does not know: that unknown, with its own reason
        // and place (never "unknown view 'Angle'").
        if ["Angle", "CGPoint", "CGRect"].contains(type), let u = args.firstUnknown { return .unknown(u) }
        switch type {
        case "Angle":
            for unit in ["degrees", "radians"] {
                if let v = args.labeled(unit), v.number != nil { return .member(name: unit, arguments: [Argument(value: v)]) }
            }
            return nil
        case "CGPoint":
            if args.list.isEmpty { return .object(Instance(type: "CGPoint", fields: ["x": .double(0), "y": .double(0)])) }
            guard let x = args.labeled("x")?.number, let y = args.labeled("y")?.number else { return nil }
            return .object(Instance(type: "CGPoint", fields: ["x": .double(x), "y": .double(y)]))
        case "CGRect":
            if args.list.isEmpty { return Self.rect(x: 0, y: 0, width: 0, height: 0) }
            var x = args.labeled("x")?.number, y = args.labeled("y")?.number
            var w = args.labeled("width")?.number, h = args.labeled("height")?.number
            if case .object(let o)? = args.labeled("origin"), o.type == "CGPoint" { x = o.fields["x"]?.number; y = o.fields["y"]?.number }
            if case .member("$size", let parts)? = args.labeled("size"), parts.count == 2 { w = parts[0].value.number; h = parts[1].value.number }
            guard let x, let y, let w, let h else { return nil }
            return Self.rect(x: x, y: y, width: w, height: h)
        case "Alignment":
            guard case .member(let h, _)? = args.labeled("horizontal"), case .member(let v, _)? = args.labeled("vertical") else { return nil }
            return Self.alignment(horizontal: h, vertical: v)
        default:
            return nil
        }
    }

    /// Rule 2a: the name `Alignment(name:)` reads (`topLeading`, `bottom`, `center`), or nil.
    static func alignment(horizontal h: String, vertical v: String) -> Value? {
        guard ["leading", "center", "trailing"].contains(h) else { return nil }
        let vertical: String
        switch v {
        case "top", "bottom": vertical = v
        case "center", "firstTextBaseline", "lastTextBaseline": vertical = "center"
        default: return nil
        }
        let name = vertical == "center" ? h : h == "center" ? vertical : vertical + h.prefix(1).uppercased() + h.dropFirst()
        return .member(name: name, arguments: [])
    }

    /// Rule 2: a `CGRect` as UIKit gives one.
    static func rect(x: Double, y: Double, width w: Double, height h: Double) -> Value {
        let size = Value.member(name: "$size", arguments: [Argument(value: .double(w)), Argument(value: .double(h))])
        let origin = Value.object(Instance(type: "CGPoint", fields: ["x": .double(x), "y": .double(y)]))
        return .object(Instance(type: "CGRect", fields: [
            "origin": origin, "size": size, "width": .double(w), "height": .double(h),
            "minX": .double(x), "minY": .double(y), "maxX": .double(x + w), "maxY": .double(y + h),
            "midX": .double(x + w / 2), "midY": .double(y + h / 2),
        ]))
    }
}
