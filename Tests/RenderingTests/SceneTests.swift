import Foundation
import Geometry
import Models
import Testing

@testable import Rendering

@Suite struct SceneTests {
    private func scene(at time: Double) throws -> Scene {
        var odometer = try Odometer(digits: 4, value: 1998, rollDuration: 0.5, curve: .linear)
        try odometer.set(1999, at: 0)
        return Scene(time: time, items: [SceneItem(id: 1, content: .odometer(odometer))])
    }

    @Test func theLayersAreTheDocumentWithTheTimeLabelApart() throws {
        let scene = try scene(at: 0.25)
        let whole = scene.svg()
        let (still, timeLabel) = scene.layers()
        #expect(whole.contains(">t = 0.250 s</text>"))
        #expect(!still.contains("t = 0.250 s"))
        #expect(timeLabel.contains(">t = 0.250 s</text>"))
        // The time label's element, taken out of the whole document, leaves the still layer.
        let element = try #require(timeLabel.split(separator: "\n").first { $0.contains("t = 0.250 s") })
        #expect(whole.replacingOccurrences(of: element + "\n", with: "") == still)
    }

    @Test func theTimeLabelLayerIsTransparentAndOfTheDocumentsSize() throws {
        let (still, timeLabel) = try scene(at: 1).layers()
        let root = { (svg: String) in svg.split(separator: "\n").first { $0.hasPrefix("<svg") } }
        #expect(root(still) == root(timeLabel))
        #expect(still.contains(#"fill="\#(Scene.background)""#))
        #expect(!timeLabel.contains("<rect"))
    }

    @Test func framesThatDifferOnlyInTimeShareTheirStillLayer() throws {
        let atRest = try scene(at: 2)
        var later = atRest
        later.time = 3
        #expect(atRest.layers().still == later.layers().still)
        #expect(atRest.svg() != later.svg())
    }

    private static func view(_ center: Point, size: Size = Size(width: 60, height: 40)) -> SceneContent {
        .view(
            ViewAppearance(
                alpha: 1, center: center, size: size, color: HSBColor(hue: 0.2, saturation: 0.5, brightness: 0.9),
                transform: .identity, face: .resting(on: "front"), isHidden: false))
    }

    /// Views are subviews of one window: one box, where the first of them is, that every one
    /// of them is placed in.
    @Test func theViewsShareOneScreenWhereTheFirstOfThemIs() throws {
        let odometer = try Odometer(digits: 2, value: 7)
        let scene = Scene(
            time: 0,
            items: [
                SceneItem(id: 1, content: Self.view(Point(x: 50, y: 50))),
                SceneItem(id: 2, content: .odometer(odometer)),
                SceneItem(id: 3, content: Self.view(Point(x: 200, y: 300))),
            ])
        let (svg, placements) = scene.rendered()
        #expect(placements.map(\.id) == [1, 3, 2])
        #expect(placements[0].frame == placements[1].frame)
        #expect(placements[0].frame.size == ViewScreenDrawing.size)
        #expect(placements[2].frame.minX > placements[0].frame.maxX)
        #expect(svg.contains(">View #1, View #3</text>"))
        // The text view keeps a title and a line per view.
        #expect(scene.textLines().filter { $0.hasPrefix("View #") } == ["View #1", "View #3"])
    }

    /// Whatever the views do within a run, the scene keeps its size and its boxes their places.
    @Test func viewsMovingGrowingOrLeavingTheScreenLeaveTheLayoutAlone() {
        let poses: [[SceneContent]] = [
            [Self.view(Point(x: 160, y: 240))],
            [Self.view(Point(x: 0, y: 0), size: Size(width: 400, height: 900))],
            [Self.view(Point(x: 9000, y: -20))],
            [Self.view(Point(x: 10, y: 10)), Self.view(Point(x: 20, y: 20))],
        ]
        let layouts = poses.map { contents in
            let items = contents.enumerated().map { SceneItem(id: $0.offset + 1, content: $0.element) }
            let (svg, placements) = Scene(time: 0, items: items).rendered()
            return (svg.split(separator: "\n").first { $0.hasPrefix("<svg") }.map(String.init), placements[0].frame)
        }
        #expect(Set(layouts.map { $0.0 ?? "" }).count == 1)
        #expect(Set(layouts.map { "\($0.1)" }).count == 1)
    }
}
