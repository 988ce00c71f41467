import Files
import Foundation
import Testing

@Suite struct ExecutablePathTests {
    @Test func aProgramOnPATHIsFoundByItsFullPath() {
        let found = ExecutablePath.search("sh")
        #expect(found?.hasSuffix("/sh") == true)
        #expect(found.map { FileManager.default.isExecutableFile(atPath: $0) } == true)
    }

    @Test func aNameNotOnPATHIsNotFound() {
        #expect(ExecutablePath.search("no-such-program-\(UUID().uuidString)") == nil)
    }
}
