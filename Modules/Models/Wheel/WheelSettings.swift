/// A wheel's configuration and the sector layout made from it, kept together in one box that
/// is never changed: a ``RotaryWheel`` replaces the box when its configuration changes, and
/// its copies share it.
@usableFromInline
final class WheelSettings: Sendable, Hashable {
    @usableFromInline let configuration: WheelConfiguration
    let layout: WheelSectorLayout

    init(configuration: WheelConfiguration, layout: WheelSectorLayout) {
        self.configuration = configuration
        self.layout = layout
    }

    /// Settings are equal when their values are, whichever boxes hold them.
    @usableFromInline static func == (lhs: WheelSettings, rhs: WheelSettings) -> Bool {
        lhs === rhs || (lhs.configuration == rhs.configuration && lhs.layout == rhs.layout)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(configuration)
        hasher.combine(layout)
    }
}
