import Models

/// How a control written in Lua changes: each change is made now and joins the history as one
/// undo step — a field set from outside, a method call (everything it changed), a touch from
/// the finger going down to it lifting — and none is made while the control is being drawn.
extension LuaControlObject {
    /// Changes the fields by `body` now, as the step `name` unless a method or a touch under way
    /// makes the step.
    func change(
        _ name: String, _ call: ControlCall, _ body: (inout ControlFields, Double) throws(ControlFieldsError) -> Void
    ) throws(LuaCallError) {
        try refuseWhileDrawn(call)
        try closeGestureFromOutside(call)
        let before = model.modelValues
        try call.checkingValue { () throws(ControlFieldsError) in try body(&model, call.now) }
        try recordStep(name, from: before, call)
        settle(in: call.context)
        if openCalls == 0 { wakeFrames(in: call.context) }
    }

    /// Calls the script's `method` with the call's arguments, returning what it returns. The
    /// outermost call is one undo step of everything changed inside it (nothing, when it
    /// raises: its changes are put back); a tracked finger's methods make one step from `began`
    /// to `ended` or `cancelled`.
    func call(_ method: LuaControlClass.Method, _ call: inout ControlCall) throws(LuaCallError) {
        try refuseWhileDrawn(call)
        if method.role == nil { try closeGestureFromOutside(call) }
        let endsGesture = method.role == .ended || method.role == .cancelled
        // A finger's end closes its gesture whatever happens in the method: an error, or a
        // call from inside another method, must not leave the control's undo switched off.
        defer {
            if endsGesture, openCalls == 0, let start = gestureStart {
                gestureStart = nil
                try? recordStep(controlClass.gestureStepName, from: start, call)
            }
        }
        let before = openCalls == 0 ? model.modelValues : nil
        // What to put back if the outermost call raises: the fields whole (a running animation
        // keeps running), with the completions then awaited.
        let saved =
            openCalls == 0
            ? (
                model: model, groups: completionGroups, now: call.now, deliveries: deliveries,
                history: call.context.historyPosition
            ) : nil
        openCalls += 1
        do throws(LuaCallError) {
            if method.role == .began {
                let accepted = try call.forwardForAnswer(to: method.function)
                openCalls -= 1
                call.push(accepted)
                if accepted, let before, gestureStart == nil {
                    gestureStart = before
                    settle(in: call.context)
                    wakeFrames(in: call.context)
                    return
                }
            } else {
                try call.forward(to: method.function)
                openCalls -= 1
            }
        } catch {
            openCalls -= 1
            // A method that raises leaves its control as it was, as a failing `history.group`
            // body does: what it changed is put back, and no step is recorded.
            // Only while nothing else moved inside it: not the clock (time that has passed stays
            // passed), not a completion delivered, not the history (an undo inside the method
            // stays done), and no completion awaited then was dropped.
            if let saved, saved.now == call.now, saved.deliveries == deliveries,
                saved.history == call.context.historyPosition, completionGroups.count >= saved.groups.count,
                zip(saved.groups, completionGroups).allSatisfy({ $0 === $1 })
            {
                model = saved.model
                completionGroups.removeLast(completionGroups.count - saved.groups.count)
                settle(in: call.context)
            }
            throw error
        }
        if !endsGesture || gestureStart == nil, let before {
            try recordStep(method.stepName, from: before, call)
        }
        settle(in: call.context)
        if openCalls == 0 { wakeFrames(in: call.context) }
    }

    /// Runs the class's `init` on the new control (the userdata on top of the constructor's
    /// stack): what it sets is where the control starts, not an undo step.
    func initialize(with function: LuaReference, _ call: ControlCall) throws(LuaCallError) {
        openCalls += 1
        defer { openCalls -= 1 }
        try call.lua.call(function, passing: call.lua.count)
        settle(in: call.context)
    }

    /// Animates the fields to `targets` with `timing`, all checked before any starts; the
    /// completion runs once all have ended.
    func animate(
        _ targets: [(field: Int, target: ControlFieldValue)], timing: AnimationTiming, completion: LuaReference?,
        _ call: ControlCall
    ) throws(LuaCallError) {
        try refuseWhileDrawn(call)
        try closeGestureFromOutside(call)
        let now = call.now
        try call.checkingState { () throws(ControlFieldsError) in
            for (field, target) in targets { try model.validateAnimation(field, to: target, timing: timing, at: now) }
        }
        let before = model.modelValues
        var keys = Set<AnimationKey>()
        for (field, target) in targets {
            guard let id = try? model.animate(field, to: target, timing: timing, at: now) else { continue }
            keys.insert(AnimationKey(field: field, id: id))
        }
        if let completion {
            if keys.isEmpty {
                // Nothing to animate has finished at once: the completion runs now.
                try call.invoke(EventCall("completion", callback: completion, arguments: [.boolean(true)]), of: self)
            } else {
                completionGroups.append(CompletionGroup(callback: completion, remaining: keys))
            }
        }
        try recordStep("Animate \(controlClass.name)", from: before, call)
        settle(in: call.context)
        if openCalls == 0 { wakeFrames(in: call.context) }
    }

    /// Calls the callback of action `index` with the control and `arguments`, now.
    func send(_ index: Int, _ arguments: [EventCall.Argument], _ call: ControlCall) throws(LuaCallError) {
        try refuseWhileDrawn(call)
        try call.invoke(
            EventCall("on" + controlClass.actions[index], callback: actionCallbacks[index], passing: arguments),
            of: self)
    }

    /// Records the change from `before` to the fields now as the step `name`, unless a method
    /// or a touch under way records it, or nothing changed.
    private func recordStep(_ name: String, from before: [ControlFieldValue], _ call: ControlCall) throws(LuaCallError)
    {
        guard openCalls == 0, gestureStart == nil else { return }
        let after = model.modelValues
        guard after != before else { return }
        try call.context.record(
            name, self, \.model,
            apply: { model, time in model.restore(after, at: time) },
            revert: { model, time in model.restore(before, at: time) })
    }

    /// Ends a gesture still open when the control is changed from outside it (a script that
    /// called `began` and never `ended`): what the finger did is one step, and what comes
    /// next records its own.
    private func closeGestureFromOutside(_ call: ControlCall) throws(LuaCallError) {
        guard openCalls == 0, let start = gestureStart else { return }
        gestureStart = nil
        try recordStep(controlClass.gestureStepName, from: start, call)
    }

    /// A `draw` may read its control, not change it: a frame must not change what it shows.
    private func refuseWhileDrawn(_ call: ControlCall) throws(LuaCallError) {
        try call.context.painter.refuseInsideDraw()
    }
}
