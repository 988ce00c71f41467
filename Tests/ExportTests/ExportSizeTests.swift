import Testing

@testable import Export

@Suite struct ExportSizeTests {
    @Test func aWidthAloneKeepsTheScenesProportions() throws {
        let size = try ExportSize.parse(size: "400")
        #expect(size == .width(400))
        let pixels = try size.pixels(natural: (320, 240), even: false)
        #expect(pixels.width == 400 && pixels.height == 300)
    }

    @Test func aBoxIsTakenAsGivenInAnyOfItsSpellings() throws {
        for text in ["400x300", "400X300", "400×300"] {
            #expect(try ExportSize.parse(size: text) == .box(width: 400, height: 300))
        }
        let pixels = try ExportSize.box(width: 400, height: 300).pixels(natural: (10, 500), even: false)
        #expect(pixels.width == 400 && pixels.height == 300)
    }

    @Test func sidesOutsideOneTo4096AreRefusedAsUsage() {
        for text in ["0", "100000", "400x0", "4097", "99999999999999999999"] {
            #expect(throws: ExportError.self, "--size \(text)") { try ExportSize.parse(size: text) }
            do {
                _ = try ExportSize.parse(size: text)
            } catch {
                #expect(error.isUsage, "--size \(text)")
            }
        }
    }

    @Test func wordsAndSignsAreNotSizes() {
        for text in ["", "abc", "400x", "x300", "-400", "+400", "400x300x2", "4e2", "400.5", " 400"] {
            #expect(throws: ExportError.self, "--size '\(text)'") { try ExportSize.parse(size: text) }
        }
    }

    @Test func aScaleMultipliesTheScenesSize() throws {
        let pixels = try ExportSize.checked(scale: 1.5).pixels(natural: (320, 200), even: false)
        #expect(pixels.width == 480 && pixels.height == 300)
    }

    @Test func scalesThatAreNotAPositiveFiniteNumberUpTo16AreRefused() {
        for scale in [0, -1, 16.5, .infinity, .nan, 1e308] {
            #expect(throws: ExportError.self, "--scale \(scale)") { try ExportSize.checked(scale: scale) }
        }
    }

    @Test func aScaleThatMakesPicturesTooBigIsRefusedWhenTheSceneIsKnown() {
        #expect(throws: ExportError.self) { try ExportSize.scale(16).pixels(natural: (320, 320), even: false) }
    }

    @Test func videoSizesAreRoundedDownToEvenNumbers() throws {
        let pixels = try ExportSize.width(401).pixels(natural: (401, 201), even: true)
        #expect(pixels.width == 400 && pixels.height == 200)
        let tiny = try ExportSize.width(1).pixels(natural: (100, 1), even: true)
        #expect(tiny.width == 2 && tiny.height == 2)
    }
}
