/// What `run` was asked to show of the controls, as plain values (see ``SceneOptions`` for the
/// options they come from): what ``SceneOutputs`` works from.
struct SceneSettings {
    /// `--svg`: the folder the final scene (and frames) are written into.
    var svgDirectory: String?
    /// `--svg-every`: virtual seconds between numbered SVG frames.
    var svgEvery: Double?
    /// `--record`: the HTML player to write.
    var recordFile: String?
    /// `--fps`: frames per virtual second of the recording and of the live view.
    var fps: Double?
    /// `--no-view`: no live view even with `--realtime` on a terminal.
    var noView = false
    /// `--max-frames`: the most frames `--svg-every` and `--record` each write.
    var maximumFrames = SceneSettings.defaultMaximumFrames
    /// `--gif`, `--video`, `--png` and how big their pictures are.
    var export = ExportSettings()

    /// The default of `--max-frames`: an hour at 30 frames a second is 108,000 frames; a
    /// recording of that many is hundreds of MB.
    static let defaultMaximumFrames = 100_000

    /// Virtual seconds between the frames of a recording and of the live view.
    var frameStep: Double { 1 / (fps ?? 30) }
}
