import Models
import Testing

@Test(arguments: [
    (PuzzleImageError.tooSmall(width: 2, height: 2, rows: 3, columns: 3), "image is 2×2 pixels, too small for 3 rows"),
    (.tooSmall(width: 2, height: 9, rows: 3, columns: 4), "image is 2×9 pixels, too small for 4 columns"),
    (.unreadableHeader(name: "a.gif", .unknownFormat), "image 'a.gif' is not a PNG or JPEG file"),
    (.unreadableHeader(name: "e.png", .emptyImage(width: 0, height: 0)), "image 'e.png' is empty (0×0 pixels)"),
    (.invalidScale(0), "scale must be a number from 0.25 to 16, not 0"),
    (.invalidScale(0.1), "scale must be a number from 0.25 to 16, not 0.1"),
    (
        .tooLarge(name: "b.png", byteCount: 2_000_000),
        "image 'b.png' is 2000000 bytes; a puzzle image may have at most 1048576 (every drawing of the puzzle embeds it)"
    ),
])
func imageErrorsReadAsSentences(error: PuzzleImageError, text: String) {
    #expect(error.description == text)
}
