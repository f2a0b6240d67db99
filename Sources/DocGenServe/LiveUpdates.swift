import DocGenKit
import Foundation
import Workers

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

  public static func failed(build: Int, server: String, diagnostics: [Diagnostic], sources: [String: String])
    -> LiveMessage
  {
    let renderer = DiagnosticRenderer(sourceLines: { file in sources[file].map { $0.sourceLines } })
    let problems = diagnostics.filter { $0.severity == .error }.map { diagnostic in
      Problem(
        severity: diagnostic.severity.rawValue, id: diagnostic.id.rawValue, location: diagnostic.location.description,
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
/// Held by the server and the rebuild loop at once, so its two fields — the latest message and
/// the subscribers — are one ``Locked`` value. A subscriber is a function called with each message's
/// JSON (and with nil when the server stops), on the thread that publishes: a page's socket
/// writes it to its channel, which is safe from any thread, so no task or queue stands between
/// a build and the pages.
public final class LiveUpdates: Sendable {
  private struct State: Sendable {
    var latest: LiveMessage
    var subscribers: [UUID: @Sendable (String?) -> Void] = [:]
  }

  private let state: Locked<State>

  public init(initial: LiveMessage) {
    state = Locked(State(latest: initial))
  }

  public var current: LiveMessage { state.withLock { $0.latest } }

  public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// Calls `receive` with the current state at once (nothing marked changed: the page just
  /// loaded what is on disk), then with every message published, then with nil when the
  /// server stops. Returns what ends the subscription.
  public func subscribe(_ receive: @escaping @Sendable (String?) -> Void) -> Subscription {
    let id = UUID()
    let greeting = state.withLock { state -> String in
      var greeting = state.latest
      greeting.changed = []
      state.subscribers[id] = receive
      return greeting.json
    }
    receive(greeting)
    return Subscription { [weak self] in
      self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
    }
  }

  /// The same as a stream (the newest 8 kept for a slow reader).
  public func subscribe() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
    let subscription = subscribe { text in
      if let text { continuation.yield(text) } else { continuation.finish() }
    }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }

  /// Ends one page's subscription.
  public struct Subscription: Sendable {
    fileprivate let end: @Sendable () -> Void
    public func cancel() { end() }
  }

  /// Records `message` as the current state and sends it to every open page.
  public func publish(_ message: LiveMessage) {
    let text = message.json
    let targets = state.withLock { state in
      state.latest = message
      return Array(state.subscribers.values)
    }
    for receive in targets { receive(text) }
  }

  /// Ends every page's subscription (the server is stopping).
  public func finishAll() {
    let targets = state.withLock { state in
      let all = Array(state.subscribers.values)
      state.subscribers.removeAll()
      return all
    }
    for receive in targets { receive(nil) }
  }
}
