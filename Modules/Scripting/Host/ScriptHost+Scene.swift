import Geometry
import Models
import Rendering

extension ScriptHost {
    /// Every live control at the clock's current time, in creation order: what `playground`
    /// draws as SVG or in the terminal. Controls the script no longer holds are left out.
    public func scene() -> Scene {
        let now = clock.now
        let items = controls.keys.sorted().compactMap { id -> SceneItem? in
            guard let control = controls[id]?.object as? any ScriptControl, let content = control.sceneContent(at: now) else {
                return nil
            }
            return SceneItem(id: id, content: content)
        }
        return Scene(time: now, items: items)
    }
}
