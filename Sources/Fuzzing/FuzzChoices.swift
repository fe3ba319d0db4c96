/// The choices a generator makes, read from the fuzzer's input: each `next()` takes the next two
/// bytes (little-endian), and 0 once the input is spent. A mutation of one byte changes one choice,
/// so libFuzzer's byte-level search becomes a search over screens, PNGs and catalogs; an empty
/// input gives the smallest value (every generator stops on choice 0).
public struct FuzzChoices: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var at = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public mutating func next() -> UInt64 {
        var value: UInt64 = 0
        for shift in [0, 8] where at < bytes.count {
            value |= UInt64(bytes[at]) << UInt64(shift)
            at += 1
        }
        return value
    }
}

extension RandomNumberGenerator {
    /// One of `list`, for any generator (the seeded one in tests, `FuzzChoices` under libFuzzer).
    public mutating func choose<T>(_ list: [T]) -> T { list[Int(next() % UInt64(list.count))] }
    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
