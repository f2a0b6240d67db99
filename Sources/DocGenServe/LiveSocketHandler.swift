import NIOCore
import NIOWebSocket

/// One open page's WebSocket: the server talks, the page only listens.
///
/// Each build's message (``LiveUpdates``) goes out as a text frame; the page's frames are
/// read only to answer pings and its close.
final class LiveSocketHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private let updates: LiveUpdates
  private var subscription: LiveUpdates.Subscription?
  private var closing = false

  init(updates: LiveUpdates) {
    self.updates = updates
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let channel = context.channel
    subscription = updates.subscribe { text in
      guard let text else {
        // The server is stopping: say goodbye (1001, going away) and close.
        var reason = channel.allocator.buffer(capacity: 2)
        reason.write(webSocketErrorCode: .goingAway)
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: reason)).whenComplete { _ in
          channel.close(promise: nil)
        }
        return
      }
      channel.writeAndFlush(
        WebSocketFrame(fin: true, opcode: .text, data: channel.allocator.buffer(string: text)), promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    subscription?.cancel()
  }

  func channelInactive(context: ChannelHandlerContext) {
    subscription?.cancel()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = unwrapInboundIn(data)
    switch frame.opcode {
    case .connectionClose:
      guard !closing else {
        context.close(promise: nil)
        return
      }
      closing = true
      var data = frame.unmaskedData
      let code = data.readWebSocketErrorCode() ?? .normalClosure
      var reply = context.channel.allocator.buffer(capacity: 2)
      reply.write(webSocketErrorCode: code)
      let channel = context.channel
      context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: reply)))
        .whenComplete { _ in
          channel.close(promise: nil)
        }
    case .ping:
      // A client that pings without reading the pongs gets none past what the socket holds.
      guard context.channel.isWritable else { return }
      context.writeAndFlush(
        wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
    default:
      break
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }
}
