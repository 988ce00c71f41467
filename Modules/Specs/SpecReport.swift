import Foundation
import Rendering

/// The results of a `playground test` run, written for a person (the default), as TAP, or as
/// JUnit XML for CI servers.
public struct SpecReport: Sendable {
    public let files: [FileResult]

    public init(files: [FileResult]) {
        self.files = files
    }

    public struct Totals: Sendable, Hashable {
        public var passed = 0
        public var failed = 0
        public var errors = 0
        public var pending = 0
        public var skipped = 0
    }

    public var totals: Totals {
        var totals = Totals()
        for file in files {
            if file.failure != nil { totals.errors += 1 }
            for result in file.results {
                switch result.outcome {
                case .passed: totals.passed += 1
                case .failed: totals.failed += 1
                case .error: totals.errors += 1
                case .pending: totals.pending += 1
                case .skipped: totals.skipped += 1
                }
            }
        }
        return totals
    }

    /// Whether every test passed (pending and skipped ones aside) and every file was planned.
    public var succeeded: Bool {
        let totals = totals
        return totals.failed == 0 && totals.errors == 0
    }

    // MARK: For a person

    /// A line per failure with where, the message and the traceback; a line per pending test;
    /// totals last: "3 passed, 1 failed, 0 errors, 1 pending, 2 skipped".
    public var human: String {
        var lines: [String] = []
        for file in files {
            if let failure = file.failure {
                lines.append("\(file.path): error outside any test: \(failure)")
                lines.append("")
            }
            for result in file.results {
                let place = "\(file.path):\(result.test.line)"
                switch result.outcome {
                case .failed(let message, let traceback), .error(let message, let traceback):
                    let kind = result.outcome.isError ? "error" : "failed"
                    lines.append("\(kind): \(result.test.name) (\(place))")
                    lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                    if !traceback.isEmpty {
                        lines += traceback.split(separator: "\n").map { "  " + $0 }
                    }
                    lines.append("")
                case .pending(let reason):
                    lines.append("pending: \(result.test.name) (\(place))" + (reason.isEmpty ? "" : ": \(reason)"))
                case .passed, .skipped:
                    break
                }
                lines += result.notes.map { "\($0) (\(result.test.name))" }
            }
            lines += file.notes.map { "\($0) (\(file.path))" }
        }
        let totals = totals
        lines.append(
            "\(totals.passed) passed, \(totals.failed) failed, \(totals.errors) error\(totals.errors == 1 ? "" : "s"), "
                + "\(totals.pending) pending, \(totals.skipped) skipped")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: TAP

    /// The Test Anything Protocol, version 13: a plan, a line per test (pending ones as TODO,
    /// skipped ones as SKIP), the message and traceback of a failure as YAML.
    public var tap: String {
        var lines = ["TAP version 13"]
        var number = 0
        var body: [String] = []
        for file in files {
            if let failure = file.failure {
                number += 1
                body.append("not ok \(number) - \(file.path): error outside any test")
                body += yaml(message: failure, traceback: "", at: file.path)
            }
            for result in file.results {
                number += 1
                let name = Self.oneLine(result.test.name)
                switch result.outcome {
                case .passed: body.append("ok \(number) - \(name)")
                case .skipped: body.append("ok \(number) - \(name) # SKIP left out by --filter or --tags")
                case .pending(let reason):
                    body.append(
                        "not ok \(number) - \(name) # TODO \(Self.oneLine(reason.isEmpty ? "pending" : reason))")
                case .failed(let message, let traceback), .error(let message, let traceback):
                    body.append("not ok \(number) - \(name)")
                    body += yaml(message: message, traceback: traceback, at: "\(file.path):\(result.test.line)")
                }
                body += result.notes.map { "# " + Self.oneLine($0) }
            }
        }
        lines.append("1..\(number)")
        return (lines + body).joined(separator: "\n") + "\n"
    }

    private func yaml(message: String, traceback: String, at place: String) -> [String] {
        var lines = ["  ---", "  at: \(Self.oneLine(place))", "  message: |"]
        lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        if !traceback.isEmpty {
            lines.append("  traceback: |")
            lines += traceback.split(separator: "\n").map { "    " + $0 }
        }
        lines.append("  ...")
        return lines
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "#", with: "\\#")
    }

    // MARK: JUnit

    /// JUnit XML as GitHub's and GitLab's test reports read it: a testsuite per file, a testcase
    /// per test with its failure, error or skipped element.
    public var junit: String {
        let totals = totals
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"playground test\" tests=\"\(files.reduce(0) { $0 + $1.results.count })\" "
                + "failures=\"\(totals.failed)\" errors=\"\(totals.errors)\" skipped=\"\(totals.pending + totals.skipped)\">",
        ]
        for file in files {
            let failed = file.results.filter { if case .failed = $0.outcome { true } else { false } }.count
            let errors = file.results.filter(\.outcome.isError).count + (file.failure == nil ? 0 : 1)
            let skipped = file.results.filter { !$0.outcome.fails && $0.outcome != .passed }.count
            let time = file.results.reduce(0) { $0 + $1.seconds }
            lines.append(
                "  <testsuite name=\"\(Self.xml(file.path))\" tests=\"\(file.results.count)\" failures=\"\(failed)\" "
                    + "errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(Self.seconds(time))\">")
            if let failure = file.failure {
                lines.append("    <testcase name=\"(file)\" classname=\"\(Self.xml(file.path))\" time=\"0\">")
                lines.append("      <error message=\"error outside any test\">\(Self.xml(failure))</error>")
                lines.append("    </testcase>")
            }
            for result in file.results {
                let opening =
                    "    <testcase name=\"\(Self.xml(result.test.name))\" classname=\"\(Self.xml(file.path))\" "
                    + "file=\"\(Self.xml(file.path))\" line=\"\(result.test.line)\" time=\"\(Self.seconds(result.seconds))\""
                switch result.outcome {
                case .passed:
                    lines.append(opening + "/>")
                case .skipped:
                    lines += [
                        opening + ">", "      <skipped message=\"left out by --filter or --tags\"/>", "    </testcase>",
                    ]
                case .pending(let reason):
                    lines += [
                        opening + ">", "      <skipped message=\"\(Self.xml(reason.isEmpty ? "pending" : reason))\"/>",
                        "    </testcase>",
                    ]
                case .failed(let message, let traceback), .error(let message, let traceback):
                    let element = result.outcome.isError ? "error" : "failure"
                    let first = message.split(separator: "\n").first.map(String.init) ?? ""
                    lines += [
                        opening + ">",
                        "      <\(element) message=\"\(Self.xml(first))\">\(Self.xml(message + "\n" + traceback))</\(element)>",
                        "    </testcase>",
                    ]
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` escaped for XML, as an SVG's text is (the five special characters as entities,
    /// the characters XML 1.0 forbids as U+FFFD).
    static func xml(_ text: String) -> String {
        SVGText.escaped(text)
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}

extension TestOutcome {
    /// Whether a hook, not the test, failed.
    var isError: Bool {
        if case .error = self { true } else { false }
    }
}
