import LayoutModel
import SwiftSyntax

// What an app's stores hold when Xcode's preview runs it: a fresh install that never ran, so
// nothing was ever saved (issue 26: "a UserDefaults is not evaluated", "unknown member 'X' of
// AppUserDefaults", "a NSCache is not evaluated" left `imageLoader.image != nil` unknown), and
// identifiers that are the same on every run, in the order applied:
//
// 1. `UserDefaults.standard` and `UserDefaults(suiteName:)` are empty: `bool(forKey:)` is false,
//    `integer` 0, `double` and `float` 0, `string`, `object`, `array`, `dictionary`, `data`,
//    `url`, `stringArray` and `value(forKey:)` nil, so a property wrapper or class that reads a
//    key with a default (`object(forKey:) as? T ?? defaultValue`) gives its default.
//    `set(_:forKey:)`, `removeObject(forKey:)`, `register(defaults:)` change nothing the reader
//    keeps: a value the code stores and reads back in one preview is not seen (rare in views;
//    `register(defaults:)` runs at app launch, which a preview does not run).
// 2. `NSCache()` is a new, empty cache: `object(forKey:)` is nil (an image loader's `image` is nil
//    and its "not loaded" branch is drawn, as on first launch); storing in it changes nothing.
// 2a. `HTTPCookieStorage.shared` holds no cookies: `cookies` and `cookies(for:)` are empty (a
//    "logged in" check that looks for a session cookie is false, as on first launch); setting
//    or deleting one changes nothing the reader keeps.
// 3. `UUID()` is a version-4 UUID made from where it is written (file name, line, column), never a
//    random one: `uuidString` (36 characters, upper-case) and interpolation are the same on every
//    run; two UUIDs made at one place (in a loop) are equal, where the app's would differ.
extension Evaluator {
    /// Rule 1: `UserDefaults.standard`; nil for another static.
    func freshInstallStatic(_ type: String, _ name: String) -> Value? {
        if type == "UserDefaults" && name == "standard" { return Self.userDefaults }
        if type == "HTTPCookieStorage" && name == "shared" { return .object(Instance(type: "HTTPCookieStorage", fields: ["cookies": .array([])])) }
        return nil
    }

    static var userDefaults: Value { .object(Instance(type: "UserDefaults", fields: [:])) }

    /// Rules 1 and 2: `UserDefaults(suiteName:)`, `NSCache()`; nil for another type.
    func freshInstallValue(_ type: String) -> Value? {
        switch type {
        case "UserDefaults": return Self.userDefaults
        case "NSCache": return .object(Instance(type: "NSCache", fields: [:]))
        default: return nil
        }
    }

    /// Rules 1 and 2: what an empty store answers; nil for another value or method.
    func freshInstallMethod(_ store: Instance, _ name: String, _ args: Arguments) -> Value? {
        switch (store.type, name) {
        case ("UserDefaults", "bool"): return .bool(false)
        case ("UserDefaults", "integer"): return .int(0)
        case ("UserDefaults", "double"), ("UserDefaults", "float"): return .double(0)
        case ("UserDefaults", "string"), ("UserDefaults", "object"), ("UserDefaults", "array"), ("UserDefaults", "dictionary"),
             ("UserDefaults", "data"), ("UserDefaults", "url"), ("UserDefaults", "stringArray"), ("UserDefaults", "value"):
            return Value.none
        case ("UserDefaults", "set"), ("UserDefaults", "removeObject"), ("UserDefaults", "register"):
            return Value.none
        case ("UserDefaults", "synchronize"): return .bool(true)
        case ("HTTPCookieStorage", "cookies"): return .array([])
        case ("HTTPCookieStorage", "setCookie"), ("HTTPCookieStorage", "setCookies"), ("HTTPCookieStorage", "deleteCookie"),
             ("HTTPCookieStorage", "removeCookies"): return Value.none
        case ("NSCache", "object"): return Value.none
        case ("NSCache", "setObject"), ("NSCache", "removeObject"), ("NSCache", "removeAllObjects"): return Value.none
        default: return nil
        }
    }

    /// Rule 3: the UUID made at `place`.
    static func uuid(at place: SourcePlace) -> Value {
        // FNV-1a over the file's name, line and column: the same on every machine and run.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(place.file.split(separator: "/").last ?? ""):\(place.line):\(place.column)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16, uppercase: true)
        let digits = Array(String(repeating: "0", count: 16 - hex.count) + hex)
        // Version 4 and the RFC 4122 variant, as `UUID()` sets them.
        let text = String(digits[0..<8]) + "-" + String(digits[8..<12]) + "-4" + String(digits[12..<15]) + "-8"
            + String(digits[15...]) + String(digits[0..<2]) + "-" + String(digits[2..<14])
        return .object(Instance(type: "UUID", fields: ["uuidString": .string(StringValue(text))]))
    }
}
