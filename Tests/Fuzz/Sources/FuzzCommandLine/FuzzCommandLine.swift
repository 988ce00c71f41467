import ArgumentParser
import FuzzSupport
import Models

/// One input: bytes split at NUL into an argument vector (after the program's name), parsed as
/// `playground` parses its command line, validation included, without running anything. The
/// parser must answer with a command or an error, never a trap; and a line that the fast path
/// (`RunRequest.plain`) takes must parse to a `run` of the same script and arguments.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(64)
        .map { String(losslessBytes: Array($0)) }
    let parsed = Result { try Playground.parseAsRoot(arguments) }
    if case .failure(let error) = parsed {
        // Rendering the message and the exit code must not trap either.
        _ = Playground.message(for: error)
        _ = Playground.exitCode(for: error)
    }
    if let plain = RunRequest.plain(arguments[...]) {
        guard case .success(let command) = parsed, let run = command as? Playground.Run else {
            invariantBroken(harness: "FuzzCommandLine", "the fast path took \(arguments), which the parser refuses")
        }
        guard run.request.script == plain.script, run.request.arguments == plain.arguments else {
            invariantBroken(harness: "FuzzCommandLine", "the fast path and the parser read \(arguments) differently")
        }
    }
    if case .success(let command) = parsed, let run = command as? Playground.Run {
        let request = run.request
        guard SessionOptions.memoryLimit(request.memory) >= 1, request.scene.maximumFrames >= 1 else {
            invariantBroken(harness: "FuzzCommandLine", "\(arguments) passed validation with a limit below 1")
        }
    }
    return 0
}

#if !FUZZING
@main enum Replay {
    static func main() { replayFiles(harness: "FuzzCommandLine", fuzzCommandLine) }
}
#endif
