/// A benchmark that could not run: its set-up failed, a script raised, a program was missing.
public struct BenchmarkError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
