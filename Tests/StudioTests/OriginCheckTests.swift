import Testing

@testable import Studio

@Suite struct OriginCheckTests {
    @Test func onlyTheServersOwnPagesMayOpenTheSession() {
        let check = OriginCheck(host: "127.0.0.1")
        check.setPort(8080)
        #expect(check.allows("http://127.0.0.1:8080"))
        #expect(check.allows("http://localhost:8080"))
        #expect(check.allows("http://[::1]:8080"))
        #expect(!check.allows("http://127.0.0.1:9090"))
        #expect(!check.allows("http://127.0.0.1"))
        #expect(!check.allows("http://evil.example"))
        #expect(!check.allows("https://127.0.0.1:8080"))
        #expect(!check.allows("null"))
    }

    @Test func aClientThatIsNotABrowserSendsNoOriginAndIsLetIn() {
        #expect(OriginCheck(host: "127.0.0.1").allows(nil))
    }

    @Test func aWiderAddressIsItsOwnOriginOnly() {
        let check = OriginCheck(host: "192.168.1.5")
        check.setPort(80)
        #expect(check.allows("http://192.168.1.5:80"))
        #expect(!check.allows("http://localhost:80"))
    }

    @Test func boundToEveryAddressAPageUsingOneOfThemByNumberIsItsOwnOrigin() {
        let check = OriginCheck(host: "0.0.0.0")
        check.setPort(8080)
        #expect(check.allows("http://192.168.1.5:8080", host: "192.168.1.5:8080"))
        #expect(check.allows("http://[fe80::1]:8080", host: "[fe80::1]:8080"))
        #expect(!check.allows("http://192.168.1.5:8080", host: "192.168.1.6:8080"), "the page came from elsewhere")
        #expect(!check.allows("http://rebound.example:8080", host: "rebound.example:8080"), "a name could be rebound")
        #expect(!check.allows("http://192.168.1.5:9090", host: "192.168.1.5:9090"), "another port")
    }
}
