/// The text of a NUL-terminated C buffer (a message or name a C library wrote into a `[CChar]`),
/// read as UTF-8 up to the first NUL; the whole buffer when there is none.
extension String {
    init(nulTerminated buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
