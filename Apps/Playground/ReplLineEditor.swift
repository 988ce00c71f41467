#if canImport(CEditLine)
import CEditLine
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Line editing, history (~/.playground_history) and Tab completion at a terminal, through
/// Debian's libedit (its readline compatibility layer, in the CEditLine shim).
///
/// Ctrl-C at the prompt: the editor reads characters through `readCharacter`, which waits on
/// standard input and on the session's wake-up pipe together; a Ctrl-C makes it answer end
/// of input, and `interrupted` tells the two apart.
final class ReplLineEditor {
    /// The editor in use: libedit's hooks are C functions, which capture nothing.
    nonisolated(unsafe) static var current: ReplLineEditor?

    private let historyPath: String?
    private let wakeup: Int32
    private let complete: (String) -> [String]
    private var interrupted = false
    private var candidates: [String] = []
    private var nextCandidate = 0

    /// The most lines the history file keeps.
    static let historyLimit: Int32 = 1000

    init(wakeup: Int32, complete: @escaping (String) -> [String]) {
        self.wakeup = wakeup
        self.complete = complete
        historyPath = ProcessInfo.processInfo.environment["HOME"].map { $0 + "/.playground_history" }
        ReplLineEditor.current = self
        cedit_set_getc(ReplLineEditor.readCharacter)
        cedit_initialize("playground")
        // `.` and `:` are not word breaks, so `counter:inc` is completed as a whole.
        cedit_set_completion(ReplLineEditor.generate, strdup(" \t\n\"\\'`@$><=;|&{(+-*/%^~#,[)]}"))
        cedit_set_append_character(0)
        stifle_history(ReplLineEditor.historyLimit)
        if let historyPath { _ = read_history(historyPath) }
    }

    /// Reads one line with `prompt`.
    func readLine(prompt: String) -> ReplSession.Input {
        interrupted = false
        let line = readline(prompt)
        defer { free(line) }
        if interrupted { return .interrupted }
        guard let line else { return .endOfInput }
        return .line(String(cString: line))
    }

    /// Adds a whole chunk to the history, once it is complete: a function typed over three
    /// lines comes back with one Up, as one entry, not as three.
    func remember(_ chunk: String) {
        guard !chunk.allSatisfy(\.isWhitespace) else { return }
        _ = add_history(chunk)
    }

    /// Writes the history file.
    func save() {
        guard let historyPath else { return }
        _ = write_history(historyPath)
        _ = history_truncate_file(historyPath, ReplLineEditor.historyLimit)
    }

    private static let readCharacter: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
        guard let editor = ReplLineEditor.current else { return -1 }
        var fds = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: editor.wakeup, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if fds[1].revents != 0 {
                var byte: UInt8 = 0
                while read(editor.wakeup, &byte, 1) == 1 {}
                editor.interrupted = true
                return -1
            }
            if fds[0].revents != 0 { break }
        }
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0, errno == EINTR { continue }
            return -1
        }
    }

    private static let generate: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
        text, state in
        guard let editor = ReplLineEditor.current else { return nil }
        if state == 0 {
            editor.candidates = editor.complete(text.map { String(cString: $0) } ?? "")
            editor.nextCandidate = 0
        }
        guard editor.nextCandidate < editor.candidates.count else { return nil }
        defer { editor.nextCandidate += 1 }
        return strdup(editor.candidates[editor.nextCandidate])
    }
}
#endif
