import Models
import Testing

@Suite struct AnimationIDCustomStringConvertibleTests {
    @Test func printsAsHashAndNumber() {
        #expect(AnimationID(rawValue: 3).description == "#3")
        #expect("\(AnimationID(rawValue: 12))" == "#12")
    }
}
