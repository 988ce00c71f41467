import Dispatch
import Foundation
import FuzzHeap
import FuzzSupport
import Scripting

/// A Lua file beside this one, read once.
func source(_ name: String) -> String {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name).path
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("FuzzScripts: cannot read \(path)\n".utf8))
        exit(1)
    }
    return String(decoding: data, as: UTF8.self)
}

/// The generator: a Lua function of the fuzzer's input (program.lua).
let programSource = source("program.lua")
/// The oracles (oracles.lua): followers the generator puts on every wheel, puzzle and odometer it
/// makes, and programs of their own, which it runs for one input in four.
let oraclesSource = source("oracles.lua")

/// The declared classes' names, for the generator: `{{name =, library =, constructs =,
/// options = {…}, methods = {…}, properties = {…}, functions = {…}}, …}`, in the catalog's
/// order, so that a control added to the catalog is fuzzed without touching program.lua.
func catalog() -> LuaValue {
    func names(_ list: [String]) -> LuaValue { .table(LuaTable(sequence: list.map { .string(LuaString($0)) })) }
    return .table(
        LuaTable(
            sequence: declaredClasses.map { declared in
                .table(
                    LuaTable([
                        .string("name"): .string(LuaString(declared.name)),
                        .string("library"): .string(LuaString(declared.library)),
                        .string("constructs"): .boolean(declared.hasConstructor),
                        .string("options"): names(declared.options),
                        .string("methods"): names(declared.methods), .string("properties"): names(declared.properties),
                        .string("functions"): names(declared.functions),
                    ]))
            }))
}

/// Read once: the catalog does not change while the process runs.
let declaredClasses = ScriptHost.declaredClasses

/// The memory limit of each program's host.
let memoryLimit = 64 << 20

/// The wall time after which an input's run is told to stop, as `--timeout` tells a run.
let stopAfter = 5.0
/// How long a stopped run may take to end: what a stop reaches in Swift is polled (every 1,024
/// items of a list, at every firing), so past this something escaped the stop.
let stopGrace = 5.0
/// What the process's heap may hold beyond the memory limit during one input: the heap meter's
/// slack (what Swift allocates in the 10 ms between two readings), AddressSanitizer's own
/// bookkeeping of the blocks, and the 1 MiB a stopped run gets to report (docs/scripting.md).
let heapSlack = 64 << 20

/// One input: a fresh host with limits (64 MiB, 20 million instructions) runs the program the
/// input describes, then its clock as `playground run` does without `--duration`: until nothing
/// is scheduled and every control is at rest, or only endless motion is left. After 5 s of
/// wall time the run is told to stop, as `--timeout 5` would. Lua errors and stops are expected;
/// a crash, a sanitizer report, a hang (libFuzzer's -timeout) or a broken invariant is not:
/// - finite time: the run ends within 5 s of being told to stop (a loop a script controls that
///   does not look at the stop, or work that counts to "forever", never does);
/// - one budget: the process's heap, counted block by block, never holds more than the memory
///   limit plus its slack beyond what it held before the input; Lua's own heap stays within the
///   limit plus 16 MiB;
/// - the clock ends finite, within its limit and not before where the program left it;
/// - a call refused for its arguments leaves the control as it was (checked by the program,
///   reported in FUZZ_BROKEN);
/// - the controls' own invariants, on every program (oracles.lua: an odometer's wheels never run
///   past their digits, a wheel's crossings follow its angle and its landings never speed up, a
///   puzzle's `onmove` reports replay to its board), checked as the program goes and, for a run
///   that was not stopped, once every event has come (FUZZ_CHECK).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScripts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let countsHeap = fuzz_heap_start() != 0
    let heapBefore = fuzz_heap_in_use()
    fuzz_heap_reset_peak()
    let started = DispatchTime.now().uptimeNanoseconds
    // The process runs one host at a time, so the heap meter can count Swift's share, as in
    // `playground`.
    let options = ScriptHost.Options(
        runtime: .init(memoryLimit: memoryLimit, instructionLimit: 20_000_000, countsProcessHeap: true),
        duration: nil, origin: 1_798_135_200, seed: 1)
    guard let host = try? ScriptHost(options: options) else { broken("could not make a host") }
    let watchdog = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "fuzz.watchdog"))
    watchdog.schedule(deadline: .now() + stopAfter)
    watchdog.setEventHandler { [stopHandle = host.runtime.stopHandle] in stopHandle.stop(.timeout) }
    watchdog.resume()
    var afterProgram = 0.0
    do {
        let generator = try host.runtime.execute(programSource, chunkName: "program.lua")
        guard case .function(let program) = generator.first else { broken("program.lua returned no function") }
        guard case .function(let oracles) = try host.runtime.execute(oraclesSource, chunkName: "oracles.lua").first
        else {
            broken("oracles.lua returned no function")
        }
        _ = try? program.call(.string(LuaString(bytes: bytes)), catalog(), .function(oracles))
        afterProgram = host.clock.now
        try? host.runClock(until: nil)
    } catch {
        broken("program.lua failed to load: \(error)")
    }
    watchdog.cancel()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    guard seconds <= stopAfter + stopGrace else {
        broken(
            "the run took \(seconds) s of wall time: told to stop after \(stopAfter) s, it did not end within \(stopGrace) s"
        )
    }
    let now = host.clock.now
    guard now.isFinite, now <= VirtualClock.maximumTime, now >= afterProgram else {
        broken("the clock ended at \(now), after \(afterProgram) when the program returned")
    }
    // Lua's heap may pass the limit only by what a binding pushes before the trampoline raises
    // the memory error, and by the headroom a stopped run gets to report it.
    let memorySlack = 16 << 20
    guard host.runtime.peakMemory <= memoryLimit + memorySlack else {
        broken("Lua's heap reached \(host.runtime.peakMemory) bytes, past the limit of \(memoryLimit) and its slack")
    }
    if countsHeap {
        let grew = fuzz_heap_peak() - heapBefore
        guard grew <= Int64(memoryLimit + heapSlack) else {
            broken(
                "the process's heap grew by \(grew) bytes during one run, past the limit of \(memoryLimit) and its slack of \(heapSlack)"
            )
        }
    }
    let stopped = host.runtime.stopReason != nil
    host.runtime.resetStop()
    if !stopped {
        _ = try? host.runtime.execute(
            "local check = rawget(_G, 'FUZZ_CHECK') if check then check() end", chunkName: "check")
    }
    if case .string(let message)? = (try? host.runtime.execute("return rawget(_G, 'FUZZ_BROKEN')", chunkName: "check"))?
        .first
    {
        broken(message.losslessText)
    }
    return 0
}

/// An invariant broke: say which and stop (libFuzzer saves the input).
func broken(_ what: String) -> Never {
    invariantBroken(harness: "FuzzScripts", what)
}

#if !FUZZING
@main enum Replay {
    static func main() { replayFiles(harness: "FuzzScripts", fuzzScripts) }
}
#endif
