import Models
import Testing

@testable import Rendering

/// A scene item is a value: its fields are boxed so that a frame hands it on cheaply, and a copy
/// changed is changed alone.
@Suite struct SceneItemTests {
    static func odometer(_ value: Int64) throws -> SceneContent {
        .odometer(try Odometer(digits: 3, value: value))
    }

    @Test func anItemIsTitledByItsKindUnlessNamed() throws {
        #expect(SceneItem(id: 4, content: try Self.odometer(1)).title == "Odometer #4")
        #expect(SceneItem(id: 4, title: "Miles", content: try Self.odometer(1)).title == "Miles")
    }

    @Test func aChangedCopyLeavesTheOriginal() throws {
        let original = SceneItem(id: 1, content: try Self.odometer(5), restTime: 2, revision: 7)
        var copy = original
        copy.id = 9
        copy.title = "Other"
        copy.content = try Self.odometer(6)
        copy.restTime = 3
        copy.revision = nil
        #expect(original.id == 1)
        #expect(original.title == "Odometer #1")
        #expect(original.content == (try Self.odometer(5)))
        #expect(original.restTime == 2)
        #expect(original.revision == 7)
        #expect(copy.id == 9)
        #expect(copy.title == "Other")
        #expect(copy.content == (try Self.odometer(6)))
        #expect(copy.restTime == 3)
        #expect(copy.revision == nil)
    }
}
