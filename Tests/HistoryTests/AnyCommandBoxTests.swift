import Testing

@testable import History

@Suite("AnyCommandBox")
struct AnyCommandBoxTests {
    @Test("the base box is inert: no name, no key, no change, no merge")
    func baseIsInert() {
        let box = AnyCommandBox<Dial>()
        var dial = Dial(angle: 5)
        box.apply(to: &dial)
        box.revert(on: &dial)
        #expect(dial.angle == 5)
        #expect(box.actionName == "")
        #expect(box.mergeKey == nil)
        #expect(box.merged(with: box) == nil)
    }

    @Test("a command box forwards to its command and refuses to merge with other box kinds")
    func commandBoxForwards() throws {
        let box = CommandBox(Increment(by: 3))
        var dial = Dial()
        box.apply(to: &dial)
        #expect(dial.angle == 3)
        #expect(box.actionName == "Increment")
        #expect(box.mergeKey == "inc")
        #expect(box.merged(with: AnyCommandBox<Dial>()) == nil)
        let merged = try #require(box.merged(with: CommandBox(Increment(by: 4))))
        merged.revert(on: &dial)
        #expect(dial.angle == -4)
    }
}
