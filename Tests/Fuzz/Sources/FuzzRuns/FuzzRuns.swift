import ArgumentParser
import Foundation
import FuzzSupport

/// The files of the folder every run starts from: a script that requires a module and plays
/// frames, the module, the frames, an empty file, a file playground did not write, a folder.
/// Recreated before each input, so that no input depends on what an earlier one left.
let startingFiles: [(path: String, contents: String)] = [
    (
        "script.lua",
        """
        local helper = require("lib.helper")
        local frames = Frames.new{frames = {"frames/a.txt", "frames/b.txt"}, duration = 0.4, repeats = 2}
        frames:start()
        local wheel = Wheel.new{sectors = 6}
        wheel.oncross = function() end
        wheel:spin(4, {turns = 2})
        print(helper.word, #arg)
        """
    ),
    ("lib/helper.lua", "return {word = 'helper'}\n"),
    ("frames/a.txt", "frame A\n"),
    ("frames/b.txt", "frame B\n"),
    ("empty.txt", ""),
    ("foreign.txt", "not written by playground\n"),
    ("dir/keep.txt", "kept\n"),
]

/// Files no run may change: everything a run reads, and a file playground did not write.
let untouchable = ["script.lua", "lib/helper.lua", "frames/a.txt", "frames/b.txt", "foreign.txt", "dir/keep.txt"]

/// What an argument may be: options that write, read or shape the outputs, and paths among the
/// folder's files, outputs, devices and names that are not files at all (no FIFO: named as the
/// script, it waits for a writer as `lua` does). `--timeout`, `--realtime`, `-i` and
/// `--allow-io` are left out: half the runs are given `--timeout 2` and the others must end by
/// themselves, none waits for the wall clock or standard input, and a script given `io` may
/// change files itself.
let words = [
    "--trace", "--record", "--svg", "--svg-every", "0.5", "--max-frames", "3", "--duration", "1", "2.5",
    "--fps", "2", "--memory", "8", "--verbose", "--png", "--png-every", "--gif", "--video", "out.gif", "out.mp4",
    "png", "--size", "16", "--scale", "0.1", "-e", "print(1)", "-e", "error('x')", "-l", "lib.helper",
    // Chunks whose numbers are finite but whose work, multiplied out, is not (issue: time that
    // cannot overflow into "forever"): an animation repeated 1e308 times, a wheel that almost
    // never slows down, a frame run of 2^62 tiny repeats.
    "View.new():animate({alpha = 0}, {repeats = 1e308, duration = 10})",
    "local w = Wheel.new{deceleration = 0.999999999999} w:touch(-70, 0) clock.advance(0.01) w:move(0, -70) w:release()",
    "Frames.new{pattern = 'f%d', count = 4, duration = 1e308, repeats = 2^62}:start()",
    "--seed", "3", "--", "script.lua", "lib/helper.lua", "frames/a.txt", "empty.txt", "foreign.txt", "dir",
    "dir/keep.txt", "out.jsonl", "out.html", "svg", "svg/scene.svg", "new/deep/out.html", "", ".", "/dev/full",
    "/dev/null", "-", "missing.lua", "script.lua/", "./script.lua", "lib/../script.lua",
]

/// The folder the runs happen in, made once.
let folder: String = {
    let path = NSTemporaryDirectory() + "playground-fuzz-runs-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    // What the runs print is noise here: standard output goes nowhere, and a script named `-`
    // reads an empty standard input rather than waiting for the fuzzer's.
    let null = open("/dev/null", O_RDWR)
    if null >= 0 {
        dup2(null, STDOUT_FILENO)
        dup2(null, STDIN_FILENO)
    }
    return path
}()

/// Empties the folder and writes the starting files again.
func resetFolder() {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
        try? manager.removeItem(atPath: folder + "/" + name)
    }
    for (path, contents) in startingFiles {
        let full = folder + "/" + path
        try? manager.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = manager.createFile(atPath: full, contents: Data(contents.utf8))
    }
}

/// Every regular file under the folder, by path relative to it, with its bytes.
func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walk = FileManager.default.enumerator(atPath: folder) else { return files }
    for case let path as String in walk {
        var status = stat()
        guard lstat(folder + "/" + path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
        files[path] = contents(of: folder + "/" + path)
    }
    return files
}

