/// An observer closure with the token that removes it.
///
/// The closure is `@Sendable` so that the stack stays `Sendable` (models holding a stack can cross
/// actors) without warnings under strict concurrency.
@usableFromInline
struct ObserverRegistration: Sendable {
    /// The token handed back by `addObserver`.
    @usableFromInline
    let token: ObserverToken
    /// The closure to call with each event.
    @usableFromInline
    let handler: @Sendable (UndoEvent) -> Void
}
