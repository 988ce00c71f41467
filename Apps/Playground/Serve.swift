import ArgumentParser
import Foundation
import Models
import Scripting
import Studio
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension Playground {
    /// `playground serve SCRIPT`: the controls live in a browser, touchable.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a script live and show its controls in a browser page you can touch.",
            discussion: """
                The script runs on the virtual clock paced to the wall clock, as with run \
                --realtime, and goes on after its controls come to rest, so that they can be \
                touched. The page at the address printed shows the controls as they move: drag a \
                wheel, click a memory card or a puzzle tile, press the arrow keys to tilt a \
                puzzle, use a control's buttons (a timer's start and stop, a stepper's increment and decrement). \
                Every touch goes through the same calls a script makes: it runs the script's \
                callbacks and lands in the history, so Undo and Redo (Ctrl-Z, Ctrl-Shift-Z) take \
                it back. The console pane evaluates Lua lines with the REPL's rules.

                The server listens on loopback (127.0.0.1) unless --host says otherwise; every \
                tab sees the same session. Ctrl-C stops it.

                With --save-touches FILE, what people do is kept in FILE as a Lua script (written \
                at most twice a second and when the server stops): the \
                script, then each touch at the virtual time it was made. `playground run` with \
                the --seed and --now it names replays it into the same run. A session without \
                --seed or --now picks its own, so that it can be replayed.

                Ctrl-C or SIGTERM stops the server; it waits at most 3 s for the pages' \
                connections to close (a second Ctrl-C stops at once).

                Exit status: 0 when stopped, 1 when the server cannot start, 64 for a usage error.
                """
        )

        @Argument(help: "The Lua script to run.")
        var script: String

        @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "port"))
        var port: Int = 8080

        @Option(
            help: ArgumentHelp(
                "The address to listen on. Anything but loopback lets other machines touch the session.",
                valueName: "address"))
        var host: String = "127.0.0.1"

        @Option(help: ArgumentHelp("Frames a second sent to the page (1 to 120).", valueName: "fps"))
        var fps: Double = 30

        @Flag(help: "Open the page in the default browser.")
        var open = false

        @Option(
            name: .customLong("save-touches"),
            help: ArgumentHelp(
                "Keep what people do on the page in FILE, a Lua script that `playground run` replays into the same run (rewritten after every touch).",
                valueName: "file.lua"))
        var saveTouches: String?

        @OptionGroup var session: SessionOptions

        func validate() throws {
            try LibraryPath.validate()
            guard (0...65535).contains(port) else {
                throw ValidationError("--port must be a port number from 0 to 65535, not \(port)")
            }
            guard fps.isFinite, (1...120).contains(fps) else {
                throw ValidationError(
                    "--fps must be a number of frames a second from 1 to 120, not \(NumberText.plain(fps))")
            }
            guard !host.isEmpty else { throw ValidationError("--host must name an address, such as 127.0.0.1") }
            if let saveTouches {
                do {
                    try OutputFile.vet(
                        path: saveTouches, purpose: "the touches", option: "--save-touches",
                        files: RunRequest.files(script: script),
                        replacing: StudioSession.touchesFileReplacing)
                } catch {
                    throw ValidationError(error.description)
                }
            }
        }

        func run() throws {
            var standardError = StandardError()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: script, isDirectory: &isFolder),
                !isFolder.boolValue, FileManager.default.isReadableFile(atPath: script)
            else {
                let why =
                    !FileManager.default.fileExists(atPath: script)
                    ? "there is no such file"
                    : isFolder.boolValue ? "it is a folder, not a script" : "it cannot be read"
                print(
                    "playground: cannot serve \(script): \(why) (serve takes a Lua script, such as Scripts/wheel.lua)",
                    to: &standardError)
                throw ExitCode.failure
            }
            var configuration = LuaRuntime.Configuration(
                memoryLimit: session.memoryLimit,
                allowsIO: session.allowIO,
                moduleDirectory: Run.directory(of: script),
                countsProcessHeap: true,
                files: RunRequest.files(script: script)
            )
            configuration.libraryDirectories = LibraryPath.directories
            let options = ScriptHost.Options(runtime: configuration, origin: session.origin, seed: session.seed)
            let live = StudioSession(.init(script: script, options: options, fps: fps, touchesFile: saveTouches))
            if !["127.0.0.1", "::1", "localhost"].contains(host) {
                print(
                    "playground: warning: listening on \(host), so other machines can reach the session and run Lua in it",
                    to: &standardError)
            }
            // What the script prints reaches a file or a pipe line by line, as on a terminal: a
            // session runs until it is stopped, and its output must not wait for that.
            StandardError.lineBufferStandardOutput()
            // The session's Lua reads no terminal: io.read on a page's console line would block
            // the session (and Ctrl-C) until someone typed.
            let nothing = Glibc.open("/dev/null", O_RDONLY)
            if nothing >= 0 {
                dup2(nothing, STDIN_FILENO)
                Glibc.close(nothing)
            }
            live.start()
            defer { live.stop() }
            let script = self.script
            let open = self.open
            let host = self.host
            let port = self.port
            // The server runs on its own threads; this one waits for it to stop (Ctrl-C), as
            // Lua runs on the session's thread and never on the server's.
            let finished = DispatchSemaphore(value: 0)
            let failure = Mutex<String?>(nil)
            let outcome = Mutex(ServerStop.Outcome.graceful)
            let stop = ServerStop(grace: .seconds(Serve.shutdownGrace))
            let signals = StopSignals(requesting: stop)
            defer { withExtendedLifetime(signals) {} }
            Task.detached {
                do {
                    let ended = try await StudioServer.run(session: live, host: host, port: port, stop: stop) { url in
                        var standardError = StandardError()
                        print(
                            "playground: serving \(script) on \(url.absoluteString) (Ctrl-C stops)", to: &standardError)
                        if open { Serve.openInBrowser(url) }
                    }
                    outcome.withLock { $0 = ended }
                } catch {
                    failure.withLock { $0 = "\(error)" }
                }
                finished.signal()
            }
            finished.wait()
            let ended = outcome.withLock { $0 }
            if ended != .graceful {
                print(
                    "playground: a page did not close its connection within \(NumberText.plain(Serve.shutdownGrace)) s "
                        + "of the stop; stopped without waiting for it", to: &standardError)
            }
            if ended == .abandoned {
                print(
                    "playground: the server did not end when it was cancelled; exiting without it", to: &standardError)
            }
            live.stopAndWait()
            if let replay = live.replayCommand, let file = saveTouches {
                print("playground: the touches are in \(file); replay them with: \(replay)", to: &standardError)
            }
            if let message = failure.withLock({ $0 }) {
                print("playground: cannot serve on \(host):\(port): \(message)", to: &standardError)
                throw ExitCode.failure
            }
        }

        /// How long a stop (Ctrl-C, SIGTERM) waits for the pages' connections to close before
        /// the server stops without them; a second signal stops it at once.
        static let shutdownGrace = 3.0

        /// Opens `url` with the desktop's opener, if there is one; a failure only says so.
        static func openInBrowser(_ url: URL) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xdg-open", url.absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                var standardError = StandardError()
                print(
                    "playground: could not open a browser (\(error)); open \(url.absoluteString) yourself",
                    to: &standardError)
            }
        }
    }
}
