/// One live control in a ``Scene``: who it is and what it draws.
public struct SceneItem: Sendable {
    /// The control's id (a script host numbers the controls it creates from 1).
    public var id: Int
    /// The box's title, "Odometer #1" by default.
    public var title: String
    public var content: SceneContent
    /// The instant from which the content draws the same at every later time (the control has
    /// come to rest): −∞ when it always does, +∞ (the default) when that is not known. A
    /// ``SceneDrawingCache`` reuses the drawing of an item at rest.
    public var restTime: Double
    /// A count the host raises whenever the control changes (nil when it does not count): two
    /// items of one id at one revision draw the same at every instant at or after their rest
    /// time, so a ``SceneDrawingCache`` compares revisions instead of contents.
    public var revision: UInt64?

    /// An item titled `title`, or "<kind> #<id>" when none is given.
    public init(id: Int, title: String? = nil, content: SceneContent, restTime: Double = .infinity, revision: UInt64? = nil) {
        self.id = id
        self.title = title ?? "\(content.kind) #\(id)"
        self.content = content
        self.restTime = restTime
        self.revision = revision
    }
}
