/// RFC 3339 read a second way, apart from the project's reader, as the harness's oracle: the
/// fixed layout checked byte by byte against the grammar, the calendar from a table of month
/// lengths, the days counted from whole 400-year cycles. Seconds since 1970 and nanoseconds, or
/// nil for text RFC 3339 does not allow (or that names an instant outside years 0000–9999).
func referenceReading(_ bytes: [UInt8], dateAlone: Bool) -> (seconds: Int64, nanoseconds: Int64)? {
    func digits(_ range: Range<Int>) -> Int64? {
        guard range.upperBound <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[range] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - 48)
        }
        return value
    }
    func byte(_ index: Int, in allowed: String) -> UInt8? {
        guard index < bytes.count, allowed.utf8.contains(bytes[index]) else { return nil }
        return bytes[index]
    }
    guard let year = digits(0..<4), byte(4, in: "-") != nil, let month = digits(5..<7),
        byte(7, in: "-") != nil, let day = digits(8..<10)
    else { return nil }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths: [Int64] = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...12).contains(month), (1...lengths[Int(month - 1)]).contains(day) else { return nil }
    // Days from 0000-01-01 (proleptic Gregorian; 146,097 days in 400 years) to the date, then
    // from 1970-01-01.
    let yearsBefore = year
    var days = yearsBefore * 365 + (yearsBefore + 3) / 4 - (yearsBefore + 99) / 100 + (yearsBefore + 399) / 400
    days += lengths[0..<Int(month - 1)].reduce(0, +) + day - 1
    days -= 719_528
    if bytes.count == 10 { return dateAlone ? (days * 86_400, 0) : nil }

    guard byte(10, in: "Tt") != nil, let hour = digits(11..<13), byte(13, in: ":") != nil,
        let minute = digits(14..<16), byte(16, in: ":") != nil, let second = digits(17..<19),
        hour <= 23, minute <= 59, second <= 59
    else { return nil }
    var index = 19
    var nanoseconds: Int64 = 0
    if byte(index, in: ".") != nil {
        index += 1
        var tenths: [Int64] = []
        while let digit = digits(index..<(index + 1)) {
            tenths.append(digit)
            index += 1
        }
        guard !tenths.isEmpty else { return nil }
        // Ten digits, then half up to nine.
        let ten = (tenths + Array(repeating: 0, count: 10)).prefix(10).reduce(0) { $0 * 10 + $1 }
        nanoseconds = (ten + 5) / 10
    }
    var offset: Int64 = 0
    if byte(index, in: "Zz") != nil {
        index += 1
    } else if let sign = byte(index, in: "+-"), let hours = digits((index + 1)..<(index + 3)),
        byte(index + 3, in: ":") != nil, let minutes = digits((index + 4)..<(index + 6)),
        hours <= 23, minutes <= 59
    {
        offset = (hours * 60 + minutes) * 60 * (sign == UInt8(ascii: "-") ? -1 : 1)
        index += 6
    } else {
        return nil
    }
    guard index == bytes.count else { return nil }
    var seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    if nanoseconds == 1_000_000_000 {
        seconds += 1
        nanoseconds = 0
    }
    guard (-62_167_219_200...253_402_300_799).contains(seconds) else { return nil }
    return (seconds, nanoseconds)
}
