import Geometry
import Testing

@testable import Models

@Suite struct WheelSectorLayoutTests: WheelTesting {
    // The selection formula is tested against an independent computation in exact integer
    // arithmetic: an angle of (step/3600 + turn) turns lies at (step·N + 3600·N·turn)/3600 slot
    // widths, so its slot is ⌊(2·(step·N + 3600·N·turn) + 3600) / 7200⌋ with no rounding at all,
    // and the angle is exactly on a boundary when that fraction is whole.

    private let turnsSwept = [-3, -1, 0, 1, 4]

    @Test(arguments: 1...64)
    func everyAngleSelectsTheSectorAnExactIntegerReferenceSelects(count: Int) throws {
        for numbering in WheelNumbering.allCases {
            let wheel = try makeWheel(sectors: count, numbering: numbering)
            var mismatches: [String] = []
            for turn in turnsSwept {
                for step in 0..<3600 {
                    let radians = (Double(step) / 3600 + Double(turn)) * 2 * .pi
                    let numerator = 2 * (step * count + 3600 * count * turn) + 3600
                    let slot = floorDivide(numerator, 7200)
                    let expected = referenceSector(slot: slot, count: count, numbering: numbering)
                    let actual = try wheel.sectorIndex(forAngle: .radians(radians))
                    if numerator % 7200 == 0 {
                        // Exactly on a boundary in exact arithmetic; the double is a rounding of it,
                        // so either neighbour is right. Exact doubles are checked below.
                        let below = referenceSector(slot: slot - 1, count: count, numbering: numbering)
                        if actual != expected && actual != below { mismatches.append("\(turn) \(step): \(actual)") }
                    } else if actual != expected {
                        mismatches.append("\(turn) turns + \(step)/3600: \(actual), expected \(expected)")
                    }
                }
            }
            #expect(mismatches.isEmpty, "N = \(count) \(numbering): \(mismatches.prefix(5))")
        }
    }

    @Test(arguments: 1...64)
    func everyPublishedBoundaryIsTheExactDoubleWhereTheSelectionSwitches(count: Int) throws {
        for numbering in WheelNumbering.allCases {
            let wheel = try makeWheel(sectors: count, numbering: numbering)
            let width = 2 * Double.pi / Double(count)
            for sector in wheel.sectors {
                let previous = try wheel.sectorIndex(forAngle: .radians(sector.minAngle.radians.nextDown))
                let next = try wheel.sectorIndex(forAngle: sector.maxAngle)
                // Half-open: the lower end selects the sector, the upper end the next one.
                #expect(try wheel.sectorIndex(forAngle: sector.minAngle) == sector.index)
                #expect(try wheel.sectorIndex(forAngle: .radians(sector.maxAngle.radians.nextDown)) == sector.index)
                #expect(try wheel.sectorIndex(forAngle: sector.midAngle) == sector.index)
                // Increasing the wheel angle goes down the indices with clockwise numbering.
                let step = numbering == .clockwise ? 1 : -1
                #expect(previous == positiveModulo(sector.index + step, count))
                #expect(next == positiveModulo(sector.index - step, count))
                // The switch is where it should be, to a few ulps, and the range is one width.
                #expect(approximately(sector.minAngle.radians, sector.midAngle.radians - width / 2, tolerance: 1e-14))
                #expect(approximately(sector.maxAngle.radians, sector.midAngle.radians + width / 2, tolerance: 1e-14))
                #expect(sector.midAngle.radians > -.pi && sector.midAngle.radians <= .pi)
            }
        }
    }

    @Test(arguments: 1...64)
    func boundariesSeveralTurnsAwaySwitchOnceBetweenTheRightNeighbours(count: Int) throws {
        let wheel = try makeWheel(sectors: count)
        for sector in wheel.sectors {
            let below = positiveModulo(sector.index + 1, count)
            for turns in [-5.0, -2, 1, 3, 40] {
                let boundary = sector.minAngle.radians + turns * 2 * .pi
                // Within 64 ulps either side of the boundary, one single switch from `below` to
                // the sector.
                var angle = boundary
                for _ in 0..<64 { angle = angle.nextDown }
                var seen = [try wheel.sectorIndex(forAngle: .radians(angle))]
                for _ in 0..<128 {
                    angle = angle.nextUp
                    let selected = try wheel.sectorIndex(forAngle: .radians(angle))
                    if selected != seen.last { seen.append(selected) }
                }
                #expect(seen == [below, sector.index] || count == 1, "N = \(count), sector \(sector.index)")
                // The same input always gives the same answer.
                let once = try wheel.sectorIndex(forAngle: .radians(boundary))
                #expect(try wheel.sectorIndex(forAngle: .radians(boundary)) == once)
            }
        }
    }

