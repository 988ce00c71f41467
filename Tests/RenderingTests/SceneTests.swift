import Foundation
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
}
