import Foundation
import Testing

/// A fast, seeded random-program run over every bound control (the long runs belong to
/// `make fuzz`): junk arguments to every method and field, callbacks that raise, the clock
/// advancing, undo, controls dropped and collected. The process must end normally.
@Test(arguments: [1, 2, 3])
func randomCallsOnEveryControlNeverCrash(seed: Int) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/api_fuzz.lua").path
    let result = try PlaygroundProcess.run(["run", "--timeout", "60", script, String(seed), "1500"], killAfter: 90)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput.hasPrefix("calls\t1500\terrors\t"), "\(result.summary)")
    #expect(!result.standardError.contains("Fatal error"), "\(result.summary)")
}
