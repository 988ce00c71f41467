/// Numbers in messages, as a script's author wrote them: `-1` rather than `-1.0`, `0.5`, `nan`.
public enum NumberText {
    /// A whole number within ±10¹⁵ without a fraction, anything else as Swift prints it.
    public static func plain(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// `number` rounded to `places` decimals (0 to 9), then as ``plain(_:)``: a time summed
    /// in binary reads `37.15`, not `37.14999999999996`.
    public static func plain(_ number: Double, places: Int) -> String {
        let scale = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9][min(max(places, 0), 9)]
        let scaled = number * scale
        guard scaled.isFinite, abs(scaled) < 1e15 else { return plain(number) }
        return plain(scaled.rounded() / scale)
    }
}
