extension ImageHeader {
    /// The most a deflate stream expands: 258 bytes from a 2-bit code at best, about 1032 to 1.
    static let deflateExpansion = 1032.0

    /// Checks that the bytes after the header could hold the pixels it claims, so that a file
    /// of a few bytes claiming 10^9 × 10^9 pixels is refused rather than trusted (a drawing
    /// would size itself, and a viewer allocate, by the header).
    ///
    /// - A PNG's chunks must lie within the file, up to IEND, with image data (IDAT); its bit
    ///   depth must be one PNG allows with its colour type; and the pixels' bytes, a filter byte
    ///   a row, must be no more than deflate can expand the image data to.
    /// - A JPEG must have a scan (SOS) after its frame header, with at least one bit for each
    ///   8 × 8 block: every coding spends at least that on a block's DC coefficient.
    ///
    /// - Throws: ``ImageHeaderError/inconsistentData(_:_:)`` saying what does not hold.
    public func checkData<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(ImageHeaderError) {
        let bytes = Array(bytes)
        switch format {
        case .png: try checkPNGData(bytes)
        case .jpeg: try checkJPEGData(bytes)
        }
    }

    private func claim(_ dataBytes: Int) -> String {
        "it claims \(width) × \(height) pixels, more than its \(dataBytes) bytes of image data can hold"
    }

    private func checkPNGData(_ bytes: [UInt8]) throws(ImageHeaderError) {
        guard bytes.count >= 33, bytes[8..<12].elementsEqual([0, 0, 0, 13]) else {
            throw .inconsistentData(.png, "its IHDR chunk is not 13 bytes long")
        }
        let depth = Int(bytes[24])
        let channels: Int
        switch (bytes[25], depth) {
        case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (3, 1), (3, 2), (3, 4), (3, 8): channels = 1
        case (2, 8), (2, 16): channels = 3
        case (4, 8), (4, 16): channels = 2
        case (6, 8), (6, 16): channels = 4
        default: throw .inconsistentData(.png, "bit depth \(depth) with colour type \(bytes[25]) is not one PNG allows")
        }
        var offset = 8
        var imageData = 0
        var ended = false
        while offset < bytes.count, !ended {
            guard offset + 12 <= bytes.count else {
                throw .inconsistentData(.png, "a chunk runs past the end of the file")
            }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = bytes[offset + 4..<offset + 8]
            guard length <= bytes.count - offset - 12 else {
                throw .inconsistentData(.png, "a chunk runs past the end of the file")
            }
            if type.elementsEqual("IDAT".utf8) { imageData += length }
            if type.elementsEqual("IEND".utf8) { ended = true }
            offset += 12 + length
        }
        guard ended else { throw .inconsistentData(.png, "it ends before its IEND chunk") }
        guard imageData > 0 else { throw .inconsistentData(.png, "it has no image data (IDAT)") }
        let rowBytes = 1 + (Double(width) * Double(depth * channels) / 8).rounded(.up)
        guard Double(height) * rowBytes <= Self.deflateExpansion * Double(imageData + 1) else {
            throw .inconsistentData(.png, claim(imageData))
        }
    }

    private func checkJPEGData(_ bytes: [UInt8]) throws(ImageHeaderError) {
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { break }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { break }
            let marker = bytes[offset]
            offset += 1
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }
            if marker == 0xD9 { break }
            guard offset + 2 <= bytes.count else { break }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            offset += length
            guard marker == 0xDA else { continue }
            let scan = max(0, bytes.count - offset)
            let blocks = ((Double(width) / 8).rounded(.up)) * ((Double(height) / 8).rounded(.up))
            guard Double(scan) * 8 >= blocks else { throw .inconsistentData(.jpeg, claim(scan)) }
            return
        }
        throw .inconsistentData(.jpeg, "it has no image data (no scan follows its frame header)")
    }
}
