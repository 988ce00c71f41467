import Geometry

/// The one formula that says which sector is under the pointer, for every sector count, odd or
/// even, with no special case at ±π.
///
/// Wheel angles are cut into *slots* of width 2π/N: slot j is the range of angles that brings
/// one sector's middle near the pointer. It is centred on j·2π/N, includes its lower end
/// (j − ½)·2π/N and excludes its upper end, so
///
///     slot(θ) = ⌊θ / 2π · N + ½⌋
///
/// and every angle, one exactly on a boundary included, lies in exactly one slot. Because the
/// formula is a floor of a function that floating-point arithmetic keeps monotonic, a boundary
/// is a single point where the slot steps by one: nothing falls between two sectors, as it did
/// in the seed, whose open intervals selected nothing on a boundary. Dividing by 2π before
/// multiplying by N keeps ±π exact (π / 2π is exactly ½), so +π and −π, the same direction,
/// always select the same sector.
///
/// The pointer shows the sector whose middle a turn of θ carries onto it: sector i rests at
/// `zero + sign·i·2π/N` (sign +1 for clockwise numbering), so slot j shows sector
/// `−sign·j mod N`.
///
/// Weighted sectors (``WheelConfiguration/weights``) give each slot its sector's share of the
/// turn instead of 1/N: ``position(of:)`` becomes the piecewise-linear map of
/// ``WheelSlotBoundaries``, and everything else here, written in slot units, is unchanged.
/// Equal sectors keep the plain scaling, so their angles stay exactly what they were.
struct WheelSectorLayout: Sendable, Hashable {
    /// 2π, as ``Angle/fullTurn`` stores it.
    static let fullTurn = 2 * Double.pi

    /// The number of sectors, 1...64.
    let count: Int
    /// Which way the sectors are numbered.
    let numbering: WheelNumbering
    /// Where weighted slots begin; `nil` when every sector has the same size.
    let boundaries: WheelSlotBoundaries?

    /// The layout of `count` sectors numbered `numbering`, sized in proportion to `weights`
    /// (sector 0 first), or equal when `weights` is `nil` or all equal. The weights must be
    /// finite and > 0, one per sector (``WheelConfiguration/validate()`` checks them).
    init(count: Int, numbering: WheelNumbering, weights: [Double]? = nil) {
        self.count = count
        self.numbering = numbering
        if let weights, weights.count == count, let first = weights.first, weights.contains(where: { $0 != first }) {
            let total = weights.reduce(0, +)
            let shares = (0..<count).map {
                weights[WheelSectorLayout.sector(inSlot: Double($0), count: count, numbering: numbering)] / total
            }
            boundaries = WheelSlotBoundaries(shares: shares)
        } else {
            boundaries = nil
        }
    }

    /// The layout `configuration` describes.
    init(_ configuration: WheelConfiguration) {
        self.init(count: configuration.sectorCount, numbering: configuration.numbering, weights: configuration.weights)
    }

    /// The widest slot in radians (all are 2π/N wide when the sectors are equal).
    var widestSlot: Double {
        guard let boundaries else { return WheelSectorLayout.fullTurn / Double(count) }
        return boundaries.widestShare * WheelSectorLayout.fullTurn
    }

    /// The wheel angle `radians` in slot units, where sectors' middles are whole numbers.
    func position(of radians: Double) -> Double {
        guard let boundaries else { return radians / WheelSectorLayout.fullTurn * Double(count) }
        return boundaries.position(ofTurns: radians / WheelSectorLayout.fullTurn)
    }

    /// The wheel angle at `position` in slot units: the inverse of ``position(of:)``.
    func angle(atPosition position: Double) -> Double {
        guard let boundaries else { return position / Double(count) * WheelSectorLayout.fullTurn }
        return boundaries.turns(atPosition: position) * WheelSectorLayout.fullTurn
    }

