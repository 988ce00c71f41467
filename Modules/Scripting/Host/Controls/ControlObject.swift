/// What every control object is built on: the id the host knows it by, the tether that clears
/// its entry when it is freed, and its model — the one stored value its drawing is made of —
/// whose every change is counted in ``drawnRevision``, whichever path makes it (a binding, the
/// history, an event, the live page). A control declares what it draws by what it keeps in
/// `Model`; nothing else it stores is drawn, so no control counts its changes by hand.
///
/// The model is stored `@exclusivity(unchecked)`: only the thread running the script touches
/// it, and no Lua runs while an access to it is open (bodies read and change the model, then
/// call back into the script), so the run-time check could never fire — and it cost a third of
/// a bound call (`puzzle:tile(1)`, the "Lua → Swift calls" row of `make bench`: 76 of 1,100
/// instructions; 1.03–1.14× with the check left out, 1.23–1.26× with it, against 1.3×).
class ControlObject<Model> {
    /// The id the host registered the control under.
    final var id = 0
    /// Set by ``ControlRegistry/register(_:)`` (see ``ControlRegistry/Entry``).
    final var tether: ControlRegistry.Tether?
    /// How many times ``model`` has changed (see ``ScriptControl/drawnRevision``).
    final private(set) var drawnRevision: UInt64 = 0
    @exclusivity(unchecked) private final var storedModel: Model

    /// What the control draws, and everything its bindings read and change. Every write and
    /// every in-place change counts.
    final var model: Model {
        get { storedModel }
        set {
            storedModel = newValue
            drawnRevision &+= 1
        }
        _modify {
            defer { drawnRevision &+= 1 }
            yield &storedModel
        }
    }

    init(model: Model) {
        storedModel = model
    }

    /// Lends the model in place, without counting a change: for work that leaves what is drawn
    /// as it was, such as a frame filling a cache inside the model.
    final func withModelUncounted<Result>(_ body: (inout Model) -> Result) -> Result {
        body(&storedModel)
    }
}
