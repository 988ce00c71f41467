import Scripting
import Testing

@testable import Playground

/// The order of `-e` and `-l`, read back from the words of the command line.
@Suite struct ChunkOptionsTests {
    @Test func theOrderOfTheWordsIsKept() {
        let steps = ChunkOptions.ordered(
            chunks: ["x = 1", "print(x)"], modules: ["m", "g=m"],
            in: ["run", "-e", "x = 1", "-l", "m", "--seed", "3", "-e", "print(x)", "-l", "g=m", "script.lua"])
        #expect(steps == [.chunk("x = 1"), .module("m"), .chunk("print(x)"), .module("g=m")])
    }

    @Test func wordsAfterADoubleDashAreTheScriptsNotSteps() {
        let steps = ChunkOptions.ordered(
            chunks: ["print(1)"], modules: [], in: ["run", "-e", "print(1)", "s.lua", "--", "-e", "not a chunk"])
        #expect(steps == [.chunk("print(1)")])
    }

    @Test func aFormTheReadingDoesNotKnowFallsBackToModulesFirst() {
        // The parser's values disagree with what the words say: the words cannot be trusted.
        let steps = ChunkOptions.ordered(chunks: ["print(1)"], modules: ["m"], in: ["-e", "print(2)"])
        #expect(steps == [.module("m"), .chunk("print(1)")])
    }

    @Test func aValueThatLooksLikeAnOptionIsAValue() {
        let steps = ChunkOptions.ordered(chunks: ["-l"], modules: [], in: ["run", "-e", "-l"])
        #expect(steps == [.chunk("-l")])
    }
}
