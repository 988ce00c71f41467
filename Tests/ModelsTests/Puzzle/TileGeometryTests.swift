import Models
import Testing

@Test func evenSizesCutIntoEqualTilesInPixels() throws {
    let rects = try TileGeometry.tileRects(rows: 3, columns: 4, width: 320, height: 240, scale: 2)
    #expect(rects.count == 12)
    #expect(rects[0] == PixelRect(x: 0, y: 0, width: 160, height: 160))
    #expect(rects[5] == PixelRect(x: 160, y: 160, width: 160, height: 160))
    #expect(rects[11] == PixelRect(x: 480, y: 320, width: 160, height: 160))
}

@Test(arguments: [
    (3, 3, 100.0, 100.0, 1.0), (4, 4, 101.0, 77.0, 3.0), (7, 5, 123.5, 99.0, 2.0), (8, 8, 8.0, 9.0, 1.0),
    (2, 8, 320.0, 480.0, 1.5), (5, 7, 333.0, 251.0, 1.0),
])
func rectsTileTheImageExactly(rows: Int, columns: Int, width: Double, height: Double, scale: Double) throws {
    let rects = try TileGeometry.tileRects(rows: rows, columns: columns, width: width, height: height, scale: scale)
    let pixelWidth = Int((width * scale).rounded())
    let pixelHeight = Int((height * scale).rounded())
    var cover = [Int](repeating: 0, count: pixelWidth * pixelHeight)
    for rect in rects {
        #expect(rect.width >= 1 && rect.height >= 1)
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { cover[y * pixelWidth + x] += 1 }
        }
    }
    #expect(cover.allSatisfy { $0 == 1 })
    let widths = Set(rects.map(\.width))
    #expect((widths.max() ?? 0) - (widths.min() ?? 0) <= 1)
}

@Test(arguments: [
    (0.0, 10.0, 1.0), (10.0, 10.0, 0.0), (.nan, 10.0, 1.0), (10.0, .infinity, 1.0), (2.0, 10.0, 1.0),
    (10.0, 10.0, -1.0),
])
func badImageSizesAreRefused(width: Double, height: Double, scale: Double) {
    #expect(throws: PuzzleError.self) {
        try TileGeometry.tileRects(rows: 3, columns: 3, width: width, height: height, scale: scale)
    }
}

@Test func badBoardSizeIsRefused() {
    #expect(throws: PuzzleError.sizeOutOfRange(rows: 1, columns: 3)) {
        try TileGeometry.tileRects(rows: 1, columns: 3, width: 100, height: 100)
    }
}
