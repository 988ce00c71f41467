import Geometry
import Models
import Testing

@Suite struct WheelConfigurationTests: WheelTesting {
    @Test func theDefaultsAreTheSeeds() throws {
        let configuration = WheelConfiguration()
        #expect(configuration.sectorCount == 8)
        #expect(configuration.names == Array(WheelConfiguration.seedNames.prefix(8)))
        #expect(configuration.zeroPosition == .left)
        #expect(configuration.numbering == .clockwise)
        #expect(configuration.deadZoneRadius == 40)
        #expect(configuration.rimRadius == 100)
        #expect(configuration.snaps)
        #expect(configuration.snapDuration == 0.2)
        #expect(configuration.decelerationRate == 0.998)
        #expect(configuration.selectedAlpha == 1.0)
        #expect(configuration.unselectedAlpha == 0.6)
        try configuration.validate()
    }

    @Test func defaultNamesAreTheSeedsNineThenNumbered() {
        #expect(
            WheelConfiguration.seedNames == [
                "Circles", "Flower", "Monster", "Person", "Smile", "Sun", "Swirl", "3 circles", "Triangle",
            ])
        #expect(WheelConfiguration.defaultNames(count: 9) == WheelConfiguration.seedNames)
        #expect(WheelConfiguration.defaultNames(count: 11).suffix(2) == ["Sector 9", "Sector 10"])
        #expect(WheelConfiguration.defaultNames(count: 1) == ["Circles"])
        // A bad count allocates nothing; validation reports it.
        #expect(WheelConfiguration.defaultNames(count: 0).isEmpty)
        #expect(WheelConfiguration.defaultNames(count: Int.max).isEmpty)
    }

    @Test func namesSuppliedByTheCallerAreUsed() throws {
        let names = (0..<12).map { "item \($0 * $0)" }
        let wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 12, names: names))
        #expect(wheel.sectors.map(\.name) == names)
        #expect(wheel.valueName == "item 0")
    }

    @Test(arguments: [0, 65, -1, Int.max])
    func sectorCountsOutsideOneToSixtyFourAreRefused(count: Int) {
        #expect(throws: WheelError.sectorCountOutOfRange(count)) {
            try RotaryWheel(configuration: WheelConfiguration(sectorCount: count))
        }
    }

    @Test func theNamesMustMatchTheSectors() {
        #expect(throws: WheelError.nameCountMismatch(names: 2, sectors: 3)) {
            try RotaryWheel(configuration: WheelConfiguration(sectorCount: 3, names: ["a", "b"]))
        }
        #expect(throws: WheelError.nameCountMismatch(names: 0, sectors: 1)) {
            try RotaryWheel(configuration: WheelConfiguration(sectorCount: 1, names: []))
        }
    }

    @Test func badGeometryIsRefusedWithTheFieldNamed() {
        func refusal(_ adjust: (inout WheelConfiguration) -> Void) -> WheelError? {
            var configuration = WheelConfiguration()
            adjust(&configuration)
            do {
                try configuration.validate()
                return nil
            } catch {
                return error
            }
        }
        if case .invalidAngle(let parameter, let radians) = refusal({ $0.zeroPosition = .angle(.radians(.nan)) }) {
            #expect(parameter == "zeroPosition")
            #expect(radians.isNaN)
        } else {
            Issue.record("a NaN zero position was accepted")
        }
        #expect(
            refusal { $0.zeroPosition = .angle(.radians(.infinity)) }
                == .invalidAngle(parameter: "zeroPosition", radians: .infinity))
        #expect(
            refusal { $0.center = Point(x: .infinity, y: 0) }
                == .invalidPoint(parameter: "center", x: .infinity, y: 0))
        #expect(refusal { $0.deadZoneRadius = -1 } == .invalidRadius(parameter: "deadZoneRadius", value: -1))
        #expect(refusal { $0.rimRadius = -5 } == .invalidRadius(parameter: "rimRadius", value: -5))
        #expect(refusal { $0.rimRadius = .infinity } == .invalidRadius(parameter: "rimRadius", value: .infinity))
        #expect(refusal { $0.deadZoneRadius = 100 } == .deadZoneNotInsideRim(deadZoneRadius: 100, rimRadius: 100))
        #expect(refusal { $0.deadZoneRadius = 150 } == .deadZoneNotInsideRim(deadZoneRadius: 150, rimRadius: 100))
        #expect(refusal { $0.snapDuration = -0.1 } == .invalidDuration(parameter: "snapDuration", value: -0.1))
        #expect(
            refusal { $0.snapDuration = .infinity }
                == .invalidDuration(parameter: "snapDuration", value: .infinity))
        #expect(refusal { $0.decelerationRate = 1 } == .invalidDecelerationRate(1))
        #expect(refusal { $0.decelerationRate = 0 } == .invalidDecelerationRate(0))
        #expect(refusal { $0.stopSpeed = 0 }.map { "\($0)" }?.contains("stopSpeed") == true)
        #expect(refusal { $0.flickWindow = 0 }.map { "\($0)" }?.contains("flickWindow") == true)
        #expect(refusal { $0.selectedAlpha = 1.5 }.map { "\($0)" }?.contains("selectedAlpha") == true)
        #expect(refusal { $0.unselectedAlpha = -0.1 }.map { "\($0)" }?.contains("unselectedAlpha") == true)
        // Zero is a valid dead zone and a valid snap duration.
        #expect(refusal { $0.deadZoneRadius = 0 } == nil)
        #expect(refusal { $0.snapDuration = 0 } == nil)
    }

    @Test func aRefusedReconfigurationChangesNothing() throws {
        var wheel = try makeWheel(sectors: 8, sector: 3)
        let before = wheel
        var bad = wheel.configuration
        bad.sectorCount = 65
        #expect(throws: WheelError.sectorCountOutOfRange(65)) { try wheel.setConfiguration(bad) }
        #expect(wheel == before)
    }
}

@Suite struct WheelConfigurationWeightsTests {
    @Test func weightsNeedOnePerSector() {
        #expect(throws: WheelError.weightCountMismatch(weights: 2, sectors: 3)) {
            try RotaryWheel(configuration: WheelConfiguration(sectorCount: 3, weights: [1, 2]))
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func aWeightMustBeFiniteAndPositive(weight: Double) throws {
        let error = try #require(throws: WheelError.self) {
            try RotaryWheel(configuration: WheelConfiguration(sectorCount: 3, weights: [1, weight, 1]))
        }
        guard case .invalidWeight(let index, let value) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(index == 1)
        #expect(value.isNaN ? weight.isNaN : value == weight)
    }

    @Test func theWidestSectorIsAtMostAThousandTimesTheNarrowest() throws {
        #expect(throws: WheelError.weightsTooUneven(smallest: 0.001, largest: 2)) {
            try RotaryWheel(configuration: WheelConfiguration(sectorCount: 3, weights: [0.001, 1, 2]))
        }
        let wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 2, weights: [1, 1000]))
        #expect(wheel.sectors[0].span.radians < wheel.sectors[1].span.radians)
    }
}
