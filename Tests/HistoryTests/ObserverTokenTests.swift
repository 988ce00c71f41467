import Testing

@testable import History

@Suite("ObserverToken")
struct ObserverTokenTests {
    @Test("each observer gets a distinct token, and a token removes only its observer, once")
    func tokensAreDistinct() {
        var stack = UndoStack<DialChange>()
        let first = EventRecorder()
        let second = EventRecorder()
        let firstToken = first.observe(&stack)
        let secondToken = second.observe(&stack)
        #expect(firstToken != secondToken)
        let removedOnce = stack.removeObserver(firstToken)
        let removedTwice = stack.removeObserver(firstToken)
        #expect(removedOnce)
        #expect(!removedTwice)
        var dial = Dial()
        stack.perform(rotate(0, 1), on: &dial)
        #expect(first.events.isEmpty)
        #expect(!second.events.isEmpty)
        #expect(stack.observerCount == 1)
    }

    @Test("a token that was never issued removes nothing")
    func unknownToken() {
        var stack = UndoStack<DialChange>()
        EventRecorder().observe(&stack)
        let removed = stack.removeObserver(ObserverToken(id: 99))
        #expect(!removed)
        #expect(stack.observerCount == 1)
    }
}
