import Foundation

/// Where a ``FrameAnimator`` gets the bytes of a frame from, by the frame's name.
///
/// The animator does not store a loader: its loading methods take one as a parameter
/// (``FrameAnimator/frame(at:using:)``, ``FrameAnimator/precache(using:)``), so the animator stays
/// a plain `Hashable`, `Sendable` value and a test passes an ``InMemoryFrameLoader`` where an app
/// passes a ``FileFrameLoader``.
///
/// Loaders report failures as ``FrameLoaderError`` values, never by trapping: frame names come
/// from scripts.
public protocol FrameLoader {
    /// The bytes of the frame called `name`.
    ///
    /// - Throws: ``FrameLoaderError`` when there is no such frame or it cannot be read.
    func loadFrame(named name: String) throws(FrameLoaderError) -> Data
}
