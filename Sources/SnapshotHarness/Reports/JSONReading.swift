import Foundation

/// Reads a JSON file the harness wrote, with errors naming the file and the key path.
/// (Foundation's `JSONSerialization` gives no line numbers; the key path locates the problem.)
struct JSONReader {
    var value: Any
    var file: String
    var path: String

    static func parse(_ data: Data, file: String) throws -> JSONReader {
        do {
            return JSONReader(value: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]), file: file, path: "")
        } catch {
            throw InputError(file: file, key: "", message: "not valid JSON (\(error.localizedDescription))")
        }
    }

    func error(_ message: String) -> InputError { InputError(file: file, key: path, message: message) }

    private func child(_ v: Any, _ key: String) -> JSONReader {
        JSONReader(value: v, file: file, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// A required key of an object.
    subscript(key: String) -> JSONReader {
        get throws {
            guard let o = value as? [String: Any] else { throw error("expected an object") }
            guard let v = o[key] else { throw error("missing key '\(key)'") }
            return child(v, key)
        }
    }

    /// An optional key: nil when absent or null.
    func optional(_ key: String) throws -> JSONReader? {
        guard let o = value as? [String: Any] else { throw error("expected an object") }
        guard let v = o[key], !(v is NSNull) else { return nil }
        return child(v, key)
    }

    func array() throws -> [JSONReader] {
        guard let a = value as? [Any] else { throw error("expected an array") }
        return a.enumerated().map { JSONReader(value: $0.element, file: file, path: "\(path)[\($0.offset)]") }
    }

    func string() throws -> String {
        guard let s = value as? String else { throw error("expected a string") }
        return s
    }

    func double() throws -> Double {
        // Foundation on Linux reads 0 and 1 as castable to Bool too, so numbers are taken as NSNumber only.
        guard let n = value as? NSNumber else { throw error("expected a number") }
        return n.doubleValue
    }

    func int() throws -> Int {
        let d = try double()
        guard d == d.rounded(), abs(d) < 9e15 else { throw error("expected a whole number") }
        return Int(d)
    }

    func bool() throws -> Bool {
        if let b = value as? Bool { return b }
        throw error("expected true or false")
    }
}
