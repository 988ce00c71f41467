import Models
import Testing

@Suite struct NumberTextTests {
    @Test(arguments: [
        (-1.0, "-1"), (0.0, "0"), (-0.0, "0"), (42, "42"), (0.5, "0.5"), (-2.25, "-2.25"),
        (1e15, "1000000000000000.0"), (0.1 + 0.2, "0.30000000000000004"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ])
    func numbersReadAsTheScriptWroteThem(number: Double, text: String) {
        #expect(NumberText.plain(number) == text)
    }
}
