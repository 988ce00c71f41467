import Testing

@testable import Scripting

@Suite struct WordWrapTests {
    @Test func wordsFillLinesUpToTheWidth() {
        let lines = wordWrapped(["alpha,", "beta,", "gamma,", "delta"], first: "  list: ", rest: "        ", width: 22)
        #expect(lines == ["  list: alpha, beta,", "        gamma, delta"])
    }

    @Test func aWordLongerThanALineStandsAlone() {
        let long = String(repeating: "x", count: 30)
        #expect(wordWrapped(["a", long, "b"], first: "--", rest: "--", width: 10) == ["--a", "--" + long, "--b"])
    }

    @Test func noWordsIsTheFirstPrefixAlone() {
        #expect(wordWrapped([], first: "---", rest: "---", width: 10) == ["---"])
    }
}