/// The bytes of the regular file at `path` (read with POSIX calls: Foundation's reader leaks a
/// buffer on some files, which LeakSanitizer would report as the harness's).
func contents(of path: String) -> Data {
    let fd = open(path, O_RDONLY | O_NONBLOCK)
    guard fd >= 0 else { return Data() }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        data.append(contentsOf: buffer[0..<count])
    }
    return data
}

/// Whether `data`, written to `path` by a run, is whole: a trace's every line a JSON object
/// and the last one ended, a recording's page closed, an SVG document closed, a PNG file's last
/// chunk IEND, a GIF's last byte its trailer, an MP4 with its index.
func isWhole(_ data: Data, at path: String) -> Bool {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8) }
    if bytes.starts(with: Array("GIF8".utf8)) { return bytes.last == 0x3B }
    if bytes.count >= 8, Array(bytes[4..<8]) == Array("ftyp".utf8) {
        return bytes.count > 64 && data.range(of: Data("moov".utf8)) != nil
    }
    let text = String(decoding: data, as: UTF8.self)
    if path.hasSuffix(".svg") { return text.hasSuffix("</svg>\n") }
    if text.hasPrefix("<!DOCTYPE html>") || text.hasPrefix("<!doctype html>") { return text.hasSuffix("</html>\n") }
    if text.isEmpty { return true }
    guard text.hasSuffix("\n") else { return false }
    return text.split(separator: "\n").allSatisfy { line in
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any]
    }
}

/// One input: its bytes pick a command line (`run --timeout 2`, or `run` alone when the first
/// byte's high bit is set, and then up to 24 words), which runs in-process in the folder. Any outcome of the command is expected (a usage error, a
/// script error, a stop); what is not (docs/hostile-input.md, "Files a run reads and writes"):
/// - a file the run read (the script, the module, the frames), or a file playground did not
///   write, is changed;
/// - a file the run wrote is not whole (a cut trace, recording or SVG);
/// - a temporary file of the output layer (`.NAME.playground-XXXXXX`) is left behind;
/// - a run takes 10 s or more (finite time: it was given `--timeout 2`, or every number it
///   was given is finite and nothing in it waits for the wall clock);
/// - a crash, a sanitizer report or a hang (libFuzzer's -timeout; the watchdog's last resort
///   ends the process, which libFuzzer reports too).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuns(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    resetFolder()
    let before = snapshot()
    // One input in two (the first byte's high bit) runs without --timeout: a run whose every
    // number is finite must end by itself (finite time), which a timeout would mask — the code
    // before that mechanism slept for ever after "only work that never ends is left".
    let timed = (bytes.first ?? 0) & 0x80 == 0
    var arguments = timed ? ["run", "--timeout", "2"] : ["run"]
    for byte in bytes.prefix(24) { arguments.append(words[Int(byte) % words.count]) }
    // The run happens in the folder; libFuzzer's own paths (a corpus named relative to where it
    // started) must still work after it.
    let home = FileManager.default.currentDirectoryPath
    defer { _ = FileManager.default.changeCurrentDirectoryPath(home) }
    guard FileManager.default.changeCurrentDirectoryPath(folder) else { return 0 }
    let started = Date()
    if let run = (try? Playground.parseAsRoot(arguments)) as? Playground.Run {
        try? run.run()
    }
    // Finite time: a run given --timeout 2 ends well before that is spent five times, and a run
    // whose work is all finite ends by itself (or with a note when only endless motion is left).
    let seconds = Date().timeIntervalSince(started)
    guard seconds < 10 else {
        invariantBroken(harness: "FuzzRuns", "\(arguments) took \(seconds) s")
    }
    let after = snapshot()
    for path in untouchable where after[path] != before[path] {
        invariantBroken(
            harness: "FuzzRuns", "\(arguments) changed \(path), which the run read or playground did not write")
    }
    for (path, contents) in after where before[path] != contents {
        if (path as NSString).lastPathComponent.hasPrefix("."), path.contains(".playground-") {
            invariantBroken(harness: "FuzzRuns", "\(arguments) left the temporary file \(path)")
        }
        guard isWhole(contents, at: path) else {
            invariantBroken(
                harness: "FuzzRuns",
                "\(arguments) left \(path) cut: \(contents.count) bytes ending \(String(decoding: contents.suffix(40), as: UTF8.self).debugDescription)"
            )
        }
    }
    return 0
}

#if !FUZZING
@main enum Replay {
    static func main() { replayFiles(harness: "FuzzRuns", fuzzRuns) }
}
#endif
