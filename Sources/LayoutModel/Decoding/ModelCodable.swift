// `Codable` for the model, in exactly the screen format's shape: decoding runs the screen-file
// readers (same validation, same messages), encoding runs the writers. A screen built in Swift can
// be dumped as a screen file and read back.
extension ScreenFile {
    /// Set to a file name in a decoder's `userInfo` to have it named in errors and `Screen.file`.
    public static let fileUserInfoKey = CodingUserInfoKey(rawValue: "a11y-snap.screenFile")!

    static func file(_ decoder: Decoder) -> String { decoder.userInfo[fileUserInfoKey] as? String ?? "<decoded>" }
}

extension Screen: Codable {
    public init(from decoder: Decoder) throws {
        let context = ReadContext(file: ScreenFile.file(decoder))
        self = try Reader(node: try SourceNode(from: decoder), path: "", context: context).screen()
    }

    public func encode(to encoder: Encoder) throws { try source.encode(to: encoder) }
}

extension Node: Codable {
    /// A node on its own: `use:` has no components to refer to here.
    public init(from decoder: Decoder) throws {
        let context = ReadContext(file: ScreenFile.file(decoder))
        self = try Reader(node: try SourceNode(from: decoder), path: "", context: context).readNode()
    }

    public func encode(to encoder: Encoder) throws { try source(bare: true).encode(to: encoder) }
}

extension ColorValue: Codable {
    public init(from decoder: Decoder) throws {
        self = try Reader(node: try SourceNode(from: decoder), path: "", context: ReadContext(file: ScreenFile.file(decoder))).color()
    }

    public func encode(to encoder: Encoder) throws { try source.encode(to: encoder) }
}

extension TextValue: Codable {
    public init(from decoder: Decoder) throws {
        self = try Reader(node: try SourceNode(from: decoder), path: "", context: ReadContext(file: ScreenFile.file(decoder))).text()
    }

    public func encode(to encoder: Encoder) throws { try source.encode(to: encoder) }
}
