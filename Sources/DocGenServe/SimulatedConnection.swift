import NIOCore
import NIOEmbedded

/// One connection to the preview, simulated in memory: the pipeline every real connection
/// gets (``PreviewServer``), on swift-nio's `EmbeddedChannel`, with a clock that moves only
/// when told. For the request fuzzer and the pipeline's tests: bytes in, bytes out, no socket.
public final class SimulatedConnection {
  let channel = EmbeddedChannel()

  /// A connection from 127.0.0.1 to a preview of `siteFolder` listening on 127.0.0.1:`port`.
  public init(siteFolder: String, port: Int = 8000, limits: PreviewLimits = PreviewLimits()) throws {
    try PreviewServer.configure(
      channel.pipeline.syncOperations, policy: HostPolicy(port: port, loopbackOnly: true),
      responder: SiteResponder(resolver: SiteFileResolver(root: siteFolder), currentBuild: { 1 }),
      updates: LiveUpdates(initial: .ok(build: 1, server: "simulated", changed: [])), limits: limits)
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 40000)).wait()
  }

  deinit {
    _ = try? channel.finish()
  }

  /// Sends `bytes` as the client and returns what the server wrote back since the last call.
  public func send(_ bytes: some Sequence<UInt8>) throws -> [UInt8] {
    guard channel.isActive else { return try written() }
    var buffer = channel.allocator.buffer(capacity: 0)
    buffer.writeBytes(Array(bytes))
    try channel.writeInbound(buffer)
    return try written()
  }

  /// Moves the connection's clock on (timeouts fire) and returns what the server wrote.
  public func advance(by time: TimeAmount) throws -> [UInt8] {
    channel.embeddedEventLoop.advanceTime(by: time)
    return try written()
  }

  /// Everything the server wrote that was not read yet.
  public func written() throws -> [UInt8] {
    channel.embeddedEventLoop.run()
    var result: [UInt8] = []
    while let buffer = try channel.readOutbound(as: ByteBuffer.self) {
      result += buffer.readableBytesView
    }
    return result
  }

  /// False once the server closed the connection.
  public var isOpen: Bool { channel.isActive }
}
