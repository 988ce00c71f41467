import Foundation
import Models
import Testing

@Test func anImageKnowsItsPixelsAndPoints() throws {
    let image = try PuzzleImage(name: "photo.png", data: Data(ImageBytes.png(width: 300, height: 200)), scale: 2)
    #expect(image.header == ImageHeader(format: .png, width: 300, height: 200))
    #expect(image.pixelWidth == 300 && image.pixelHeight == 200)
    #expect(image.pointWidth == 150 && image.pointHeight == 100)
    #expect(image.name == "photo.png")
}

@Test func theSlicesAreTileGeometrysCutOfThePixels() throws {
    let image = try PuzzleImage(name: "a.jpg", data: Data(ImageBytes.jpeg(width: 101, height: 77)), scale: 3)
    let rects = try image.tileRects(rows: 4, columns: 4)
    #expect(rects == (try TileGeometry.tileRects(rows: 4, columns: 4, width: 101, height: 77, scale: 1)))
    // The same cut as the book's points × scale.
    #expect(
        rects
            == (try TileGeometry.tileRects(
                rows: 4, columns: 4, width: image.pointWidth, height: image.pointHeight, scale: 3)))
}

@Test func rescalingKeepsTheBytesAndChecksTheFactor() throws {
    let image = try PuzzleImage(name: "p.png", data: Data(ImageBytes.png(width: 90, height: 60)))
    #expect(image.scale == 1)
    let doubled = try image.scaled(2)
    #expect(doubled.data == image.data && doubled.pointWidth == 45)
    for bad in [0, -1, .nan, .infinity, 0.1, 17] as [Double] {
        #expect(throws: PuzzleImageError.self) { try image.scaled(bad) }
        #expect(throws: PuzzleImageError.self) {
            try PuzzleImage(name: "p.png", data: image.data, scale: bad)
        }
    }
}

@Test func anImageMustGiveEveryTileAPixel() throws {
    let tiny = try PuzzleImage(name: "t.png", data: Data(ImageBytes.png(width: 2, height: 2)))
    #expect(throws: PuzzleImageError.tooSmall(width: 2, height: 2, rows: 3, columns: 3)) {
        try tiny.checkFits(rows: 3, columns: 3)
    }
    try tiny.checkFits(rows: 2, columns: 2)
    let wide = try PuzzleImage(name: "w.png", data: Data(ImageBytes.png(width: 3, height: 40)))
    #expect(throws: PuzzleImageError.tooSmall(width: 3, height: 40, rows: 4, columns: 4)) {
        try wide.checkFits(rows: 4, columns: 4)
    }
}

@Test func filesThatAreNotImagesOrTooLargeAreRefused() {
    #expect(throws: PuzzleImageError.unreadableHeader(name: "x.txt", .unknownFormat)) {
        try PuzzleImage(name: "x.txt", data: Data("hello".utf8))
    }
    let huge = Data(ImageBytes.png(width: 4, height: 4) + [UInt8](repeating: 0, count: PuzzleImage.maximumByteCount))
    #expect(throws: PuzzleImageError.tooLarge(name: "big.png", byteCount: huge.count)) {
        try PuzzleImage(name: "big.png", data: huge)
    }
}

@Test func theDataURINamesTheFormat() throws {
    let bytes = ImageBytes.jpeg(width: 2, height: 2)
    let image = try PuzzleImage(name: "j.jpg", data: Data(bytes))
    #expect(image.dataURI == "data:image/jpeg;base64," + Data(bytes).base64EncodedString())
}
