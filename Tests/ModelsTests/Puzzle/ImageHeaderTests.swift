import Testing

@testable import Models

@Test(arguments: [(1, 1), (3, 2), (640, 480), (70_000, 3), (0x7FFF_FFFF, 1)])
func aPNGsSizeComesFromItsIHDRChunk(width: Int, height: Int) throws {
    let header = try ImageHeader(reading: ImageBytes.png(width: width, height: height))
    #expect(header == ImageHeader(format: .png, width: width, height: height))
}

@Test(arguments: [(1, 1), (12, 9), (1920, 1080), (65_535, 65_535)])
func aJPEGsSizeComesFromItsFrameHeader(width: Int, height: Int) throws {
    let header = try ImageHeader(reading: ImageBytes.jpeg(width: width, height: height))
    #expect(header == ImageHeader(format: .jpeg, width: width, height: height))
}

@Test(arguments: [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF] as [UInt8])
func everyKindOfJPEGFrameHeaderGivesTheSize(marker: UInt8) throws {
    let header = try ImageHeader(reading: ImageBytes.jpeg(width: 33, height: 21, sof: marker))
    #expect(header.width == 33 && header.height == 21)
}

@Test func segmentsThatLookLikeFrameHeadersAreSkipped() throws {
    // DHT (C4), JPG (C8) and DAC (CC) share the C0…CF range but hold no size.
    let impostors = [0xC4, 0xC8, 0xCC].flatMap { ImageBytes.segment($0, ImageBytes.frame(width: 9, height: 9)) }
    let bytes =
        [0xFF, 0xD8] + impostors + ImageBytes.segment(0xC0, ImageBytes.frame(width: 40, height: 30)) + [0xFF, 0xD9]
    #expect(try ImageHeader(reading: bytes) == ImageHeader(format: .jpeg, width: 40, height: 30))
}

@Test func fillBytesAndMarkersWithoutLengthAreSkipped() throws {
    // Extra FF fill bytes before a marker, and a restart marker (no length) between segments.
    let bytes: [UInt8] =
        [0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0xD0]
        + ImageBytes.segment(0xE1, [UInt8](repeating: 0xFF, count: 300))
        + ImageBytes.segment(0xC2, ImageBytes.frame(width: 5, height: 6))
    #expect(try ImageHeader(reading: bytes) == ImageHeader(format: .jpeg, width: 5, height: 6))
}

@Test(
    arguments: [
        ([], ImageHeaderError.unknownFormat),
        (Array("GIF89a......".utf8), .unknownFormat),
        (Array("<svg/>".utf8), .unknownFormat),
        (Array(ImageBytes.png(width: 4, height: 4).prefix(23)), .truncated(.png)),
        (ImageBytes.pngSignature, .truncated(.png)),
        (ImageBytes.png(width: 4, height: 4, chunk: "IDAT"), .missingSizeHeader(.png)),
        (ImageBytes.png(width: 0, height: 4), .emptyImage(width: 0, height: 4)),
        (ImageBytes.png(width: 4, height: 0), .emptyImage(width: 4, height: 0)),
        (ImageBytes.jpeg(width: 0, height: 7), .emptyImage(width: 0, height: 7)),
        ([0xFF, 0xD8], .truncated(.jpeg)),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0x00], .truncated(.jpeg)),
        ([0xFF, 0xD8] + ImageBytes.segment(0xE0, [1, 2, 3]) + [0xFF, 0xD9], .missingSizeHeader(.jpeg)),
        (
            [0xFF, 0xD8] + ImageBytes.segment(0xDA, [1, 2, 3])
                + ImageBytes.segment(0xC0, ImageBytes.frame(width: 2, height: 2)),
            .missingSizeHeader(.jpeg)
        ),
        ([0xFF, 0xD8, 0x00, 0x01], .missingSizeHeader(.jpeg)),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01], .missingSizeHeader(.jpeg)),
        (Array(ImageBytes.jpeg(width: 8, height: 8).prefix(2 + 18 + 69 + 6)), .truncated(.jpeg)),
        ([0xFF, 0xD8] + ImageBytes.segment(0xE0, [UInt8](repeating: 0, count: 10)).dropLast(5), .truncated(.jpeg)),
    ] as [([UInt8], ImageHeaderError)])
