import Geometry
import Testing

@Suite struct TimingCurveNamedTests {
    @Test(arguments: [
        ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("easeInOut", .easeInEaseOut), ("default", .default), ("ease", .default),
    ])
    func everyNameFindsItsCurve(name: String, expected: TimingCurve) throws {
        #expect(try TimingCurve(named: name) == expected)
    }

    @Test func namesListsEveryAcceptedName() throws {
        #expect(TimingCurve.names == ["linear", "easeIn", "easeOut", "easeInEaseOut", "easeInOut", "default", "ease"])
        for name in TimingCurve.names {
            _ = try TimingCurve(named: name)
        }
    }

    @Test(arguments: ["", "bounce", "EaseIn", "ease-in", " linear"])
    func unknownNamesThrowAnErrorListingTheValidOnes(name: String) {
        #expect(throws: TimingCurveError.unknownName(name)) {
            try TimingCurve(named: name)
        }
        let description = TimingCurveError.unknownName(name).description
        for validName in TimingCurve.names {
            #expect(description.contains(validName))
        }
    }
}
