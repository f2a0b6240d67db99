import NIOCore

/// The first handler of every connection: the raw bytes of each request head must arrive
/// within ``PreviewLimits/requestTimeout`` and their first line must fit
/// ``PreviewLimits/maxRequestLine``; otherwise the connection gets 408 or 414 at once and is
/// closed. A connection with no request under way for ``PreviewLimits/idleTimeout`` is closed.
///
/// swift-nio's HTTP decoder (llhttp) parses in linear time and caps header fields
/// (``PreviewLimits/maxHeaderField``, ``PreviewLimits/maxHeaderBytes``, answered 431), but it
/// counts the request target among header bytes and never gives up on a client that stops
/// sending. This gate looks at each byte once, keeping three numbers, so a hostile line costs
/// what reading it costs. Request bodies are not expected (the preview answers GET and HEAD;
/// ``PreviewHTTPHandler`` closes a connection that sends one), so after a head's blank line
/// the next byte starts the next request.
final class RequestGate: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private enum State {
    /// Between requests: nothing of a head has arrived.
    case idle
    /// In a head: bytes of its first line so far (nil once the line ended), and how many line
    /// breaks in a row ended the bytes seen last (`\r` does not count, so CRLF and LF both work).
    case head(lineBytes: Int?, breaks: Int)
    /// Answered and closing: everything else is dropped.
    case refused
  }

  private let limits: PreviewLimits
  private var state = State.idle
  private var deadline: Scheduled<Void>?

  init(limits: PreviewLimits) {
    self.limits = limits
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    if case .refused = state { return }
    var refusal: HTTPRefusal?
    buffer.withUnsafeReadableBytes { bytes in
      for byte in bytes {
        switch state {
        case .refused:
          return
        case .idle:
          // RFC 9112 §2.2: empty lines before a request line are ignored.
          if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") { continue }
          state = .head(lineBytes: 1, breaks: 0)
          startDeadline(.head, context: context)
        case .head(let lineBytes, let breaks):
          if byte == UInt8(ascii: "\n") {
            if breaks == 1 {
              state = .idle
              startDeadline(.idle, context: context)
            } else {
              state = .head(lineBytes: nil, breaks: breaks + 1)
            }
          } else if byte == UInt8(ascii: "\r") {
            state = .head(lineBytes: lineBytes.map { $0 + 1 }, breaks: breaks)
          } else if let count = lineBytes {
            if count + 1 > limits.maxRequestLine {
              refusal = .uriTooLong
              state = .refused
            } else {
              state = .head(lineBytes: count + 1, breaks: 0)
            }
          } else {
            state = .head(lineBytes: nil, breaks: 0)
          }
        }
      }
    }
    if let refusal {
      refuse(refusal, context: context)
      return
    }
    context.fireChannelRead(wrapInboundOut(buffer))
  }

  private enum Deadline {
    /// A head under way must be whole in time (408).
    case head
    /// A connection between requests is closed after a while (without an answer).
    case idle
  }

  /// Replaces the running deadline. On the channel's event loop, so its clock is the loop's
  /// (which tests advance by hand).
  private func startDeadline(_ kind: Deadline, context: ChannelHandlerContext) {
    deadline?.cancel()
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    let delay = kind == .head ? limits.requestTimeout : limits.idleTimeout
    deadline = context.eventLoop.scheduleTask(in: delay) {
      let (gate, context) = loopBound.value
      switch kind {
      case .head: gate.refuse(.requestTimeout, context: context)
      case .idle: context.close(promise: nil)
      }
    }
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { startDeadline(.idle, context: context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    startDeadline(.idle, context: context)
    context.fireChannelActive()
  }

  /// Answers with `refusal`, bypassing everything after this handler, and closes.
  private func refuse(_ refusal: HTTPRefusal, context: ChannelHandlerContext) {
    state = .refused
    deadline?.cancel()
    deadline = nil
    let bytes = context.channel.allocator.buffer(string: refusal.rawResponse)
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(bytes)).whenComplete { _ in
      let (gate, context) = loopBound.value
      gate.linger(context: context)
    }
  }

  /// Closes the connection after an answer without losing the answer.
  ///
  /// Closing a socket while the client's bytes are still unread makes the kernel send a reset,
  /// and a client that is still sending (a 32 KiB request line refused at 8 KiB, a body) then
  /// loses the answer already on its way. So the server only shuts its sending side, drops
  /// what still comes, and closes when the client does, or after ``PreviewLimits/lingerTime``.
  func linger(context: ChannelHandlerContext) {
    state = .refused
    deadline?.cancel()
    let channel = context.channel
    deadline = context.eventLoop.scheduleTask(in: limits.lingerTime) { channel.close(promise: nil) }
    let closed = context.eventLoop.makePromise(of: Void.self)
    closed.futureResult.whenFailure { _ in channel.close(promise: nil) }  // no half-close here: close whole
    context.close(mode: .output, promise: closed)
  }

  /// Closes `channel` after an answer written by a handler further on: lingering through its
  /// gate when it has one, at once when not (a WebSocket, which has no gate).
  static func closeAfterAnswer(_ channel: any Channel) {
    channel.eventLoop.execute {
      guard let context = try? channel.pipeline.syncOperations.context(name: PreviewServer.HandlerName.gate),
        let gate = context.handler as? RequestGate
      else {
        channel.close(promise: nil)
        return
      }
      gate.linger(context: context)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }
}

/// The answers the preview gives before a request could be read whole.
enum HTTPRefusal: Equatable {
  case uriTooLong
  case requestTimeout

  var status: (code: Int, reason: String) {
    switch self {
    case .uriTooLong: return (414, "URI Too Long")
    case .requestTimeout: return (408, "Request Timeout")
    }
  }

  /// A whole HTTP/1.1 response that closes the connection.
  var rawResponse: String {
    let (code, reason) = status
    let body = "\(reason)\n"
    return "HTTP/1.1 \(code) \(reason)\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
  }
}

/// The preview's bounds on what one client may send and hold.
public struct PreviewLimits: Sendable {
  /// Bytes of a request's first line (method, target, version).
  public var maxRequestLine = 8 * 1024
  /// Bytes of one header field, name and value.
  public var maxHeaderField = 8 * 1024
  /// Bytes of all header fields of one request.
  public var maxHeaderBytes = 16 * 1024
  /// Connections open at once; more are closed as they are accepted.
  public var maxConnections = 256
  /// Time from a request's first byte to its whole head.
  public var requestTimeout = TimeAmount.seconds(10)
  /// Time an HTTP connection may stay open between requests (a page's WebSocket is exempt).
  public var idleTimeout = TimeAmount.seconds(60)
  /// Time a refused client has to stop sending before the connection is closed whole.
  public var lingerTime = TimeAmount.seconds(2)

  public init() {}
}
