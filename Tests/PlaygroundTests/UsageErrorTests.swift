import Foundation
import Testing

/// Bad options are usage errors: exit status 64, a message naming the option, the usage line,
/// and the script never runs.
struct UsageCase: Sendable, CustomTestStringConvertible {
    var options: [String]
    /// Standard error must contain this.
    var message: String
    /// Standard error must not contain this (a misleading phrasing).
    var misleading: String? = nil
    var testDescription: String { options.joined(separator: " ") }
}

private let usageCases: [UsageCase] = [
    UsageCase(options: ["--timeout", "0"], message: "--timeout must be a positive number of seconds"),
    // "-1" is the option's value, not a missing one.
    UsageCase(
        options: ["--timeout", "-1"], message: "--timeout must be a positive number of seconds",
        misleading: "Missing value"),
    UsageCase(options: ["--timeout=-1"], message: "--timeout must be a positive number of seconds"),
    UsageCase(options: ["--timeout", "nan"], message: "--timeout must be a positive number of seconds"),
    UsageCase(options: ["--timeout", "soon"], message: "The value 'soon' is invalid for '--timeout <seconds>'"),
    // 0 is refused, so the message must not say the limit may be anything "between 0 and …".
    UsageCase(options: ["--memory", "0"], message: "--memory must be", misleading: "between 0 and"),
    UsageCase(options: ["--memory", "2000000"], message: "--memory must be"),
    UsageCase(options: ["--instructions", "0"], message: "--instructions must be a positive count, not 0"),
    UsageCase(options: ["--duration=-1"], message: "--duration must be a number of seconds ≥ 0"),
    UsageCase(
        options: ["--now", "yesterday"],
        message: "--now must be an ISO 8601 date-time with a time zone, such as 2026-12-24T18:00:00Z, not 'yesterday' "
            + "(expected a four-digit year, as in 2026-12-24T18:00:00Z, found 'yesterday')"),
    UsageCase(
        options: ["--now", "2026-12-24T18:00:00"],
        message: "not '2026-12-24T18:00:00' (missing time zone: end with Z for UTC or an offset such as +01:00)"),
    UsageCase(
        options: ["--now", "2026-02-30T00:00:00Z"],
        message: "not '2026-02-30T00:00:00Z' (day 30 is out of range for 2026-02 (01–28))"),
    UsageCase(
        options: ["--now", "2026-12-24T18:00:00Zjunk"],
        message: "not '2026-12-24T18:00:00Zjunk' (unexpected 'junk' after the time zone)"),
    UsageCase(
        options: ["--now", "2026-12-24T18:00:00." + String(repeating: "1", count: 40) + "+01:00x"],
        message: "(unexpected 'x' after the time zone)"),
    UsageCase(options: ["--memory", "1e-300"], message: "--memory 1e-300 is less than one byte"),
    UsageCase(options: ["--seed", "many"], message: "The value 'many' is invalid for '--seed <integer>'"),
    UsageCase(options: ["--frobnicate"], message: "Unknown option '--frobnicate'"),
]

@Test(arguments: usageCases)
func badOptionIsAUsageError(_ usage: UsageCase) throws {
    let result = try ScriptFixture.run("print('the script ran')\n", options: usage.options)
    #expect(result.status == 64, "\(result.summary)")
    #expect(result.standardOutput.isEmpty, "\(result.summary)")
    #expect(result.standardError.contains(usage.message), "\(result.summary)")
    if let misleading = usage.misleading {
        #expect(!result.standardError.contains(misleading), "\(result.summary)")
    }
    #expect(result.standardError.contains("Usage: playground run [<options>] [<script>]"))
}

@Test func validLimitsAreAccepted() throws {
    let result = try ScriptFixture.run(
        "print('the script ran')\n",
        options: [
            "--timeout", "0.25", "--memory", "1.5", "--instructions", "1000000", "--duration", "0",
            "--now", "2026-12-24T18:00:00.5+01:00", "--seed", "3",
        ])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "the script ran\n")
}

@Test func negativeSeedIsAnIntegerNotAnOption() throws {
    // --seed takes any integer; "-3" is its value, as "--seed=-3" already shows.
    let fixture = try ScriptFixture("print(math.random(1, 1000000))\n")
    defer { fixture.remove() }
    let spaced = try fixture.run(options: ["--seed", "-3"])
    let joined = try fixture.run(options: ["--seed=-3"])
    #expect(joined.status == 0, "\(joined.summary)")
    #expect(spaced.status == 0, "\(spaced.summary)")
    #expect(spaced.standardOutput == joined.standardOutput)
}
