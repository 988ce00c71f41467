import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connection with its WebSocket upgrade, closed when the server is
/// cancelled. A connection still waiting for its request (a client that sent half its headers,
/// or bytes that are no request) waits on a future no cancellation reaches, so a cancelled
/// server would wait for that client for ever; closing the connection ends the wait.
struct ClosingOnCancel: ServerChildChannel {
    let inner: HTTP1WebSocketUpgradeChannel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        inner.setup(channel: channel, logger: logger)
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        let channel = value.channel
        await withTaskCancellationHandler {
            await inner.handle(value: value, logger: logger)
        } onCancel: {
            channel.close(promise: nil)
        }
    }
}

extension HTTPServerBuilder {
    /// `http1WebSocketUpgrade(webSocketRouter:configuration:)`, its connections ``ClosingOnCancel``.
    static func http1WebSocketUpgradeClosingOnCancel<Sockets: HTTPResponderBuilder & _HB_SendableMetatype>(
        webSocketRouter: Sockets, configuration: HTTP1WebSocketUpgradeChannel.Configuration
    ) -> HTTPServerBuilder where Sockets.Responder.Context: WebSocketRequestContext {
        let sockets = webSocketRouter.buildResponder()
        return .init { responder in
            ClosingOnCancel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: sockets, configuration: configuration))
        }
    }
}
