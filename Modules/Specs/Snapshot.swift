import Files
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// How a run treats snapshots: a person's run writes the missing ones and compares the rest;
/// `--update-snapshots` rewrites the ones that differ; under `CI` they are only compared, and a
/// missing one fails, so a snapshot is never made where nobody looks at it.
public enum SnapshotMode: String, Sendable, Hashable, Codable {
    case writeMissing
    case update
    case compareOnly
}

/// A named snapshot of a spec file's scene (or of one control in it), kept as the text view
/// and as SVG in `__snapshots__/<spec file's name>/<name>.txt` and `.svg`, beside the spec.
///
/// A mismatch leaves what was drawn beside what was expected (`<name>.actual.txt` and `.svg`)
/// and, when `rsvg-convert` is installed, both pictures side by side in `<name>.diff.png`;
/// a match removes them.
struct Snapshot {
    /// `__snapshots__/<spec file's name without .lua>`.
    let folder: String
    /// The name as the spec gave it.
    let name: String
    /// The name as files carry it: letters, digits, ' ', '.', '_' and '-'; others become '_'.
    let fileName: String

    /// The most bytes of a stored snapshot read back.
    static let sizeLimit = 16 << 20

    init(specPath: String, name: String) {
        let url = URL(fileURLWithPath: specPath)
        let specFolder = (specPath as NSString).deletingLastPathComponent
        let stem = url.deletingPathExtension().lastPathComponent
        folder = (specFolder.isEmpty ? "" : specFolder + "/") + "__snapshots__/" + stem
        self.name = name
        let kept = name.unicodeScalars.prefix(120).map { scalar -> Character in
            let allowed =
                CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || " ._-".unicodeScalars.contains(scalar)
            return allowed ? Character(scalar) : "_"
        }
        let file = String(kept)
        fileName = file.hasPrefix(".") ? "_" + file.dropFirst() : file
    }

    private func path(_ suffix: String) -> String { folder + "/" + fileName + suffix }

    enum Verdict: Equatable {
        case matched
        /// Written (missing, or rewritten by `--update-snapshots`): the files.
        case written([String])
        case failed(String)
    }

    /// Compares `text` and `svg`, drawn now, with the stored snapshot, as `mode` says.
    func check(text: String, svg: String, mode: SnapshotMode) -> Verdict {
        guard !name.isEmpty else { return .failed("a snapshot needs a name") }
        // What a mismatch leaves beside a snapshot must not be another snapshot's files.
        for reserved in [".actual", ".diff"] where fileName.hasSuffix(reserved) {
            return .failed("a snapshot's name may not end with '\(reserved)' (what a mismatch leaves is named so)")
        }
        let expectedText: String?
        let expectedSVG: String?
        do {
            expectedText = try Self.read(path(".txt"))
            expectedSVG = try Self.read(path(".svg"))
        } catch {
            return .failed("snapshot '\(name)': \(error)")
        }
        guard let expectedText, let expectedSVG else {
            if mode == .compareOnly {
                return .failed(
                    "no snapshot '\(name)' (\(path(".txt"))): under CI snapshots are compared, never written; "
                        + "run playground test where CI is not set (or with --update-snapshots) and commit "
                        + "\(folder)")
            }
            return write(text: text, svg: svg)
        }
        if expectedText == text && expectedSVG == svg {
            for suffix in [".actual.txt", ".actual.svg", ".diff.png"] { unlink(path(suffix)) }
            return .matched
        }
        if mode == .update { return write(text: text, svg: svg) }
        let (file, expected, actual) =
            expectedText != text ? (path(".txt"), expectedText, text) : (path(".svg"), expectedSVG, svg)
        var message = "snapshot '\(name)' differs from \(file) " + Self.firstDifference(expected, actual)
        do {
            try Self.store(text, at: path(".actual.txt"))
            try Self.store(svg, at: path(".actual.svg"))
            message += "\nas drawn now: \(path(".actual.txt")) and \(path(".actual.svg"))"
            if SideBySide.render(expected: expectedSVG, actual: svg, to: path(".diff.png")) {
                message += "\nexpected and actual side by side: \(path(".diff.png"))"
            }
        } catch {
            message += "\n(what was drawn could not be kept: \(error))"
        }
        return .failed(message + "\nrun playground test --update-snapshots to take it as the snapshot")
    }

    private func write(text: String, svg: String) -> Verdict {
        do {
            try Self.store(text, at: path(".txt"))
            try Self.store(svg, at: path(".svg"))
            for suffix in [".actual.txt", ".actual.svg", ".diff.png"] { unlink(path(suffix)) }
            return .written([path(".txt"), path(".svg")])
        } catch {
            return .failed("snapshot '\(name)' could not be written: \(error)")
        }
    }

    /// The stored text at `path`; nil when there is none.
    private static func read(_ path: String) throws(InputFileError) -> String? {
        do {
            return String(
                decoding: try InputFile.contents(at: path, limit: sizeLimit, role: "a snapshot"), as: UTF8.self)
        } catch  where error.problem == .notFound {
            return nil
        }
    }

    /// Writes `text` to `path` whole, making its folders; a folder in the way that is a file is
    /// said so.
    private static func store(_ text: String, at path: String) throws(SnapshotError) {
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        var walked = ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: false) {
            walked += (walked.isEmpty && !folder.hasPrefix("/") ? "" : "/") + part
            if walked == "/" || part.isEmpty { continue }
            if FileManager.default.fileExists(atPath: walked, isDirectory: &isFolder), !isFolder.boolValue {
                throw SnapshotError("\(walked) is a file, not a folder for snapshots")
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError("cannot make the folder \(folder): \((error as NSError).localizedDescription)")
        }
        do {
            try OutputFile.write(Data(text.utf8), to: path, purpose: "the snapshot")
        } catch {
            throw SnapshotError(error.description)
        }
    }

    /// "at line N:" with the two lines that differ first, each cut to 200 characters.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < old.count, index < new.count, old[index] == new[index] { index += 1 }
        func line(_ lines: [Substring]) -> String {
            guard index < lines.count else { return "(no line: it ends before)" }
            let text = lines[index]
            return text.count > 200 ? String(text.prefix(200)) + "…" : String(text)
        }
        return "at line \(index + 1):\n  expected: \(line(old))\n  actual:   \(line(new))"
    }
}

/// Why a snapshot could not be kept, in words.
struct SnapshotError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
