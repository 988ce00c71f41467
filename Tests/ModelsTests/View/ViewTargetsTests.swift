import Geometry
import Models
import Testing

@Suite struct ViewTargetsTests {
    @Test func targetsWithoutAValueAreEmpty() {
        #expect(ViewTargets().isEmpty)
        #expect(!ViewTargets(alpha: 0).isEmpty)
        #expect(!ViewTargets(translation: Vector(dx: 1, dy: 0)).isEmpty)
    }

    @Test func theTransformPartsReplaceThoseOfTheCurrentTransform() throws {
        var current = AffineTransform.Decomposition.identity
        current.rotation = .quarterTurn
        current.scaleX = 3
        #expect(ViewTargets(alpha: 1).transform(from: current) == nil)
        let target = try #require(ViewTargets(scale: .init(x: 2, y: 2)).transform(from: current))
        #expect(target.rotation == .quarterTurn)
        #expect(target.scaleX == 2)
        #expect(target.scaleY == 2)
    }
}
