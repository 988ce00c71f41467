import Foundation
import Models
import Testing

@Suite struct InMemoryFrameLoaderTests {
    @Test func servesWhatItHoldsAndReportsWhatItDoesNot() throws {
        var loader = InMemoryFrameLoader(["a": Data([1])])
        #expect(try loader.loadFrame(named: "a") == Data([1]))
        #expect(throws: FrameLoaderError.notFound(name: "b", location: "memory")) {
            try loader.loadFrame(named: "b")
        }
        loader.frames["b"] = Data([2, 3])
        #expect(try loader.loadFrame(named: "b") == Data([2, 3]))
    }
}
