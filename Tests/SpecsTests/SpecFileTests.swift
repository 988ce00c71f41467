import Foundation
import Testing

@testable import Specs

/// A spec file planned, then each test run in a process forked from the planned state.
@Suite struct SpecFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A spec file with `source`, in a folder of its own.
    static func file(_ source: String, name: String = "x_spec.lua") throws -> SpecFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return SpecFile(path: path)
    }

    static func results(_ spec: SpecFile, _ options: SpecOptions = SpecOptions()) throws -> [String: TestOutcome] {
        let file = spec.run(options)
        if let failure = file.failure { throw SpecFailure(message: failure, traceback: "") }
        var outcomes: [String: TestOutcome] = [:]
        for result in file.results { outcomes[result.test.name] = result.outcome }
        return outcomes
    }

    @Test func aPlanListsEveryTestWithItsBlocksNamesLineAndTags() throws {
        let spec = SpecFile(path: Self.fixtures.appendingPathComponent("wheel_spec.lua").path)
        let tests = try spec.tests(SpecOptions()).get()
        #expect(tests.map(\.path) == ["1.1", "1.2", "1.3", "1.4.1", "1.5", "1.6"])
        #expect(tests[0].name == "a wheel #controls starts on its first sector")
        #expect(tests[0].line == 8)
        #expect(tests[0].tags == ["controls"])
        #expect(tests[3].name == "a wheel #controls when the test is wrong fails with luassert's message")
        #expect(tests.map(\.isPending) == [false, false, false, false, true, false])
    }

    @Test func eachTestRunsOnAFreshClockWithLuassert() throws {
        let spec = SpecFile(path: Self.fixtures.appendingPathComponent("wheel_spec.lua").path)
        let outcomes = try Self.results(spec)
        #expect(outcomes["a wheel #controls starts on its first sector"] == .passed)
        #expect(outcomes["a wheel #controls lands where it is sent, on the virtual clock"] == .passed)
        #expect(outcomes["a wheel #controls starts every test on a fresh clock"] == .passed)
        #expect(outcomes["a wheel #controls can end as pending"] == .pending(reason: "not written yet"))
        guard
            case .failed(let message, let traceback)? = outcomes[
                "a wheel #controls when the test is wrong fails with luassert's message"]
        else {
            Issue.record("the wrong test did not fail: \(outcomes)")
            return
        }
        #expect(message.contains("wheel_spec.lua:26: Expected objects to be equal."), "\(message)")
        #expect(message.contains("Expected:\n(number) 5"), "\(message)")
        #expect(traceback.contains("wheel_spec.lua:26"), "\(traceback)")
    }

    @Test func aFilterAndTagsLeaveTestsOut() throws {
        let spec = SpecFile(path: Self.fixtures.appendingPathComponent("wheel_spec.lua").path)
        let filtered = try spec.tests(SpecOptions(filter: "fresh clock")).get()
        #expect(filtered.filter { !$0.isLeftOut }.map(\.path) == ["1.3"])
        let tagged = try spec.tests(SpecOptions(tags: ["nothing"])).get()
        #expect(!tagged.contains { !$0.isLeftOut })
    }

    @Test func hooksRunInBustedsOrderAroundEachTest() throws {
        let spec = try Self.file(
            """
            local log = {}
            describe("outer", function()
              setup(function() log[#log + 1] = "setup" end)
              before_each(function() log[#log + 1] = "before outer" end)
              after_each(function() log[#log + 1] = "after outer" end)
              teardown(function() log[#log + 1] = "teardown" end)
              describe("inner", function()
                before_each(function() log[#log + 1] = "before inner" end)
                after_each(function()
                  log[#log + 1] = "after inner"
                  assert.are.same({"setup", "before outer", "before inner", "test", "finally", "after inner"}, log)
                end)
                it("runs between them", function()
                  log[#log + 1] = "test"
                  finally(function() log[#log + 1] = "finally" end)
                end)
              end)
            end)
            """)
        #expect(try Self.results(spec) == ["outer inner runs between them": .passed])
    }

    /// A block's setup runs once, in the process that forks its tests: each test starts from
    /// what it made, on the clock it left, and nothing a test does reaches the next.
    @Test func setupRunsOnceAndEachTestStartsFromIt() throws {
        let spec = try Self.file(
            """
            local made = 0
            describe("a block", function()
              local wheel
              setup(function()
                made = made + 1
                wheel = Wheel.new{sectors = 4}
                clock.advance(1)
              end)
              it("first", function()
                assert.are.equal(1, made)
                assert.are.equal(1, clock.now())
                wheel:spin(2)
                clock.advance(10)
                leaked = true
              end)
              it("second", function()
                assert.are.equal(1, made)
                assert.are.equal(1, clock.now())
                assert.is_nil(leaked)
                assert.are.equal(1, wheel.selected)
              end)
            end)
            """)
        #expect(try Self.results(spec) == ["a block first": .passed, "a block second": .passed])
    }

    /// `share_clock()` runs a block's tests in one process, one after the other.
    @Test func aBlockThatSharesItsClockRunsItsTestsInTurn() throws {
        let spec = try Self.file(
            """
            describe("in turn", function()
              share_clock()
              it("first", function() clock.advance(2); shared = 1 end)
              it("second", function()
                assert.are.equal(2, clock.now())
                assert.are.equal(1, shared)
              end)
              it("hangs", function() local t = {} while true do t[#t + 1] = {} end end)
              it("never runs", function() end)
            end)
            it("outside", function() assert.is_nil(shared) end)
            """)
        let outcomes = try Self.results(spec, SpecOptions(memoryLimit: 16 << 20))
        #expect(outcomes["in turn first"] == .passed)
        #expect(outcomes["in turn second"] == .passed)
        #expect(outcomes["outside"] == .passed)
        guard case .failed(let message, _)? = outcomes["in turn hangs"],
            case .error(let notRun, _)? = outcomes["in turn never runs"]
        else {
            Issue.record("\(outcomes)")
            return
        }
        #expect(message.contains("needed more memory than --memory allows"), "\(message)")
        #expect(notRun.hasPrefix("not run: in turn hangs before it needed more memory"), "\(notRun)")
    }

    /// What a shared block does after its last test (its teardown) is reported, and a test or
    /// block declared once the file is planned (in a setup) is refused.
    @Test func aSharedBlocksTeardownAndLateDeclarationsAreReported() throws {
        let spec = try Self.file(
            """
            describe("in turn", function()
              share_clock()
              teardown(function() error("left a mess") end)
              it("a", function() end)
            end)
            describe("late", function()
              setup(function() it("late", function() end) end)
              it("b", function() end)
            end)
            """)
        let outcomes = try Self.results(spec)
        #expect(outcomes["in turn a"] == .passed)
        guard case .error(let teardown, _)? = outcomes["in turn (teardown)"],
            case .error(let late, _)? = outcomes["late b"]
        else {
            Issue.record("\(outcomes)")
            return
        }
        #expect(teardown.hasSuffix("x_spec.lua:3: left a mess"), "\(teardown)")
        #expect(late.contains("'it' after the file was planned"), "\(late)")
        #expect(outcomes.count == 3, "\(outcomes)")
    }

    @Test func aFailingSetupOrTeardownIsAnErrorOfItsBlock() throws {
        let spec = try Self.file(
            """
            describe("set up", function()
              setup(function() error("no fixture") end)
              it("t", function() end)
            end)
            describe("torn down", function()
              teardown(function() error("left a mess") end)
              it("u", function() end)
            end)
            """)
        let outcomes = try Self.results(spec)
        #expect(outcomes["torn down u"] == .passed)
        guard case .error(let setup, _)? = outcomes["set up t"],
            case .error(let teardown, _)? = outcomes["torn down (teardown)"]
        else {
            Issue.record("\(outcomes)")
            return
        }
        #expect(setup.hasPrefix("setup failed: "), "\(setup)")
        #expect(setup.hasSuffix("x_spec.lua:2: no fixture"), "\(setup)")
        #expect(teardown.hasSuffix("x_spec.lua:6: left a mess"), "\(teardown)")
    }

    @Test func aFailingHookIsAnErrorOfItsTest() throws {
        let spec = try Self.file(
            """
            describe("b", function()
              before_each(function() error("no fixture") end)
              it("t", function() end)
            end)
            """)
        guard case .error(let message, _)? = try Self.results(spec)["b t"] else {
            Issue.record("no error")
            return
        }
        #expect(message.hasSuffix("x_spec.lua:2: no fixture"), "\(message)")
    }

    @Test(arguments: [
        ("it('a', function() describe('b', function() end) end)", "'describe' inside a test"),
        (
            "it('a', function() local t = {} while true do t[#t + 1] = {} end end)",
            "needed more memory than --memory allows"
        ),
        ("it('a', function() os.exit(1) end)", "attempt to call a nil value (field 'exit')"),
    ])
    func aTestThatMisbehavesFailsByItself(source: String, message: String) throws {
        let spec = try Self.file(source + "\nit('b', function() end)\n")
        let outcomes = try Self.results(spec, SpecOptions(memoryLimit: 16 << 20))
        guard case .failed(let said, _)? = outcomes["a"] else {
            Issue.record("'a' did not fail: \(outcomes)")
            return
        }
        #expect(said.contains(message), "\(said)")
        #expect(outcomes["b"] == .passed)
    }

    @Test(arguments: [
        ("local x = ", "x_spec.lua:1: unexpected symbol near <eof>"),
        ("error('outside')", "x_spec.lua:1: outside"),
        ("\u{1B}Lua", "attempt to load a binary chunk"),
    ])
    func aFileThatCannotBePlannedSaysWhy(source: String, message: String) throws {
        guard case .failure(let failure) = try Self.file(source).tests(SpecOptions()) else {
            Issue.record("planned")
            return
        }
        #expect(failure.message.contains(message), "\(failure.message)")
    }

    /// What a spec's `debug` has beyond the sandbox's traceback is what luassert needs: where a
    /// function is and which line runs, and metatables as getmetatable answers.
    @Test func aSpecsDebugTellsWhereAndNothingMore() throws {
        let spec = try Self.file(
            """
            it("reads", function()
              local info = debug.getinfo(1, "flu")
              assert.are.equal(2, info.currentline)
              assert.is_nil(info.func)
              assert.is_nil(debug.getlocal)
              assert.is_nil(debug.sethook)
              local wheel = Wheel.new()
              assert.is_nil(debug.getmetatable(wheel))
              assert.has_error(function() debug.setmetatable(wheel, {}) end)
              local t = setmetatable({}, {__metatable = "mine"})
              assert.is_nil(debug.getmetatable(t))
              assert.has_error(function() debug.setmetatable(t, nil) end)
            end)
            """)
        #expect(try Self.results(spec) == ["reads": .passed])
    }

    @Test func tenThousandTestsArePlanned() throws {
        let spec = try Self.file("for i = 1, 10000 do it('t' .. i, function() end) end\n")
        #expect(try spec.tests(SpecOptions()).get().count == 10_000)
    }
}
