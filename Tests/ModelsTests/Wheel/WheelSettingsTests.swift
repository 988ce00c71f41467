import Geometry
import Testing

@testable import Models

/// A wheel's configuration and layout live in one shared box (``WheelSettings``): copies share
/// it, a change of configuration replaces it in the changed wheel only, and wheels compare and
/// hash by the values in it, not by which box holds them.
@Suite struct WheelSettingsTests: WheelTesting {
    @Test func copiesShareTheSettingsUntilOneIsReconfigured() throws {
        var wheel = try makeWheel(sectors: 8)
        let copy = wheel
        #expect(wheel.settings === copy.settings)
        var configuration = wheel.configuration
        configuration.sectorCount = 4
        configuration.names = ["N", "E", "S", "W"]
        try wheel.setConfiguration(configuration)
        #expect(wheel.settings !== copy.settings)
        #expect(wheel.configuration.sectorCount == 4 && wheel.layout.count == 4)
        #expect(copy.configuration.sectorCount == 8 && copy.layout.count == 8)
    }

    @Test func aRefusedConfigurationLeavesTheSettingsAsTheyWere() throws {
        var wheel = try makeWheel(sectors: 8)
        let settings = wheel.settings
        var bad = wheel.configuration
        bad.sectorCount = 65
        #expect(throws: WheelError.sectorCountOutOfRange(65)) { try wheel.setConfiguration(bad) }
        #expect(wheel.settings === settings)
    }

    @Test func wheelsWithEqualSettingsInOtherBoxesAreEqualAndHashAlike() throws {
        let first = try makeWheel(sectors: 6)
        var second = try makeWheel(sectors: 6)
        // The same configuration set again: a new box with the same values.
        try second.setConfiguration(second.configuration)
        #expect(first.settings !== second.settings)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        var third = second
        var configuration = third.configuration
        configuration.names[0] = "Other"
        try third.setConfiguration(configuration)
        #expect(third != second)
    }
}
