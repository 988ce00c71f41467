import ArgumentParser
import Foundation

/// The folders `require` searches after the script's own: `PLAYGROUND_PATH`, colon-separated,
/// as `LUA_PATH` lists Lua's (but folders, not templates: `dir/?.lua` and `dir/?/init.lua` are
/// searched in each). Controls written in Lua that several scripts share live there.
enum LibraryPath {
    static let variable = "PLAYGROUND_PATH"

    /// The folders, in order; none when the variable is unset or empty.
    static var directories: [String] {
        (ProcessInfo.processInfo.environment[variable] ?? "").split(separator: ":").map(String.init)
    }

    /// Refuses a folder whose name Lua's search templates cannot hold (`;` separates templates,
    /// `?` stands for the module's name), before anything runs.
    static func validate() throws {
        for directory in directories where directory.contains(";") || directory.contains("?") {
            throw ValidationError(
                "\(variable) names the folder '\(directory)', whose name holds ';' or '?', which a module search cannot hold: rename the folder or link it under another name"
            )
        }
    }
}
