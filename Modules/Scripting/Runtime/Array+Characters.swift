extension Array where Element == UInt8 {
    /// Calls `body` with the bytes as a C character pointer that is never null, as Lua's
    /// length-taking functions want even for an empty string.
    func withCharacters<Result>(_ body: (UnsafePointer<CChar>, Int) -> Result) -> Result {
        if isEmpty {
            let terminator: CChar = 0
            return withUnsafePointer(to: terminator) { body($0, 0) }
        }
        return withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress.unsafelyUnwrapped, $0.count) }
        }
    }
}
