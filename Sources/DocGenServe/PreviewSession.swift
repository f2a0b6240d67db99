import DocGenKit
import Foundation

/// One `docgen serve`, from listening to stopping: the server, the builds and the watcher,
/// started and stopped in the order that keeps each promise of the preview.
///
/// 1. Listen first, so a busy port is said at once rather than after a whole build.
/// 2. Watch the content folder by its path (``ContentWatcher``): edits rebuild, and a folder
///    that disappears or is replaced is said and followed.
/// 3. Build once, so the first page load has a site (requests during that build get the last
///    preview of these notes, or a not-found page that reloads when the build lands); an edit
///    saved meanwhile is one more build after it.
/// 4. Stop the watcher before the server, so no build starts while pages are being closed.
///
/// Everything it has to say goes to `events` as ``Event`` values; it never prints.
public final class PreviewSession: Sendable {
  /// What the session tells whoever runs it.
  public enum Event: Sendable {
    /// A build finished (the first one included).
    case built(PreviewBuilds.Outcome)
    /// The content folder is gone; pages keep the last good build.
    case contentMissing
    /// A folder is at the content path again, or another replaced it; it is watched now.
    case contentReplaced
  }

  public let builds: PreviewBuilds
  public let server: PreviewServer
  private let watcher: ContentWatcher

  /// Listens on `host`:`port` (0: any free port) for a preview of `contentPath`, built into
  /// `outputPath`; nothing is built yet (``start()``).
  public init(
    contentPath: String, outputPath: String, host: String, port: Int, cache: ScenarioCache,
    limits: PreviewLimits = PreviewLimits(), serverID: String = UUID().uuidString,
    events: @escaping @Sendable (Event) -> Void
  ) throws(PreviewServer.ListenFailure) {
    let builds = PreviewBuilds(contentPath: contentPath, outputPath: outputPath, cache: cache, serverID: serverID) {
      events(.built($0))
    }
    server = try PreviewServer.start(
      host: host, port: port, siteFolder: outputPath, updates: builds.updates, limits: limits)
    self.builds = builds
    watcher = ContentWatcher(root: contentPath) { change in
      switch change {
      case .changed:
        builds.requestBuild()
      case .missing:
        events(.contentMissing)
        builds.requestBuild()
      case .replaced:
        events(.contentReplaced)
        builds.requestBuild()
      }
    }
  }

  /// Watches the content folder, then builds once (on the caller's thread): an edit saved
  /// during the first build asks for one more build after it.
  public func start() {
    watcher.start()
    builds.buildNow()
  }

  /// Stops watching, closes open pages and stops listening; returns within about a second.
  public func stop() {
    watcher.stop()
    server.stop()
  }
}
