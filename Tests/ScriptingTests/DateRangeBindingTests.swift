import Testing

@testable import Scripting

/// The `DateRange` binding from Swift: the history it records, and what undo does to ranges a
/// script has dropped.
struct DateRangeBindingTests {
    private func host() throws -> ScriptHost {
        try ScriptHost(options: .init(origin: 0, seed: 1))
    }

    @Test func eachSetIsItsOwnNamedUndoStep() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            r = DateRange.new{start = "2026-12-24T18:00:00Z", finish = "2026-12-31T18:00:00Z"}
            r:set("2026-12-25T00:00:00Z")
            r:set("2026-12-26T00:00:00Z")
            r:select("finish")
            r:set("2027-01-01T00:00:00Z")
            return history.count(), history.undoname()
            """, chunkName: "steps.lua")
        // Consecutive sets of one field do not merge: each `set` is one step.
        #expect(values == [.integer(3), .string("Set End Date")])
        #expect(host.history.stack.count == 3)
        let undone = try host.runtime.execute(
            """
            local names = {history.undo(), history.undo()}
            return names[1], names[2], r.start, r.finish, r.selected
            """, chunkName: "undo.lua")
        #expect(
            undone == [
                .string("Set End Date"), .string("Set Start Date"),
                .string("2026-12-25T00:00:00Z"), .string("2026-12-31T18:00:00Z"), .string("start"),
            ])
    }

    @Test func setAnswersWithTheClampedDate() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            local r = DateRange.new{start = "2026-12-24", finish = "2026-12-26", min = "2026-12-01", max = "2026-12-31"}
            local low = r:set("2025-06-01T12:00:00Z")
            r:select("finish")
            local high = r:set("2027-06-01T12:00:00Z")
            return low, high, r.start, r.finish
            """, chunkName: "clamp.lua")
        #expect(
            values == [
                .string("2026-12-01T00:00:00Z"), .string("2026-12-31T00:00:00Z"),
                .string("2026-12-01T00:00:00Z"), .string("2026-12-31T00:00:00Z"),
            ])
    }

    @Test func undoOfADroppedRangeDoesNothingAndKeepsNothingAlive() throws {
        let host = try host()
        try host.runtime.execute(
            """
            do
              local r = DateRange.new{start = "2026-12-24", finish = "2026-12-26"}
              r:set("2026-12-25")
            end
            collectgarbage(); collectgarbage()
            """, chunkName: "drop.lua")
        #expect(host.registry.live.isEmpty)
        let values = try host.runtime.execute("return history.undo(), history.redo()", chunkName: "undo.lua")
        #expect(values == [.string("Set Start Date"), .string("Set Start Date")])
    }

    @Test func aRefusedSaveChangesNothingAndRecordsNothing() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            r = DateRange.new{start = "2026-12-24", finish = "2026-12-26"}
            r:set("2026-12-28")
            local ok, err = pcall(r.save, r)
            return ok, err, r.saved, r.flagged, history.count()
            """, chunkName: "save.lua")
        #expect(
            values == [
                .boolean(false),
                .string(
                    "cannot save: the start 2026-12-28T00:00:00Z is after the end 2026-12-26T00:00:00Z; move the start back or the end forward"
                ),
                .boolean(false), .string("start"), .integer(1),
            ])
    }

    @Test func undoAfterSaveClearsTheSavedFlagAndCancelReturnsToTheSave() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            r = DateRange.new{start = "2026-12-24", finish = "2026-12-26"}
            r:set("2026-12-25")
            r:save()
            local saved = r.saved
            history.undo()
            local afterUndo = r.saved
            r:cancel()
            return saved, afterUndo, r.start, r.changed, history.undoname()
            """, chunkName: "session.lua")
        #expect(
            values == [
                .boolean(true), .boolean(false), .string("2026-12-25T00:00:00Z"), .boolean(false),
                .string("Cancel Editing"),
            ])
    }

    @Test func theModelBehindTheUserdataIsTheEditor() throws {
        let host = try host()
        try host.runtime.execute(
            """
            r = DateRange.new{start = "2026-12-24T18:00:00Z", ["end"] = "2026-12-26T18:00:00Z"}
            r:select("end")
            r:set("2026-12-27T18:00:00Z")
            """, chunkName: "model.lua")
        let object = try #require(host.registry.live.compactMap { $0.control as? DateRangeObject }.first)
        #expect(object.model.start == 1_798_135_200)
        #expect(object.model.end == 1_798_135_200 + 3 * 86_400)
        #expect(object.model.selectedField == .end)
    }
}
