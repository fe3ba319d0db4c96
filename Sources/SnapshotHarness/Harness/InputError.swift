import LayoutModel

/// Bad input to the harness: a configuration file, a baseline file or a command-line option that
/// cannot be used (`LocatedError`: file, line, column and key; exit code 2).
public typealias InputError = LocatedError
