import Foundation

/// The page's files, embedded in the binary from the module's `Page` folder: plain HTML, CSS and
/// JavaScript, with no build step.
enum StudioPage {
    struct File: Sendable {
        let path: String
        let contentType: String
        let bytes: [UInt8]
    }

    static let files: [File] = [
        File(path: "/", contentType: "text/html; charset=utf-8", bytes: PackageResources.index_html),
        File(path: "/studio.js", contentType: "text/javascript; charset=utf-8", bytes: PackageResources.studio_js),
        File(path: "/studio.css", contentType: "text/css; charset=utf-8", bytes: PackageResources.studio_css),
    ]
}
