/// Damage to a valid file, the way disks, downloads and careless edits do it: cut short, bytes
/// overwritten, a PNG header's width and height (bytes 16...23) set to edge values, junk inserted.
public enum ByteMutation {
    public static func mutate<R: RandomNumberGenerator>(_ bytes: [UInt8], _ r: inout R) -> [UInt8] {
        var b = bytes
        switch r.below(4) {
        case 0: b = Array(b.prefix(r.below(b.count + 1)))
        case 1:
            for _ in 0..<(1 + r.below(8)) where !b.isEmpty { b[r.below(b.count)] = UInt8(truncatingIfNeeded: r.next()) }
        case 2:
            if b.count > 24 { for k in 16..<24 { b[k] = r.choose([0, 0xFF, 0x7F, 0x01]) } }
        default:
            let at = r.below(b.count + 1)
            b.insert(contentsOf: (0..<r.below(64)).map { _ in UInt8(truncatingIfNeeded: r.next()) }, at: at)
        }
        return b
    }
}
