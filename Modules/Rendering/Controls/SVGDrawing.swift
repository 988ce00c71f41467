import Geometry

/// A drawing that writes its SVG into a builder it is given: standalone (``ControlDrawing/svg(idPrefix:)``)
/// or straight into a scene's document at the depth the scene places it, so a frame of the
/// scene copies no fragment and splits no line.
protocol SVGDrawing: ControlDrawing {
    /// Writes the drawing's elements at the builder's depth, in its own coordinates from
    /// (0, 0), and returns its size.
    func draw(into svg: inout SVGBuilder, idPrefix: String) -> Size
}

extension SVGDrawing {
    /// The drawing as a standalone fragment.
    func fragment(idPrefix: String) -> SVGFragment {
        var svg = SVGBuilder()
        let size = draw(into: &svg, idPrefix: idPrefix)
        return SVGFragment(size: size, body: svg.body)
    }
}
