import Geometry
import Testing

@testable import Rendering

@Suite struct ViewFacePictureTests {
    static func drawing(_ name: String, size: Size = Size(width: 80, height: 120)) -> Drawing {
        var drawing = Drawing()
        ViewFacePicture(name: name, color: HSBColor(hue: 0, saturation: 1, brightness: 1), size: size)
            .draw(into: &drawing)
        return drawing
    }

    @Test func theFrontIsPlainAndTheBackIsDotted() {
        #expect(ViewFacePicture.pattern(of: "front") == .plain)
        #expect(ViewFacePicture.pattern(of: "back") == .dots)
        // The plain face: its rectangle and its name, no marks.
        #expect(Self.drawing("front").elements.count == 2)
    }

    @Test func otherNamesGetAPatternOfTheirOwnEveryTime() {
        let names = ["menu", "settings", "A", "B", "C", "D", "🙂", ""]
        let patterns = names.map(ViewFacePicture.pattern(of:))
        #expect(!patterns.contains(.plain))
        #expect(Set(patterns.map { "\($0)" }).count >= 3)
        #expect(names.map(ViewFacePicture.pattern(of:)) == patterns)
    }

    /// A view going from front to back shows two different pictures, not one with another name.
    @Test func theFrontAndTheBackDifferInColourAndMarks() {
        func fill(_ drawing: Drawing) -> String? {
            if case .rect(_, _, let style) = drawing.elements.first { style.fill } else { nil }
        }
        let front = Self.drawing("front")
        let back = Self.drawing("back")
        #expect(fill(front) == "#ff0000")
        #expect(fill(back) != nil && fill(back) != fill(front))
        #expect(back.elements.contains { if case .group = $0 { true } else { false } })
    }

    @Test func aHugeFaceHasAFewDozenMarksAtMost() {
        for name in ["back", "menu", "settings", "A", "B", "C"] {
            for size in [Size(width: 1e9, height: 1e9), Size(width: 1e12, height: 3), Size(width: 0, height: 0)] {
                let count = Self.elementCount(Self.drawing(name, size: size).elements)
                #expect(count < 120, "\(name) at \(size) has \(count) elements")
            }
        }
    }

    static func elementCount(_ elements: [DrawingElement]) -> Int {
        elements.reduce(0) { total, element in
            if case .group(let group) = element { return total + 1 + elementCount(group.elements) }
            return total + 1
        }
    }
}
