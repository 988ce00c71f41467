import Models
import Testing

@Test func formatsKnowTheirMediaTypesAndNames() {
    #expect(ImageFormat.png.mediaType == "image/png")
    #expect(ImageFormat.jpeg.mediaType == "image/jpeg")
    #expect(ImageFormat.allCases.map(\.displayName) == ["PNG", "JPEG"])
}
