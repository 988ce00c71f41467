import Foundation
import Testing

/// `playground test`, end to end: the real binary finds spec files, runs each in a process of
/// its own and each test on a fresh clock, reports in file order, and exits 0, 1 or 64.
@Suite struct TestCommandTests {
    /// A folder with a `spec/` folder holding `files`.
    static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specs-\(UUID().uuidString)")
        for (name, source) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let passing = """
        describe("a stepper", function()
          it("counts on the virtual clock", function()
            local s = Stepper.new{value = 1, max = 3}
            s:increment()
            clock.advance(1)
            assert.are.equal(2, s.value)
            assert.are.equal(1, clock.now())
          end)
        end)
        """

    @Test func passingSpecsExitZeroWithTotals() throws {
        let root = try Self.project(["spec/a_spec.lua": Self.passing, "spec/sub/b_test.lua": Self.passing])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try PlaygroundProcess.run(["test"], currentDirectory: root)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput == "2 passed, 0 failed, 0 errors, 0 pending, 0 skipped\n")
    }

    @Test func aHangingTestFailsByItselfAndTheReportKeepsFileOrder() throws {
        let root = try Self.project([
            "spec/a_spec.lua": "it('hangs', function() while true do end end)\nit('then passes', function() end)\n",
            "spec/b_spec.lua": "it('fails', function() assert.is_true(false) end)\n",
            "spec/c_spec.lua": "local x = \n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try PlaygroundProcess.run(["test", "--timeout", "0.5", "-j", "3"], currentDirectory: root)
        #expect(result.status == 1, "\(result.summary)")
        let output = result.standardOutput
        let hang = try #require(output.range(of: "failed: hangs (spec/a_spec.lua:1)"))
        let fail = try #require(output.range(of: "failed: fails (spec/b_spec.lua:1)"))
        let broken = try #require(
            output.range(of: "spec/c_spec.lua: error outside any test: spec/c_spec.lua:2: unexpected symbol"))
        #expect(hang.lowerBound < fail.lowerBound && fail.lowerBound < broken.lowerBound)
        #expect(output.contains("the test ran longer than 0.5 s (--timeout)"), "\(output)")
        #expect(output.hasSuffix("1 passed, 2 failed, 1 error, 0 pending, 0 skipped\n"), "\(output)")
    }

    /// A setup runs in the process the tests are forked from, under the same limit: one that
    /// hangs fails its block's tests; in a block sharing its clock, a hanging test fails and the
    /// tests after it are not run, and the file's other tests still pass.
    @Test func aHangingSetupOrSharedTestFailsItsBlockOnly() throws {
        let root = try Self.project([
            "spec/a_spec.lua": """
            describe('set up', function()
              setup(function() while true do end end)
              it('waits', function() end)
            end)
            describe('in turn', function()
              share_clock()
              it('hangs', function() while true do end end)
              it('after', function() end)
            end)
            it('alone', function() end)
            """
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try PlaygroundProcess.run(["test", "--timeout", "0.5"], currentDirectory: root)
        #expect(result.status == 1, "\(result.summary)")
        let output = result.standardOutput
        #expect(output.contains("setup failed: it ran longer than 0.5 s (--timeout)"), "\(output)")
        #expect(output.contains("failed: in turn hangs (spec/a_spec.lua:7)"), "\(output)")
        #expect(output.contains("not run: in turn hangs before it ran longer than 0.5 s (--timeout)"), "\(output)")
        #expect(output.hasSuffix("1 passed, 1 failed, 2 errors, 0 pending, 0 skipped\n"), "\(output)")
    }

    /// Under CI a missing snapshot fails and nothing is written; without it the snapshot is
    /// written; --update-snapshots reaches the workers.
    @Test func snapshotsFollowCIAndUpdateSnapshots() throws {
        let root = try Self.project([
            "spec/a_spec.lua": "it('draws', function() Stepper.new{value = N} assert.snapshot('s') end)\n"
                .replacingOccurrences(of: "N", with: "3")
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        let ci = try PlaygroundProcess.run(["test"], currentDirectory: root, environment: environment)
        #expect(ci.status == 1, "\(ci.summary)")
        #expect(ci.standardOutput.contains("no snapshot 's'"), "\(ci.summary)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("spec/__snapshots__").path))
        environment["CI"] = ""
        let written = try PlaygroundProcess.run(["test"], currentDirectory: root, environment: environment)
        #expect(written.status == 0, "\(written.summary)")
        #expect(written.standardOutput.hasPrefix("snapshot written: spec/__snapshots__/a_spec/s.txt (draws)\n"))
        try "it('draws', function() Stepper.new{value = 4} assert.snapshot('s') end)\n".write(
            to: root.appendingPathComponent("spec/a_spec.lua"), atomically: true, encoding: .utf8)
        environment["CI"] = "1"
        let differs = try PlaygroundProcess.run(["test"], currentDirectory: root, environment: environment)
        #expect(differs.status == 1, "\(differs.summary)")
        let updated = try PlaygroundProcess.run(
            ["test", "--update-snapshots"], currentDirectory: root, environment: environment)
        #expect(updated.status == 0, "\(updated.summary)")
        let again = try PlaygroundProcess.run(["test"], currentDirectory: root, environment: environment)
        #expect(again.status == 0, "\(again.summary)")
    }

    /// `--from-touches` writes a spec that passes as written, replaces only a spec it made,
    /// and refuses what is not a file of touches.
    @Test func aSpecFromSavedTouchesPassesAsWritten() throws {
        let touches = """
            -- What was done on the page of `playground serve steps.lua`: the script, then each
            -- touch at the virtual time it was made, through the same calls. Replay it with
            --   playground run --seed 3 --now 2026-05-01T10:00:00Z touches.lua
            local source = "counter = Stepper.new{value = 1, max = 5}\\010"
            local touches = {
              {1.5, "Stepper #1", "increment"},
            }
            local run = load(source, "@steps.lua")
            for _, touch in ipairs(touches) do
              clock.at(touch[1], function() local c = scene.control(touch[2]) c[touch[3]](c) end)
            end
            run(...)
            return touches[#touches] and touches[#touches][1] or 0

            """
        let root = try Self.project([
            "touches.lua": touches, "other.lua": "print('hi')\n",
            "mine/touches_spec.lua": "it('mine', function() end)\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let made = try PlaygroundProcess.run(["test", "--from-touches", "touches.lua"], currentDirectory: root)
        #expect(made.status == 0, "\(made.summary)")
        #expect(made.standardError.contains("wrote spec/touches_spec.lua from touches.lua"), "\(made.summary)")
        #expect(made.standardOutput.hasSuffix("1 passed, 0 failed, 0 errors, 0 pending, 0 skipped\n"))
        let spec = try String(contentsOf: root.appendingPathComponent("spec/touches_spec.lua"), encoding: .utf8)
        #expect(spec.contains("assert.are.same({"), "\(spec)")
        #expect(spec.contains("value = 2"), "\(spec)")
        let again = try PlaygroundProcess.run(["test"], currentDirectory: root)
        #expect(again.status == 0, "\(again.summary)")
        // Made again, it replaces its earlier self.
        let remade = try PlaygroundProcess.run(["test", "--from-touches", "touches.lua"], currentDirectory: root)
        #expect(remade.status == 0, "\(remade.summary)")
        // It never replaces a spec a person wrote, nor reads what is no file of touches.
        for (arguments, message) in [
            (["--from-touches", "touches.lua", "mine"], "a spec made from saved touches"),
            (["--from-touches", "other.lua"], "other.lua is not a file of saved touches"),
            (["--from-touches", "touches.lua", "other.lua"], "'other.lua' is a file, not a folder for the spec"),
            (["--from-touches", "nothere.lua"], "nothere.lua"),
        ] {
            let refused = try PlaygroundProcess.run(["test"] + arguments, currentDirectory: root)
            #expect(refused.status == 64, "\(refused.summary)")
            #expect(refused.standardError.contains(message), "\(refused.summary)")
        }
        #expect(
            try String(contentsOf: root.appendingPathComponent("mine/touches_spec.lua"), encoding: .utf8)
                == "it('mine', function() end)\n")
    }

    /// `--coverage FILE` writes LCOV of the modules the specs load, not of the specs; never
    /// over a spec.
    @Test func coverageIsWrittenAsLCOV() throws {
        let root = try Self.project([
            "spec/a_spec.lua":
                "local m = require 'lib.m'\nit('runs', function() assert.are.equal(2, m.twice(1)) end)\n",
            "lib/m.lua": "local m = {}\nfunction m.twice(x)\n  return 2 * x\nend\nreturn m\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try PlaygroundProcess.run(["test", "--coverage", "lcov.info"], currentDirectory: root)
        #expect(result.status == 0, "\(result.summary)")
        let lcov = try String(contentsOf: root.appendingPathComponent("lcov.info"), encoding: .utf8)
        #expect(
            lcov == "TN:\nSF:lib/m.lua\nDA:1,1\nDA:2,1\nDA:3,1\nDA:4,1\nDA:5,1\nLF:5\nLH:5\nend_of_record\n", "\(lcov)")
        #expect(result.standardError.contains("coverage: 5 of 5 lines ran, in 1 file, written to lcov.info"))
        let over = try PlaygroundProcess.run(["test", "--coverage", "spec/a_spec.lua"], currentDirectory: root)
        #expect(over.status == 64, "\(over.summary)")
    }

    @Test func tapAndJUnitReports() throws {
        let root = try Self.project(["spec/a_spec.lua": Self.passing + "\npending('later')\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let tap = try PlaygroundProcess.run(["test", "-o", "tap"], currentDirectory: root)
        #expect(tap.status == 0)
        #expect(
            tap.standardOutput.hasPrefix(
                "TAP version 13\n1..2\nok 1 - a stepper counts on the virtual clock\nnot ok 2 - later # TODO pending\n")
        )
        let junit = try PlaygroundProcess.run(["test", "-o", "junit", "report.xml"], currentDirectory: root)
        #expect(junit.status == 0, "\(junit.summary)")
        let xml = try String(contentsOf: root.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(xml.contains("<testcase name=\"a stepper counts on the virtual clock\" classname=\"spec/a_spec.lua\""))
        // The report never replaces a spec.
        let over = try PlaygroundProcess.run(["test", "-o", "junit", "spec/a_spec.lua"], currentDirectory: root)
        #expect(over.status == 64)
        #expect(
            try String(contentsOf: root.appendingPathComponent("spec/a_spec.lua"), encoding: .utf8).hasPrefix(
                "describe"))
    }

    /// What specs print goes to the standard error, never into the results; a file whose blocks
    /// hang is stopped by the same limit as a test; a filter may start with '-'; a bare
    /// `playground` found on PATH finds itself for its workers.
    @Test func printingHangingBlocksOddFiltersAndABinaryFoundOnThePath() throws {
        let root = try Self.project([
            "spec/a_spec.lua":
                "print('noise') io.write('more noise')\nit('-x prints', function() print('inside') end)\n",
            "spec/b_spec.lua": "describe('hangs', function() while true do end end)\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try PlaygroundProcess.run(["test", "--timeout", "0.5"], currentDirectory: root)
        #expect(result.status == 1, "\(result.summary)")
        #expect(
            result.standardOutput.contains(
                "spec/b_spec.lua: error outside any test: ran longer than 0.5 s (--timeout)"), "\(result.summary)")
        #expect(
            result.standardOutput.hasSuffix("1 passed, 0 failed, 1 error, 0 pending, 0 skipped\n"), "\(result.summary)")
        let filtered = try PlaygroundProcess.run(["test", "--filter=-x", "spec/a_spec.lua"], currentDirectory: root)
        #expect(
            filtered.standardOutput == "1 passed, 0 failed, 0 errors, 0 pending, 0 skipped\n", "\(filtered.summary)")
        let folder = PlaygroundProcess.binary.deletingLastPathComponent().path
        // The test runner's environment (the sanitizers' options under make fuzz) with PATH
        // leading to the binary.
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder + ":/usr/bin:/bin"
        let onPath = try PlaygroundProcess.run(
            ["playground", "test", "spec/a_spec.lua"], executable: URL(fileURLWithPath: "/usr/bin/env"),
            currentDirectory: root, environment: environment)
        #expect(onPath.status == 0, "\(onPath.summary)")
    }

    /// The project's own specs (`Scripts/spec/`, snapshots included) pass through `playground
    /// test`, run as a user runs them, from `Scripts/`.
    @Test func theProjectsOwnSpecsPass() throws {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts")
        // As under CI: the committed snapshots are compared, and nothing is written into the tree.
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"
        let result = try PlaygroundProcess.run(["test"], currentDirectory: scripts, environment: environment)
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            result.standardOutput.hasSuffix(" passed, 0 failed, 0 errors, 0 pending, 0 skipped\n"), "\(result.summary)")
    }

    /// The project's Lua-level tests (`Tests/ScriptingTests/Lua/*_test.lua`, the hostile
    /// scripts aside) are specs, and pass through `playground test`.
    @Test func theProjectsOwnLuaTestsPass() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ScriptingTests/Lua")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("_test.lua") && !$0.hasPrefix("hostile_") }.sorted()
        #expect(specs.count >= 18)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"
        // A generous limit per test: under make fuzz the binary runs sanitized, several times
        // slower, and the puzzle's long solves take longer than the default 10 s there.
        let result = try PlaygroundProcess.run(
            ["test", "--timeout", "300"] + specs, currentDirectory: folder, environment: environment)
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            result.standardOutput.hasSuffix(" passed, 0 failed, 0 errors, 0 pending, 0 skipped\n"), "\(result.summary)")
    }

    @Test(arguments: [
        (["test", "nothere"], "no file or folder 'nothere'"),
        (["test", "-o", "xml"], "-o takes human, tap or junit FILE, not 'xml'"),
        (["test", "-o", "junit"], "-o junit needs the FILE"),
        (["test", "--timeout", "0"], "--timeout must be a positive number of seconds"),
        (["test", "--timeout", "1e17"], "at most 1000000, not 1e+17"),
        (["test", "-j", "0"], "-j must be a number of processes from 1 to 256"),
    ])
    func usageErrorsExitSixtyFour(arguments: [String], message: String) throws {
        let root = try Self.project(["spec/a_spec.lua": Self.passing])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try PlaygroundProcess.run(arguments, currentDirectory: root)
        #expect(result.status == 64, "\(result.summary)")
        #expect(result.standardError.contains(message), "\(result.summary)")
    }
}
