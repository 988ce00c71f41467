/// Where the slots of a wheel with weighted (unequal) sectors begin, in turns, so that a wheel
/// angle can be mapped to slot units and back.
///
/// ``WheelSectorLayout`` measures wheel angles in *slot units*, where sector middles are whole
/// numbers and boundaries halves. With equal sectors that is a scaling, θ/2π·N. With weights the
/// map is piecewise linear: slot j spans its sector's share of the turn, its lower boundary
/// maps to j − ½ and its upper one to j + ½, so every formula written in slot units (the
/// selection ⌊p + ½⌋, the next slot showing a sector, a spin's whole extra turns of N slots)
/// holds unchanged. The map is continuous and increasing, so the selection stays one formula
/// with a single switching point per boundary.
struct WheelSlotBoundaries: Sendable, Hashable {
    /// `lower[j]` is the smallest angle, in turns, of slot j for j in 0..<N, and
    /// `lower[N] = lower[0] + 1` closes the turn. Slot 0's middle is at 0.
    let lower: [Double]

    /// The boundaries for slots whose shares of a turn are `shares` (slot 0 first; each > 0,
    /// summing to about 1).
    init(shares: [Double]) {
        let first = -shares[0] / 2
        var lower = [first]
        lower.reserveCapacity(shares.count + 1)
        var sum = 0.0
        for share in shares.dropLast() {
            sum += share
            lower.append(first + sum)
        }
        // Closing the turn exactly, whatever the rounding of the sum, keeps one whole turn
        // exactly N slots.
        lower.append(first + 1)
        self.lower = lower
    }

    /// The number of slots in a turn.
    var count: Int {
        lower.count - 1
    }

    /// Slot j's share of the turn.
    func share(ofSlot j: Int) -> Double {
        lower[j + 1] - lower[j]
    }

    /// The largest share of any slot.
    var widestShare: Double {
        (0..<count).map(share(ofSlot:)).max() ?? 1
    }

    /// The middle of slot j within its turn, in turns.
    func middle(ofSlot j: Int) -> Double {
        lower[j] + share(ofSlot: j) / 2
    }

    /// The angle `turns` in slot units.
    func position(ofTurns turns: Double) -> Double {
        guard turns.isFinite else { return turns }
        let first = lower[0]
        let wholeTurns = (turns - first).rounded(.down)
        let within = turns - wholeTurns
        // The last boundary at or below `within` (binary search; at most 64 slots).
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lower[middle] <= within { low = middle } else { high = middle - 1 }
        }
        let fraction = (within - lower[low]) / share(ofSlot: low)
        return wholeTurns * Double(count) + Double(low) - 0.5 + fraction
    }

    /// The angle, in turns, at `position` in slot units: the inverse of ``position(ofTurns:)``.
    func turns(atPosition position: Double) -> Double {
        guard position.isFinite else { return position }
        let n = Double(count)
        let wholeTurns = ((position + 0.5) / n).rounded(.down)
        let within = position - wholeTurns * n
        // Rounding can leave `within` a hair outside [−½, N − ½); the clamp keeps the slot valid.
        let slot = min(max((within + 0.5).rounded(.down), 0), n - 1)
        let j = Int(slot)
        let fraction = within - (slot - 0.5)
        return wholeTurns + lower[j] + fraction * share(ofSlot: j)
    }
}
