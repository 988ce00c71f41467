import Models
import Testing

@Suite struct AnimationPlanHashableTests {
    @Test func plansCompareByStructureTagsAndTimings() throws {
        let one = try AnimationPlan.sequence([.step("a", duration: 1), .step("b", duration: 2)])
        let same = try AnimationPlan.sequence([.step("a", duration: 1), .step("b", duration: 2)])
        let grouped = try AnimationPlan.group([try .step("a", duration: 1), try .step("b", duration: 2)])
        let retimed = try AnimationPlan.sequence([.step("a", duration: 1), .step("b", duration: 3)])
        #expect(one == same)
        #expect(one.hashValue == same.hashValue)
        #expect(one != grouped)
        #expect(one != retimed)
        #expect(try AnimationPlan<String>.pause(1) != AnimationPlan<String>.pause(2))
    }
}
