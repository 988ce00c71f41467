import Foundation
import Studio
import Synchronization
import Testing

/// `serve` always stops: gracefully when the server closes when asked, at the grace's end or on
/// a second request when it does not, and it is never waited for more than a second past that.
/// The server here is a stand-in whose manners each test chooses (the real one, with a page
/// that never answers, is `ServeProcessTests.aClientThatNeverClosesDoesNotHoldTheStop`).
@Suite struct ServerStopTests {
    /// A server that runs until it is asked to close, if `closesWhenAsked`, or until its task is
    /// cancelled, if `endsWhenCancelled`; otherwise for 15 minutes. (The times checked are
    /// only orders: the suite's other tests may hold the threads these tasks run on.)
    private final class StandIn: Sendable {
        let asked = Atomic(false)
        let closesWhenAsked: Bool
        let endsWhenCancelled: Bool

        init(closesWhenAsked: Bool, endsWhenCancelled: Bool = true) {
            self.closesWhenAsked = closesWhenAsked
            self.endsWhenCancelled = endsWhenCancelled
        }

        func run() async throws {
            let start = Date()
            while Date().timeIntervalSince(start) < 900 {
                if closesWhenAsked, asked.load(ordering: .relaxed) { return }
                if endsWhenCancelled { try Task.checkCancellation() }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }

        func stopped(by stop: ServerStop) async throws -> (ServerStop.Outcome, Double) {
            let start = Date()
            let outcome = try await stop.run(
                server: { try await self.run() }, gracefully: { self.asked.store(true, ordering: .relaxed) })
            return (outcome, Date().timeIntervalSince(start))
        }
    }

    @Test func aServerThatClosesWhenAskedStopsGracefully() async throws {
        let stop = ServerStop(grace: .seconds(600))
        stop.request()
        let (outcome, _) = try await StandIn(closesWhenAsked: true).stopped(by: stop)
        #expect(outcome == .graceful, "not forced at the grace's end, 10 minutes on")
    }

    @Test func aServerThatDoesNotCloseIsCancelledAtTheGracesEnd() async throws {
        let stop = ServerStop(grace: .milliseconds(200))
        stop.request()
        let (outcome, took) = try await StandIn(closesWhenAsked: false).stopped(by: stop)
        #expect(outcome == .forced)
        #expect(took >= 0.2, "not before the grace: took \(took) s")
    }

    @Test func aSecondRequestCancelsItWithoutWaitingForTheGrace() async throws {
        let stop = ServerStop(grace: .seconds(600))
        stop.request()
        stop.request()
        let (outcome, took) = try await StandIn(closesWhenAsked: false).stopped(by: stop)
        #expect(outcome == .forced)
        #expect(took < 300, "not the grace: took \(took) s")
    }

    @Test func aServerThatIgnoresItsCancellationIsLeftBehindASecondLater() async throws {
        let stop = ServerStop(grace: .milliseconds(100))
        stop.request()
        let (outcome, took) = try await StandIn(closesWhenAsked: false, endsWhenCancelled: false).stopped(by: stop)
        #expect(outcome == .abandoned)
        #expect(took >= 1.1, "a second after the grace: took \(took) s")
    }

    @Test func aServerThatCannotStartThrowsWithoutAnyRequest() async {
        struct PortInUse: Error {}
        await #expect(throws: PortInUse.self) {
            try await ServerStop().run(server: { throw PortInUse() }, gracefully: {})
        }
    }
}
