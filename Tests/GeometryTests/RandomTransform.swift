import Geometry

/// A transform with random fields of moderate size, for property-style tests. It may be nearly
/// singular; tests that invert it check the determinant first.
func randomTransform(using generator: inout SplitMix64) -> AffineTransform {
    func field() -> Double { Double.random(in: -3...3, using: &generator) }
    return AffineTransform(a: field(), b: field(), c: field(), d: field(), tx: field() * 10, ty: field() * 10)
}
