import Foundation

/// Runs a program to its end, with its output discarded, and returns the wall-clock seconds it
/// took from launch to exit.
func secondsToRun(_ executable: String, _ arguments: [String]) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var status: Int32 = 0
    let seconds = try secondsTaken {
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
    }
    guard status == 0 else {
        throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited with status \(status)")
    }
    return seconds
}

/// Writes `contents` to a new file in a fresh temporary directory and returns its path.
func temporaryScript(named name: String, _ contents: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("playground-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

/// The full path of `program`, looked up in PATH unless it already names a file.
func resolveProgram(_ program: String) throws -> String {
    if program.contains("/") {
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw BenchmarkError("\(program) is not an executable file")
        }
        return program
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(program)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw BenchmarkError("\(program) is not on PATH")
}
