import Foundation

/// The script and the Lua files beside it (the modules it may `require`), with when each was
/// last changed, to reload the session when one is saved.
struct ScriptSources {
    /// The most files watched: a script in a folder of thousands of files watches the first.
    static let maximumFiles = 2_000

    private let script: String
    /// A file the session writes itself (the saved touches), which is no source.
    private let ignored: String?
    private var stamps: [String: Date]

    init(script: String, ignoring ignored: String? = nil) {
        self.script = script
        self.ignored = ignored.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        stamps = [:]
        stamps = read()
    }

    /// Whether a file was changed, added or removed since the last call (or since creation).
    mutating func changed() -> Bool {
        let now = read()
        defer { stamps = now }
        return now != stamps
    }

    private func read() -> [String: Date] {
        let manager = FileManager.default
        let directory = URL(fileURLWithPath: script).deletingLastPathComponent()
        var files = [URL(fileURLWithPath: script)]
        if let walk = manager.enumerator(
            at: directory, includingPropertiesForKeys: [.contentModificationDateKey], options: [.skipsHiddenFiles])
        {
            // Bounded both ways: a script beside a huge folder tree does not walk all of it.
            var visited = 0
            for case let url as URL in walk {
                visited += 1
                if visited > 10 * Self.maximumFiles || files.count >= Self.maximumFiles { break }
                if url.pathExtension == "lua" { files.append(url) }
            }
        }
        var stamps: [String: Date] = [:]
        for file in files.prefix(Self.maximumFiles) where file.standardizedFileURL.path != ignored {
            let date = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            stamps[file.standardizedFileURL.path] = date ?? .distantPast
        }
        return stamps
    }
}
