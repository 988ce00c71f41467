import FuzzSupport
import Models

/// One input: read as an ISO 8601 date-time (and as a date-time or date) by the project's one
/// reader. It must refuse or read; what it reads must be an instant of years 0000–9999 whose
/// written form reads back as the same instant; a refusal must name a problem; and it must
/// accept exactly what a second reading, written apart from it (`referenceReading`), accepts,
/// as the same instant. Any other outcome stops the fuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for form in [ISO8601.Form.dateTime, .dateTimeOrDate] {
        let reference = referenceReading(bytes, dateAlone: form == .dateTimeOrDate)
        do {
            let instant = try ISO8601.instant(from: bytes, accepting: form)
            guard let reference else { broken("accepted what RFC 3339 does not allow", bytes) }
            guard instant.seconds == reference.seconds, Int64(instant.nanoseconds) == reference.nanoseconds else {
                broken(
                    "read \(instant.seconds) s \(instant.nanoseconds) ns, not \(reference.seconds) s \(reference.nanoseconds) ns",
                    bytes)
            }
            guard ISO8601Instant.earliest <= instant, instant <= ISO8601Instant.latest else {
                broken("read an instant outside years 0000–9999", bytes)
            }
            let written = ISO8601.string(instant)
            guard let again = try? ISO8601.instant(from: written), again == instant else {
                broken("wrote \(written), which does not read back as the same instant", bytes)
            }
            // Nothing but RFC 3339's characters is ever accepted.
            let allowed = Set("0123456789-:.TtZz+".utf8)
            guard bytes.allSatisfy(allowed.contains) else {
                broken("accepted a character RFC 3339 does not have", bytes)
            }
        } catch {
            guard reference == nil else { broken("refused what RFC 3339 allows", bytes) }
            guard !error.problem.isEmpty, error.text == bytes else { broken("refused without saying why", bytes) }
            _ = error.description
        }
    }
    return 0
}

/// An invariant broke: say which, with the input, and stop (libFuzzer saves the input).
func broken(_ what: String, _ bytes: [UInt8]) -> Never {
    invariantBroken(harness: "FuzzDates", "\(what): '\(ISO8601Error.shown(bytes, limit: 200))'")
}

#if !FUZZING
@main enum Replay {
    static func main() { replayFiles(harness: "FuzzDates", fuzzDates) }
}
#endif
