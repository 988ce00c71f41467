/// Helper for commands focused on an optional part of a context (a control that may be gone).
extension Optional {
    /// Mutates the wrapped value in place when there is one; does nothing for `nil`.
    ///
    /// `self` is set to `nil` while `body` runs so the value is uniquely referenced and a
    /// copy-on-write payload (an array of tiles, say) is not copied. This is how a command focused on
    /// a control that may have been removed from a registry becomes a no-op instead of a trap.
    mutating func modifyWrapped(_ body: (inout Wrapped) -> Void) {
        guard case .some(var wrapped) = self else { return }
        self = nil
        body(&wrapped)
        self = .some(wrapped)
    }
}
