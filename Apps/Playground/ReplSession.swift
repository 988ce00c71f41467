import Foundation
import Models
import Scripting

#if canImport(Glibc)
import Glibc
#endif

/// The read-eval-print loop of `playground repl`.
///
/// Ctrl-C stops a running chunk, drops the line being typed at a terminal, or ends the process
/// while piped input is read (see ``ReplInterrupts``). The session owns the host: when the
/// session goes, so does the host, and its Lua state closes (running the pending finalizers).
final class ReplSession {
    private let host: ScriptHost
    private let interactive: Bool
    private let interrupts: ReplInterrupts
    #if canImport(CEditLine)
    /// Line editing, history and completion at a terminal.
    private var editor: ReplLineEditor?
    #endif

    init(host: ScriptHost, interactive: Bool) {
        self.host = host
        self.interactive = interactive
        interrupts = ReplInterrupts(stopHandle: host.runtime.stopHandle, interactive: interactive)
        #if canImport(CEditLine)
        if interactive {
            editor = ReplLineEditor(wakeup: interrupts.wakeupReadEnd) { [unowned host] word in
                host.replCompletions(for: word)
            }
        }
        #endif
    }

    /// Runs `body` with Ctrl-C stopping it, and lets the runtime run again afterwards.
    func whileEvaluating<Result>(_ body: () throws(LuaError) -> Result) throws(LuaError) -> Result {
        defer {
            // Also after a plain memory error: the allocator remembers a refusal, and would
            // stop the next chunk's first allocation for it.
            host.runtime.resetStop()
            host.clearControlFailure()
        }
        return try interrupts.whileEvaluating(body)
    }

    /// Enters the REPL after `playground run -i`: the session's globals, the banner, then lines
    /// until the end of input.
    static func converse(with host: ScriptHost) {
        let session = ReplSession(host: host, interactive: isatty(0) != 0)
        defer { session.finish() }
        guard session.begin() else { return }
        session.loop()
    }

    /// Defines the REPL's globals (`advance`, `undo`, `redo`, `show`, `help`) and, at a terminal,
    /// writes the banner. False when the globals could not be defined (the error is written).
    func begin() -> Bool {
        do {
            try host.installReplGlobals()
        } catch {
            var standardError = StandardError()
            print("playground: \(error)", to: &standardError)
            return false
        }
        if interactive { writeOut(ReplSession.banner + "\n") }
        return true
    }

    /// The line a terminal session starts with, as `lua`'s does.
    static var banner: String {
        "playground \(PlaygroundVersion.current) (\(LuaRuntime.release)) on a virtual clock: help() shows what there is, Ctrl-D leaves"
    }

    func finish() {
        #if canImport(CEditLine)
        editor?.save()
        editor = nil
        ReplLineEditor.current = nil
        #endif
        interrupts.cancel()
    }

    /// What reading a line gave.
    enum Input {
        case line(String)
        case endOfInput
        case interrupted
    }

    /// Reads lines and evaluates them until the end of input.
    func loop() {
        var pending: [String] = []
        var standardError = StandardError()
        while true {
            let input: Input
            #if canImport(CEditLine)
            if let editor {
                input = editor.readLine(prompt: host.replPrompt(continuation: !pending.isEmpty))
            } else {
                if interactive { writeOut(host.replPrompt(continuation: !pending.isEmpty)) }
                input = readLine()
            }
            #else
            if interactive { writeOut(host.replPrompt(continuation: !pending.isEmpty)) }
            input = readLine()
            #endif
            switch input {
            case .endOfInput:
                if let unfinished = pending.isEmpty ? nil : pending.joined(separator: "\n") {
                    // As lua does: the unfinished chunk's syntax error is reported.
                    if case .failed(let error) = evaluateCatchingStops(unfinished, atEndOfInput: true) {
                        print(error, to: &standardError)
                    }
                }
                if interactive { writeOut("\n") }
                fflush(nil)
                return
            case .interrupted:
                pending = []
                writeOut("\n")
            case .line(let line):
                pending.append(line)
                let chunk = pending.joined(separator: "\n")
                let evaluation = evaluateCatchingStops(chunk)
                #if canImport(CEditLine)
                if case .incomplete = evaluation {} else { editor?.remember(chunk) }
                #endif
                switch evaluation {
                case .incomplete:
                    continue
                case .ran(let output):
                    pending = []
                    if let output { writeOut(output + "\n") }
                    fflush(nil)
                case .failed(let error):
                    pending = []
                    print(error, to: &standardError)
                    if let advice = memoryAdvice(after: error) { print(advice, to: &standardError) }
                }
            }
        }
    }

    /// After a line ran out of memory: how much the session holds, and how to free it. What
    /// Swift keeps for the script (the undo history, the controls) counts too, so without this
    /// every later line can fail the same way with no hint why.
    private func memoryAdvice(after error: LuaError) -> String? {
        switch error.kind {
        case .memory, .stopped(.memory): break
        default: return nil
        }
        guard let limit = host.runtime.configuration.memoryLimit, limit > 0 else { return nil }
        let mebibytes = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        return "playground: the session holds \(mebibytes(host.runtime.memoryCounted)) MiB of its "
            + "\(mebibytes(limit)) MiB (--memory), the undo history and the controls included; "
            + "history.clear(), dropping what it no longer needs and collectgarbage() free some, "
            + "or start again with a larger --memory"
    }

    private func evaluateCatchingStops(_ source: String, atEndOfInput: Bool = false) -> ReplEvaluation {
        (try? whileEvaluating { () throws(LuaError) in
            host.evaluate(replInput: source, atEndOfInput: atEndOfInput)
        })
            ?? .ran(output: nil)
    }

    /// Writes `text` with the bytes a script gave it (String(losslessBytes:)), as `lua` does.
    private func writeOut(_ text: String) {
        fflush(nil)
        FileHandle.standardOutput.write(Data(text.losslessBytes))
    }

    /// One line of standard input, without its newline. At a terminal, waits for the line or a
    /// Ctrl-C, whichever comes first.
    static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

    private func readLine() -> Input {
        if interactive {
            var fds = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interrupts.wakeupReadEnd, events: Int16(POLLIN), revents: 0),
            ]
            while true {
                let ready = poll(&fds, 2, -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .endOfInput
                }
                if fds[1].revents != 0 {
                    var byte: UInt8 = 0
                    while read(interrupts.wakeupReadEnd, &byte, 1) == 1 {}
                    return .interrupted
                }
                if fds[0].revents != 0 { break }
            }
        }
        while true {
            // A quarter of --memory: reading the line must not itself push the session past
            // its limit (the heap beyond Lua's counts too).
            let limit = (host.runtime.configuration.memoryLimit ?? Int.max) / 4
            switch BoundedLineReader.nextOfStandardInput(limit: limit) {
            case .line(let line): return .line(line)
            case .endOfInput: return .endOfInput
            case .tooLong(let count):
                var standardError = StandardError()
                print(
                    "playground: a line of \(Self.mebibytes(count)) MiB is longer than the \(Self.mebibytes(limit)) MiB "
                        + "a line may hold (a quarter of --memory); it was not run", to: &standardError)
            }
        }
    }
}
