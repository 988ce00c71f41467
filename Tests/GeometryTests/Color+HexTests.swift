import Geometry
import Testing

@Suite struct ColorHexTests {
    @Test func sixDigitsAreAnOpaqueColour() throws {
        let color = try #require(Color(hex: "#ff8000"))
        #expect(color == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(color.hex == "#ff8000")
    }

    @Test func eightDigitsCarryTheAlphaAndOnlyATranslucentColourWritesIt() throws {
        let color = try #require(Color(hex: "#00FF0080"))
        #expect(color.alpha == 128.0 / 255)
        #expect(color.hex == "#00ff0080")
        #expect(Color.white.hex == "#ffffff")
    }

    @Test(arguments: ["", "ff8000", "#ff800", "#ff80000", "#gg0000", "#ff8000ff00", "＃ff8000", "#ff 800"])
    func anythingElseIsNoColour(text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func everyByteRoundTrips() {
        for byte in 0...255 {
            let value = Double(byte) / 255
            let color = Color(red: value, green: value, blue: value)
            #expect(Color(hex: color.hex) == color)
        }
    }
}
