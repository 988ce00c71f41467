import Foundation
import Testing

/// A recording stores what changed between frames: the 12 s wheel demo fits its 300 KB budget
/// (2.2 MB when every distinct frame was stored whole), and says what it wrote.
@Test func theWheelDemosRecordingFitsItsBudget() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "pg-recording-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("wheel.html")
    let script = PlaygroundProcess.repositoryRoot.appendingPathComponent("Scripts/wheel.lua").path
    let result = try PlaygroundProcess.run(["run", script, "--record", file.path])
    #expect(result.status == 0, "\(result.summary)")
    let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber).intValue
    #expect(size <= 300 * 1024, "\(size) bytes")
    #expect(result.standardError.contains("recorded 361 frames (t = 0 … 12.000 s)"), "\(result.summary)")
}
