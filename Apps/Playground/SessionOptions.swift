import ArgumentParser
import Models

/// The options `run` and `repl` share: the memory limit, the clock's start, the seed and the
/// sandbox's io switch.
struct SessionOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The most memory Lua may use, in MiB (default 256).", valueName: "MiB"))
    var memory: Double?

    @Option(
        help: ArgumentHelp(
            "The date-time the virtual clock starts at, in ISO 8601 with a time zone (default: now).",
            valueName: "date-time"))
    var now: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seed every random choice, for a reproducible run.", valueName: "integer"))
    var seed: Int64?

    @Flag(name: .customLong("allow-io"), help: "Give the script the io library and all of os.")
    var allowIO = false

    func validate() throws {
        if let memory, !(memory.isFinite && memory > 0 && memory <= 1_048_576) {
            throw ValidationError(
                "--memory must be a number of MiB above 0 and at most 1048576, not \(NumberText.plain(memory))")
        }
        if let memory, Self.memoryLimit(memory) < 1 {
            throw ValidationError(
                "--memory \(NumberText.plain(memory)) is less than one byte; give a number of MiB such as 0.5 or 64")
        }
        if let now, case .failure(let error) = DateArgument.parse(now) {
            throw ValidationError(DateArgument.message(error))
        }
    }

    /// The memory limit in bytes.
    var memoryLimit: Int { Self.memoryLimit(memory) }

    /// The memory limit as the user gave it, for messages.
    var memoryText: String { Self.memoryText(memory) }

    /// The limit in bytes for `--memory` given as `memory` MiB (nil: the default, 256).
    static func memoryLimit(_ memory: Double?) -> Int { Int((memory ?? 256) * 1024 * 1024) }

    /// `--memory` as the user gave it, for messages.
    static func memoryText(_ memory: Double?) -> String { memory.map(NumberText.plain) ?? "256" }

    /// The clock's start in seconds since 1970, or nil for the real now.
    var origin: Double? { now.flatMap { try? DateArgument.parse($0).get() } }
}
