import Foundation
import Testing

@testable import Specs

/// `assert.snapshot`: written when missing, compared after, rewritten only when asked, never
/// written under CI, and a mismatch leaves what was drawn beside what was expected.
@Suite struct SnapshotTests {
    static let spec = """
        describe("an odometer", function()
          it("rolls", function()
            local counter = Odometer.new(3)
            counter:set(VALUE)
            local other = Odometer.new(2)
            clock.advance(0.25)
            assert.snapshot("rolling")
            assert.snapshot("one control", counter)
          end)
        end)
        """

    /// The spec above with `value`, in a fresh folder; its snapshots' folder.
    static func spec(_ value: Int) throws -> (SpecFile, URL) {
        let file = try SpecFileTests.file(
            spec.replacingOccurrences(of: "VALUE", with: "\(value)"), name: "odo_spec.lua")
        let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent()
            .appendingPathComponent("__snapshots__/odo_spec")
        return (file, folder)
    }

    static func rewrite(_ file: SpecFile, _ value: Int) throws {
        try spec.replacingOccurrences(of: "VALUE", with: "\(value)").write(
            toFile: file.path, atomically: true, encoding: .utf8)
    }

    static func run(_ file: SpecFile, _ mode: SnapshotMode) -> TestResult? {
        file.run(SpecOptions(snapshots: mode)).results.first
    }

    @Test func aMissingSnapshotIsWrittenThenCompared() throws {
        let (file, folder) = try Self.spec(42)
        let first = try #require(Self.run(file, .writeMissing))
        #expect(first.outcome == .passed)
        #expect(first.notes.count == 4)
        #expect(first.notes[0] == "snapshot written: \(folder.path)/rolling.txt")
        let text = try String(contentsOf: folder.appendingPathComponent("rolling.txt"), encoding: .utf8)
        #expect(text.contains("[021] rolling to 042"), "\(text)")
        #expect(text.contains("Odometer #2"))
        let one = try String(contentsOf: folder.appendingPathComponent("one control.txt"), encoding: .utf8)
        #expect(one.contains("Odometer #1") && !one.contains("Odometer #2"), "\(one)")
        let svg = try String(contentsOf: folder.appendingPathComponent("rolling.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        let second = try #require(Self.run(file, .compareOnly))
        #expect(second.outcome == .passed)
        #expect(second.notes.isEmpty)
    }

    @Test func aMismatchFailsAndLeavesTheActualDrawingBesideTheExpected() throws {
        let (file, folder) = try Self.spec(42)
        _ = Self.run(file, .writeMissing)
        try Self.rewrite(file, 43)
        let result = try #require(Self.run(file, .writeMissing))
        guard case .failed(let message, let traceback) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(message.contains("odo_spec.lua:7: snapshot 'rolling' differs from "), "\(message)")
        #expect(message.contains("at line 3:\n  expected:   [021] rolling to 042\n  actual:     [021] rolling to 043"))
        #expect(message.hasSuffix("run playground test --update-snapshots to take it as the snapshot"))
        #expect(!traceback.contains("busted.lua"), "\(traceback)")
        let actual = try String(contentsOf: folder.appendingPathComponent("rolling.actual.txt"), encoding: .utf8)
        #expect(actual.contains("rolling to 043"))
        // rsvg-convert comes with librsvg2-bin, which make installs.
        let png = try Data(contentsOf: folder.appendingPathComponent("rolling.diff.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The stored snapshot is as it was.
        let stored = try String(contentsOf: folder.appendingPathComponent("rolling.txt"), encoding: .utf8)
        #expect(stored.contains("rolling to 042"))
        // --update-snapshots takes the new drawing, and the leftovers go.
        #expect(try #require(Self.run(file, .update)).outcome == .passed)
        #expect(try #require(Self.run(file, .compareOnly)).outcome == .passed)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("rolling.actual.txt").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("rolling.diff.png").path))
    }

    @Test func underCIAMissingSnapshotFailsAndNothingIsWritten() throws {
        let (file, folder) = try Self.spec(42)
        let result = try #require(Self.run(file, .compareOnly))
        guard case .failed(let message, _) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(message.contains("no snapshot 'rolling'"), "\(message)")
        #expect(message.contains("under CI snapshots are compared, never written"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aSnapshotFolderThatIsAFileOrABadControlIsSaidSo() throws {
        let (file, folder) = try Self.spec(42)
        try "not a folder".write(
            to: folder.deletingLastPathComponent(), atomically: true, encoding: .utf8)
        guard case .failed(let message, _)? = Self.run(file, .writeMissing)?.outcome else {
            Issue.record("passed")
            return
        }
        #expect(message.contains("__snapshots__ is a file, not a folder for snapshots"), "\(message)")
        let bad = try SpecFileTests.file(
            """
            it("a", function() assert.snapshot("x", 5) end)
            it("b", function() assert.snapshot(5) end)
            it("c", function() assert.snapshot("x.actual") end)
            it("d", function() coroutine.wrap(function() assert.snapshot("from a coroutine") end)() end)
            """)
        let outcomes = try SpecFileTests.results(bad)
        guard case .failed(let a, _)? = outcomes["a"], case .failed(let b, _)? = outcomes["b"] else {
            Issue.record("\(outcomes)")
            return
        }
        #expect(
            a.hasSuffix("x_spec.lua:1: bad argument #2 to 'snapshot' (a live control expected, got number)"), "\(a)")
        #expect(b.hasSuffix("x_spec.lua:2: bad argument #1 to 'snapshot' (string expected, got number)"), "\(b)")
        guard case .failed(let c, _)? = outcomes["c"] else {
            Issue.record("\(outcomes)")
            return
        }
        #expect(c.contains("a snapshot's name may not end with '.actual'"), "\(c)")
        #expect(outcomes["d"] == .passed)
    }

    @Test func namesBecomeFileNamesAndDifferencesAreFound() {
        #expect(Snapshot(specPath: "spec/a_spec.lua", name: "../up/é").fileName == "_._up__")
        #expect(Snapshot(specPath: "a_spec.lua", name: "x").folder == "__snapshots__/a_spec")
        #expect(Snapshot.firstDifference("a\nb\nc", "a\nB\nc") == "at line 2:\n  expected: b\n  actual:   B")
        #expect(
            Snapshot.firstDifference("a", "a\nb") == "at line 2:\n  expected: (no line: it ends before)\n  actual:   b")
    }
}
