/// A test a spec file declares, as planning the file finds it: where it is in the file's blocks,
/// its full name (the blocks' names and its own, as busted joins them), its line, its tags
/// (`#tag` in any of those names), whether it is pending (declared without a body) and whether
/// `--filter` or `--tags` leave it out.
public struct PlannedTest: Sendable, Hashable, Codable {
    /// Its ordinal among its siblings at each level of blocks ("2.1.3"): how a run finds it.
    public let path: String
    public let name: String
    public let line: Int
    public let tags: [String]
    public let isPending: Bool
    public let isLeftOut: Bool

    public init(path: String, name: String, line: Int, tags: [String], isPending: Bool, isLeftOut: Bool = false) {
        self.path = path
        self.name = name
        self.line = line
        self.tags = tags
        self.isPending = isPending
        self.isLeftOut = isLeftOut
    }

    /// The tests a plan's text lists, one a line: path, line, state (0 to run, 1 pending, 2
    /// left out), tags (comma separated), full name, separated by tabs.
    static func list(_ text: String) -> [PlannedTest] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]) else { return nil }
            return PlannedTest(
                path: String(parts[0]), name: String(parts[4]), line: number,
                tags: parts[3].split(separator: ",").map(String.init), isPending: parts[2] == "1",
                isLeftOut: parts[2] == "2")
        }
    }
}
