/// Why the text engine could not start.
public enum TextEngineError: Error, Equatable, CustomStringConvertible {
    /// A font file the registry names is not on disk.
    case missingFontFile(path: String, family: String, package: String)
    /// FreeType could not open a font file that exists.
    case unreadableFontFile(path: String, freetypeError: Int32)
    /// FreeType itself could not start.
    case freetypeUnavailable(freetypeError: Int32)
    /// A family lists no file at all.
    case emptyFamily(name: String)
    /// A path under `fonts:` that does not exist.
    case missingCustomFont(path: String)

    public var description: String {
        switch self {
        case let .missingFontFile(path, family, package):
            return "font file \(path) (family \(family)) is missing; install the Debian package \(package) (apt-get install \(package))"
        case let .unreadableFontFile(path, code):
            return "FreeType could not open font file \(path) (FreeType error \(code))"
        case let .freetypeUnavailable(code):
            return "FreeType could not be initialised (FreeType error \(code))"
        case let .emptyFamily(name):
            return "font family \(name) lists no font files"
        case let .missingCustomFont(path):
            return "'\(path)' is not a font file or a folder of them"
        }
    }
}
