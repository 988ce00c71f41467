import Foundation

/// Renders SVG with a real renderer, `rsvg-convert` from Debian's librsvg2-bin, to a PNG.
enum SVGRenderer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The path of `rsvg-convert` on PATH, or nil.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"])
            .map { $0 + "/rsvg-convert" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let missingMessage =
        "rsvg-convert is not installed: run `make deps` (it installs Debian's librsvg2-bin)"

    /// The PNG rsvg-convert makes of `svg`.
    static func render(_ svg: String) throws -> PNGImage {
        guard let executable else { throw Failure(description: missingMessage) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rendering-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("drawing.svg")
        let output = folder.appendingPathComponent("drawing.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format=png", "--output", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "rsvg-convert failed (\(process.terminationStatus)): "
                    + String(decoding: message, as: UTF8.self))
        }
        return try PNGImage(data: Data(contentsOf: output))
    }
}
