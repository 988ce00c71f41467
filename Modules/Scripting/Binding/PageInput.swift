/// What a person can do to a control of a class on the live page (`playground serve`), as the
/// class declares it: the buttons in its bar, and how the pointer and the keys reach it. Each
/// names methods the class declares; the page calls those, as a script would, and nothing else.
public struct PageInput: Sendable, Hashable {
    /// A finger the control tracks, UIControl's begin/continue/end/cancel tracking: each method
    /// is called with the pointer in the control's touch coordinates (``cancelled`` with
    /// nothing); the control holds the finger while ``began`` answered `true`.
    public struct Tracking: Sendable, Hashable {
        public var began: String
        public var moved: String
        public var ended: String
        public var cancelled: String

        public init(began: String, moved: String, ended: String, cancelled: String) {
            self.began = began
            self.moved = moved
            self.ended = ended
            self.cancelled = cancelled
        }
    }

    /// The date fields the page shows under the control: a field is chosen with `select(field)`
    /// (`"start"` or `"finish"`) and given its date with `set(date)`.
    public struct DateFields: Sendable, Hashable {
        public var select: String
        public var set: String

        public init(select: String, set: String) {
            self.select = select
            self.set = set
        }
    }

    /// The methods shown as buttons in the control's bar, in order (`start`, `pause`, …), each
    /// called without arguments.
    public var buttons: [String] = []
    /// The finger the control tracks, if it tracks one.
    public var tracking: Tracking?
    /// Called with the 1-based index of the item (a card, a cell) a press lands on.
    public var pressItem: String?
    /// Called with `"left"`, `"right"`, `"up"` or `"down"` for the arrow keys: on the control of
    /// such a class last pressed, or else the first in the scene.
    public var arrowKeys: String?
    /// The date fields the page shows, if any.
    public var dates: DateFields?

    public init() {}

    /// Every method named, for checking that the class declares each.
    public var methods: [String] {
        buttons
            + [
                tracking?.began, tracking?.moved, tracking?.ended, tracking?.cancelled, pressItem, arrowKeys,
                dates?.select, dates?.set,
            ].compactMap { $0 }
    }

    /// Whether the page lets a person do anything to the control.
    public var isEmpty: Bool { methods.isEmpty }
}
