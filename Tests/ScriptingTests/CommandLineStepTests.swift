import Foundation
import Testing

@testable import Scripting

/// `-e` and `-l` as the host runs them: chunks named `(command line)`, modules required into
/// the global `-l` names, in order, before the script and the clock.
@Suite struct CommandLineStepTests {
    @Test func aModuleStepNamesItsGlobal() {
        #expect(CommandLineStep.module("lib.greet").globalAndModule! == ("lib.greet", "lib.greet"))
        #expect(CommandLineStep.module("g=lib.greet").globalAndModule! == ("g", "lib.greet"))
        #expect(CommandLineStep.module("a=b=c").globalAndModule! == ("a", "b=c"), "the first '=' splits")
        #expect(CommandLineStep.chunk("x = 1").globalAndModule == nil)
    }

    @Test func stepsRunInOrderThenTheClock() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.run(
            [
                .chunk("order = {'chunk'}"), .module("s=string"),
                .chunk(
                    "order[#order + 1] = s.upper('then'); clock.after(1, function() order[#order + 1] = 'timer' end)"),
            ],
            scriptAtPath: nil)
        let order = try host.runtime.execute("return table.concat(order, ' '), #arg, arg[0]", chunkName: "check")
        #expect(order == [.string("chunk THEN timer"), .integer(0), .nil])
    }

    @Test func aChunkErrorIsNamedCommandLine() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        #expect(throws: LuaError.self) { try host.run([.chunk("error('no')")], scriptAtPath: nil) }
        let error = try #require(throws: LuaError.self) {
            try host.load([.chunk("local x = nil + 1")], scriptAtPath: nil)
        }
        #expect(error.message == "(command line):1: attempt to perform arithmetic on a nil value")
    }
}
