/// The version `playground --version` prints.
enum PlaygroundVersion {
    static let current = "0.1.0"
}
