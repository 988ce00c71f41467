/// How a recording stores one distinct frame image: whole, or as what changed since the image
/// stored before it. Consecutive frames of a run differ little — a wheel turning changes the
/// numbers of its paths, a clock the digits of its label — so storing the change is what keeps
/// a 12 s recording in hundreds of kilobytes rather than megabytes.
///
/// The player rebuilds the images in order at load (see ``HTMLPlayerPage``), so each form is
/// defined by how it turns the previous image into this one:
/// - ``whole(_:)``: this image, as it is.
/// - ``numbers(_:)``: the previous image with some of its numbers replaced. An image is read as
///   text and numbers alternating, a number being `-?[0-9]+(\.[0-9]+)?` taken leftmost and
///   longest (JavaScript's `split(/(-?[0-9]+(?:\.[0-9]+)?)/)` reads it the same way); when the
///   text between the numbers is the same, only the changed numbers are stored.
/// - ``lines(keeping:_:ending:)``: the previous image's first and last lines kept, the lines
///   between replaced.
public enum RecordedImage: Sendable, Hashable {
    case whole(String)
    /// Each change: how many numbers after the previous change (the first counts from −1) and
    /// the new number's text.
    case numbers([NumberChange])
    /// The previous image's first `prefix` lines, then `middle`, then its last `suffix` lines.
    case lines(keeping: Int, _ middle: [String], ending: Int)

    public struct NumberChange: Sendable, Hashable {
        public let gap: Int
        public let text: String

        public init(gap: Int, text: String) {
            self.gap = gap
            self.text = text
        }
    }

    /// `image` in the smallest form that rebuilds it from `previous` (nil: the first image).
    public static func encoding(_ image: String, after previous: TokenizedImage?) -> (RecordedImage, TokenizedImage) {
        let tokens = TokenizedImage(image)
        guard let previous else { return (.whole(image), tokens) }
        // The whole image's JSON length is counted, not built: five kilobytes a frame.
        var candidates: [(form: RecordedImage, size: Int)] = [(.whole(image), JSONText.stringLength(image))]
        if tokens.hasSameTexts(as: previous) {
            var changes: [NumberChange] = []
            var last = -1
            for index in tokens.numbers.indices where !tokens.number(index).elementsEqual(previous.number(index)) {
                changes.append(
                    NumberChange(gap: index - last, text: String(decoding: tokens.number(index), as: UTF8.self)))
                last = index
            }
            let numbers = RecordedImage.numbers(changes)
            candidates.append((numbers, numbers.json.utf8.count))
        }
        let lines = lineChange(from: previous.text, to: image)
        candidates.append((lines, lines.json.utf8.count))
        let smallest = candidates.min { $0.size < $1.size }?.form ?? .whole(image)
        return (smallest, tokens)
    }

    /// The lines of `new` between the longest common first and last lines it shares with `old`.
    private static func lineChange(from old: String, to new: String) -> RecordedImage {
        // Compared as bytes: String's == would take canonically equivalent lines for equal.
        let before = old.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let after = new.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix].elementsEqual(after[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix].elementsEqual(after[after.count - 1 - suffix])
        {
            suffix += 1
        }
        let middle = after[prefix..<after.count - suffix].map { String(decoding: $0, as: UTF8.self) }
        return .lines(keeping: prefix, middle, ending: suffix)
    }

