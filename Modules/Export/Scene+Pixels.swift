import Rendering

extension Scene {
    /// ``Scene/background`` as the rasteriser takes it, 0xRRGGBB: what an export paints where a
    /// scene smaller than its pictures leaves room.
    public static let backgroundPixel = UInt32(background.dropFirst(), radix: 16) ?? 0xFFFFFF
}
