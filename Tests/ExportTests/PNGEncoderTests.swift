import Testing

@testable import Export

@Suite struct PNGEncoderTests {
    private func frame() throws -> PixelFrame {
        try SVGRasterizer.render(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><circle cx="5" cy="5" r="4" fill="#3a7"/>\
            <text x="12" y="9" font-size="9">ab</text></svg>
            """, width: 30, height: 10, background: 0xFFFFFF)
    }

    @Test func theFileIsAnRGBPNGOfTheFramesSize() throws {
        let bytes = try PNGEncoder.encode(try frame())
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 30 && height == 10)
        #expect(bytes[24] == 8, "8 bits a channel")
        #expect(bytes[25] == 2, "colour type 2: RGB, no alpha")
        #expect(Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8))
    }

    @Test func theSameFrameGivesTheSameBytes() throws {
        #expect(try PNGEncoder.encode(try frame()) == PNGEncoder.encode(try frame()))
    }

    @Test func aFileIsKnownAsPlaygroundsByItsTextChunk() throws {
        #expect(PNGEncoder.isPlaygroundPNG(try PNGEncoder.encode(try frame())))
        let someoneElses: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        #expect(!PNGEncoder.isPlaygroundPNG(someoneElses))
        #expect(!PNGEncoder.isPlaygroundPNG(Array("tEXtSoftware\u{0}playground".utf8)), "not a PNG")
        #expect(!PNGEncoder.isPlaygroundPNG([]))
    }
}
