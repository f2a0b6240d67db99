import DocGenKit
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Workers

/// `docgen serve`'s HTTP side: the built site on loopback, with live reload.
///
/// swift-nio carries HTTP (llhttp's parser, linear and capped; keep-alive and pipelining;
/// WebSocket upgrades; accepting that backs off when the process runs out of file
/// descriptors instead of stopping). What is docgen's is the pipeline each connection gets:
///
/// ``RequestGate`` (request-line cap, head deadline, idle timeout) → NIO's decoder (header
/// caps) and upgrader (the reload socket, for pages of the preview's own origin only) →
/// ``HTTPErrorAnswerer`` (431/400) → ``PreviewHTTPHandler`` (``HostPolicy``, files).
///
/// Connections past ``PreviewLimits/maxConnections`` are closed as they are accepted.
public final class PreviewServer: Sendable {
  /// The address pages are served from, e.g. `http://127.0.0.1:8000/`.
  public let url: String
  /// Which hosts and origins are this preview's own.
  public let policy: HostPolicy
  private let group: MultiThreadedEventLoopGroup
  private let channel: any Channel
  private let updates: LiveUpdates

  /// Why the preview could not listen, in words a user can act on.
  public struct ListenFailure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Listens on `host` (an IPv4 or IPv6 literal) and `port` (0: any free port) and serves
  /// `siteFolder` until ``stop()``.
  public static func start(
    host: String, port: Int, siteFolder: String, updates: LiveUpdates, limits: PreviewLimits = PreviewLimits()
  ) throws(ListenFailure) -> PreviewServer {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let responder = SiteResponder(resolver: SiteFileResolver(root: siteFolder), currentBuild: { updates.current.build })
    let connections = Locked(0)
    let loopbackOnly = HostPolicy.isLoopback(address: host)
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 256)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(.maxMessagesPerRead, value: 4)
      .childChannelInitializer { channel in
        let open = connections.withLock { count -> Int in
          count += 1
          return count
        }
        channel.closeFuture.whenComplete { _ in connections.withLock { $0 -= 1 } }
        guard open <= limits.maxConnections else {
          return channel.close()
        }
        // The port the connection came in on: with `--port 0` it is known only once bound.
        let policy = HostPolicy(port: channel.localAddress?.port ?? port, loopbackOnly: loopbackOnly)
        return channel.eventLoop.makeCompletedFuture {
          try Self.configure(
            channel.pipeline.syncOperations, policy: policy, responder: responder, updates: updates, limits: limits)
        }
      }
    let channel: any Channel
    do {
      channel = try bootstrap.bind(host: host, port: port).wait()
    } catch {
      try? group.syncShutdownGracefully()
      throw ListenFailure(
        description: "cannot listen on \(Self.authority(host: host, port: port)): \(Self.explain(error))")
    }
    let boundPort = channel.localAddress?.port ?? port
    let policy = HostPolicy(port: boundPort, loopbackOnly: HostPolicy.isLoopback(address: host))
    return PreviewServer(
      url: "http://\(Self.authority(host: host, port: boundPort))/", policy: policy, group: group, channel: channel,
      updates: updates)
  }

  private init(
    url: String, policy: HostPolicy, group: MultiThreadedEventLoopGroup, channel: any Channel, updates: LiveUpdates
  ) {
    self.url = url
    self.policy = policy
    self.group = group
    self.channel = channel
    self.updates = updates
  }

  /// One connection's handlers, in order (see the type's documentation).
  static func configure(
    _ pipeline: ChannelPipeline.SynchronousOperations, policy: HostPolicy, responder: SiteResponder,
    updates: LiveUpdates,
    limits: PreviewLimits
  ) throws {
    try pipeline.addHandler(RequestGate(limits: limits), name: HandlerName.gate)
    let upgrader = NIOWebSocketServerUpgrader(
      maxFrameSize: 1 << 14,
      shouldUpgrade: { channel, head in
        let path = head.uri.prefix { $0 != "?" }
        let allowed =
          path == LiveReloadScript.socketPath
          && head.headers["Host"].count == 1
          && policy.allowsUpgrade(host: head.headers.first(name: "Host"), origin: head.headers.first(name: "Origin"))
        return channel.eventLoop.makeSucceededFuture(allowed ? HTTPHeaders() : nil)
      },
      upgradePipelineHandler: { channel, _ in
        channel.eventLoop.makeCompletedFuture {
          // A page's socket is quiet by design: no request deadline, no idle timeout.
          let handlers = channel.pipeline.syncOperations
          handlers.removeHandler(name: HandlerName.gate, promise: nil)
          try handlers.addHandler(LiveSocketHandler(updates: updates))
        }
      })
    var decoderLimits = NIOHTTPDecoderLimitConfiguration()
    decoderLimits.maxHeaderFieldSize = limits.maxHeaderField
    decoderLimits.maxHeaderListSize = limits.maxHeaderBytes
    decoderLimits.maxHeaderFieldCount = 100
    try pipeline.configureHTTPServerPipeline(
      withPipeliningAssistance: true,
      withServerUpgrade: (
        upgraders: [upgrader],
        completionHandler: { context in
          // The HTTP handlers are done once the socket is open.
          let handlers = context.pipeline.syncOperations
          handlers.removeHandler(name: HandlerName.http, promise: nil)
          handlers.removeHandler(name: HandlerName.errors, promise: nil)
        }
      ),
      withErrorHandling: false,
      withOutboundHeaderValidation: true,
      withEncoderConfiguration: .init(),
      withDecoderLimitConfiguration: decoderLimits)
    try pipeline.addHandler(HTTPErrorAnswerer(), name: HandlerName.errors)
    try pipeline.addHandler(PreviewHTTPHandler(responder: responder, policy: policy), name: HandlerName.http)
  }

  /// Names of the handlers an upgrade to the reload socket removes.
  enum HandlerName {
    static let gate = "docgen.request-gate"
    static let errors = "docgen.http-errors"
    static let http = "docgen.http"
  }

  /// Closes open pages' sockets, stops listening and ends the server's threads; returns
  /// within about `timeout` even if a connection hangs.
  public func stop(timeout: TimeAmount = .seconds(1)) {
    updates.finishAll()
    let closed = channel.close()
    _ = try? closed.wait()
    let done = DispatchSemaphore(value: 0)
    group.shutdownGracefully { _ in done.signal() }
    _ = done.wait(timeout: .now() + .nanoseconds(Int(timeout.nanoseconds)))
  }

  /// `127.0.0.1:8000` or `[::1]:8000`.
  static func authority(host: String, port: Int) -> String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// A bind error as a reason: the usual three said plainly, anything else as the system says it.
  static func explain(_ error: any Error) -> String {
    guard let io = error as? IOError else { return "\(error)" }
    switch io.errnoCode {
    case EADDRINUSE:
      return
        "the port is in use (another docgen serve, or another server?); choose another with --port, or --port 0 for any free one"
    case EACCES: return "permission denied (ports below 1024 need privileges; use --port 8000 or --port 0)"
    case EADDRNOTAVAIL: return "no network interface of this machine has that address"
    default: return String(cString: strerror(io.errnoCode))
    }
  }
}
