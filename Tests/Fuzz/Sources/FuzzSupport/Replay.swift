import Foundation

/// What every harness does without libFuzzer (built without `-DFUZZING`): runs `harness` once on
/// each file named on the command line, the way a crash file is reproduced under a debugger.
public func replayFiles(harness name: String, _ harness: (UnsafePointer<UInt8>?, Int) -> CInt) {
    for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("\(name): cannot read \(path)")
            exit(1)
        }
        _ = data.withUnsafeBytes { harness($0.bindMemory(to: UInt8.self).baseAddress, data.count) }
    }
    print("\(name): \(CommandLine.arguments.count - 1) inputs ran")
}

/// An invariant broke: say which on standard error and stop, so that libFuzzer keeps the input.
public func invariantBroken(harness name: String, _ what: String) -> Never {
    FileHandle.standardError.write(Data("\(name): \(what)\n".utf8))
    abort()
}
