import ArgumentParser
import Scripting

/// The `-e` and `-l` options `run` and `repl` share, as `lua` has them, and the steps they stand
/// for in the order they were given.
struct ChunkOptions: ParsableArguments {
    @Option(
        name: .customShort("e"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Run this Lua chunk before the script, as lua -e does (repeatable; -e and -l run in the order given).",
            valueName: "chunk"))
    var chunks: [String] = []

    @Option(
        name: .customShort("l"),
        help: ArgumentHelp(
            "Set the global MODULE to require(\"MODULE\") before the script, as lua -l does; GLOBAL=MODULE names the global (repeatable).",
            valueName: "module"))
    var modules: [String] = []

    /// Whether neither option was given.
    var isEmpty: Bool { chunks.isEmpty && modules.isEmpty }

    /// The steps in the order this process's command line gives them.
    var steps: [CommandLineStep] {
        Self.ordered(chunks: chunks, modules: modules, in: Array(CommandLine.losslessArguments.dropFirst()))
    }

    /// Refuses a `-l` that names no module (`-l ''`, `-l g=`, `-l =m`).
    func validate() throws {
        for module in modules where module.isEmpty || module.hasPrefix("=") || module.hasSuffix("=") {
            throw ValidationError("-l '\(module)' names no module; write -l MODULE or -l GLOBAL=MODULE")
        }
    }

    /// `chunks` (`-e`) and `modules` (`-l`) in the order `words` (the command line, lossless)
    /// gives them. ArgumentParser keeps each option's values in order but not the order between
    /// two options, so it is read back from the words: `-e VALUE` and `-l VALUE` before a `--`.
    /// If that reading does not give the parsed values (a form it does not know), the modules
    /// come first, then the chunks.
    static func ordered(chunks: [String], modules: [String], in words: [String]) -> [CommandLineStep] {
        var steps: [CommandLineStep] = []
        var index = words.startIndex
        while index < words.endIndex, words[index] != "--" {
            let word = words[index]
            if word == "-e" || word == "-l", index + 1 < words.endIndex {
                let value = words[index + 1]
                steps.append(word == "-e" ? .chunk(value) : .module(value))
                index += 2
            } else {
                index += 1
            }
        }
        let readChunks = steps.compactMap { step -> String? in
            if case .chunk(let source) = step { return source }
            return nil
        }
        let readModules = steps.compactMap { step -> String? in
            if case .module(let name) = step { return name }
            return nil
        }
        guard readChunks == chunks, readModules == modules else {
            return modules.map(CommandLineStep.module) + chunks.map(CommandLineStep.chunk)
        }
        return steps
    }
}
