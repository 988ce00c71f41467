import Foundation

/// The lines the specs ran, as LCOV (the tracefile `lcov`, `genhtml`, Codecov and most CI
/// services read): for each script file, `DA:line,count` for every line that holds code in a
/// function that was called, then how many such lines there are (`LF`) and how many ran (`LH`).
/// The spec files themselves are left out, as are modules that are no file here (luassert and
/// the runner, embedded in the binary).
///
/// Lines are known to hold code from the functions that were called (Lua's `activelines`):
/// a function no test called has no lines in the report, as with luacov's default.
public struct CoverageReport {
    public let files: [(path: String, lines: [(line: Int, count: Int)])]

    /// Adds up `counts` (by file, by line) of every spec file, keeps the files that exist and
    /// are not in `specs`, and orders files by path and lines by number.
    public init(_ counts: [[String: [Int: Int]]], specs: [String]) {
        var total: [String: [Int: Int]] = [:]
        for file in counts {
            for (path, lines) in file {
                for (line, count) in lines { total[path, default: [:]][line, default: 0] += count }
            }
        }
        let left = Set(specs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        // Paths under the folder the run is in are given from there, as the specs' are.
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
        var kept: [String: [Int: Int]] = [:]
        for (path, lines) in total {
            let full = URL(fileURLWithPath: path).standardizedFileURL.path
            guard !left.contains(full), FileManager.default.fileExists(atPath: path) else { continue }
            let shown = full.hasPrefix(here) ? String(full.dropFirst(here.count)) : full
            for (line, count) in lines { kept[shown, default: [:]][line, default: 0] += count }
        }
        files = kept.map { path, lines in
            (path, lines.map { (line: $0.key, count: $0.value) }.sorted { $0.line < $1.line })
        }.sorted { $0.path < $1.path }
    }

    public var lcov: String {
        var text = ""
        for file in files {
            text += "TN:\nSF:\(file.path)\n"
            for line in file.lines { text += "DA:\(line.line),\(line.count)\n" }
            text += "LF:\(file.lines.count)\nLH:\(file.lines.filter { $0.count > 0 }.count)\nend_of_record\n"
        }
        return text
    }

    /// "N of M lines ran in F files", for the end of the report.
    public var summary: String {
        let found = files.reduce(0) { $0 + $1.lines.count }
        let hit = files.reduce(0) { $0 + $1.lines.filter { $0.count > 0 }.count }
        return "coverage: \(hit) of \(found) lines ran, in \(files.count) file\(files.count == 1 ? "" : "s")"
    }
}
