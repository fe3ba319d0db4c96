/// A problem with a strings catalog or a locale name (`FILE:LINE: message`). Always names the file it
/// came from (and the 1-based line for `.strings` files) so a person can fix the input; never a crash.
public typealias LocalizationError = LocatedError

extension LocatedError {
    public init(file: String? = nil, line: Int? = nil, _ message: String) {
        self.init(file: file, line: line, column: nil, key: "", message: message)
    }
}
