/// The comparisons as a table: plain text for the terminal, Markdown for docs/performance.md.
public enum Report {
    static let headers = ["Benchmark", "Figure", "Baseline", "Ratio", "Target", "Met"]

    static func row(_ comparison: Comparison) -> [String] {
        let isSpeed = comparison.unit.contains("per wall")
        let figure = "\(Comparison.format(comparison.subject)) \(comparison.unit)"
        let baseline =
            isSpeed ? comparison.baselineLabel : "\(Comparison.format(comparison.baseline)) \(comparison.unit)"
        return [
            comparison.name, figure, baseline, "\(Comparison.format(comparison.ratio))×",
            comparison.targetText, comparison.verdict,
        ]
    }

    public static func text(_ comparisons: [Comparison]) -> String {
        let rows = [headers] + comparisons.map(row)
        var widths = [Int](repeating: 0, count: headers.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            lines.append(cells.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        for comparison in comparisons {
            lines.append("")
            lines.append("\(comparison.name): \(comparison.subjectLabel), against \(comparison.baselineLabel).")
            for note in comparison.notes { lines.append("  \(note)") }
        }
        return lines.joined(separator: "\n")
    }

    public static func markdown(_ comparisons: [Comparison]) -> String {
        var lines = [
            "| " + headers.joined(separator: " | ") + " |",
            "|" + headers.map { _ in "---" }.joined(separator: "|") + "|",
        ]
        for comparison in comparisons {
            var cells = row(comparison)
            if comparison.isMet == false { cells[5] = "**NOT met**" }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
