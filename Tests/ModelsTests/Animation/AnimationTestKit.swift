import Models

/// Helpers shared by the animation tests, in a namespace so that they cannot clash with other
/// models' test helpers in the same target.
enum AnimationTestKit {
    /// Whether two doubles agree to within an absolute tolerance. NaN never agrees.
    static func isClose(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(actual - expected) <= tolerance
    }

    /// The animation error `body` throws, or `nil`. Errors carrying NaN are not equal to
    /// themselves, so tests compare such errors by description.
    static func error(_ body: () throws -> Void) -> AnimationError? {
        do {
            try body()
            return nil
        } catch {
            return error as? AnimationError
        }
    }

    /// The model's seeded generator (Steele, Lea and Flood's SplitMix64), so randomized tests
    /// are reproducible run after run.
    typealias Random = SplitMix64
}
