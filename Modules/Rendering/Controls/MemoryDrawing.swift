import Foundation
import Geometry
import Models

/// A ``MemoryGame`` at one instant: its cards in a grid, each face up (its picture), face down
/// (the common dot pattern), mid-flip (squeezed across the flip axis by the frame's scale, the
/// face switching halfway), mid-curl (a corner folding back across the card, ``PageCurl``), or
/// vanishing (turning and shrinking about its centre, then gone).
public struct MemoryDrawing: ControlDrawing {
    /// A card's size.
    public static let cardSize = Size(width: 44, height: 58)
    /// The gap between cards and round the grid.
    public static let gap = 8.0

    public let game: MemoryGame
    public let time: Double

    /// The game as it shows at `time`.
    public init(_ game: MemoryGame, at time: Double) {
        self.game = game
        self.time = time
    }

    /// The grid's column count for `cardCount` cards: the smallest square that holds them, so
    /// the book's 16 cards lie 4 × 4.
    public static func columns(forCardCount cardCount: Int) -> Int {
        var columns = 1
        while columns * columns < cardCount { columns += 1 }
        return columns
    }

    /// The centre of card `index` within the drawing.
    public func center(ofCard index: Int) -> Point {
        let columns = Self.columns(forCardCount: game.cards.count)
        let card = Self.cardSize
        let gap = Self.gap
        return Point(
            x: gap + Double(index % columns) * (card.width + gap) + card.width / 2,
            y: gap + Double(index / columns) * (card.height + gap) + card.height / 2)
    }

    public func draw() -> Drawing {
        let columns = Self.columns(forCardCount: game.cards.count)
        let rows = (game.cards.count + columns - 1) / columns
        let card = Self.cardSize
        let gap = Self.gap
        let size = Size(
            width: gap + Double(columns) * (card.width + gap),
            height: gap + Double(max(rows, 1)) * (card.height + gap) + 16)
        var drawing = Drawing(size: size)
        drawing.rect(x: 0, y: 0, width: size.width, height: size.height, radius: 6, fill: "#2f6e3b")
        for state in game.cardStates(at: time) {
            let center = center(ofCard: state.index)
            // The empty place a vanished card leaves.
            drawing.rect(
                x: center.x - card.width / 2, y: center.y - card.height / 2, width: card.width,
                height: card.height, radius: 4, fill: "none", stroke: "#4f8f5b", strokeWidth: 1, dash: [3, 3])
            guard state.isVisible else { continue }
            drawCard(state, at: center, into: &drawing)
        }
        drawing.text(
            "\(game.matchCount)/\(game.pairCount) pairs · \(game.moveCount) moves" + (game.isSolved ? " · solved" : ""),
            x: gap, y: size.height - 7, size: 11, fill: "#e8f5e9")
        return drawing
    }

    private func drawCard(_ state: MemoryCardState, at center: Point, into drawing: inout Drawing) {
        let frame = state.frame
        let transition = state.transition
        var placement = DrawingTransform.translate(center.x, center.y)
        if !state.transform.isIdentity { placement.steps.append(.matrix(state.transform)) }
        drawing.group(transform: placement) { group in
            if let curling = frame.curlingFace {
                // The face lying flat underneath, whole; then the curling face over the part
                // still flat, and the lifted corner folded back over it, showing the card's
                // paper back, with the fold's shadow (PageCurl has the geometry).
                let flat: MemoryCardSide = curling == .outgoing ? transition.incoming : transition.outgoing
                let curlingSide: MemoryCardSide = curling == .outgoing ? transition.outgoing : transition.incoming
                drawFace(flat, face: state.face, into: &group)
                let page = PageCurl(size: Self.cardSize, curl: frame.curl)
                if page.flat.count >= 3 {
                    group.group(clip: .path(.polygon(page.flat))) { clipped in
                        drawFace(curlingSide, face: state.face, into: &clipped)
                    }
                }
                if page.flap.count >= 3, page.curl > 0, page.curl < 1 {
                    let card = Rect(
                        x: -Self.cardSize.width / 2, y: -Self.cardSize.height / 2, width: Self.cardSize.width,
                        height: Self.cardSize.height)
                    group.group(clip: .rect(card, radius: 4)) { flap in
                        flap.path(
                            .polygon(page.flap),
                            style: DrawingStyle(fill: "#e8e2d0", stroke: "#8a8370", strokeWidth: 0.8))
                    }
                    if let fold = page.fold {
                        group.line(from: fold.start, to: fold.end, stroke: "#5a5446", width: 1.2)
                    }
                }
            } else {
                // Flips show one face, squeezed across the flip axis; a cross dissolve shows both,
                // each with its opacity.
                for (side, opacity) in [
                    (transition.outgoing, frame.outgoingOpacity), (transition.incoming, frame.incomingOpacity),
                ]
                where opacity > 0 {
                    let squeeze =
                        frame.xScale != 1 || frame.yScale != 1
                        ? DrawingTransform([.scaleAxes(x: max(frame.xScale, 0.001), y: max(frame.yScale, 0.001))])
                        : nil
                    group.group(transform: squeeze, opacity: opacity < 1 ? opacity : nil) { face in
                        drawFace(side, face: state.face, into: &face)
                    }
                }
            }
        }
    }