    @Test(arguments: 1...64)
    func plusAndMinusPiSelectTheSameSectorForEveryCount(count: Int) throws {
        for numbering in WheelNumbering.allCases {
            let wheel = try makeWheel(sectors: count, numbering: numbering)
            let atPlusPi = try wheel.sectorIndex(forAngle: .radians(.pi))
            let atMinusPi = try wheel.sectorIndex(forAngle: .radians(-.pi))
            #expect(atPlusPi == atMinusPi, "N = \(count) \(numbering)")
            // Even N: π is a middle (slot N/2). Odd N: π is a boundary, and selects the slot above.
            let slot = count.isMultiple(of: 2) ? count / 2 : (count + 1) / 2
            #expect(atPlusPi == referenceSector(slot: slot, count: count, numbering: numbering))
            #expect(try wheel.sectorIndex(forAngle: .radians(3 * .pi)) == atPlusPi || !count.isMultiple(of: 2))
            #expect(try wheel.sectorIndex(forAngle: .radians(-7 * .pi)) == atPlusPi || !count.isMultiple(of: 2))
        }
    }

    @Test func theSelectionDoesNotDependOnWhereThePointerIs() throws {
        let angles = stride(from: -20.0, to: 20, by: 0.013).map { Angle(radians: $0) }
        let left = try makeWheel(sectors: 7, zero: .left)
        for zero in [WheelZeroPosition.top, .right, .bottom, .angle(.degrees(33))] {
            let other = try makeWheel(sectors: 7, zero: zero)
            for angle in angles {
                #expect(try other.sectorIndex(forAngle: angle) == left.sectorIndex(forAngle: angle))
            }
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 2e9])
    func anAngleThatIsNotFiniteOrIsHugeIsRefused(radians: Double) throws {
        let wheel = try makeWheel()
        #expect(throws: WheelError.self) { try wheel.sectorIndex(forAngle: .radians(radians)) }
    }

    // MARK: The seed's flaws

    /// The seed's selection for odd counts (`buildSectorsOdd`, then `endTrackingWithTouch` looking
    /// for `min < radians < max`), replayed in `Float` as `CGFloat` was on the devices of 2012,
    /// with `M_PI` in double as in the original.
    private func seedOddSelection(radians: Float, count: Int) -> Int? {
        let fanWidth = Float(Double.pi * 2 / Double(count))
        var mid: Float = 0
        var sectors: [(min: Float, max: Float, index: Int)] = []
        for index in 0..<count {
            let minimum = mid - fanWidth / 2
            sectors.append((minimum, mid + fanWidth / 2, index))
            mid -= fanWidth
            if Double(minimum) < -Double.pi {
                mid = -mid
                mid -= fanWidth
            }
        }
        return sectors.first { radians > $0.min && radians < $0.max }?.index
    }

    @Test func theSeedsOddCodeMisselectsMuchOfTheWheelWithItsNineNamesWhereOursIsExact() throws {
        let wheel = try makeWheel(sectors: 9)
        var seedMisses = 0
        var ourMisses = 0
        for step in 0..<3600 {
            // Directions in (−π, π), as atan2 gave the seed, away from boundaries.
            let radians = (Double(step) + 0.5) / 3600 * 2 * .pi - .pi
            let numerator = 2 * (2 * step + 1 - 3600) * 9 + 7200
            let expected = referenceSector(slot: floorDivide(numerator, 14400), count: 9, numbering: .clockwise)
            if seedOddSelection(radians: Float(radians), count: 9) != expected { seedMisses += 1 }
            if try wheel.sectorIndex(forAngle: .radians(radians)) != expected { ourMisses += 1 }
        }
        #expect(seedMisses > 3600 / 3)
        #expect(ourMisses == 0)
    }

