/// `--shard I/N`: this machine does the I-th of N shares of the work (1-based).
/// Rule: a unit belongs to shard `FNV-1a-64(unit id) mod N + 1`, so every unit is in exactly one
/// shard, the same one on every machine and every run (Swift's `Hasher` is seeded per process, so not it).
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw InputError(key: "--shard", message: "expected I/N with 1 <= I <= N, found \(index)/\(count)")
        }
        self.index = index; self.count = count
    }

    /// Parses `I/N`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw InputError(key: "--shard", message: "expected I/N such as 1/4, found '\(text)'")
        }
        try self.init(index: i, count: n)
    }

    public static let whole = try! Shard(index: 1, count: 1)

    public var description: String { "\(index)/\(count)" }

    /// The 1-based shard a unit id belongs to among `count`.
    public static func shard(of id: String, count: Int) -> Int {
        Int(FNV1a.hash64(id) % UInt64(count)) + 1
    }

    public func contains(_ unit: WorkUnit) -> Bool { Shard.shard(of: unit.id, count: count) == index }

    /// This shard's units, in the order given.
    public func select(_ units: [WorkUnit]) -> [WorkUnit] { units.filter(contains) }
}

/// The 64-bit FNV-1a hash of a string's UTF-8 bytes (offset basis 14695981039346656037, prime 1099511628211).
public enum FNV1a {
    public static func hash64(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }
}
