/// Numbers in messages, as a script's author wrote them: `-1` rather than `-1.0`, `0.5`, `nan`.
public enum NumberText {
    /// A whole number within ±10¹⁵ without a fraction, anything else as Swift prints it.
    public static func plain(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}
