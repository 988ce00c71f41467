import Models
import Testing

@Test func pixelRectKeepsItsFields() {
    let rect = PixelRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.x == 1 && rect.y == 2 && rect.width == 3 && rect.height == 4)
    #expect(rect == PixelRect(x: 1, y: 2, width: 3, height: 4))
}
