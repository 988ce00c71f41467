import Geometry
import Models

/// Helpers for the wheel's test suites, kept out of the test target's global namespace (which
/// the other models' tests share): every wheel suite conforms to this protocol.
protocol WheelTesting {}

/// Namespaced types for the wheel's tests.
enum WheelTestKit {
    /// The model's seeded generator, so randomized wheel tests repeat exactly.
    typealias SplitMix64 = Models.SplitMix64
}

extension WheelTesting {
    typealias SplitMix64 = WheelTestKit.SplitMix64

    func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Integer floor division, rounding towards −∞ for negative numerators.
    func floorDivide(_ numerator: Int, _ denominator: Int) -> Int {
        let quotient = numerator / denominator
        return numerator % denominator != 0 && (numerator < 0) != (denominator < 0) ? quotient - 1 : quotient
    }

    /// Integer modulo in [0, modulus).
    func positiveModulo(_ value: Int, _ modulus: Int) -> Int {
        ((value % modulus) + modulus) % modulus
    }

    /// The sector a slot shows, from the documented rule: slot j shows −j mod N with clockwise
    /// numbering and j mod N counter-clockwise.
    func referenceSector(slot: Int, count: Int, numbering: WheelNumbering) -> Int {
        positiveModulo(numbering == .clockwise ? -slot : slot, count)
    }

    /// A wheel with the given changes to the default configuration.
    func makeWheel(
        sectors: Int = 8,
        numbering: WheelNumbering = .clockwise,
        zero: WheelZeroPosition = .left,
        snaps: Bool = true,
        sector: Int = 0,
        _ adjust: (inout WheelConfiguration) -> Void = { _ in }
    ) throws -> RotaryWheel {
        var configuration = WheelConfiguration(
            sectorCount: sectors, zeroPosition: zero, numbering: numbering, snaps: snaps)
        adjust(&configuration)
        return try RotaryWheel(configuration: configuration, sector: sector)
    }

    /// The point at `radius` from the origin (the default centre) in screen direction `degrees`.
    func touchPoint(degrees: Double, radius: Double = 70) -> Point {
        PolarCoordinate(radius: radius, angle: .degrees(degrees)).point(around: .zero)
    }

    /// Drags the wheel with a finger at radius 70 from screen direction `from` to `to` (degrees),
    /// in `steps` equal moves spread evenly over `duration` seconds starting at `start`.
    @discardableResult
    func drag(
        _ wheel: inout RotaryWheel, fromDegrees from: Double, toDegrees to: Double,
        steps: Int, start: Double, duration: Double
    ) throws -> Bool {
        guard try wheel.beginTouch(at: touchPoint(degrees: from), time: start) else { return false }
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            try wheel.moveTouch(
                to: touchPoint(degrees: from + (to - from) * fraction), time: start + duration * fraction)
        }
        return true
    }

    /// The sectors the pointer passes through between two times, by sampling the selection every
    /// `step` seconds: an independent, approximate reference for the computed crossings.
    func sampledSectorSequence(_ wheel: RotaryWheel, from start: Double, to end: Double, step: Double) -> [Int] {
        var sequence = [wheel.selectedIndex(at: start.nextDown)]
        var time = start
        while time < end {
            let sector = wheel.selectedIndex(at: time)
            if sector != sequence.last { sequence.append(sector) }
            time += step
        }
        let last = wheel.selectedIndex(at: end.nextDown)
        if last != sequence.last { sequence.append(last) }
        return sequence
    }

    /// The crossings' sector sequence: the sector before the first one, then each entered sector.
    func crossedSectorSequence(_ events: [WheelEvent]) -> [Int] {
        var sequence: [Int] = []
        for event in events {
            guard case .boundaryCrossed(let from, let to, _) = event else { continue }
            if sequence.isEmpty { sequence.append(from) }
            sequence.append(to)
        }
        return sequence
    }

    /// The boundary crossings as (from, to, time).
    func crossingTriples(_ events: [WheelEvent]) -> [(from: Int, to: Int, time: Double)] {
        events.compactMap {
            if case .boundaryCrossed(let from, let to, let time) = $0 { return (from, to, time) }
            return nil
        }
    }
}
