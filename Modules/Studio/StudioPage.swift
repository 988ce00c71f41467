import Foundation

/// The page's files, read once from the module's resources: plain HTML, CSS and JavaScript,
/// with no build step.
enum StudioPage {
    struct File: Sendable {
        let path: String
        let contentType: String
        let bytes: [UInt8]
    }

    static let files: [File] = [
        ("/", "index.html", "text/html; charset=utf-8"),
        ("/studio.js", "studio.js", "text/javascript; charset=utf-8"),
        ("/studio.css", "studio.css", "text/css; charset=utf-8"),
    ].map { path, name, type in
        let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page")
        let bytes = url.flatMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) } ?? Array("missing \(name)".utf8)
        return File(path: path, contentType: type, bytes: bytes)
    }
}
