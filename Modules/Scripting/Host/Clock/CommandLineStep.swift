/// What `lua`'s command line runs before the script, in the order given: `-e CHUNK` and
/// `-l [GLOBAL=]MODULE`.
public enum CommandLineStep: Sendable, Equatable {
    /// `-e CHUNK`: Lua source, named `(command line)` in messages.
    case chunk(String)
    /// `-l MODULE` sets the global `MODULE` to `require("MODULE")`; `-l GLOBAL=MODULE` names the
    /// global.
    case module(String)

    /// The global a `-l` step sets, and the module it requires.
    var globalAndModule: (global: String, module: String)? {
        guard case .module(let word) = self else { return nil }
        guard let equals = word.firstIndex(of: "=") else { return (word, word) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
