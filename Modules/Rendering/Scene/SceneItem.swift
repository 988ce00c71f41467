/// One live control in a ``Scene``: who it is and what it draws.
public struct SceneItem: Sendable {
    /// The control's id (a script host numbers the controls it creates from 1).
    public var id: Int {
        get { fields.id }
        set { changeFields { $0.id = newValue } }
    }

    /// The box's title, "Odometer #1" by default.
    public var title: String {
        get { fields.title }
        set { changeFields { $0.title = newValue } }
    }

    public var content: SceneContent {
        get { fields.content }
        set { changeFields { $0.content = newValue } }
    }

    /// The instant from which the content draws the same at every later time (the control has
    /// come to rest): −∞ when it always does, +∞ (the default) when that is not known. A
    /// ``SceneDrawingCache`` reuses the drawing of an item at rest.
    public var restTime: Double {
        get { fields.restTime }
        set { changeFields { $0.restTime = newValue } }
    }

    /// A count the host raises whenever the control changes (nil when it does not count): two
    /// items of one id at one revision draw the same at every instant at or after their rest
    /// time, so a ``SceneDrawingCache`` compares revisions instead of contents.
    public var revision: UInt64? {
        get { fields.revision }
        set { changeFields { $0.revision = newValue } }
    }

    /// An item titled `title`, or "<kind> #<id>" when none is given.
    public init(
        id: Int, title: String? = nil, content: SceneContent, restTime: Double = .infinity, revision: UInt64? = nil
    ) {
        storage = Storage(
            Fields(
                id: id, title: title ?? "\(content.kind) #\(id)", content: content, restTime: restTime,
                revision: revision))
    }

    /// The item's values, boxed: a frame hands each item on several times on its way to the
    /// drawings (kept by its control, listed in the scene, read by the drawing cache), and a
    /// copy of the box is one count instead of a copy of its title and content.
    private var storage: Storage

    /// Whether `other` is this very item (a copy of it, not an item made alike): the same
    /// values, told without comparing them.
    public func isSameItem(as other: SceneItem) -> Bool {
        storage === other.storage
    }

    private var fields: Fields { storage.fields }

    /// Changes the values in a box of their own (the box is never changed: copies share it).
    private mutating func changeFields(_ change: (inout Fields) -> Void) {
        var changed = storage.fields
        change(&changed)
        storage = Storage(changed)
    }

    private struct Fields: Sendable {
        var id: Int
        var title: String
        var content: SceneContent
        var restTime: Double
        var revision: UInt64?
    }

    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}