    /// One side of a card centred on the origin.
    private func drawFace(_ side: MemoryCardSide, face: Int, into drawing: inout Drawing) {
        let w = Self.cardSize.width
        let h = Self.cardSize.height
        switch side {
        case .back:
            drawing.rect(
                x: -w / 2, y: -h / 2, width: w, height: h, radius: 4, fill: "#1f4e9c", stroke: "#ffffff",
                strokeWidth: 1.5)
            for row in 0..<5 {
                for column in 0..<3 {
                    drawing.circle(
                        center: Point(x: -w / 2 + 10 + Double(column) * 12, y: -h / 2 + 9 + Double(row) * 10),
                        radius: 2.2, fill: "#9ec1ff")
                }
            }
        case .front:
            drawing.rect(
                x: -w / 2, y: -h / 2, width: w, height: h, radius: 4, fill: "#fffdf5", stroke: "#444444", strokeWidth: 1
            )
            let colour = SVGColor.hex(
                hue: Double(face) / Double(max(game.pairCount, 1)), saturation: 0.8, brightness: 0.85)
            drawing.path(
                Self.symbol(face, radius: 12),
                style: DrawingStyle(fill: colour, stroke: "#333333", strokeWidth: 0.8, transform: .translate(0, -6)))
            drawing.text(String(face + 1), x: 0, y: h / 2 - 6, size: 11, anchor: .middle, fill: "#333333", bold: true)
        }
    }

    /// The picture of pair `face`: a regular polygon with 3 + face % 6 corners, every other
    /// group of six drawn as a star, so pictures differ in shape as well as in colour.
    static func symbol(_ face: Int, radius: Double) -> DrawingPath {
        let corners = 3 + face % 6
        let isStar = (face / 6) % 2 == 1
        let count = isStar ? corners * 2 : corners
        let points = (0..<count).map { k in
            let angle = -Double.pi / 2 + Double(k) * 2 * Double.pi / Double(count)
            let r = isStar && k % 2 == 1 ? radius * 0.45 : radius
            return Point(x: r * cos(angle), y: r * sin(angle))
        }
        return .polygon(points)
    }

    public func textLines() -> [String] {
        let states = game.cardStates(at: time)
        let columns = Self.columns(forCardCount: states.count)
        let width = String(game.pairCount).count
        func pad(_ text: String) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        var lines: [String] = []
        var row: [String] = []
        for state in states {
            let text: String
            if !state.isVisible {
                text = " " + pad("") + " "
            } else if state.isTransitioning || !state.transform.isIdentity {
                // Mid-flip, mid-curl or vanishing: the side covering most of the card, in braces.
                text = "{" + pad(state.shownSide == .front ? String(state.face + 1) : "▒") + "}"
            } else {
                text = state.shownSide == .front ? "[" + pad(String(state.face + 1)) + "]" : "[" + pad("▒") + "]"
            }
            row.append(text)
            if row.count == columns {
                lines.append(row.joined(separator: " "))
                row = []
            }
        }
        if !row.isEmpty { lines.append(row.joined(separator: " ")) }
        lines.append(
            "\(game.matchCount)/\(game.pairCount) pairs, \(game.moveCount) moves" + (game.isSolved ? ", solved" : ""))
        return lines
    }
}

extension MemoryDrawing {
    /// The card whose cell `point` is on (where each card lies at rest); nil between cards.
    public func target(at point: Point) -> SceneTarget? {
        let half = Size(width: Self.cardSize.width / 2, height: Self.cardSize.height / 2)
        return game.cards.indices.first { index in
            let center = center(ofCard: index)
            return abs(point.x - center.x) <= half.width && abs(point.y - center.y) <= half.height
        }.map(SceneTarget.item)
    }
}
