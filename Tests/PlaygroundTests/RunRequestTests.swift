import Testing

@testable import Playground

/// `run SCRIPT [ARGUMENTS…]` without options is read without ArgumentParser; anything that
/// could be an option, a subcommand or help still goes to it.
@Suite struct RunRequestTests {
    @Test func aScriptAndPlainArgumentsAreReadDirectly() throws {
        let request = try #require(RunRequest.plain(["run", "demo.lua", "one", "two words"]))
        #expect(request.script == "demo.lua")
        #expect(request.arguments == ["one", "two words"])
        #expect(request.timeout == nil && request.instructions == nil && request.duration == nil)
        #expect(request.memory == nil && request.origin == nil && request.seed == nil)
        #expect(!request.realtime && !request.allowIO)
        #expect(request.scene.svgDirectory == nil && request.scene.recordFile == nil && !request.scene.noView)
    }

    @Test(
        arguments: [
            [], ["run"], ["repl"], ["--version"], ["run", "--help"], ["run", "-h"], ["run", "help"],
            ["run", "a.lua", "--timeout", "3"], ["run", "a.lua", "--"], ["run", "a.lua", "-x"],
            ["run", ""], ["run", "a.lua", ""], ["help", "run"], ["run", "-"],
        ] as [[String]])
    func anythingThatCouldBeAnOptionGoesToTheParser(commandLine: [String]) {
        #expect(RunRequest.plain(commandLine[...]) == nil)
    }

    @Test func bothPathsRunTheScriptTheSameWay() throws {
        let source = """
            print(select("#", ...), ...)
            print(arg[0], #arg)

            """
        let direct = try ScriptFixture.run(source, arguments: ["a", "b c"])
        let parsed = try ScriptFixture.run(source, options: ["--memory", "256"], arguments: ["a", "b c"])
        #expect(direct.status == 0, "\(direct.summary)")
        #expect(direct.outputLines == ["2\ta\tb c", "script.lua\t2"])
        #expect(direct.outputLines == parsed.outputLines)
        #expect(direct.status == parsed.status)
    }
}
