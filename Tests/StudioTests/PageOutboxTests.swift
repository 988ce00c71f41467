import Scripting
import Testing

@testable import Studio

/// A page's outbox holds a bounded number of messages and bytes, tells the page what it
/// dropped, and counts what it holds as the pages' memory, not the script's.
@Suite struct PageOutboxTests {
    @Test func messagesComeOutInTheOrderTheyWentIn() async {
        let outbox = PageOutbox(uncharged: nil)
        outbox.push("a")
        outbox.push("b")
        #expect(await outbox.next() == ["a", "b"])
    }

    @Test func pastItsCountTheOldestAreDroppedAndThePageIsToldHowMany() async {
        let outbox = PageOutbox(uncharged: nil)
        for number in 0..<PageOutbox.maximumMessages + 3 { outbox.push("\(number)") }
        let messages = await outbox.next()
        #expect(messages.count == PageOutbox.maximumMessages + 1)
        #expect(messages.first?.contains("this page fell behind: 3 messages were dropped") == true)
        #expect(messages.dropFirst().first == "3")
        #expect(messages.last == "\(PageOutbox.maximumMessages + 2)")
    }

    @Test func pastItsBytesTheOldestAreDroppedButTheNewestIsAlwaysKept() async {
        let outbox = PageOutbox(uncharged: nil)
        let half = String(repeating: "x", count: PageOutbox.maximumBytes / 2)
        outbox.push("first")
        outbox.push(half)
        outbox.push(half)
        #expect(await outbox.next().count == 3, "the note, and the two halves: the first was dropped")
        let whole = String(repeating: "y", count: PageOutbox.maximumBytes * 2)
        outbox.push(whole)
        #expect(await outbox.next() == [whole])
    }

    @Test func whatItHoldsIsCountedAsThePagesUntilItIsSentOrClosed() async {
        let uncharged = UnchargedHeap()
        let outbox = PageOutbox(uncharged: uncharged)
        outbox.push(String(repeating: "x", count: 1_000))
        outbox.push(String(repeating: "x", count: 500))
        #expect(uncharged.bytes == 1_500)
        _ = await outbox.next()
        #expect(uncharged.bytes == 0)
        outbox.push(String(repeating: "x", count: 700))
        #expect(uncharged.bytes == 700)
        outbox.close()
        #expect(uncharged.bytes == 0)
        outbox.push("after")
        #expect(uncharged.bytes == 0, "nothing is kept once closed")
    }

    @Test func closingWakesAReaderThatWaits() async {
        let outbox = PageOutbox(uncharged: nil)
        async let waiting = outbox.next()
        try? await Task.sleep(for: .milliseconds(50))
        outbox.close()
        #expect(await waiting == [])
    }

    @Test func aReaderThatWaitsIsWokenByTheNextMessage() async {
        let outbox = PageOutbox(uncharged: nil)
        async let waiting = outbox.next()
        try? await Task.sleep(for: .milliseconds(50))
        outbox.push("frame")
        #expect(await waiting == ["frame"])
    }

    @Test func aReaderThatIsCancelledWhileItWaitsGetsNothingAndTheOutboxCloses() async {
        let outbox = PageOutbox(uncharged: nil)
        let reader = Task { await outbox.next() }
        try? await Task.sleep(for: .milliseconds(50))
        reader.cancel()
        #expect(await reader.value == [])
        outbox.push("after")
        #expect(await outbox.next() == [], "closed: nothing kept after the cancel")
    }
}
