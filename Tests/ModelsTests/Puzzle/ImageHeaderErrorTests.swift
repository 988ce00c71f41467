import Models
import Testing

@Test(arguments: [
    (ImageHeaderError.unknownFormat, "not a PNG or JPEG file"),
    (.truncated(.png), "a truncated PNG file (it ends before its size is given)"),
    (.truncated(.jpeg), "a truncated JPEG file (it ends before its size is given)"),
    (.missingSizeHeader(.png), "a damaged PNG file (its first chunk is not IHDR)"),
    (.missingSizeHeader(.jpeg), "a damaged JPEG file (no frame header gives its size)"),
    (.emptyImage(width: 0, height: 3), "empty (0×3 pixels)"),
])
func headerErrorsCompleteAnImageIsSentence(error: ImageHeaderError, text: String) {
    #expect(error.description == text)
}
