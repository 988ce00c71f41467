import Foundation
import Geometry
import Models
import Testing

@testable import Rendering

@Suite struct FramesDrawingTests {
    @Test func eachKindOfFrameTakesItsOwnArea() throws {
        let one = FramesDrawing.area(of: .text("frame 1"))
        let five = FramesDrawing.area(of: .text("1\n2\n3\n4\n5"))
        #expect(one == Size(width: 220, height: 28))
        #expect(five == Size(width: 220, height: 92))
        #expect(FramesDrawing.area(of: .unavailable("gone")) == Size(width: 220, height: 40))
        // A 4 × 4 image is drawn at the least side, 64 points.
        let image = FramesDrawing.area(of: FrameContent(data: Fixtures.checkerboardPNG()))
        #expect(image == Size(width: 220, height: 64))
    }

    @Test func anAreaGivenKeepsTheDrawingsSizeWhateverTheFrame() throws {
        let animator = try Fixtures.playingAnimator()
        let area = FramesDrawing.area(of: .text("1\n2\n3\n4\n5\n6\n7\n8"))
        let sizes = [
            FrameContent.text("one"), .unavailable("missing"), .binary(byteCount: 12), .text("1\n2\n3\n4\n5\n6\n7\n8"),
        ]
        .map { FramesDrawing(animator, at: 0.2, content: $0, area: area).draw().size }
        #expect(Set(sizes.map { "\($0.width)x\($0.height)" }).count == 1)
        #expect(sizes.first == Size(width: area.width, height: area.height + 44))
        // Without an area, each frame takes its own.
        let own = FramesDrawing(animator, at: 0.2, content: .text("one")).draw().size
        #expect(own.height < sizes[0].height)
    }
}
