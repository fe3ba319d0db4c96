import SwiftSyntax

// Empty `Data` and decoding it, as a fresh install's settings are read (issue 26: isowords' settings
// client, `(try? Data(contentsOf: .userSettings)) ?? Data()` then `(try? JSONDecoder().decode(
// UserSettings.self, from: data)) ?? UserSettings()`, was "a JSONDecoder is not evaluated" and every
// setting unknown, though no saved file exists in a fresh install: `FreshInstallFiles`):
//
// 1. `Data()` is empty: its `count` is 0, `isEmpty` true.
// 2. `JSONDecoder()` and `PropertyListDecoder()` are decoders; `decode(T.self, from: data)` of empty
//    data throws, as Foundation's (empty data is no JSON and no property list), so `try?` gives nil.
//    Decoding any other data is not evaluated (unknown, said where it is used).
extension Evaluator {
    static let decoderTypes: Set<String> = ["JSONDecoder", "PropertyListDecoder"]

    /// Rules 1 and 2: empty data or a decoder made with no arguments; nil for anything else.
    func emptyDataValue(_ type: String, _ args: Arguments) -> Value? {
        guard args.list.isEmpty, args.trailing == nil, declarations.types[type]?.isDeclared != true else { return nil }
        if type == "Data" { return .object(Instance(type: "Data", fields: ["count": .int(0), "isEmpty": .bool(true)])) }
        if Self.decoderTypes.contains(type) { return .object(Instance(type: type, fields: [:])) }
        return nil
    }

    /// Rule 2: a decoder's `decode(_:from:)` of empty data throws; nil for anything else.
    func decodeEmptyData(_ decoder: Instance, _ name: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        guard Self.decoderTypes.contains(decoder.type), name == "decode", args.list.count == 2,
              case .object(let data)? = args.labeled("from"), data.type == "Data", case .int(0)? = data.fields["count"] else { return nil }
        throw SwiftError(value: .object(Instance(type: "DecodingError", fields: ["case": .member(name: "dataCorrupted", arguments: [])])),
                         place: place(node))
    }
}