    @Test func theSeedSelectedNothingOnABoundaryWhereOursSelectsTheSectorAbove() throws {
        let wheel = try makeWheel(sectors: 3)
        // The upper end of the seed's sector 0, exactly as its table holds it.
        let boundary = Float(Double.pi * 2 / 3) / 2
        #expect(seedOddSelection(radians: boundary, count: 3) == nil)
        #expect(seedOddSelection(radians: boundary.nextDown, count: 3) == 0)
        let sector = try wheel.sectorIndex(forAngle: .radians(Double.pi / 3))
        #expect(sector == 2 || sector == 0)
        #expect(try wheel.sectorIndex(forAngle: wheel.sector(2).minAngle) == 2)
        #expect(try wheel.sectorIndex(forAngle: .radians(wheel.sector(2).minAngle.radians.nextDown)) == 0)
    }
}

@Suite struct WeightedWheelSectorLayoutTests: WheelTesting {
    @Test func equalWeightsKeepThePlainScaling() {
        let plain = WheelSectorLayout(count: 5, numbering: .clockwise)
        let weighted = WheelSectorLayout(count: 5, numbering: .clockwise, weights: [2, 2, 2, 2, 2])
        #expect(weighted.boundaries == nil)
        #expect(weighted == plain)
    }

    @Test(arguments: WheelNumbering.allCases)
    func eachSectorCoversItsShareAndIsSelectedAcrossIt(numbering: WheelNumbering) throws {
        let weights = [1.0, 3, 2, 3, 1]
        let wheel = try makeWheel(sectors: 5, numbering: numbering) { $0.weights = weights }
        let total = weights.reduce(0, +)
        var covered = 0.0
        for sector in wheel.sectors {
            let span = 2 * Double.pi * weights[sector.index] / total
            #expect(approximately(sector.span.radians, span, tolerance: 1e-14))
            #expect(approximately(sector.maxAngle.radians - sector.minAngle.radians, span, tolerance: 1e-12))
            #expect(
                approximately(
                    sector.midAngle.radians, (sector.minAngle.radians + sector.maxAngle.radians) / 2, tolerance: 1e-12))
            #expect(try wheel.sectorIndex(forAngle: sector.minAngle) == sector.index)
            #expect(try wheel.sectorIndex(forAngle: .radians(sector.maxAngle.radians.nextDown)) == sector.index)
            #expect(try wheel.sectorIndex(forAngle: .radians(sector.minAngle.radians.nextDown)) != sector.index)
            // A whole turn later the same angles select it.
            #expect(try wheel.sectorIndex(forAngle: .radians(sector.midAngle.radians + 4 * .pi)) == sector.index)
            #expect(sector.midAngle.radians > -.pi && sector.midAngle.radians <= .pi)
            // The sector's middle meets the pointer at its middle angle.
            let onScreen = (sector.direction + sector.midAngle - wheel.configuration.zeroPosition.direction)
                .normalizedRadians
            #expect(approximately(onScreen, 0, tolerance: 1e-12))
            covered += sector.span.radians
        }
        #expect(approximately(covered, 2 * .pi, tolerance: 1e-12))
    }

    @Test func sectorOneStaysUnderThePointerAndTheNextSectorsFollowInTheirOrder() throws {
        let wheel = try makeWheel(sectors: 3) { $0.weights = [1, 2, 1] }
        // Clockwise numbering: sector 1 starts where sector 0 ends, clockwise on screen.
        let sectors = wheel.sectors
        #expect(sectors[0].midAngle.radians == 0)
        // Spans of 90°, 180° and 90°. From the pointer on the left (−π), clockwise: half of
        // sector 0 and half of sector 1, then the other half of sector 1 and half of sector 2.
        let second: Double = -Double.pi + Double.pi / 4 + Double.pi / 2
        let third: Double = second + Double.pi / 2 + Double.pi / 4
        #expect(approximately(sectors[1].direction.radians, second, tolerance: 1e-12))
        #expect(approximately(sectors[2].direction.radians, third, tolerance: 1e-12))
    }
}
