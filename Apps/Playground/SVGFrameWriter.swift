import Foundation
import Rendering
import Scripting

/// `--svg DIR [--svg-every SECONDS]`: numbered frames while the run goes, and the scene at the
/// end. The first write that fails ends the writing, and its error is reported after the run.
final class SVGFrameWriter {
    let directory: URL
    private(set) var failure: String?
    private(set) var framesWritten = 0
    /// Bytes of every file written, for the summary line.
    private(set) var bytesWritten = 0
    private var wroteScene = false

    init(directory: String) {
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
    }

    /// Creates the folder (and its parents) if it is missing.
    func prepare() {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            fail("cannot create the folder '\(directory.path)': \(Self.reason(error))")
        }
    }

    /// Writes frame `index` (the frame at `index × step`).
    func writeFrame(_ scene: Scene, index: Int) {
        write(scene.svg(), to: Self.frameName(index))
        if failure == nil { framesWritten += 1 }
    }

    /// Writes the scene at the end of the run.
    func writeFinal(_ scene: Scene) {
        write(scene.svg(), to: "scene.svg")
        wroteScene = failure == nil
    }

    /// What was written, for standard error: "wrote 7 frames and scene.svg to out (32.1 KB)".
    var summary: String {
        var parts: [String] = []
        if framesWritten > 0 { parts.append("\(framesWritten) frame\(framesWritten == 1 ? "" : "s")") }
        if wroteScene { parts.append("scene.svg") }
        let what = parts.isEmpty ? "nothing" : parts.joined(separator: " and ")
        return "wrote \(what) to \(directory.relativePath) (\(FileSize.text(bytesWritten)))"
    }

    /// frame-00000.svg, frame-00001.svg, …: at least five digits, so names sort in time order.
    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".svg"
    }

    private func write(_ text: String, to name: String) {
        guard failure == nil else { return }
        let file = directory.appendingPathComponent(name)
        do {
            let data = Data(text.utf8)
            try data.write(to: file)
            bytesWritten += data.count
        } catch {
            fail("cannot write '\(file.path)': \(Self.reason(error))")
        }
    }

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    static func reason(_ error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           posix.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(posix.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
