import Files
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A snapshot's expected and actual SVG drawn side by side in one PNG, by librsvg's
/// `rsvg-convert` (the project's rasteriser, see docs/testing.md), when it is installed: one
/// SVG holding both documents, each under its label, rendered once.
enum SideBySide {
    /// Renders the pair to `path`; false when `rsvg-convert` is not on PATH or fails.
    static func render(expected: String, actual: String, to path: String) -> Bool {
        guard let converter = ExecutablePath.search("rsvg-convert") else { return false }
        let (left, leftSize) = body(of: expected)
        let (right, rightSize) = body(of: actual)
        let gap = 16.0
        let label = 24.0
        let width = leftSize.width + gap + rightSize.width
        let height = label + max(leftSize.height, rightSize.height)
        let composite = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(width)" height="\(height)">
            <rect width="\(width)" height="\(height)" fill="#ffffff"/>
            <text x="4" y="17" font-family="DejaVu Sans, sans-serif" font-size="14">expected</text>
            <text x="\(leftSize.width + gap + 4)" y="17" font-family="DejaVu Sans, sans-serif" \
            font-size="14">actual</text>
            <g transform="translate(0,\(label))">\(left)</g>
            <g transform="translate(\(leftSize.width + gap),\(label))">\(right)</g>
            </svg>
            """
        let source = path + ".svg"
        do {
            try OutputFile.write(Data(composite.utf8), to: source, purpose: "the side-by-side drawing")
        } catch {
            return false
        }
        defer { unlink(source) }
        return run(converter, ["--format", "png", "--output", path, source])
    }

    /// The document without its XML declaration, and the size its root `<svg>` states.
    private static func body(of svg: String) -> (String, (width: Double, height: Double)) {
        guard let root = svg.range(of: "<svg") else { return ("", (0, 0)) }
        let document = String(svg[root.lowerBound...])
        let tag = document.prefix { $0 != ">" }
        func attribute(_ name: String) -> Double {
            guard let start = tag.range(of: " \(name)=\"") else { return 0 }
            let value = tag[start.upperBound...].prefix { $0 != "\"" }
            return Double(value) ?? 0
        }
        return (document, (attribute("width"), attribute("height")))
    }

    /// Runs `executable` with `arguments`, its output discarded, and waits for it: true when it
    /// exits with status 0. posix_spawn and waitpid rather than Foundation's Process, which
    /// watches its child from another thread, and this runs in a test's forked process.
    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        return status == 0
    }
}
