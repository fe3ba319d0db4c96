/// Names that become parts of paths: screen names (`Baselines/<screen>/`), locales and devices
/// (in variant names, `<variant>.png`), an image set's `filename`. The one rule each is checked by,
/// wherever the name comes from (a screen file, a preview, a catalog, a run report).
public enum PathNames {
    /// Rule: a screen name is 1 to `Limits.nameLength` letters, digits, `_` and `-`. Nil when
    /// `name` is one, else what is wrong with it.
    public static func screenProblem(_ name: String) -> String? {
        if !Spelling.isValidName(name) { return "is not a screen name: use only letters, digits, _ and - (it names output files)" }
        if name.count > Limits.nameLength { return "is \(name.count) characters long: use at most \(Limits.nameLength) (it names output files)" }
        return nil
    }

    /// Rule: a file name inside a folder of the input is one path component: not empty, not `.`
    /// or `..`, no `/`, no NUL or other control character, at most 255 bytes. Nil when `name` is one.
    public static func componentProblem(_ name: String) -> String? {
        if name.isEmpty || name == "." || name == ".." { return "is not a file name" }
        if name.contains("/") { return "is a path, not a file name (it holds '/')" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "holds a control character" }
        if name.utf8.count > 255 { return "is \(name.utf8.count) bytes long: a file name has at most 255" }
        return nil
    }

    /// Rule: a locale id is 2-3 letters, then `-` or `_` separated parts of 1-8 letters and digits
    /// (`en`, `pt-BR`, `zh_Hant`, `es-419`): it becomes part of file names, so nothing else.
    public static func isLocaleID(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { p in
            (1...8).contains(p.count) && p.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
