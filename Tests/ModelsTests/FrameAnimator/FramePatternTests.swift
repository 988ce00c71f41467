import Models
import Testing

@Suite struct FramePatternTests {
    @Test(arguments: [
        ("frame%d.png", 7, "frame7.png"),
        ("frame%02d.png", 7, "frame07.png"),
        ("frame%3d.png", 7, "frame  7.png"),
        ("f%02d", 123, "f123"),
        ("100%% %d", 5, "100% 5"),
        ("%d%%", 5, "5%"),
    ])
    func aNumberReplacesTheDirectiveAsPrintfWould(text: String, number: Int, name: String) throws {
        let pattern = try #require(FramePattern(text))
        #expect(pattern.name(number) == name)
    }

    @Test(arguments: ["frame.png", "%d-%d", "%s", "%123d", "%x", "50%", "%-2d"])
    func aPatternNeedsExactlyOnePlainDirective(text: String) {
        #expect(FramePattern(text) == nil)
    }

    @Test func namesCountFromTheFirstNumber() throws {
        let pattern = try #require(FramePattern("walk%02d.png"))
        #expect(pattern.names(count: 3, from: 9) == ["walk09.png", "walk10.png", "walk11.png"])
        #expect(pattern.names(count: 0, from: 1).isEmpty)
    }
}
