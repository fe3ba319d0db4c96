/// Which code reads a PNG's rows. The pixels are the same either way; only the time differs.
public enum PNGReadMode: Sendable {
    /// libdeflate inflates the whole image in one call when the file is 8-bit RGB or RGBA, not
    /// interlaced, and intact to its last chunk (the rules are in CPNG/fast_read.h); libpng reads
    /// every other file, and decides and words every error.
    case fast
    /// libpng reads every file: what the tests hold the fast read to.
    case libpng

    var flag: Int32 { self == .fast ? 1 : 0 }
}
