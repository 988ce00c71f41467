/// How many changes each of a view's timelines had when its completions were read, so that
/// what was read, and only that, is forgotten once delivered.
struct ViewRevisions {
    let alpha, center, size, color, transform, faces: Int
}
