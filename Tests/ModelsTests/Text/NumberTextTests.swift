import Models
import Testing

@Suite struct NumberTextTests {
    @Test(arguments: [
        (-1.0, "-1"), (0.0, "0"), (-0.0, "0"), (42, "42"), (0.5, "0.5"), (-2.25, "-2.25"),
        (1e15, "1000000000000000.0"), (0.1 + 0.2, "0.30000000000000004"), (.nan, "nan"), (.infinity, "inf"),
        (-.infinity, "-inf"),
    ])
    func numbersReadAsTheScriptWroteThem(number: Double, text: String) {
        #expect(NumberText.plain(number) == text)
    }

    @Test(arguments: [
        (37.14999999999996, 6, "37.15"), (0.1 + 0.2, 6, "0.3"), (2.0, 3, "2"), (1.23456789, 2, "1.23"),
        (-0.0004, 3, "0"), (1e300, 6, "1e+300"), (.nan, 6, "nan"), (.infinity, 2, "inf"), (5.5, -1, "6"),
    ])
    func roundedNumbersDropTheBinaryNoise(number: Double, places: Int, text: String) {
        #expect(NumberText.plain(number, places: places) == text)
    }
}
