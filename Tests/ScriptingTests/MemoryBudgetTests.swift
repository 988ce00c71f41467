import Foundation
import Testing

@testable import Scripting

/// The one budget Swift asks before it pushes or reads anything whose size a script controls.
@Suite struct MemoryBudgetTests {
    @Test func withoutALimitEverythingIsAdmitted() throws {
        let runtime = try LuaRuntime(configuration: .init(memoryLimit: nil))
        let budget = MemoryBudget(state: runtime.state)
        #expect(budget.remaining == .max)
        #expect(budget.admits(1 << 40))
        #expect(runtime.stopHandle.reason == nil)
    }

    @Test func whatLuaHoldsIsTakenFromWhatIsLeft() throws {
        let runtime = try LuaRuntime(configuration: .init(memoryLimit: 16 << 20))
        let budget = MemoryBudget(state: runtime.state)
        let before = budget.remaining
        #expect(before > 0 && before < 16 << 20)
        try runtime.run("big = string.rep('x', 4 << 20)", chunkName: "grow")
        // The string's 4 MiB, less whatever garbage the collector freed meanwhile.
        #expect(before - budget.remaining >= (4 << 20) - (64 << 10))
        #expect(budget.admits(1 << 20))
        #expect(runtime.stopHandle.reason == nil)
    }

    /// A refusal stops the run for memory, and from then on nothing more is admitted.
    @Test func aRefusalStopsTheRunAndSpendsTheBudget() throws {
        let runtime = try LuaRuntime(configuration: .init(memoryLimit: 16 << 20))
        let budget = MemoryBudget(state: runtime.state)
        #expect(!budget.admits(budget.remaining + 1))
        #expect(runtime.stopHandle.reason == .memory)
        #expect(budget.remaining == 0)
        #expect(!budget.admits(1))
        runtime.resetStop()
        #expect(budget.admits(1))
    }

    /// A run stopped for another reason is unwinding: nothing more is made for it, so a binding
    /// pushing a list of large names finishes at once (after a timeout, `history.list()` over
    /// thousands of steps sharing a megabyte name went on for seconds). The reason stays.
    @Test(arguments: [nil, 16 << 20] as [Int?])
    func aStoppedRunIsRefusedEverythingAndKeepsItsReason(limit: Int?) throws {
        let runtime = try LuaRuntime(configuration: .init(memoryLimit: limit))
        let budget = MemoryBudget(state: runtime.state)
        #expect(budget.admits(1 << 10))
        runtime.stopHandle.stop(.timeout)
        #expect(!budget.admits(1))
        #expect(runtime.stopHandle.reason == .timeout)
        runtime.resetStop()
        #expect(budget.admits(1 << 10))
    }

    @Test func costsNeverOverflow() {
        #expect(MemoryBudget.stringCost(.max) == .max)
        #expect(MemoryBudget.tableCost(items: .max, fields: 1) == .max)
        #expect(MemoryBudget.tableCost(items: 2, fields: 1) == 2 * 16 + 32 + 56)
    }
}
