import Files
import Foundation
import Models

/// What a spec file says of its own run, in a comment among its first lines:
///
///     -- playground test: --seed 4 --now 2026-11-25T04:38:09Z
///
/// A spec made from saved touches replays a session that ran with a seed and a start of its
/// own (`playground test --from-touches`), and passes only with them; the line keeps them with
/// the spec, so that it passes as written, whatever the command line's defaults.
struct SpecHeader: Equatable {
    var seed: Int64?
    var origin: Double?

    static let prefix = "-- playground test:"

    /// The most bytes of a spec read for its header; the run reads the whole file again.
    static let sizeLimit = 64 << 20

    /// The header of the spec at `path`: the comment lines at its top; none when no line says
    /// `-- playground test:`, or when the file cannot be read (the run then says why).
    static func read(at path: String) throws(SpecFailure) -> SpecHeader {
        let contents: Data
        do {
            contents = try InputFile.contents(at: path, limit: sizeLimit, role: "a spec file")
        } catch {
            return SpecHeader()
        }
        var header = SpecHeader()
        for line in String(decoding: contents.prefix(4096), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            guard line.hasPrefix("--") else { break }
            guard line.hasPrefix(prefix) else { continue }
            try header.parse(line.dropFirst(prefix.count))
        }
        return header
    }

    /// Reads `--seed INTEGER` and `--now DATE-TIME`; anything else is an error that says where.
    mutating func parse(_ text: Substring) throws(SpecFailure) {
        var words = text.split(separator: " ").makeIterator()
        func fail(_ why: String) -> SpecFailure {
            SpecFailure(message: "its '\(Self.prefix)' line: \(why)", traceback: "")
        }
        while let word = words.next() {
            switch word {
            case "--seed":
                guard let value = words.next(), let seed = Int64(value) else {
                    throw fail("--seed needs an integer")
                }
                self.seed = seed
            case "--now":
                guard let value = words.next() else { throw fail("--now needs a date-time") }
                do {
                    origin = try ISO8601.seconds(from: String(value))
                } catch {
                    throw fail("--now must be an ISO 8601 date-time with a time zone, not '\(value)'")
                }
            default:
                throw fail("'\(word)' is not --seed or --now")
            }
        }
    }

    /// `options` with what the header names in place of theirs.
    func applied(to options: SpecOptions) -> SpecOptions {
        var options = options
        if let seed { options.seed = seed }
        if let origin { options.origin = origin }
        return options
    }
}