    /// The slot containing the wheel angle `radians`, as a whole number in a `Double` (slots of
    /// huge angles do not fit an `Int`), or `nil` when the angle is not finite.
    func slot(containing radians: Double) -> Double? {
        let slot = (position(of: radians) + 0.5).rounded(.down)
        return slot.isFinite ? slot : nil
    }

    /// The sector shown when the wheel angle lies in `slot`.
    func sector(inSlot slot: Double) -> Int {
        WheelSectorLayout.sector(inSlot: slot, count: count, numbering: numbering)
    }

    private static func sector(inSlot slot: Double, count: Int, numbering: WheelNumbering) -> Int {
        let remainder = (-numbering.sign * slot).truncatingRemainder(dividingBy: Double(count))
        // The remainder is a whole number in (−count, count), so the conversion cannot trap.
        let index = Int(remainder < 0 ? remainder + Double(count) : remainder)
        return index == count ? 0 : index
    }

    /// The sector under the pointer at the wheel angle `radians`; 0 for a non-finite angle
    /// (inputs are checked before they get here, so that only happens to a NaN time).
    func sector(at radians: Double) -> Int {
        slot(containing: radians).map(sector(inSlot:)) ?? 0
    }

    /// The wheel angle that centres `slot` on the pointer: slot / N · 2π for equal sectors.
    func middle(ofSlot slot: Double) -> Double {
        angle(atPosition: slot)
    }

    /// The width of sector `sector` in radians.
    func span(ofSector sector: Int) -> Double {
        guard let boundaries else { return WheelSectorLayout.fullTurn / Double(count) }
        let slot = Int(principalSlot(ofSector: sector)) % count
        return boundaries.share(ofSlot: slot < 0 ? slot + count : slot) * WheelSectorLayout.fullTurn
    }

    /// The screen direction of `sector`'s middle at wheel angle 0, in turns from the pointer:
    /// sign·i/N for equal sectors; in general the opposite of the wheel angle that brings the
    /// sector's middle to the pointer.
    func turnsFromZero(ofSector sector: Int) -> Double {
        guard boundaries != nil else { return numbering.sign * Double(sector) / Double(count) }
        return -middle(ofSlot: principalSlot(ofSector: sector)) / WheelSectorLayout.fullTurn
    }

    /// The slot of `sector` nearest to angle 0, whose middle is in (−π, π].
    func principalSlot(ofSector sector: Int) -> Double {
        let n = Double(count)
        var slot = (-numbering.sign * Double(sector)).truncatingRemainder(dividingBy: Double(count))
        if slot < 0 { slot += n }
        // Moving the upper half down keeps the middle in (−π, π]; N/2 itself stays, at +π.
        if let boundaries {
            if boundaries.middle(ofSlot: Int(slot)) > 0.5 { slot -= n }
        } else if slot > n / 2 {
            slot -= n
        }
        return slot
    }

    /// The first slot at or after `slot` (or at or before it, with `upwards == false`) that
    /// shows `sector`.
    func slot(ofSector sector: Int, from slot: Double, upwards: Bool) -> Double {
        let n = Double(count)
        let base = principalSlot(ofSector: sector)
        let turns = ((slot - base) / n)
        return base + n * (upwards ? turns.rounded(.up) : turns.rounded(.down))
    }

    /// The smallest wheel angle in `slot`: the boundary with the slot below, exactly as the
    /// formula places it (within a few ulps of (slot − ½)·2π/N).
    func firstAngle(ofSlot slot: Double) -> Double {
        var angle = angle(atPosition: slot - 0.5)
        // The formula rounds twice, so the exact step can sit a few ulps either side of the
        // nominal boundary; walk to it. The caps only matter for angles so large that one ulp
        // spans a whole slot.
        var steps = 0
        while let found = self.slot(containing: angle), found >= slot, steps < 64 {
            angle = angle.nextDown
            steps += 1
        }
        steps = 0
        while let found = self.slot(containing: angle), found < slot, steps < 128 {
            angle = angle.nextUp
            steps += 1
        }
        return angle
    }
}
