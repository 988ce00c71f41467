import Geometry

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The transitions of UIKit's `transitionWithView:duration:options:…`, each a function from
/// progress to the geometry of both faces (a ``TransitionFrame``).
///
/// Conventions, for progress p in [0, 1] (see ``frame(progress:)``):
///
/// - every kind shows the outgoing face at p = 0 and only the incoming face, flat and at full
///   size, at p = 1; ``TransitionFrame/face`` is the face covering most of the view, which is the
///   outgoing face for p < 0.5 and the incoming face from p = 0.5 on;
/// - flips turn the view half a turn about its vertical axis (from left, from right) or its
///   horizontal axis (from top, from bottom). The outgoing face turns from 0 to a quarter turn
///   over the first half, so its scale across the axis goes 1 → 0 as |cos(π·p)|; the incoming
///   face turns the last quarter over the second half, its scale going 0 → 1. From left
///   brings the left edge towards the viewer, from top the top edge; their
///   ``TransitionFrame/rotation`` is positive, from right and from bottom negative;
/// - curl up lifts the outgoing face away from the bottom edge upwards like a calendar page,
///   its ``TransitionFrame/curl`` going 0 → 1 and revealing the incoming face beneath; curl
///   down lays the incoming face down over the outgoing one from the top, its curl going
///   1 → 0;
/// - cross dissolve fades the outgoing face out (opacity 1 − p) and the incoming face in (p).
///
/// The raw values are the names scripts use, UIKit's option names without the prefix.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    /// Half a turn about the vertical axis, left edge forward.
    case flipFromLeft
    /// Half a turn about the vertical axis, right edge forward.
    case flipFromRight
    /// Half a turn about the horizontal axis, top edge forward.
    case flipFromTop
    /// Half a turn about the horizontal axis, bottom edge forward.
    case flipFromBottom
    /// The outgoing face curls up and away like a calendar page.
    case curlUp
    /// The incoming face curls down from the top over the outgoing one.
    case curlDown
    /// The outgoing face fades out as the incoming one fades in.
    case crossDissolve

    /// The names ``init(named:)`` accepts, in declaration order.
    public static let names = allCases.map(\.rawValue)

    /// The kind with this name, for scripts: `"flipFromLeft"`, `"flipFromRight"`,
    /// `"flipFromTop"`, `"flipFromBottom"`, `"curlUp"`, `"curlDown"`, `"crossDissolve"`.
    /// Names are case-sensitive, as UIKit's constants are.
    ///
    /// - Throws: ``AnimationError/unknownTransitionKind(_:)``, whose description lists ``names``.
    public init(named name: String) throws(AnimationError) {
        guard let kind = TransitionKind(rawValue: name) else { throw .unknownTransitionKind(name) }
        self = kind
    }

    /// The geometry of both faces at `progress`, clamped to [0, 1] (NaN counts as 0): see the
    /// conventions above.
    public func frame(progress: Double) -> TransitionFrame {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let face: TransitionFace = p < 0.5 ? .outgoing : .incoming
        switch self {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let sign: Double = self == .flipFromLeft || self == .flipFromTop ? 1 : -1
            // The shown face's turn away from facing the viewer: the outgoing face at π·p, the
            // incoming one (the other side of the card) at π·(p − 1).
            let turn = face == .outgoing ? Double.pi * p : Double.pi * (p - 1)
            // |cos(π·p)| written as sin(π·|p − ½|), which is exactly 0 at p = ½ and exactly
            // 1 at both ends, where cos(π/2) would leave 6e-17.
            let scale = sin(Double.pi * abs(p - 0.5))
            let isVertical = self == .flipFromLeft || self == .flipFromRight
            return TransitionFrame(
                progress: p,
                face: face,
                xScale: isVertical ? scale : 1,
                yScale: isVertical ? 1 : scale,
                rotation: Angle(radians: sign * turn),
                curl: 0,
                curlingFace: nil,
                outgoingOpacity: face == .outgoing ? 1 : 0,
                incomingOpacity: face == .incoming ? 1 : 0
            )
        case .curlUp, .curlDown:
            // A face shows wherever it is not covered: the outgoing one until it has curled
            // right away (or been covered), the incoming one as soon as any of it shows.
            return TransitionFrame(
                progress: p,
                face: face,
                xScale: 1,
                yScale: 1,
                rotation: .zero,
                curl: self == .curlUp ? p : 1 - p,
                curlingFace: self == .curlUp ? .outgoing : .incoming,
                outgoingOpacity: p < 1 ? 1 : 0,
                incomingOpacity: p > 0 ? 1 : 0
            )
        case .crossDissolve:
            return TransitionFrame(
                progress: p,
                face: face,
                xScale: 1,
                yScale: 1,
                rotation: .zero,
                curl: 0,
                curlingFace: nil,
                outgoingOpacity: 1 - p,
                incomingOpacity: p
            )
        }
    }
}
