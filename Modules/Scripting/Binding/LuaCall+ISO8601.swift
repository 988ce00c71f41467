import Models

extension LuaCall {
    /// An ISO 8601 argument in seconds since 1970, read from the Lua string's bytes by the one
    /// reader (a NUL or an invalid UTF-8 byte is refused and shown as it was, not turned into
    /// U+FFFD first); the reader's error, naming the field at fault, is the argument's error.
    func iso8601Seconds(_ index: Int32, accepting form: ISO8601.Form = .dateTime) throws(LuaCallError) -> Double {
        let bytes = try bytes(index)
        do {
            return try ISO8601.seconds(from: bytes, accepting: form)
        } catch {
            throw argumentError(index, "\(error)")
        }
    }
}
