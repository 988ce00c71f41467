import Foundation
import Glibc

/// Runs a program to its end, with its output discarded, and returns the wall-clock seconds it
/// took from launch to exit.
///
/// posix_spawn and waitpid rather than Foundation's Process, whose waitUntilExit polls and would
/// round a run of a few milliseconds up to its polling interval.
func secondsToRun(_ executable: String, _ arguments: [String]) throws -> Double {
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    var status: Int32 = 0
    let seconds = try secondsTaken {
        let result = posix_spawn(&pid, executable, &fileActions, nil, argv, environ)
        guard result == 0 else { throw BenchmarkError("cannot start \(executable): error \(result)") }
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    }
    // A wait status of 0 is a normal exit with status 0.
    guard status == 0 else {
        throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) ended with wait status \(status)")
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
