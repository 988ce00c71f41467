import Geometry
import Models
import Rendering

extension ScriptHost {
    /// Every live control at the clock's current time, in creation order: what `playground`
    /// draws as SVG or in the terminal. Controls the script no longer holds are left out.
    public func scene() -> Scene {
        let now = clock.now
        let items = controls.keys.sorted().compactMap { id -> SceneItem? in
            guard let object = controls[id]?.object, let content = sceneContent(of: object, at: now) else { return nil }
            return SceneItem(id: id, content: content)
        }
        return Scene(time: now, items: items)
    }

    /// What `object` draws at `time`, or nil for an object that is not a control.
    private func sceneContent(of object: AnyObject, at time: Double) -> SceneContent? {
        switch object {
        case let odometer as OdometerObject: .odometer(odometer.model)
        case let wheel as WheelObject: .wheel(wheel.model)
        case let puzzle as PuzzleObject: .puzzle(puzzle.model, image: puzzle.image, slides: puzzle.slides)
        case let memory as MemoryObject: .memory(memory.model)
        case let timer as TimerObject: .timer(timer.model)
        case let range as DateRangeObject: .dateRange(range.model)
        case let frames as FrameAnimatorObject: .frames(frames.model, current: currentFrame(of: frames, at: time))
        case let view as ViewObject: .view(appearance(of: view, at: time))
        default: nil
        }
    }

    /// The content of the frame `object` shows at `time`, read straight from its folder: the
    /// animator's cache and its counters are the script's business and stay untouched.
    private func currentFrame(of object: FrameAnimatorObject, at time: Double) -> FrameContent {
        let name = object.model.frameName(at: time)
        guard let loader = object.loader else { return .unavailable("no script folder to load \(name) from") }
        do {
            return FrameContent(data: try loader.loadFrame(named: name))
        } catch {
            return .unavailable("\(error)")
        }
    }

    /// A view's presented values at `time`.
    private func appearance(of view: ViewObject, at time: Double) -> ViewAppearance {
        let model = view.model
        return ViewAppearance(
            alpha: model.alpha.presentedValue(at: time),
            center: model.center.presentedValue(at: time),
            size: model.size.presentedValue(at: time),
            color: model.color.presentedValue(at: time),
            transform: AffineTransform(model.transform.presentedValue(at: time)),
            face: model.faces.state(at: time),
            isHidden: model.isHidden(at: time))
    }
}
