import Foundation
import Testing

@testable import Scripting

/// What a control draws is its one stored model, and every change of it is counted by the base
/// class (``ControlObject``), so a scene that reuses a control's drawing while the count stays
/// never shows a stale one, whichever path changed the model.
struct ControlObjectTests {
    struct Sample {
        var values: [Int]
        var name: String
    }

    @Test func everyWayOfChangingTheModelIsCounted() {
        let object = ControlObject(model: Sample(values: [1, 2], name: "a"))
        #expect(object.drawnRevision == 0)
        object.model = Sample(values: [3], name: "b")
        #expect(object.drawnRevision == 1)
        object.model.values.append(4)
        #expect(object.drawnRevision == 2)
        object.model.name += "c"
        #expect(object.drawnRevision == 3)
        #expect(object.model.values == [3, 4])
        #expect(object.model.name == "bc")
    }

    @Test func readingTheModelCountsNothing() {
        let object = ControlObject(model: Sample(values: [1], name: "a"))
        _ = object.model.values.count
        let copy = object.model
        #expect(copy.name == "a")
        #expect(object.drawnRevision == 0)
    }

    @Test func aLoanThatDrawsNothingNewIsNotCounted() {
        let object = ControlObject(model: Sample(values: [1], name: "a"))
        let count = object.withModelUncounted { sample in sample.values.count }
        #expect(count == 1)
        #expect(object.drawnRevision == 0)
    }

    /// The sources under `Scripting/Controls/`: no control keeps or changes a revision of its
    /// own, or counts a change in a `didSet`; what it draws lives in its model.
    @Test(arguments: ["drawnRevision &+=", "drawnRevision +=", "drawnRevision =", "var drawnRevision", "didSet"])
    func noControlCountsItsChangesByHand(word: String) {
        let sources = LayeringTests.sources(under: "Controls")
        #expect(sources.count >= 10)
        for (path, text) in sources {
            #expect(!text.contains(word), "\(path) writes \(word): keep what is drawn in the model of ControlObject")
        }
    }

    /// Every control is built on the base class.
    @Test func everyControlIsAControlObject() {
        var controls = 0
        for (path, text) in LayeringTests.sources(under: "Controls") {
            for line in text.split(separator: "\n") where line.contains("class ") && line.contains("ScriptControl") {
                controls += 1
                #expect(line.contains("ControlObject<"), "\(path): \(line) does not build on ControlObject")
            }
        }
        #expect(controls >= 9)
    }
}
