import Foundation
import GoldenFiles

/// Golden SVG files: the exact expected drawings, kept in `Golden/` beside this file and
/// compared (and recorded when missing, never on CI) by the shared `GoldenFile`.
enum GoldenSVG {
    /// The folder of golden files, found from this source file's path.
    static var directory: URL { GoldenFile.directory(beside: #filePath) }

    /// Every golden file, for the render check.
    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Compares `svg` with `Golden/<name>.svg`, recording it when missing (not on CI).
    static func check(_ svg: String, named name: String) throws -> GoldenFile.Outcome {
        try GoldenFile.check(Data(svg.utf8), against: directory.appendingPathComponent(name + ".svg"))
    }
}
