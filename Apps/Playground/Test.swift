import ArgumentParser
import Files
import Foundation
import Models
import Specs

extension Playground {
    /// `playground test [PATH…]`: spec files in busted's language, each test on a fresh clock.
    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run spec files written in busted's language, each test on a fresh virtual clock.",
            discussion: """
                Runs every *_spec.lua and *_test.lua under the paths (default: spec/ if there is one, \
                else the current folder), each file in a process of its own and each test in a \
                process forked from the file's planned state: a clock starting at --now, the \
                --seed, the --timeout and --memory limits. A test that hangs, crashes or runs out of \
                memory fails by itself; the others still run. describe/context, it, pending, \
                before_each/after_each, setup/teardown and finally are busted's; assert, spy, stub, \
                mock and match are luassert's; assert.snapshot(name [, control]) compares the scene \
                with __snapshots__/ beside the spec. See docs/testing.md.

                Exit status: 0 when every test passes (pending and left-out ones aside), 1 when one \
                fails, 64 for a usage error.
                """
        )

        @Argument(help: ArgumentHelp("Spec files, or folders to search for them.", valueName: "path"))
        var paths: [String] = []

        @Option(help: ArgumentHelp("Only the tests whose full name matches this Lua pattern.", valueName: "pattern"))
        var filter: String?

        @Option(
            help: ArgumentHelp(
                "Only the tests with one of these tags (#tag in a name), comma separated.", valueName: "tags"))
        var tags: String?

        @Option(
            help: ArgumentHelp(
                "The date-time every test's clock starts at, in ISO 8601 with a time zone (default 2026-01-01T00:00:00Z).",
                valueName: "date-time"))
        var now: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("The seed of every random choice (default 1).", valueName: "integer"))
        var seed: Int64?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("The most wall-clock seconds one test may take (default 10).", valueName: "seconds"))
        var timeout: Double = 10

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("The most memory one test may use, in MiB (default 256).", valueName: "MiB"))
        var memory: Double?

        @Option(
            name: .customShort("o"), parsing: .upToNextOption,
            help: ArgumentHelp(
                "The report: human (default), tap, or junit FILE (JUnit XML to FILE, the human report to the terminal).",
                valueName: "format"))
        var output: [String] = []

        @Option(
            name: .customShort("j"),
            help: ArgumentHelp("How many spec files run at once (default: the number of cores).", valueName: "n"))
        var jobs: Int?

        @Flag(
            help: ArgumentHelp(
                "Rewrite the snapshots that differ (and write missing ones, even where CI is set)."))
        var updateSnapshots = false

        @Option(
            help: ArgumentHelp(
                "Make a spec from the touches `playground serve --save-touches` saved: it replays them and checks the controls end as they did. Written to the folder PATH names (default spec/), then run.",
                valueName: "file"))
        var fromTouches: String?

        @Option(
            help: ArgumentHelp(
                "Write LCOV of the script lines the specs ran (the spec files left out) to FILE.", valueName: "file"))
        var coverage: String?

        /// Counts the lines the worker's file runs, for --coverage.
        @Flag(help: .hidden)
        var countCoverage = false

        /// How many of its file's tests a worker runs at once (the cores -j leaves free).
        @Option(help: .hidden)
        var within: Int = 1

        /// Runs one file and writes its results as JSON: what the processes `test` starts do.
        @Option(help: .hidden)
        var worker: String?

        func validate() throws {
            try LibraryPath.validate()
            guard timeout.isFinite, timeout > 0, timeout <= 1_000_000 else {
                throw ValidationError(
                    "--timeout must be a positive number of seconds, at most 1000000, not \(NumberText.plain(timeout))")
            }
            if let memory, !(memory.isFinite && memory > 0 && memory <= 1_048_576) {
                throw ValidationError(
                    "--memory must be a number of MiB above 0 and at most 1048576, not \(NumberText.plain(memory))")
            }
            if let now, case .failure(let error) = DateArgument.parse(now) {
                throw ValidationError(DateArgument.message(error))
            }
            if let jobs, jobs < 1 || jobs > 256 {
                throw ValidationError("-j must be a number of processes from 1 to 256, not \(jobs)")
            }
            if let format = output.first, !["human", "tap", "junit"].contains(format) {
                throw ValidationError("-o takes human, tap or junit FILE, not '\(format)'")
            }
            if fromTouches != nil, specPaths.count > 1 {
                throw ValidationError("--from-touches writes one spec: name at most one folder to write it to")
            }
            if output.first == "junit", output.count < 2 {
                throw ValidationError("-o junit needs the FILE to write the XML to: -o junit report.xml")
            }
        }

        /// The report's format, and its file for JUnit.
        private var report: (format: String, file: String?) {
            let format = output.first ?? "human"
            return (format, format == "junit" ? output[1] : nil)
        }

        /// The paths to run: after `-o tap` or `-o human`, the words that follow are paths (the
        /// option takes words up to the next one), as after `-o junit FILE`.
        private var specPaths: [String] {
            paths + output.dropFirst(report.file == nil ? 1 : 2)
        }

        var options: SpecOptions {
            SpecOptions(
                origin: now.flatMap { try? DateArgument.parse($0).get() } ?? SpecOptions.defaultOrigin,
                seed: seed ?? SpecOptions.defaultSeed, memoryLimit: SessionOptions.memoryLimit(memory),
                timeout: timeout,
                // `require` looks beside the spec, then where the run is (busted's `./?.lua`),
                // then in PLAYGROUND_PATH.
                libraryDirectories: [FileManager.default.currentDirectoryPath] + LibraryPath.directories,
                filter: filter,
                tags: (tags ?? "").split(separator: ",").map(String.init),
                snapshots: snapshotMode, concurrency: max(1, min(within, 256)),
                coverage: countCoverage || coverage != nil)
        }

        /// Written when missing, but only compared where CI is set (as CI services set it),
        /// unless --update-snapshots says to write.
        private var snapshotMode: SnapshotMode {
            if updateSnapshots { return .update }
            let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
            return ci.isEmpty || ci == "0" || ci.lowercased() == "false" ? .writeMissing : .compareOnly
        }

        func run() throws {
            if let worker {
                // The results go to the parent on the standard output as it was; what the specs
                // print goes to the standard error, so that it cannot mix with them.
                // Close-on-exec: a program a test starts (rsvg-convert) holds no result pipe open.
                let results = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0)
                guard results >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { throw ExitCode.failure }
                let result = TestWorker.run(file: worker, options: options, timeout: timeout)
                fflush(nil)
                FileHandle(fileDescriptor: results, closeOnDealloc: true).write(try JSONEncoder().encode(result))
                return
            }
            // What the run reads (the specs, saved touches): no report replaces any of them.
            let runFiles = RunFiles()
            let files: [String]
            if let fromTouches {
                files = [
                    try TouchesSpecWriter.write(
                        from: fromTouches, into: specPaths.first, options: options, files: runFiles)
                ]
            } else {
                do {
                    files = try SpecDiscovery.files(in: specPaths)
                } catch {
                    throw ValidationError("\(error)")
                }
            }
            // The report never replaces a spec file (or anything the run reads).
            for file in files { runFiles.recordInput(path: file, role: "a spec file") }
            var reportFile: OutputFile?
            var coverageFile: OutputFile?
            do {
                if let path = report.file {
                    reportFile = try OutputFile(
                        path: path, purpose: "the JUnit report", option: "-o junit", files: runFiles)
                }
                if let coverage {
                    coverageFile = try OutputFile(
                        path: coverage, purpose: "the coverage", option: "--coverage", files: runFiles)
                }
            } catch {
                throw ValidationError("\(error)")
            }
            // The cores the files at once leave free run a file's tests at once.
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let jobs = jobs ?? cores
            let within = max(1, cores / max(1, min(jobs, files.count)))
            // A spec just made from touches writes its snapshot, even where CI is set.
            let snapshots = fromTouches != nil && !updateSnapshots ? ["--update-snapshots"] : []
            let results = TestWorker.runAll(
                files,
                arguments: workerArguments + snapshots + ["--within=\(within)"]
                    + (coverage != nil ? ["--count-coverage"] : []),
                jobs: jobs)
            let summary = SpecReport(files: results)
            if let reportFile { try Self.complete(reportFile, with: summary.junit) }
            print(report.format == "tap" ? summary.tap : summary.human, terminator: "")
            if let coverageFile {
                let lines = CoverageReport(results.map(\.coverage), specs: files)
                try Self.complete(coverageFile, with: lines.lcov)
                var standardError = StandardError()
                print("playground test: \(lines.summary), written to \(coverageFile.path)", to: &standardError)
            }
            if files.isEmpty {
                var standardError = StandardError()
                print("playground test: no spec files (*_spec.lua, *_test.lua) found", to: &standardError)
            }
            if !summary.succeeded { throw ExitCode.failure }
        }

        /// Writes `text` to `file` whole; an error that says why (exit 1) otherwise.
        private static func complete(_ file: OutputFile, with text: String) throws {
            do {
                try file.write(text)
                try file.commit()
            } catch {
                var standardError = StandardError()
                print("playground test: \(error)", to: &standardError)
                throw ExitCode.failure
            }
        }

        /// The options a worker process gets, as this run was given them.
        private var workerArguments: [String] {
            var arguments = ["--timeout=\(timeout)"]
            if let filter { arguments.append("--filter=\(filter)") }
            if let tags { arguments.append("--tags=\(tags)") }
            if let now { arguments.append("--now=\(now)") }
            if let seed { arguments.append("--seed=\(seed)") }
            if let memory { arguments.append("--memory=\(memory)") }
            if updateSnapshots { arguments.append("--update-snapshots") }
            return arguments
        }
    }
}
