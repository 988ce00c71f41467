import Models
import Testing

@testable import Scripting

@Suite struct SharedStringsTests {
    private func shared(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { SharedStrings.string($0) }
    }

    private func address(_ string: String) -> UnsafePointer<UInt8>? {
        var string = string
        return string.withUTF8 { $0.baseAddress }
    }

    @Test func equalStringsShareOneBuffer() {
        let bytes = Array(repeating: UInt8(ascii: "n"), count: 4096)
        let first = shared(bytes)
        let second = shared(bytes)
        #expect(first == second)
        #expect(address(first) == address(second))
    }

    @Test func differentStringsDoNotShare() {
        let first = shared(Array("a name long enough to be kept apart 1".utf8))
        let second = shared(Array("a name long enough to be kept apart 2".utf8))
        #expect(first != second)
    }

    @Test func bytesThatAreNotUTF8AreKeptExactly() {
        let bytes: [UInt8] = Array("not UTF-8 after this: ".utf8) + [0xFF, 0x00, 0xC3]
        #expect(shared(bytes).losslessBytes == bytes)
        #expect(shared(bytes).losslessBytes == bytes)
    }

    @Test func stringsLongerThanTheCacheAreStillRead() {
        let bytes = Array(repeating: UInt8(ascii: "x"), count: SharedStrings.maximumBytes + 1)
        #expect(shared(bytes).utf8.count == bytes.count)
    }
}
