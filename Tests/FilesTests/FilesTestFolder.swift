import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder for one test of the file layer, removed with ``remove()``.
struct FilesTestFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("pg-files-\(UUID().uuidString.prefix(8))")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ contents: String, to name: String) throws -> String {
        let file = file(name)
        try contents.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: file(name), encoding: .utf8)
    }

    /// The names in the folder, hidden ones too (a temporary file left behind shows here).
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func makeFIFO(_ name: String) -> String {
        let file = file(name)
        mkfifo(file, 0o644)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
