/// One of the two faces a transition switches between.
///
/// The seed's flip "shows the front face, then the back face"; here they are named by their
/// role in the transition, because for a memory card turning to show its *front side* that front
/// side is the face coming in. The raw values are the names scripts see.
public enum TransitionFace: String, Sendable, Hashable, CaseIterable {
    /// The face shown when the transition starts (the view being hidden; the spec's front face).
    case outgoing
    /// The face shown when it ends (the view being shown; the spec's back face).
    case incoming
}
