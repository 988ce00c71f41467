import Geometry
import Models
import Testing

@Suite struct WheelSectorTests: WheelTesting {
    @Test func eightSectorsHaveTheSeedsRangesWithSectorFourStraddlingPi() throws {
        let wheel = try makeWheel(sectors: 8)
        let sectors = wheel.sectors
        #expect(sectors.count == 8)
        // The seed's figure: sector 0 from −0.39 to 0.39, then every 0.785 clockwise.
        #expect(approximately(sectors[0].minAngle.radians, -.pi / 8, tolerance: 1e-15))
        #expect(sectors[0].midAngle.radians == 0)
        // Written 0, not −0 (a script printed the first sector's middle as `-0.0`).
        #expect(sectors[0].midAngle.radians.sign == .plus)
        #expect(approximately(sectors[0].maxAngle.radians, .pi / 8, tolerance: 1e-15))
        #expect(approximately(sectors[1].midAngle.radians, -.pi / 4))
        #expect(approximately(sectors[7].midAngle.radians, .pi / 4))
        // The seed's "anomaly": the middle at π, the range reaching past it instead of wrapping.
        #expect(sectors[4].midAngle.radians == .pi)
        #expect(approximately(sectors[4].minAngle.radians, 7 * .pi / 8))
        #expect(approximately(sectors[4].maxAngle.radians, 9 * .pi / 8))
        #expect(sectors.map(\.name) == Array(WheelConfiguration.seedNames.prefix(8)))
        #expect(sectors.map(\.index) == Array(0..<8))
    }

    @Test func threeSectorsHaveTheMiddlesTheSeedLogged() throws {
        let wheel = try makeWheel(sectors: 3)
        let middles = wheel.sectors.map(\.midAngle.radians)
        #expect(approximately(middles[0], 0))
        #expect(approximately(middles[1], -2 * .pi / 3))
        #expect(approximately(middles[2], 2 * .pi / 3))
    }

    @Test func counterClockwiseNumberingMirrorsTheMiddles() throws {
        let wheel = try makeWheel(sectors: 8, numbering: .counterClockwise)
        #expect(approximately(try wheel.sector(1).midAngle.radians, .pi / 4))
        #expect(approximately(try wheel.sector(7).midAngle.radians, -.pi / 4))
        // Counter-clockwise on screen from 9 o'clock is towards 6 o'clock: sector 1 sits below-left, at 3π/4.
        #expect(approximately(try wheel.sector(1).direction.radians, 3 * .pi / 4))
    }

    @Test(arguments: [
        (WheelZeroPosition.left, Double.pi), (.top, -Double.pi / 2), (.right, 0), (.bottom, Double.pi / 2),
        (.angle(.degrees(30)), Double.pi / 6),
    ])
    func sectorZeroPointsAtTheZeroPositionAndTheOthersFollowClockwise(
        zero: WheelZeroPosition, direction: Double
    ) throws {
        let wheel = try makeWheel(sectors: 4, zero: zero)
        let sectors = wheel.sectors
        for sector in sectors {
            let expected = Angle(radians: direction + Double(sector.index) * .pi / 2).normalized.radians
            #expect(approximately(sector.direction.radians, expected), "sector \(sector.index)")
            #expect(sector.direction.radians > -.pi && sector.direction.radians <= .pi)
        }
    }

    @Test func aSectorsLayerIsTheSeedsRotatedLabelAnchoredAtItsRightEdge() throws {
        var configuration = WheelConfiguration(sectorCount: 8)
        configuration.center = Point(x: 100, y: 100)
        let wheel = try RotaryWheel(configuration: configuration)
        let size = Size(width: 100, height: 40)
        for index in 0..<8 {
            let layer = try wheel.sectorLayer(index, size: size, at: 0)
            // The seed: anchor (1, 0.5), position at the centre, rotation 2π/8 × i.
            #expect(layer.anchorPoint == Point(x: 1, y: 0.5))
            #expect(layer.position == Point(x: 100, y: 100))
            let seedTransform = AffineTransform(rotationAngle: .radians(Double(index) * .pi / 4))
            #expect(layer.transform.isApproximatelyEqual(to: seedTransform))
            // The label's far end points in the sector's direction.
            let tip = layer.convertToParent(Point(x: 0, y: 20))
            let direction = try wheel.sector(index).direction
            let expected = PolarCoordinate(radius: 100, angle: direction).point(around: Point(x: 100, y: 100))
            #expect(tip.isApproximatelyEqual(to: expected, tolerance: 1e-9))
        }
    }

    @Test func aSectorsDirectionTurnsWithTheWheel() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.rotate(to: .degrees(90), at: 0)
        #expect(approximately(try wheel.direction(ofSector: 0, at: 1).radians, 1.5 * .pi))
        let layer = try wheel.sectorLayer(0, size: Size(width: 100, height: 40), at: 1)
        #expect(layer.transform.isApproximatelyEqual(to: AffineTransform(rotationAngle: .degrees(90))))
    }

    @Test func unknownSectorsAndBadSizesAreRefused() throws {
        let wheel = try makeWheel(sectors: 8)
        #expect(throws: WheelError.unknownSector(8, sectorCount: 8)) { try wheel.sector(8) }
        #expect(throws: WheelError.unknownSector(-1, sectorCount: 8)) { try wheel.direction(ofSector: -1, at: 0) }
        #expect(throws: WheelError.self) { try wheel.sectorLayer(0, size: Size(width: .nan, height: 1), at: 0) }
        #expect(throws: WheelError.self) { try wheel.sectorLayer(0, size: Size(width: 1, height: -1), at: 0) }
    }
}
