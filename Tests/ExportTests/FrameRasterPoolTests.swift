import Foundation
import Testing

@testable import Export

@Suite struct FrameRasterPoolTests {
    /// A 4 × 4 document filled with grey `level`.
    private func grey(_ level: Int) -> String {
        let hex = String(format: "%02x%02x%02x", level, level, level)
        return
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#\##(hex)"/></svg>"##
    }

    @Test func picturesComeBackInTheOrderGivenWhateverThreadDrewThem() {
        let pool = FrameRasterPool(workers: 3, capacity: 2, background: 0)
        var levels: [Int] = []
        let deliver = { (outcome: FrameRasterPool.Outcome) in
            if case .success(let frame) = outcome { levels.append(Int(frame.color(x: 1, y: 1).red)) }
        }
        for level in 0..<60 { pool.submit(grey(level * 4), width: 4, height: 4, deliver: deliver) }
        pool.drain(deliver: deliver)
        pool.close()
        #expect(levels == (0..<60).map { $0 * 4 })
    }

    @Test func aDocumentThatCannotBeDrawnIsAFailureInItsPlace() {
        let pool = FrameRasterPool(workers: 2, capacity: 4, background: 0)
        var outcomes: [Bool] = []
        let deliver = { (outcome: FrameRasterPool.Outcome) in
            if case .success = outcome { outcomes.append(true) } else { outcomes.append(false) }
        }
        pool.submit(grey(10), width: 4, height: 4, deliver: deliver)
        pool.submit("<nonsense", width: 4, height: 4, deliver: deliver)
        pool.submit(grey(20), width: 4, height: 4, deliver: deliver)
        pool.drain(deliver: deliver)
        pool.close()
        #expect(outcomes == [true, false, true])
    }
}

@Suite struct FrameRasterPoolLayerTests {
    private let still =
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#204060"/></svg>"##

    /// A layer that paints one pixel-wide column white at `x`, the rest transparent.
    private func layer(_ x: Int) -> String {
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect x="\##(x)" width="1" height="8" fill="#ffffff"/></svg>"##
    }

    @Test func eachFrameIsItsDocumentWithItsOwnLayerOverItEvenWhenTheDocumentIsKept() {
        let pool = FrameRasterPool(workers: 2, capacity: 3, background: 0)
        var frames: [PixelFrame] = []
        let deliver = { (outcome: FrameRasterPool.Outcome) in
            if case .success(let frame) = outcome { frames.append(frame) }
        }
        for x in 0..<8 { pool.submit(still, layer: layer(x), width: 8, height: 8, deliver: deliver) }
        pool.drain(deliver: deliver)
        pool.close()
        #expect(frames.count == 8)
        for (x, frame) in frames.enumerated() {
            #expect(frame.color(x: x, y: 4) == (255, 255, 255), "frame \(x) has its own column")
            #expect(frame.color(x: (x + 4) % 8, y: 4) == (0x20, 0x40, 0x60), "and none of the others' (\(x))")
        }
    }
}
