import Foundation
import Geometry
import Testing

@testable import Rendering

/// The outlines of `DrawingPath+Shapes.swift`, as SVG path data.
private enum Shapes {
    static func wedge(center: Point, radius: Double, innerRadius: Double = 0, from: Double, to: Double) -> String {
        SVGPath.data(DrawingPath.wedge(center: center, radius: radius, innerRadius: innerRadius, from: from, to: to))
    }

    static func ring(center: Point, radius: Double, innerRadius: Double) -> String {
        SVGPath.data(DrawingPath.ring(center: center, radius: radius, innerRadius: innerRadius))
    }

    static func arc(center: Point, radius: Double, from: Double, sweep: Double) -> String? {
        DrawingPath.arc(center: center, radius: radius, from: from, sweep: sweep).map(SVGPath.data)
    }
}

@Suite struct SVGPathTests {
    @Test func wedgesAreArcsBackToTheCentreOrAlongTheHole() {
        #expect(
            Shapes.wedge(center: Point(x: 10, y: 10), radius: 5, from: 0, to: Double.pi / 2)
                == "M 15 10 A 5 5 0 0 1 10 15 L 10 10 Z")
        #expect(
            Shapes.wedge(center: Point(x: 0, y: 0), radius: 2, innerRadius: 1, from: 0, to: Double.pi)
                == "M 2 0 A 2 2 0 0 1 -2 0 L -1 0 A 1 1 0 0 0 1 0 Z")
        // More than half a turn takes the large arc.
        #expect(
            Shapes.wedge(center: Point(x: 0, y: 0), radius: 1, from: 0, to: 1.5 * Double.pi)
                == "M 1 0 A 1 1 0 1 1 0 -1 L 0 0 Z")
    }

    @Test func aWholeTurnIsARingOfHalfArcs() {
        let ring = "M -2 0 A 2 2 0 1 1 2 0 A 2 2 0 1 1 -2 0 Z M -1 0 A 1 1 0 1 1 1 0 A 1 1 0 1 1 -1 0 Z"
        #expect(Shapes.ring(center: Point(x: 0, y: 0), radius: 2, innerRadius: 1) == ring)
        #expect(
            Shapes.wedge(center: Point(x: 0, y: 0), radius: 2, innerRadius: 1, from: 1, to: 1 + 2 * Double.pi) == ring)
        #expect(
            Shapes.ring(center: Point(x: 0, y: 0), radius: 2, innerRadius: 0)
                == "M -2 0 A 2 2 0 1 1 2 0 A 2 2 0 1 1 -2 0 Z")
    }

    @Test func arcsAreOpenAndNilWhenTooSmall() {
        #expect(
            Shapes.arc(center: Point(x: 0, y: 0), radius: 1, from: 0, sweep: Double.pi / 2) == "M 1 0 A 1 1 0 0 1 0 1")
        #expect(
            Shapes.arc(center: Point(x: 0, y: 0), radius: 1, from: 0, sweep: 2 * Double.pi)
                == "M 1 0 A 1 1 0 1 1 -1 0 A 1 1 0 1 1 1 0")
        #expect(Shapes.arc(center: Point(x: 0, y: 0), radius: 1, from: 0, sweep: 0) == nil)
        #expect(Shapes.arc(center: Point(x: 0, y: 0), radius: 1, from: 0, sweep: .nan) == nil)
    }

    @Test func polygonsAreClosedAndEmptyWithoutPoints() {
        #expect(
            SVGPath.data(.polygon([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)])) == "M 0 0 L 1 0 L 0 1 Z")
        #expect(SVGPath.data(.polygon([])) == "")
    }

    @Test func pairsAreTwoNumbers() {
        #expect(SVGPath.pair(Point(x: 1.5, y: -0.25)) == "1.5 -0.25")
    }
}
