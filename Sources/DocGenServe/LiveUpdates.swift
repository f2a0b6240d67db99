import DocGenKit
import Foundation

/// What the preview tells open pages after a build, as one JSON text message.
///
/// `ok` lists the site files the build wrote or removed, so a page reloads only when it
/// changed; `failed` carries every diagnostic (rendered as the terminal shows it, excerpt and
/// claim diff included) for the overlay, while the last good site stays on disk and in view.
public struct LiveMessage: Codable, Equatable, Sendable {
  public enum Kind: String, Codable, Sendable { case ok, failed }

  public struct Problem: Codable, Equatable, Sendable {
    public var severity: String
    public var id: String
    /// `file:line:col`.
    public var location: String
    public var message: String
    /// The whole diagnostic as the terminal shows it: location, message, excerpt, notes.
    public var text: String
  }

  public var type: Kind
  /// Counts builds since the server started; a page that missed one still sees the latest.
  public var build: Int
  /// Identifies this server process: a page that reconnects to a new one reloads.
  public var server: String
  public var changed: [String]
  public var problems: [Problem]

  public static func ok(build: Int, server: String, changed: [String]) -> LiveMessage {
    LiveMessage(type: .ok, build: build, server: server, changed: changed, problems: [])
  }

  public static func failed(build: Int, server: String, diagnostics: [Diagnostic], sources: [String: String]) -> LiveMessage {
    let renderer = DiagnosticRenderer(sourceLines: { file in sources[file].map { $0.sourceLines } })
    let problems = diagnostics.filter { $0.severity == .error }.map { diagnostic in
      Problem(
        severity: diagnostic.severity.rawValue, id: diagnostic.id, location: diagnostic.location.description,
        message: diagnostic.message, text: renderer.render(diagnostic))
    }
    return LiveMessage(type: .failed, build: build, server: server, changed: [], problems: problems)
  }

  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}

/// The open pages' connections, and the state a newly opened page is told first.
///
/// Held by the server and the rebuild loop at once, so it is a lock around two fields:
/// the latest message and the subscribers' continuations.
public final class LiveUpdates: @unchecked Sendable {
  private let lock = NSLock()
  private var latest: LiveMessage
  private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

  public init(initial: LiveMessage) {
    latest = initial
  }

  public var current: LiveMessage { lock.withLock { latest } }

  public var subscriberCount: Int { lock.withLock { subscribers.count } }

  /// A stream of JSON messages for one page, starting with the current state (with nothing
  /// marked changed: the page just loaded what is on disk).
  public func subscribe() -> AsyncStream<String> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      _ = self.lock.withLock { self.subscribers.removeValue(forKey: id) }
    }
    lock.withLock {
      var greeting = latest
      greeting.changed = []
      continuation.yield(greeting.json)
      subscribers[id] = continuation
    }
    return stream
  }

  /// Records `message` as the current state and sends it to every open page.
  public func publish(_ message: LiveMessage) {
    let text = message.json
    let targets = lock.withLock {
      latest = message
      return Array(subscribers.values)
    }
    for continuation in targets { continuation.yield(text) }
  }

  /// Ends every page's stream (the server is stopping).
  public func finishAll() {
    let targets = lock.withLock {
      let all = Array(subscribers.values)
      subscribers.removeAll()
      return all
    }
    for continuation in targets { continuation.finish() }
  }
}
