/// A frame-name pattern (`"frame%02d.png"`): text with one `%d`, `%Nd` or `%0Nd` (N up to two
/// digits) that the frame number replaces, as C's and Lua's `%d` would; `%%` is a percent sign.
public struct FramePattern: Sendable, Hashable {
    /// The most frames a pattern makes (a list of names is limited only by memory).
    public static let maximumCount = 100_000
    /// The largest first number a pattern counts from.
    public static let maximumFirstNumber = 1_000_000_000

    public let prefix: String
    public let suffix: String
    /// The least number of digits a number is written with.
    public let width: Int
    /// Whether a short number is padded with zeros (`%03d`) rather than spaces (`%3d`).
    public let zeroPadded: Bool

    /// The pattern `text` describes, or nil when it has no `%d` directive, more than one, or a
    /// directive other than `%d`, `%Nd` and `%0Nd`.
    public init?(_ text: String) {
        var prefix = ""
        var suffix = ""
        var directive: (width: Int, zero: Bool)?
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                if directive == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if directive == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard directive == nil else { return nil }
            let zero = characters.first == "0"
            if zero { characters.removeFirst() }
            var width = 0
            var digits = 0
            // At most two digits, so the width is at most 99: no overflow, no huge padding.
            while let digit = characters.first?.wholeNumberValue, characters.first?.isASCII == true, digits < 2 {
                width = width * 10 + digit
                digits += 1
                characters.removeFirst()
            }
            guard characters.popFirst() == "d" else { return nil }
            directive = (width, zero)
        }
        guard let directive else { return nil }
        self.prefix = prefix
        self.suffix = suffix
        width = directive.width
        zeroPadded = directive.zero
    }

    /// The name of frame `number`.
    public func name(_ number: Int) -> String {
        let digits = String(number)
        let padding = String(repeating: zeroPadded ? "0" : " ", count: max(0, width - digits.count))
        return prefix + padding + digits + suffix
    }

    /// The names of `count` frames numbered from `first`.
    public func names(count: Int, from first: Int) -> [String] {
        (0..<max(count, 0)).map { name(first + $0) }
    }
}
