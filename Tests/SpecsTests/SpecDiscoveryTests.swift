import Foundation
import Testing

@testable import Specs

/// Which files `playground test` finds.
@Suite struct SpecDiscoveryTests {
    @Test func foldersAreSearchedForSpecAndTestFilesInPathOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in [
            "b_spec.lua", "a_test.lua", "helper.lua", "sub/c_spec.lua", ".hidden/d_spec.lua",
            "__snapshots__/e_spec.lua",
        ] {
            let path = (root as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "".write(toFile: path, atomically: true, encoding: .utf8)
        }
        // A link to a folder above is not followed (it would loop).
        try FileManager.default.createSymbolicLink(
            atPath: (root as NSString).appendingPathComponent("sub/up"), withDestinationPath: "..")
        let found = try SpecDiscovery.files(in: [root]).map { String($0.dropFirst(root.count + 1)) }
        #expect(found == ["a_test.lua", "b_spec.lua", "sub/c_spec.lua"])
        let named = (root as NSString).appendingPathComponent("helper.lua")
        #expect(try SpecDiscovery.files(in: [named, named]) == [named])
        #expect(throws: SpecDiscovery.Failure(path: "/no/such/folder")) {
            try SpecDiscovery.files(in: ["/no/such/folder"])
        }
    }
}
