import Testing

@testable import History

@Suite("Optional.modifyWrapped")
struct OptionalModifyWrappedTests {
    @Test("nil stays nil and the body is not run")
    func nilIsNoOp() {
        var value: [Int]? = nil
        var ran = false
        value.modifyWrapped { _ in ran = true }
        #expect(value == nil)
        #expect(!ran)
    }

    @Test("a wrapped value is mutated in place, without a copy-on-write copy")
    func mutatesInPlace() {
        var value: [Int]? = Array(0..<1_000)
        let before = value?.withUnsafeBufferPointer { $0.baseAddress }
        value.modifyWrapped { $0[0] = 42 }
        let after = value?.withUnsafeBufferPointer { $0.baseAddress }
        #expect(value?.first == 42)
        #expect(before == after)
    }
}
