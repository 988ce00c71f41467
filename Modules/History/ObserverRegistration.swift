/// An observer closure with the token that removes it.
///
/// The closure is `@Sendable` so that the stack stays `Sendable` (models holding a stack can cross
/// actors) without warnings under strict concurrency.
struct ObserverRegistration: Sendable {
    /// The token handed back by `addObserver`.
    let token: ObserverToken
    /// The closure to call with each event.
    let handler: @Sendable (UndoEvent) -> Void
}
