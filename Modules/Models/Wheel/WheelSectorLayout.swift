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
struct WheelSectorLayout: Sendable, Hashable {
    /// 2π, as ``Angle/fullTurn`` stores it.
    static let fullTurn = 2 * Double.pi

    /// The number of sectors, 1...64.
    let count: Int
    /// Which way the sectors are numbered.
    let numbering: WheelNumbering

    /// The width of a slot in radians.
    var width: Double {
        WheelSectorLayout.fullTurn / Double(count)
    }

    /// The wheel angle `radians` in slot units, where sectors' middles are whole numbers.
    func position(of radians: Double) -> Double {
        radians / WheelSectorLayout.fullTurn * Double(count)
    }

    /// The slot containing the wheel angle `radians`, as a whole number in a `Double` (slots of
    /// huge angles do not fit an `Int`), or `nil` when the angle is not finite.
    func slot(containing radians: Double) -> Double? {
        let slot = (position(of: radians) + 0.5).rounded(.down)
        return slot.isFinite ? slot : nil
    }

    /// The sector shown when the wheel angle lies in `slot`.
    func sector(inSlot slot: Double) -> Int {
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

    /// The wheel angle that centres `slot` on the pointer: slot / N · 2π.
    func middle(ofSlot slot: Double) -> Double {
        slot / Double(count) * WheelSectorLayout.fullTurn
    }

    /// The slot of `sector` nearest to angle 0, whose middle is in (−π, π].
    func principalSlot(ofSector sector: Int) -> Double {
        let n = Double(count)
        var slot = (-numbering.sign * Double(sector)).truncatingRemainder(dividingBy: n)
        if slot < 0 { slot += n }
        // Moving the upper half down keeps the middle in (−π, π]; N/2 itself stays, at +π.
        if slot > n / 2 { slot -= n }
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
        var angle = (slot - 0.5) / Double(count) * WheelSectorLayout.fullTurn
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