func badFilesAreReportedNotTrapped(bytes: [UInt8], expected: ImageHeaderError) {
    #expect(throws: expected) { try ImageHeader(reading: bytes) }
}

@Test func aJPEGFrameHeaderCutShortIsTruncated() {
    let bytes = [0xFF, 0xD8] + ImageBytes.segment(0xC0, ImageBytes.frame(width: 5, height: 6)).prefix(7)
    #expect(throws: ImageHeaderError.truncated(.jpeg)) { try ImageHeader(reading: bytes) }
}

@Test func anyCollectionOfBytesCanBeRead() throws {
    let bytes = ImageBytes.png(width: 7, height: 5)
    #expect(try ImageHeader(reading: bytes[...]).width == 7)
    #expect(try ImageHeader(reading: bytes + [0, 0, 0]).height == 5)
}

/// What follows a header must be able to hold the pixels it claims.
@Test func aSizeTheDataCannotHoldIsRefused() throws {
    // 33 bytes claiming 10^9 × 10^9 pixels: a signature and an IHDR chunk, nothing after it.
    let claim = Array(ImageBytes.png(width: 1_000_000_000, height: 1_000_000_000, dataBytes: 0).prefix(33))
    let header = try ImageHeader(reading: claim)
    #expect(throws: ImageHeaderError.inconsistentData(.png, "it ends before its IEND chunk")) {
        try header.checkData(claim)
    }
    let empty = ImageBytes.png(width: 1_000_000_000, height: 1_000_000_000, dataBytes: 0)
    #expect(throws: ImageHeaderError.inconsistentData(.png, "it has no image data (IDAT)")) {
        try header.checkData(empty)
    }
    let thin = ImageBytes.png(width: 1_000_000_000, height: 1_000_000_000, dataBytes: 100)
    #expect(
        throws: ImageHeaderError.inconsistentData(
            .png, "it claims 1000000000 × 1000000000 pixels, more than its 100 bytes of image data can hold")
    ) {
        try header.checkData(thin)
    }
    #expect(
        ImageHeaderError.inconsistentData(.png, "it has no image data (IDAT)").description
            == "a damaged PNG file (it has no image data (IDAT))")
    // A JPEG needs a bit for each 8 × 8 block.
    let big = try ImageHeader(reading: ImageBytes.jpeg(width: 65_535, height: 65_535))
    let scanless =
        [0xFF, 0xD8] + ImageBytes.segment(0xC0, ImageBytes.frame(width: 65_535, height: 65_535))
        + ImageBytes.segment(0xDA, [1, 1, 0, 0, 0x3F, 0]) + [0x12, 0x34]
    #expect(
        throws: ImageHeaderError.inconsistentData(
            .jpeg, "it claims 65535 × 65535 pixels, more than its 2 bytes of image data can hold")
    ) { try big.checkData(scanless) }
    let noScan = [0xFF, 0xD8] + ImageBytes.segment(0xC0, ImageBytes.frame(width: 8, height: 8)) + [0xFF, 0xD9]
    #expect(throws: ImageHeaderError.inconsistentData(.jpeg, "it has no image data (no scan follows its frame header)"))
    {
        try ImageHeader(format: .jpeg, width: 8, height: 8).checkData(noScan)
    }
}

@Test(arguments: [(1, 1), (3, 2), (640, 480), (70_000, 3)])
func imagesWhoseDataHoldsTheirSizeAreAccepted(width: Int, height: Int) throws {
    for bytes in [ImageBytes.png(width: width, height: height), ImageBytes.jpeg(width: width, height: height)] {
        try ImageHeader(reading: bytes).checkData(bytes)
    }
}

@Test func aPNGWithABitDepthItsColourTypeDoesNotAllowIsRefused() {
    var bytes = ImageBytes.png(width: 2, height: 2)
    bytes[24] = 7
    #expect(throws: ImageHeaderError.inconsistentData(.png, "bit depth 7 with colour type 2 is not one PNG allows")) {
        try ImageHeader(format: .png, width: 2, height: 2).checkData(bytes)
    }
}
