import Geometry
import Models
import Testing

@testable import Rendering

@Suite struct ViewDrawingTests {
    static func view(
        center: Point = Point(x: 100, y: 80), size: Size = Size(width: 80, height: 40),
        transform: AffineTransform = .identity, face: TransitionState<String> = .resting(on: "front"),
        alpha: Double = 1, hidden: Bool = false
    ) -> ViewAppearance {
        ViewAppearance(
            alpha: alpha, center: center, size: size, color: HSBColor(hue: 0.3, saturation: 0.6, brightness: 0.8),
            transform: transform, face: face, isHidden: hidden)
    }

    static func transitioning(_ kind: TransitionKind, progress: Double) -> TransitionState<String> {
        TransitionState(
            outgoing: "front", incoming: "back", frame: kind.frame(progress: progress), kind: kind,
            transitionID: nil)
    }

    /// The view's group: the one element it appends.
    static func group(of view: ViewAppearance) throws -> DrawingGroup {
        var drawing = Drawing()
        ViewDrawing(view).draw(into: &drawing)
        #expect(drawing.elements.count == 1)
        guard case .group(let group) = drawing.elements.first else { throw Failure() }
        return group
    }

    struct Failure: Error {}

    @Test func aViewIsDrawnAtItsCentreInTheScreensCoordinates() throws {
        let moved = try Self.group(of: Self.view(center: Point(x: 210, y: 35)))
        #expect(moved.transform?.steps.first == .translate(x: 210, y: 35))
        let other = try Self.group(of: Self.view(center: Point(x: 20, y: 300)))
        #expect(other.transform?.steps.first == .translate(x: 20, y: 300))
    }

    @Test func theTransformTurnsTheViewAboutItsCentre() throws {
        let quarter = AffineTransform(rotationAngle: .degrees(90))
        let group = try Self.group(of: Self.view(transform: quarter))
        #expect(group.transform?.steps == [.translate(x: 100, y: 80), .matrix(quarter)])
        let frame = ViewDrawing(Self.view(transform: quarter)).frame
        #expect(abs(frame.minX - 80) < 1e-9 && abs(frame.minY - 40) < 1e-9)
        #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 80) < 1e-9)
    }

    @Test func theAlphaFadesTheWholeView() throws {
        #expect(try Self.group(of: Self.view(alpha: 0.25)).opacity == 0.25)
        #expect(try Self.group(of: Self.view(alpha: 1)).opacity == nil)
        #expect(try Self.group(of: Self.view(alpha: .nan)).opacity == 0)
    }

    @Test func aFlipSqueezesTheShownFaceAcrossItsAxis() throws {
        let group = try Self.group(of: Self.view(face: Self.transitioning(.flipFromLeft, progress: 0.3)))
        let faces = group.elements.compactMap { element -> DrawingGroup? in
            if case .group(let face) = element { face } else { nil }
        }
        #expect(faces.count == 1)
        guard case .scaleAxes(let x, let y)? = faces.first?.transform?.steps.first else {
            Issue.record("the face is not squeezed")
            return
        }
        #expect(x > 0 && x < 1)
        #expect(y == 1)
    }

    @Test func aCrossDissolveBlendsBothFaces() throws {
        let group = try Self.group(of: Self.view(face: Self.transitioning(.crossDissolve, progress: 0.25)))
        let opacities = group.elements.compactMap { element -> Double? in
            if case .group(let face) = element { face.opacity ?? 1 } else { nil }
        }
        #expect(opacities.count == 2)
        #expect(abs(opacities.reduce(0, +) - 1) < 1e-9)
        #expect(opacities[0] > opacities[1])
    }

    @Test func aCurlLaysOneFaceFlatAndFoldsTheOtherBack() throws {
        let group = try Self.group(of: Self.view(face: Self.transitioning(.curlUp, progress: 0.4)))
        let clips = group.elements.compactMap { element -> DrawingClip? in
            if case .group(let inner) = element { inner.clip } else { nil }
        }
        // The part of the curling face still flat, and the flap cut at the view's edges.
        #expect(clips.contains { if case .path = $0 { true } else { false } })
        #expect(clips.contains(.rect(Rect(x: -40, y: -20, width: 80, height: 40), radius: nil)))
        let svg = ViewScreenDrawing([Self.view(face: Self.transitioning(.curlUp, progress: 0.4))]).svg().document()
        #expect(svg.contains("#e8e2d0"))
        let down = ViewScreenDrawing([Self.view(face: Self.transitioning(.curlDown, progress: 0.6))]).svg().document()
        #expect(down.contains("#e8e2d0"))
    }

    @Test func aHiddenViewIsADashedOutline() throws {
        let group = try Self.group(of: Self.view(hidden: true))
        #expect(group.elements.count == 1)
        guard case .rect(_, _, let style) = group.elements.first else {
            Issue.record("no outline")
            return
        }
        #expect(style.dash == [4, 3])
        #expect(style.fill == "none")
    }

    @Test func nonFiniteNumbersDrawNeitherNaNNorInfinity() {
        let wild = Self.view(
            center: Point(x: .nan, y: .infinity), size: Size(width: .infinity, height: -30),
            transform: AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let svg = ViewScreenDrawing([wild]).svg().document()
        #expect(!svg.lowercased().contains("nan"))
        #expect(!svg.lowercased().contains("inf"))
        #expect(ViewDrawing(wild).size == Size(width: 0, height: 30))
    }

    @Test func theTextLineSaysWhatTheFaceIsDoing() {
        func line(_ face: TransitionState<String>) -> String {
            ViewDrawing(Self.view(face: face)).textLines().joined()
        }
        #expect(line(Self.transitioning(.flipFromTop, progress: 0.5)).hasSuffix("(flipping)"))
        #expect(line(Self.transitioning(.curlDown, progress: 0.5)).hasSuffix("(curling)"))
        #expect(line(Self.transitioning(.crossDissolve, progress: 0.5)).hasSuffix("(dissolving)"))
        #expect(line(.resting(on: "back")) == "(100.0, 80.0) 80.0×40.0 α 1.00 face back")
    }
}
