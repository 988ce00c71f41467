import Foundation
import Testing

/// `--seed N` makes every random choice reproducible.

private let randomScript = """
    local values = {}
    for i = 1, 5 do values[i] = ("%.17g"):format(math.random()) end
    print(table.concat(values, " "))
    print(math.random(1, 1000000), math.random(6))

    """

@Test func sameSeedGivesTheSameRandomNumbers() throws {
    let fixture = try ScriptFixture(randomScript)
    defer { fixture.remove() }
    let first = try fixture.run(options: ["--seed", "42"])
    let second = try fixture.run(options: ["--seed", "42"])
    #expect(first.status == 0, "\(first.summary)")
    #expect(second.status == 0, "\(second.summary)")
    #expect(first.outputLines.count == 2)
    #expect(first.outputData == second.outputData)
}

@Test func differentSeedsGiveDifferentRandomNumbers() throws {
    let fixture = try ScriptFixture(randomScript)
    defer { fixture.remove() }
    let fortyTwo = try fixture.run(options: ["--seed", "42"])
    let fortyThree = try fixture.run(options: ["--seed", "43"])
    #expect(fortyTwo.status == 0)
    #expect(fortyThree.status == 0)
    #expect(fortyTwo.outputLines.count == 2)
    #expect(fortyTwo.standardOutput != fortyThree.standardOutput)
    // Not just one draw: the whole first line differs.
    #expect(fortyTwo.outputLines.first != fortyThree.outputLines.first)
}

@Test func seedIsAppliedBeforeTheScriptRuns() throws {
    // Reseeding in the script with the same seed replays what --seed gave.
    let source = """
        local a = math.random()
        math.randomseed(7)
        local b = math.random()
        print(a == b)

        """
    let result = try ScriptFixture.run(source, options: ["--seed", "7"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "true\n")
}
