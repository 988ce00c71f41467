import Testing

@testable import History

@Suite("ChangeList")
struct ChangeListTests {
    @Test("a disabled list collects nothing and never builds the change")
    func disabledIsFree() {
        var list = ChangeList(isEnabled: false)
        var built = 0
        func make() -> UndoChange {
            built += 1
            return .cleared
        }
        list.append(make())
        #expect(list.items.isEmpty)
        #expect(built == 0)
    }

    @Test("an enabled list keeps the order of the changes")
    func enabledKeepsOrder() {
        var list = ChangeList(isEnabled: true)
        list.append(.redoDiscarded(count: 2))
        list.append(.pushed(name: "Rotate"))
        #expect(list.items == [.redoDiscarded(count: 2), .pushed(name: "Rotate")])
    }
}
