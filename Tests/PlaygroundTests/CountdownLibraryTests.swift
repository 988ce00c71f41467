import Foundation
import Testing

/// Scripts/lib/countdown.lua, the countdown written in Lua: its options are checked when it is
/// made, not at its first tick.
@Suite struct CountdownLibraryTests {
    static let library =
        (try? String(
            contentsOf: PlaygroundProcess.repositoryRoot.appendingPathComponent("Scripts/lib/countdown.lua"),
            encoding: .utf8)) ?? ""

    @Test(arguments: [
        ("0/0", "Countdown.new: bad 'target' ("),
        ("math.huge", "Countdown.new: bad 'target' ("),
        ("1e300", "Countdown.new: bad 'target' ("),
    ])
    func aTargetNoDateCanNameIsRefusedAtOnce(target: String, message: String) throws {
        #expect(!Self.library.isEmpty)
        let result = try ScriptFixture.run(
            "local Countdown = require 'lib.countdown'\nprint(pcall(Countdown.new, {target = \(target)}))\n",
            files: ["lib/countdown.lua": Self.library])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput.hasPrefix("false\t" + message), "\(result.summary)")
        #expect(
            result.standardOutput.contains("outside years 0000–9999")
                || result.standardOutput.contains("finite number expected"),
            "\(result.summary)")
    }

    @Test(arguments: [
        ("ontick = 1", "Countdown.new: bad 'ontick' (a function expected, got number)"),
        ("onzero = 'done'", "Countdown.new: bad 'onzero' (a function expected, got string)"),
        ("ontik = print", "Countdown.new: unknown option 'ontik' (the options are target, ontick and onzero)"),
    ])
    func aHandlerThatIsNotAFunctionOrAnUnknownOptionIsRefusedAtOnce(option: String, message: String) throws {
        let result = try ScriptFixture.run(
            "local Countdown = require 'lib.countdown'\nprint(pcall(Countdown.new, {target = clock.time() + 5, \(option)}))\n",
            files: ["lib/countdown.lua": Self.library])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput == "false\t" + message + "\n", "\(result.summary)")
    }

    @Test func theLastInstantOfYear9999IsATarget() throws {
        let result = try ScriptFixture.run(
            "local Countdown = require 'lib.countdown'\nlocal c = Countdown.new{target = '9999-12-31T23:59:59.999999999Z'}\nprint(clock.iso(c.target))\n",
            files: ["lib/countdown.lua": Self.library])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput == "9999-12-31T23:59:59Z\n", "\(result.summary)")
    }
}
