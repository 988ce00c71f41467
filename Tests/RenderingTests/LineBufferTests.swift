import Testing

@testable import Rendering

/// A text line's bytes: appended piece by piece, grown past its first room, emptied for the
/// next line, and a value like an array.
@Suite struct LineBufferTests {
    static func text(_ buffer: LineBuffer) -> String {
        buffer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test func piecesAreAppendedInOrder() {
        var buffer = LineBuffer()
        buffer.append("▶ ")
        buffer.append(byte: UInt8(ascii: "7"))
        [UInt8](": é".utf8).withUnsafeBufferPointer { buffer.append(utf8: $0) }
        buffer.append(utf8: UnsafeBufferPointer(start: nil, count: 0))
        buffer.append("")
        #expect(Self.text(buffer) == "▶ 7: é")
        #expect(buffer.count == "▶ 7: é".utf8.count)
    }

    /// Past its first room the buffer grows, keeping what it holds; emptied, it starts again.
    @Test func itGrowsAndEmpties() {
        var buffer = LineBuffer()
        var expected = ""
        for index in 0..<300 {
            let piece = index % 7 == 0 ? "─" : String(index % 10)
            buffer.append(piece)
            expected += piece
        }
        buffer.append(String(repeating: "x", count: 1_000))
        expected += String(repeating: "x", count: 1_000)
        #expect(Self.text(buffer) == expected)
        buffer.removeAll()
        #expect(buffer.count == 0)
        buffer.append("short")
        #expect(Self.text(buffer) == "short")
    }

    /// A copy keeps its bytes whichever of the two appends or empties after.
    @Test func aCopyIsAValue() {
        var first = LineBuffer()
        first.append("shared")
        var second = first
        second.removeAll()
        second.append("other")
        first.append(" more")
        #expect(Self.text(first) == "shared more")
        #expect(Self.text(second) == "other")
        let third = first
        first.append(byte: UInt8(ascii: "!"))
        #expect(Self.text(third) == "shared more")
        #expect(Self.text(first) == "shared more!")
    }

    /// A buffer copied at every line (a kept text copied at every frame) keeps its size: a
    /// copy is made at the size it needs, not twice the size.
    @Test func aBufferCopiedAtEveryLineDoesNotGrow() {
        var buffer = LineBuffer()
        var copies: [LineBuffer] = []
        for _ in 0..<64 {
            copies.append(buffer)
            buffer.removeAll()
            buffer.append("a line of some forty bytes, written again")
        }
        #expect(buffer.capacity <= 128)
        #expect(copies.count == 64)
    }
}
