/// The text view's first line, "── t = 1.250 s ────…": the scene's time to a millisecond
/// between a rule. It changes at every frame by its digits alone, so a frame that holds the
/// last frame's line rewrites the digits in place (``rewrite(_:from:)``) instead of making the
/// line again.
struct SceneHeader: Equatable {
    /// The time's digits, "1.250".
    let digits: String

    /// The header of a scene at `time`.
    init(time: Double) {
        digits = ShownNumber(time, decimals: 3).text
    }

    private static let start = "── t = "
    /// The unit and the rule after the time, made once rather than at every frame.
    private static let end = " s " + String(repeating: "─", count: 24)

    /// The line, made anew: joined from the strings made once and the digits. (Made from
    /// bytes, the whole line was checked as UTF-8 at every frame: its rule's 72 bytes cost
    /// more than joining.)
    var line: String {
        var line = Self.start
        line.reserveCapacity(Self.start.utf8.count + digits.utf8.count + Self.end.utf8.count)
        line += digits
        line += Self.end
        return line
    }

    /// Makes `line`, the line of `earlier`, this header's line: its digits are replaced where
    /// they are (in place when nothing else holds the line). A line that is not `earlier`'s is
    /// made anew.
    func rewrite(_ line: inout String, from earlier: SceneHeader) {
        guard earlier != self else { return }
        let start = Self.start.utf8.count
        let oldCount = earlier.digits.utf8.count
        guard line.utf8.count == start + oldCount + Self.end.utf8.count else {
            line = self.line
            return
        }
        // No view of the line is kept across the change: it would hold the line's storage,
        // and the change would copy it.
        let from = line.utf8.index(line.startIndex, offsetBy: start)
        let to = line.utf8.index(from, offsetBy: oldCount)
        line.replaceSubrange(from..<to, with: digits)
    }
}
