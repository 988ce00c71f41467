import Geometry
import Models
import Rendering

extension ScriptHost {
    /// Every live control at the clock's current time, in creation order: what `playground`
    /// draws as SVG or in the terminal. Controls the script no longer holds are left out.
    public func scene() -> Scene {
        let now = clock.now
        let items = registry.live.compactMap { id, control in
            control.sceneContent(at: now).map { SceneItem(id: id, title: registry.title(of: id), content: $0) }
        }
        return Scene(time: now, items: items)
    }
}
