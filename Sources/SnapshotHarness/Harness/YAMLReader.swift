import Yams

/// A YAML node with where it came from, for reading configuration with precise errors.
/// Every accessor throws an `InputError` naming the file, the node's line and column and its key path.
struct YAMLValue {
    var node: Yams.Node
    var file: String
    var path: String

    /// Parses `text` with Yams' composer, which keeps line numbers; an empty document is an empty mapping.
    static func parse(_ text: String, file: String) throws -> YAMLValue {
        do {
            let node = try Yams.compose(yaml: text) ?? Yams.Node.mapping(Yams.Node.Mapping([]))
            return YAMLValue(node: node, file: file, path: "")
        } catch let YamlError.scanner(_, problem, mark, _), let YamlError.parser(_, problem, mark, _) {
            throw InputError(file: file, line: mark.line, column: mark.column, key: "", message: "not valid YAML: \(problem)")
        } catch {
            throw InputError(file: file, key: "", message: "not valid YAML: \(error)")
        }
    }

    func error(_ message: String) -> InputError {
        InputError(file: file, line: node.mark?.line, column: node.mark?.column, key: path, message: message)
    }

    private var kindName: String {
        switch node {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// The entries of a mapping, in file order. Rule: a key outside `allowed` is an error, never ignored.
    func mapping(allowed: [String]) throws -> [(key: String, value: YAMLValue)] {
        guard case .mapping(let m) = node else { throw error("expected a mapping, found \(kindName)") }
        var out: [(String, YAMLValue)] = []
        var seen = Set<String>()
        for (k, v) in m {
            let key = k.string ?? ""
            let child = YAMLValue(node: v, file: file, path: path.isEmpty ? key : "\(path).\(key)")
            guard allowed.contains(key) else {
                let keyValue = YAMLValue(node: k, file: file, path: child.path)
                throw keyValue.error("unknown key '\(key)' (expected one of: \(allowed.joined(separator: ", ")))")
            }
            guard seen.insert(key).inserted else { throw YAMLValue(node: k, file: file, path: child.path).error("duplicate key '\(key)'") }
            out.append((key, child))
        }
        return out
    }

    /// The items of a list, each with its index in the key path.
    func list() throws -> [YAMLValue] {
        guard case .sequence(let s) = node else { throw error("expected a list, found \(kindName)") }
        return s.enumerated().map { YAMLValue(node: $0.element, file: file, path: "\(path)[\($0.offset)]") }
    }

    var isSequence: Bool { if case .sequence = node { return true } else { return false } }
    var isMapping: Bool { if case .mapping = node { return true } else { return false } }

    func string() throws -> String {
        guard case .scalar(let s) = node, node.null == nil else { throw error("expected a string, found \(kindName == "a scalar" ? "null" : kindName)") }
        return s.string
    }

    /// A list of strings; a single string is taken as a one-item list.
    func strings() throws -> [String] {
        if isSequence { return try list().map { try $0.string() } }
        return [try string()]
    }

    func number() throws -> Double {
        guard case .scalar = node, let d = node.float, d.isFinite else { throw error("expected a number, found '\(node.string ?? kindName)'") }
        return d
    }

    func integer() throws -> Int {
        guard case .scalar = node, let i = node.int else { throw error("expected a whole number, found '\(node.string ?? kindName)'") }
        return i
    }
}
