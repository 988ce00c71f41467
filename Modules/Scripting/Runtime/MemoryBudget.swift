internal import CLua
internal import CLuaShim

/// The one budget for what Swift makes, reads and pushes for a script, beside Lua's own heap.
///
/// Lua's allocator holds `--memory` for Lua's blocks, and the heap meter counts what Swift holds
/// by measuring (``ProcessHeapMeter``). What neither sees in time is a single large thing made on
/// the script's behalf inside one call: a file read whole, a list of a thousand 4 MiB names
/// pushed as a thousand Lua strings. So before Swift makes, reads or pushes anything whose size a
/// script or a file controls, it asks here: a size known up front is refused before the work
/// starts (``remaining``, ``admits(_:)``), and every push into Lua goes through ``admits(_:)``
/// (``LuaCall``'s results, values handed to handlers), so nothing reaches Lua once the budget is
/// spent. A refusal stops the run for memory, as the allocator's own refusal does: the binding
/// under way raises "not enough memory" when it returns, and a handler about to be called is
/// stopped at its first instruction.
struct MemoryBudget {
    private let control: UnsafeMutablePointer<clua_Control>?

    /// The budget of the runtime that owns the Lua thread `state`.
    init(state: OpaquePointer) {
        control = clua_control(state)
    }

    /// Whether `bytes` more fit under the limit beside Lua's heap and what Swift holds; when they
    /// do not, the run is stopped for memory and every later request is refused too.
    func admits(_ bytes: Int) -> Bool {
        guard let control else { return true }
        return clua_control_admit(control, max(0, bytes)) != 0
    }

    /// What is left under the limit, in bytes: `Int.max` without one, 0 once it is spent.
    var remaining: Int {
        guard let control, control.pointee.limit > 0 else { return .max }
        let spent = control.pointee.used.addingReportingOverflow(clua_control_host(control))
        guard !spent.overflow, control.pointee.overdrawn == 0 else { return 0 }
        return max(0, control.pointee.limit - spent.partialValue)
    }

    /// What pushing a Lua string of `count` bytes costs: the bytes and the string's header.
    static func stringCost(_ count: Int) -> Int { count.addingReportingOverflow(32).overflow ? .max : count + 32 }

    /// What pushing a table sized for `items` sequence items and `fields` named fields costs.
    static func tableCost(items: Int, fields: Int) -> Int {
        let (itemBytes, itemOverflow) = max(0, items).multipliedReportingOverflow(by: 16)
        let (fieldBytes, fieldOverflow) = max(0, fields).multipliedReportingOverflow(by: 32)
        let (sum, sumOverflow) = itemBytes.addingReportingOverflow(fieldBytes)
        return itemOverflow || fieldOverflow || sumOverflow
            ? .max : sum.addingReportingOverflow(56).overflow ? .max : sum + 56
    }
}
