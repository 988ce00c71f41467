import Export
import Foundation
import Models
import Rendering
import Scripting

/// `--svg DIR [--svg-every SECONDS]` and `--png DIR [--png-every SECONDS]`: numbered frames
/// while the run goes (and, for SVG, the scene at the end). The first write that fails ends
/// the writing, and its error is reported after the run. Each file is written through
/// ``OutputFile`` (whole or not at all, never over an input of the run); the folder is
/// claimed in the run's files, so no other output writes inside it.
final class FrameFolderWriter {
    /// What the folder holds: SVG documents or PNG pictures.
    enum Kind {
        case svg
        case png

        var option: String { self == .svg ? "--svg" : "--png" }
        var fileExtension: String { self == .svg ? ".svg" : ".png" }

        /// What a picture may replace: one an earlier run wrote (an SVG document whose title bar
        /// says playground; a PNG file whose text chunk does).
        var replacing: OutputFile.Replacing {
            switch self {
            case .svg:
                OutputFile.Replacing(expected: "a picture playground wrote") { head in
                    let text = String(decoding: head, as: UTF8.self)
                    return text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#)
                        && text.contains(">playground</text>")
                }
            case .png:
                OutputFile.Replacing(expected: "a picture playground wrote") { PNGEncoder.isPlaygroundPNG($0) }
            }
        }
    }

    let kind: Kind
    let directory: URL
    private let files: RunFiles
    private(set) var failure: String?
    private(set) var framesWritten = 0
    /// Bytes of every file written, for the summary line.
    private(set) var bytesWritten = 0
    private var wroteScene = false
    /// Frames of an earlier run removed from the folder before this one wrote its own.
    private(set) var framesReplaced = 0

    init(_ kind: Kind, directory: String, files: RunFiles) throws(OutputFileError) {
        self.kind = kind
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
        self.files = files
        try files.claimOutputFolder(directory, option: kind.option)
    }

    /// Creates the folder (and its parents) if it is missing, and removes the frames an earlier
    /// run wrote there, so the folder holds this run's frames only (``foreignOutputs(in:)``
    /// has refused a folder whose frame names hold files playground did not write).
    func prepare() {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            fail("cannot create the folder '\(directory.path)': \(Self.reason(error))")
            return
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where kind.isFrameName(name) {
            let file = directory.appendingPathComponent(name)
            guard kind.wasWrittenByPlayground(file) else { continue }
            do {
                try FileManager.default.removeItem(at: file)
                framesReplaced += 1
            } catch {
                fail("cannot remove the earlier frame '\(file.path)': \(Self.reason(error))")
                return
            }
        }
    }

    /// Writes frame `index` (the frame at `index × step`).
    func writeFrame(_ bytes: Data, index: Int) {
        write(bytes, to: kind.frameName(index))
        if failure == nil {
            framesWritten += 1
            writtenNames.append(kind.frameName(index))
        }
    }

    /// The frames this run wrote, by name.
    private var writtenNames: [String] = []

    /// Removes the frames this run wrote (an export refused at the end of the run).
    func removeWritten() {
        for name in writtenNames { unlink(directory.appendingPathComponent(name).path) }
        writtenNames = []
        framesWritten = 0
    }

    /// Writes the scene at the end of the run (`scene.svg`).
    func writeFinal(_ scene: Scene) {
        write(Data(scene.svg().utf8), to: "scene.svg")
        wroteScene = failure == nil
    }

    /// What was written, for standard error: "wrote 7 frames and scene.svg to out (32.1 KB)".
    var summary: String {
        var parts: [String] = []
        if framesWritten > 0 { parts.append("\(framesWritten) frame\(framesWritten == 1 ? "" : "s")") }
        if wroteScene { parts.append("scene.svg") }
        let what = parts.isEmpty ? "nothing" : parts.joined(separator: " and ")
        var summary = "wrote \(what) to \(directory.relativePath) (\(FileSize.text(bytesWritten)))"
        if framesReplaced > 0 {
            summary += ", after removing \(framesReplaced) frame\(framesReplaced == 1 ? "" : "s") of an earlier run"
        }
        return summary
    }

    private func write(_ data: Data, to name: String) {
        guard failure == nil else { return }
        let file = directory.appendingPathComponent(name)
        do {
            try OutputFile.write(data, to: file.path, purpose: "the picture", files: files, replacing: kind.replacing)
            bytesWritten += data.count
        } catch {
            fail(error.description)
        }
    }

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    static func reason(_ error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            posix.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(posix.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}

extension FrameFolderWriter.Kind {
    /// frame-00000.svg, frame-00001.png, …: at least five digits, so names sort in time order.
    func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + fileExtension
    }

    /// Whether `name` is one this writer gives its frames: `frame-` and at least five digits.
    func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(fileExtension) else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(fileExtension.count)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether the file at `url` is a picture an earlier run wrote.
    func wasWrittenByPlayground(_ url: URL) -> Bool {
        replacing.accepts(OutputFile.head(of: url.path))
    }

    /// The files in `directory` that bear the names the writer uses (`scene.svg`,
    /// `frame-00000.svg`, `frame-00000.png`, …) but that playground did not write: a run
    /// refuses to replace them.
    func foreignOutputs(in directory: String) -> [String] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { name in
            ((self == .svg && name == "scene.svg") || isFrameName(name))
                && !wasWrittenByPlayground(folder.appendingPathComponent(name))
        }
    }
}
