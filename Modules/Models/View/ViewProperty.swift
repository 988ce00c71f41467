/// The animatable properties of an ``AnimatedView``: the transform's parts (rotation, scale,
/// translation) are one property, animated through its decomposition, and the face is changed
/// by transitions.
public enum ViewProperty: String, CaseIterable, Sendable, Hashable {
    case alpha, center, size, color, transform, face
}
