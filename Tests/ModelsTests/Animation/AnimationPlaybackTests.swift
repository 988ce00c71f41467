import Models
import Testing

@Suite struct AnimationPlaybackTests {
    @Test func forwardsTheActiveTimeRunsWithTheClockToTheEnd() {
        let playback = AnimationPlayback(anchorTime: 10, activeTime: 0.5, isPaused: false, isReversed: false)
        #expect(playback.rate == 1)
        #expect(playback.activeTime(at: 10.25, activeDuration: 2) == 0.75)
        #expect(playback.activeTime(at: 20, activeDuration: 2) == 2)
        #expect(playback.endTime(activeDuration: 2) == 11.5)
    }

    @Test func reversedItRunsBackToZero() {
        let playback = AnimationPlayback(anchorTime: 10, activeTime: 0.5, isPaused: false, isReversed: true)
        #expect(playback.rate == -1)
        #expect(playback.activeTime(at: 10.25, activeDuration: 2) == 0.25)
        #expect(playback.activeTime(at: 11, activeDuration: 2) == 0)
        #expect(playback.endTime(activeDuration: 2) == 10.5)
    }

    @Test func pausedItStandsStillAndNeverEnds() {
        for reversed in [false, true] {
            let playback = AnimationPlayback(anchorTime: 10, activeTime: 0.5, isPaused: true, isReversed: reversed)
            #expect(playback.rate == 0)
            #expect(playback.activeTime(at: 1e9, activeDuration: 2) == 0.5)
            #expect(playback.activeTime(at: .infinity, activeDuration: .infinity) == 0.5)
            #expect(playback.endTime(activeDuration: 2) == .infinity)
        }
    }

    @Test func anEndlessAnimationEndsOnlyWhenReversed() {
        let forwards = AnimationPlayback(anchorTime: 1, activeTime: 3, isPaused: false, isReversed: false)
        let backwards = AnimationPlayback(anchorTime: 1, activeTime: 3, isPaused: false, isReversed: true)
        #expect(forwards.endTime(activeDuration: .infinity) == .infinity)
        #expect(backwards.endTime(activeDuration: .infinity) == 4)
    }
}
