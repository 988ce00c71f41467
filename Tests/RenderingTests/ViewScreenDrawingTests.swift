import Geometry
import Models
import Testing

@testable import Rendering

@Suite struct ViewScreenDrawingTests {
    static func view(_ center: Point, size: Size = Size(width: 60, height: 40), hidden: Bool = false)
        -> ViewAppearance
    {
        ViewAppearance(
            alpha: 1, center: center, size: size, color: HSBColor(hue: 0.5, saturation: 0.5, brightness: 0.5),
            transform: .identity, face: .resting(on: "front"), isHidden: hidden)
    }

    /// Whether the drawing has the off-screen arrow (a triangle outlined in #333333).
    static func hasArrow(_ views: [ViewAppearance]) -> Bool {
        ViewScreenDrawing(views).svg().document().contains("stroke=\"#333333\" stroke-width=\"0.8\"")
    }

    @Test func theScreenHasOneSizeWhereverAndHoweverLargeItsViewsAre() {
        let sizes = [
            [], [Self.view(Point(x: 10, y: 10))],
            [Self.view(Point(x: 5000, y: -300), size: Size(width: 1e6, height: 4))],
            (0..<20).map { Self.view(Point(x: Double($0) * 40, y: 0)) },
        ].map { ViewScreenDrawing($0).draw().size }
        #expect(Set(sizes.map { "\($0.width)x\($0.height)" }).count == 1)
        #expect(sizes.first == ViewScreenDrawing.size)
        #expect(ViewScreenDrawing.size == Size(width: 248, height: 368))
    }

    @Test func aViewWhollyOffTheScreenIsPointedAt() {
        #expect(!Self.hasArrow([Self.view(Point(x: 100, y: 100))]))
        #expect(!Self.hasArrow([Self.view(Point(x: 330, y: 100))]), "partly on the screen")
        #expect(Self.hasArrow([Self.view(Point(x: 600, y: 100))]))
        #expect(Self.hasArrow([Self.view(Point(x: -1e300, y: 1e300))]))
        #expect(!Self.hasArrow([Self.view(Point(x: 600, y: 100), hidden: true)]), "a hidden view is not pointed at")
        #expect(!Self.hasArrow([Self.view(Point(x: 2, y: 100), size: .zero)]), "a view of no size on the screen")
    }

    @Test func laterViewsLieOverEarlierOnes() {
        var first = Self.view(Point(x: 100, y: 100))
        first.face = .resting(on: "first")
        var second = Self.view(Point(x: 110, y: 100))
        second.face = .resting(on: "second")
        let svg = ViewScreenDrawing([first, second]).svg().document()
        let a = svg.range(of: ">first<")
        let b = svg.range(of: ">second<")
        #expect(a != nil && b != nil)
        if let a, let b { #expect(a.lowerBound < b.lowerBound) }
    }

    @Test func theTextIsALinePerView() {
        let lines = ViewScreenDrawing([Self.view(Point(x: 1, y: 2)), Self.view(Point(x: 3, y: 4))]).textLines()
        #expect(lines == ["(1.0, 2.0) 60.0×40.0 α 1.00 face front", "(3.0, 4.0) 60.0×40.0 α 1.00 face front"])
    }
}
