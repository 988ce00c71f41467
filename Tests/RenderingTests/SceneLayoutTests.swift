import Geometry
import Testing

@testable import Rendering

@Suite struct SceneLayoutTests {
    @Test func boxesFlowLeftToRightAndWrapAtTheMaximumWidth() {
        let layout = SceneLayout(boxSizes: [
            Size(width: 400, height: 100), Size(width: 400, height: 150), Size(width: 400, height: 50),
        ])
        #expect(layout.frames[0].origin == Point(x: 12, y: SceneLayout.headerHeight))
        #expect(layout.frames[1].origin == Point(x: 424, y: SceneLayout.headerHeight))
        // The third would pass 1000 points: it starts the next row, below the tallest box.
        #expect(layout.frames[2].origin == Point(x: 12, y: SceneLayout.headerHeight + 150 + 12))
        #expect(layout.size == Size(width: 836, height: SceneLayout.headerHeight + 150 + 12 + 50 + 12))
    }

    @Test func aBoxWiderThanARowGetsARowOfItsOwn() {
        let layout = SceneLayout(boxSizes: [Size(width: 1500, height: 10), Size(width: 10, height: 10)])
        #expect(layout.frames[0].origin.y == layout.frames[1].origin.y - 22)
    }

    @Test func theSceneShowsItsTimeAndEscapesTitles() throws {
        let scene = try Fixtures.scene()
        let svg = scene.svg()
        #expect(svg.contains(">t = 0.250 s<"))
        #expect(svg.contains("View &lt;card &amp; &quot;face&quot;&gt;"))
        #expect(!svg.contains("\u{1B}"))
        #expect(scene.textLines().allSatisfy { !$0.contains("\u{1B}") })
        // Every clip path id is unique in the document.
        let ids = svg.components(separatedBy: "id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }
}
