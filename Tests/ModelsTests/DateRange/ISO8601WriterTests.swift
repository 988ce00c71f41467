import Foundation
import Testing

@testable import Models

@Suite struct ISO8601WriterTests {
    @Test func alternatingPrecisionsDoNotLeakIntoEachOther() {
        let writer = ISO8601Writer.shared
        let date = Date(timeIntervalSince1970: 1_798_135_200.25)
        for _ in 0 ..< 3 {
            #expect(writer.string(from: date, fractional: true) == "2026-12-24T18:00:00.250Z")
            #expect(writer.string(from: date, fractional: false) == "2026-12-24T18:00:00Z")
        }
    }

    @Test func writesFromManyThreadsAlike() async {
        let texts = await withTaskGroup(of: String.self) { group in
            for offset in 0 ..< 16 {
                group.addTask {
                    ISO8601Writer.shared.string(from: Date(timeIntervalSince1970: 86_400 * Double(offset)), fractional: false)
                }
            }
            var texts: [String] = []
            for await text in group { texts.append(text) }
            return texts.sorted()
        }
        #expect(texts.first == "1970-01-01T00:00:00Z")
        #expect(texts.last == "1970-01-16T00:00:00Z")
        #expect(Set(texts).count == 16)
    }
}
