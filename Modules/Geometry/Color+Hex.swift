extension Color {
    /// The colour `"#rrggbb"` or `"#rrggbbaa"` names (hex digits in either case), or nil for
    /// any other text.
    public init?(hex text: String) {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [Double] = []
        for offset in stride(from: 1, to: bytes.count, by: 2) {
            guard let high = Color.hexDigit(bytes[offset]), let low = Color.hexDigit(bytes[offset + 1]) else {
                return nil
            }
            channels.append(Double(high * 16 + low) / 255)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count > 3 ? channels[3] : 1)
    }

    /// `"#rrggbb"`, with the alpha as a fourth byte (`"#rrggbbaa"`) when the colour is not
    /// opaque; each channel rounded to the nearest of 0...255.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in alpha < 1 ? [red, green, blue, alpha] : [red, green, blue] {
            let byte = Int((channel * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
