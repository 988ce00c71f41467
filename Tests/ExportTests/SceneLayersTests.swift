import Models
import Rendering
import Testing

@testable import Export

/// An export draws a scene as two layers (``Scene/layers()``); the pixels must be those of the
/// whole document.
@Suite struct SceneLayersTests {
    @Test func theTwoLayersGiveThePixelsOfTheWholeDocument() throws {
        var odometer = try Odometer(digits: 4, value: 1998, rollDuration: 0.5, curve: .linear)
        try odometer.set(1999, at: 0)
        let scene = Scene(time: 0.25, items: [SceneItem(id: 1, content: .odometer(odometer))])
        let whole = scene.svg()
        let size = try SVGRasterizer.intrinsicSize(of: whole)
        let (width, height) = (Int(size.width), Int(size.height))
        let expected = try SVGRasterizer.render(whole, width: width, height: height, background: 0xF4F5F7)
        let (still, timeLabel) = scene.layers()
        var layered = try SVGRasterizer.render(still, width: width, height: height, background: 0xF4F5F7)
        try SVGRasterizer.draw(timeLabel, over: &layered)
        #expect(layered == expected)
        let bare = try SVGRasterizer.render(still, width: width, height: height, background: 0xF4F5F7)
        #expect(bare != expected, "the time label is drawn by the second layer")
    }
}
