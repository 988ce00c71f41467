import Foundation

/// A fresh directory under the system's temporary directory for one test, removed when `body`
/// returns; `label` names the test file it serves, so leftovers say where they came from.
public func withTemporaryDirectory(_ label: String, _ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
}