    /// This image rebuilt from `previous` (the image stored before it), as the player does.
    public func decoded(after previous: String?) -> String {
        switch self {
        case .whole(let image):
            return image
        case .numbers(let changes):
            let tokens = TokenizedImage(previous ?? "")
            var numbers = tokens.numbers.indices.map { String(decoding: tokens.number($0), as: UTF8.self) }
            var index = -1
            for change in changes {
                index += change.gap
                guard numbers.indices.contains(index) else { break }
                numbers[index] = change.text
            }
            var result = ""
            for offset in tokens.texts.indices {
                result += String(decoding: tokens.textBytes(offset), as: UTF8.self)
                if offset < numbers.count { result += numbers[offset] }
            }
            return result
        case .lines(let prefix, let middle, let suffix):
            let lines = (previous ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let kept = lines.prefix(prefix) + middle + lines.suffix(suffix)
            return kept.joined(separator: "\n")
        }
    }

    /// The form as the player's JSON reads it: a string, `{"n":[gap, number, …]}` or
    /// `{"l":[prefix, suffix, [line, …]]}`. A number whose text JavaScript writes back the same
    /// (`12.5`, `-3`) goes as a JSON number; any other (`3.330`, `007`) as a string.
    public var json: String {
        switch self {
        case .whole(let image):
            return JSONText.string(image)
        case .numbers(let changes):
            var parts: [String] = []
            parts.reserveCapacity(changes.count * 2)
            for change in changes {
                parts.append(String(change.gap))
                parts.append(Self.roundTrips(change.text) ? change.text : JSONText.string(change.text))
            }
            return "{\"n\":[" + parts.joined(separator: ",") + "]}"
        case .lines(let prefix, let middle, let suffix):
            return "{\"l\":[\(prefix),\(suffix),[" + middle.map(JSONText.string).joined(separator: ",") + "]]}"
        }
    }

    /// Whether JavaScript's `String(Number(text))` gives `text` back: no leading zeros, no
    /// trailing zeros in a fraction, at most 6 decimals (below 1e-6 JavaScript writes an
    /// exponent), at most 15 digits in all, and not `-0`.
    static func roundTrips(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, parts.count <= 2, whole.allSatisfy(\.isASCIIDigit) else {
            return false
        }
        guard whole == "0" || whole.first != "0" else { return false }
        var count = whole.count
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 6, fraction.allSatisfy(\.isASCIIDigit), fraction.last != "0"
            else { return false }
            count += fraction.count
        } else if text == "-0" {
            return false
        }
        return count <= 15
    }
}

/// An SVG document read as text and numbers alternating (`texts` has one more element than
/// `numbers`), as ``RecordedImage/numbers(_:)`` compares images. Parts are byte ranges of the
/// document's UTF-8, compared as bytes.
public struct TokenizedImage: Sendable {
    public let text: String
    let texts: [Range<String.Index>]
    let numbers: [Range<String.Index>]

    public init(_ text: String) {
        self.text = text
        var texts: [Range<String.Index>] = []
        var numbers: [Range<String.Index>] = []
        let utf8 = text.utf8
        var textStart = utf8.startIndex
        var index = utf8.startIndex
        func isDigit(_ position: String.Index) -> Bool {
            position < utf8.endIndex && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[position])
        }
        while index < utf8.endIndex {
            let startsNumber = isDigit(index) || (utf8[index] == UInt8(ascii: "-") && isDigit(utf8.index(after: index)))
            guard startsNumber else {
                index = utf8.index(after: index)
                continue
            }
            let numberStart = index
            if utf8[index] == UInt8(ascii: "-") { index = utf8.index(after: index) }
            while isDigit(index) { index = utf8.index(after: index) }
            if index < utf8.endIndex, utf8[index] == UInt8(ascii: "."), isDigit(utf8.index(after: index)) {
                index = utf8.index(after: index)
                while isDigit(index) { index = utf8.index(after: index) }
            }
            texts.append(textStart..<numberStart)
            numbers.append(numberStart..<index)
            textStart = index
        }
        texts.append(textStart..<utf8.endIndex)
        self.texts = texts
        self.numbers = numbers
    }

    func number(_ index: Int) -> Substring.UTF8View { text.utf8[numbers[index]] }
    func textBytes(_ index: Int) -> Substring.UTF8View { text.utf8[texts[index]] }

    /// Whether the text between the numbers is byte for byte the same as `other`'s.
    func hasSameTexts(as other: TokenizedImage) -> Bool {
        texts.count == other.texts.count
            && texts.indices.allSatisfy { textBytes($0).elementsEqual(other.textBytes($0)) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
