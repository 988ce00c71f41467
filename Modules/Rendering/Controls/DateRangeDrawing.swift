import Geometry
import Models

/// A ``DateRangeEditor``: the start and end dates, the one being edited highlighted, the start
/// in red while it is after the end (the seed's flag; Save is then refused), and the bounds.
///
/// The editor does not depend on time.
public struct DateRangeDrawing: ControlDrawing {
    public static let width = 300.0

    public let editor: DateRangeEditor

    /// The editor as it is.
    public init(_ editor: DateRangeEditor) {
        self.editor = editor
    }

    /// The colour a field's date is written in: red when flagged.
    public func color(of field: DateRangeField) -> String {
        editor.isFlagged(field) ? "#d00000" : "#222222"
    }

    public func draw() -> Drawing {
        let width = Self.width
        var drawing = Drawing()
        let rowHeight = 30.0
        for (row, field) in DateRangeField.allCases.enumerated() {
            let y = 4 + Double(row) * (rowHeight + 4)
            let selected = editor.selectedField == field
            drawing.rect(
                x: 4, y: y, width: width - 8, height: rowHeight, radius: 5,
                fill: selected ? "#dceaff" : "#f7f7f7", stroke: selected ? "#2f6fdf" : "#cccccc",
                strokeWidth: selected ? 2 : 1)
            drawing.text(
                field == .start ? "Start" : "End", x: 14, y: y + 20, size: 13, fill: "#555555", bold: selected)
            drawing.text(
                DateRangeEditor.iso8601(editor.date(of: field)), x: width - 14, y: y + 20, size: 13,
                anchor: .end, fill: color(of: field), bold: editor.isFlagged(field), family: .monospace)
        }
        var notes: [(String, String)] = []
        if !editor.isValid { notes.append(("start is after end: Save refused", "#d00000")) }
        if editor.isSaved {
            notes.append(("saved", "#2e7d32"))
        } else if editor.hasChanges {
            notes.append(("edited", "#666666"))
        }
        let bounds = [
            editor.minimum.map { "min " + DateRangeEditor.iso8601($0) },
            editor.maximum.map { "max " + DateRangeEditor.iso8601($0) },
        ]
        .compactMap { $0 }
        var y = 4 + 2 * (rowHeight + 4) + 12
        for (text, colour) in notes {
            drawing.text(text, x: 8, y: y, size: 11, fill: colour)
            y += 15
        }
        // Room for both notes whether they show or not: the box keeps its height as the range
        // is edited, saved or made invalid.
        y += 15 * Double(2 - notes.count)
        for text in bounds {
            drawing.text(text, x: 8, y: y, size: 10, fill: "#777777", family: .monospace)
            y += 14
        }
        drawing.size = Size(width: width, height: y - 6)
        return drawing
    }

    public func textLines() -> [String] {
        var lines = DateRangeField.allCases.map { field in
            let marker = editor.selectedField == field ? "▸" : " "
            let label = field == .start ? "start" : "end  "
            return "\(marker) \(label) \(DateRangeEditor.iso8601(editor.date(of: field)))"
                + (editor.isFlagged(field) ? "  INVALID (after end)" : "")
        }
        lines.append(editor.isSaved ? "  saved" : editor.hasChanges ? "  edited, not saved" : "  unchanged")
        return lines
    }
}
