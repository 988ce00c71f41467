import Geometry
import Models

/// One view at one instant, drawn where it lies on its screen (``ViewScreenDrawing``), in the
/// views' own coordinates: a rectangle of its presented size at its presented centre, turned
/// and scaled by its transform about that centre, faded by its alpha, showing its face
/// (``ViewFacePicture``) — or, mid-transition, both faces as the transition places them: a flip
/// squeezes the shown face across the flip axis, a curl lays the face underneath flat and lifts
/// the other away from a corner (``PageCurl``, as a memory card curls), a cross dissolve blends
/// the two. A hidden view is a dashed outline.
public struct ViewDrawing: Sendable {
    public let view: ViewAppearance

    public init(_ view: ViewAppearance) {
        self.view = view
    }

    /// The view's size, each side finite and not negative (what a script cannot draw is 0).
    var size: Size {
        Size(width: Self.finite(view.size.width), height: Self.finite(view.size.height))
    }

    /// The view's transform, or the identity when any of its numbers is not finite.
    var transform: AffineTransform {
        let t = view.transform
        return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) ? t : .identity
    }

    /// The centre, or the origin when it is not finite.
    var center: Point {
        view.center.x.isFinite && view.center.y.isFinite ? view.center : .zero
    }

    private static func finite(_ value: Double) -> Double {
        value.isFinite ? abs(value) : 0
    }

    /// The bounds of the transformed rectangle, in the screen's coordinates.
    public var frame: Rect {
        let w = size.width / 2
        let h = size.height / 2
        let t = transform
        let corners = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        let box = Rect.boundingBox(of: corners.map { $0.applying(t) }) ?? .zero
        return box.offsetBy(dx: center.x, dy: center.y)
    }

    /// Appends the view to `drawing`, whose coordinates are the screen's.
    public func draw(into drawing: inout Drawing) {
        var placement = DrawingTransform.translate(center.x, center.y)
        if !transform.isIdentity { placement.steps.append(.matrix(transform)) }
        let w = size.width
        let h = size.height
        if view.isHidden {
            drawing.group(transform: placement) { outline in
                outline.rect(
                    x: -w / 2, y: -h / 2, width: w, height: h, stroke: "#999999", strokeWidth: 1, dash: [4, 3])
            }
            return
        }
        let alpha = view.alpha.isNaN ? 0 : min(max(view.alpha, 0), 1)
        drawing.group(transform: placement, opacity: alpha < 1 ? alpha : nil) { group in
            if view.face.frame.curlingFace != nil {
                drawCurl(into: &group)
            } else {
                drawFlipOrDissolve(into: &group)
            }
        }
    }

    /// A flip shows one face, squeezed across the flip axis; a cross dissolve both, each with
    /// its opacity; at rest, the face shown.
    private func drawFlipOrDissolve(into group: inout Drawing) {
        let state = view.face
        let frame = state.frame
        let squeeze =
            frame.xScale != 1 || frame.yScale != 1
            ? DrawingTransform([.scaleAxes(x: max(frame.xScale, 0.001), y: max(frame.yScale, 0.001))]) : nil
        for (name, opacity) in [(state.outgoing, frame.outgoingOpacity), (state.incoming, frame.incomingOpacity)]
        where opacity > 0 {
            if squeeze == nil, opacity >= 1 {
                picture(of: name).draw(into: &group)
            } else {
                group.group(transform: squeeze, opacity: opacity < 1 ? opacity : nil) { face in
                    picture(of: name).draw(into: &face)
                }
            }
        }
    }

    /// The face that stays lies flat and whole; the curling face covers it where it still lies
    /// flat, and its lifted part lies folded back over it, showing the paper's back.
    private func drawCurl(into group: inout Drawing) {
        let state = view.face
        let frame = state.frame
        let curlsOutgoing = frame.curlingFace == .outgoing
        picture(of: curlsOutgoing ? state.incoming : state.outgoing).draw(into: &group)
        let page = PageCurl(size: size, curl: frame.curl)
        if page.flat.count >= 3 {
            group.group(clip: .path(.polygon(page.flat))) { flat in
                picture(of: curlsOutgoing ? state.outgoing : state.incoming).draw(into: &flat)
            }
        }
        guard page.flap.count >= 3, page.curl > 0, page.curl < 1 else { return }
        let bounds = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        group.group(clip: .rect(bounds, radius: nil)) { flap in
            flap.path(.polygon(page.flap), style: DrawingStyle(fill: "#e8e2d0", stroke: "#8a8370", strokeWidth: 0.8))
        }
        if let fold = page.fold {
            group.line(from: fold.start, to: fold.end, stroke: "#5a5446", width: 1.2)
        }
    }

    private func picture(of face: String) -> ViewFacePicture {
        ViewFacePicture(name: face, color: view.color, size: size)
    }
}

extension ViewDrawing {
    /// "(x, y) w×h α a": the centre and size to a tenth, the alpha to a hundredth.
    public var caption: String {
        "(" + TextFormat.fixed(view.center.x, 1) + ", " + TextFormat.fixed(view.center.y, 1) + ") "
            + TextFormat.fixed(view.size.width, 1) + "×" + TextFormat.fixed(view.size.height, 1) + " α "
            + TextFormat.fixed(view.alpha, 2)
    }

    /// The caption, the face, the rotation when transformed, and whether it flips, curls,
    /// dissolves or hides.
    public func textLines() -> [String] {
        var line = caption + " face " + TextFormat.name(view.face.shownFace)
        if !view.transform.isIdentity {
            line += " rot " + TextFormat.fixed(view.transform.decomposed().rotation.degrees, 1) + "°"
        }
        switch view.face.kind {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: line += " (flipping)"
        case .curlUp, .curlDown: line += " (curling)"
        case .crossDissolve: line += " (dissolving)"
        case nil: if view.face.isTransitioning { line += " (flipping)" }
        }
        if view.isHidden { line += " hidden" }
        return [line]
    }
}
