import Foundation
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers one connection's HTTP requests: refuses foreign hosts, serves the reload script
/// and files of the site (``SiteResponder``) to GET and HEAD.
///
/// Sits after swift-nio's decoder and its pipelining handler, so requests come one at a
/// time, each answered before the next is read.
final class PreviewHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let responder: SiteResponder
  private let policy: HostPolicy
  /// The request being read: its head, and the answer decided when the head arrived.
  private var pending: (head: HTTPRequestHead, answer: SiteResponder.Answer, close: Bool)?
  /// Set once an answer closed the connection: requests a client sent after it (pipelined in
  /// the same packet) are not answered.
  private var closing = false
  /// An answer decided while the connection could not take more bytes: sent when it can.
  /// Until then swift-nio's pipelining handler holds the client's later requests, so a
  /// client that sends requests and never reads the answers cannot make the server queue
  /// them without end.
  private var waiting: (head: HTTPRequestHead, answer: SiteResponder.Answer, close: Bool)?

  init(responder: SiteResponder, policy: HostPolicy) {
    self.responder = responder
    self.policy = policy
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !closing else { return }
    switch unwrapInboundIn(data) {
    case .head(let head):
      pending = decide(head)
    case .body:
      // GET and HEAD carry no body; one that does is answered (413) and the connection closed.
      if let current = pending, current.answer.status != 413 {
        pending = (current.head, Self.text(413, "Request bodies are not accepted."), true)
      }
    case .end:
      guard let current = pending else { return }
      pending = nil
      guard context.channel.isWritable else {
        waiting = current
        return
      }
      respond(current.answer, to: current.head, closing: current.close, context: context)
    }
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable, let current = waiting {
      waiting = nil
      respond(current.answer, to: current.head, closing: current.close, context: context)
    }
    context.fireChannelWritabilityChanged()
  }

  /// The answer to a request, from its head alone.
  func decide(_ head: HTTPRequestHead) -> (head: HTTPRequestHead, answer: SiteResponder.Answer, close: Bool) {
    let hosts = head.headers["Host"]
    if !Self.isOwnOrNavigation(head.headers) {
      return (head, Self.text(403, "This preview does not answer other sites' pages."), true)
    }
    guard hosts.count == 1, policy.allows(host: hosts.first) else {
      return (
        head,
        Self.text(
          421, "This preview answers only requests addressed to it (localhost or its IP address, port \(policy.port))."),
        true
      )
    }
    guard head.method == .GET || head.method == .HEAD else {
      var answer = Self.text(405, "Only GET and HEAD.")
      answer.headers.append(("Allow", "GET, HEAD"))
      return (head, answer, true)
    }
    let path = String(head.uri.prefix { $0 != "?" && $0 != "#" })
    if path == LiveReloadScript.socketPath {
      // An upgrade that was allowed never gets here (the upgrader took the connection).
      return (head, Self.text(403, "The live-reload socket opens only from the preview's own pages."), true)
    }
    if path == LiveReloadScript.scriptPath {
      let answer = SiteResponder.Answer(
        status: 200,
        headers: [("Content-Type", MediaType.of(path: "live.js")), ("Cache-Control", "no-store")],
        body: Data(LiveReloadScript.javaScript.utf8))
      return (head, answer, false)
    }
    let declaresBody =
      head.headers["Transfer-Encoding"].isEmpty == false
      || head.headers["Content-Length"].contains { $0.trimmingCharacters(in: .whitespaces) != "0" }
    if declaresBody {
      return (head, Self.text(413, "Request bodies are not accepted."), true)
    }
    return (head, responder.answer(for: path), false)
  }

  private func respond(
    _ answer: SiteResponder.Answer, to request: HTTPRequestHead, closing: Bool, context: ChannelHandlerContext
  ) {
    var headers = HTTPHeaders(answer.headers)
    headers.replaceOrAdd(name: "Content-Length", value: String(answer.body.count))
    headers.replaceOrAdd(name: "Cross-Origin-Resource-Policy", value: "same-origin")
    let close = closing || !request.isKeepAlive
    if close {
      headers.replaceOrAdd(name: "Connection", value: "close")
      self.closing = true
    }
    let head = HTTPResponseHead(
      version: request.version, status: HTTPResponseStatus(statusCode: answer.status), headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    if request.method != .HEAD, !answer.body.isEmpty {
      var buffer = context.channel.allocator.buffer(capacity: answer.body.count)
      buffer.writeBytes(answer.body)
      context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
    }
    let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
    if close {
      let channel = context.channel
      written.whenComplete { _ in RequestGate.closeAfterAnswer(channel) }
    }
  }

  /// Whether a request is the preview's own or one the reader starts: a browser says where a
  /// request comes from (`Sec-Fetch-Site`) and what for (`Sec-Fetch-Mode`). A page elsewhere
  /// can still make the browser load a preview file as its own script or image (no Host check
  /// stops that: the Host is the preview's), and the search index is a script that hands every
  /// page's text to a function the loading page defines. So requests from any other site or
  /// origin are answered only when they navigate (a link followed: the reader sees the page,
  /// the other site reads nothing). Clients that do not say (curl, older browsers) are let
  /// through; every answer also carries `Cross-Origin-Resource-Policy: same-origin`.
  static func isOwnOrNavigation(_ headers: HTTPHeaders) -> Bool {
    guard let site = headers.first(name: "Sec-Fetch-Site")?.lowercased() else { return true }
    if site == "same-origin" || site == "none" { return true }
    return headers.first(name: "Sec-Fetch-Mode")?.lowercased() == "navigate"
  }

  static func text(_ status: Int, _ message: String) -> SiteResponder.Answer {
    SiteResponder.Answer(
      status: status,
      headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
      body: Data((message + "\n").utf8))
  }
}

/// Answers what swift-nio's decoder could not read: 431 for header fields over the limits,
/// 400 for anything else that is not HTTP (as NIO's own `HTTPServerProtocolErrorHandler`
/// does, which knows only 400), unless a response has already begun; then closes. Any other
/// error of the connection closes it too.
final class HTTPErrorAnswerer: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart
  private var responseOpen = false
  private var answered = false

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // A refused upgrade (a foreign origin) is reported as an error, then the request goes on
    // as plain HTTP, which ``PreviewHTTPHandler`` answers with 403.
    if error is NIOWebSocketUpgradeError { return }
    if answered { return }
    if let parseError = error as? HTTPParserError, !responseOpen {
      answered = true
      let tooLarge = parseError == .headerOverflow
      let text = tooLarge ? "Request Header Fields Too Large\n" : "Bad Request\n"
      var headers = HTTPHeaders()
      headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
      headers.add(name: "Content-Length", value: String(text.utf8.count))
      headers.add(name: "Connection", value: "close")
      let status: HTTPResponseStatus = tooLarge ? .requestHeaderFieldsTooLarge : .badRequest
      context.write(
        wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
      context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: text)))), promise: nil)
      let channel = context.channel
      context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in RequestGate.closeAfterAnswer(channel) }
      return
    }
    context.close(promise: nil)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(let head) where head.status.code >= 200:
      responseOpen = true
      // An answer that closes the connection is the last: what the client sent after it
      // (llhttp reports data after `Connection: close`) gets no 400 behind it.
      if head.headers[canonicalForm: "Connection"].contains(where: { $0.lowercased() == "close" }) { answered = true }
    case .end: responseOpen = false
    default: break
    }
    context.write(data, promise: promise)
  }
}
