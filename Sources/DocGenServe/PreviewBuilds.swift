import DocGenKit
import Foundation
import Workers

/// Rebuilds the preview's site when asked, one build at a time, and tells the open pages.
///
/// Requests that arrive while a build runs are folded into one more build after it, so a
/// burst of saves costs at most two builds. Builds run on a thread of their own: they block
/// (and use every core through their own workers), which the server's async tasks must not.
public final class PreviewBuilds: Sendable {
  /// One finished build.
  public struct Outcome: Sendable {
    public var number: Int
    public var report: SiteBuilder.Report
    public var seconds: Double
  }

  public let contentPath: String
  public let outputPath: String
  public let updates: LiveUpdates
  /// Identifies this server process to the pages (they reload when it changes).
  public let serverID: String
  private let splicer: ScenarioSplicer
  private let onBuild: @Sendable (Outcome) -> Void
  private let queue = DispatchQueue(label: "docgen-preview-build")
  /// Whether a build runs, whether another was asked for meanwhile, and how many ran.
  private struct State: Sendable {
    var running = false
    var pending = false
    var builds = 0
  }

  private let state = Locked(State())

  /// `onBuild` hears of every build, on the build thread (the command line prints it).
  public init(
    contentPath: String, outputPath: String, cache: ScenarioCache, serverID: String,
    onBuild: @escaping @Sendable (Outcome) -> Void
  ) {
    self.contentPath = contentPath
    self.outputPath = outputPath
    self.serverID = serverID
    self.splicer = ScenarioSplicer(runner: PageRunner(cache: cache))
    self.onBuild = onBuild
    updates = LiveUpdates(initial: .ok(build: 0, server: serverID, changed: []))
  }

  /// Builds now, on the caller's thread (the first build, before the server answers).
  @discardableResult
  public func buildNow() -> Outcome {
    let started = DispatchTime.now().uptimeNanoseconds
    let builder = SiteBuilder(contentPath: contentPath, outputPath: outputPath, splicer: splicer)
    let report = builder.build()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let number = state.withLock { state in
      state.builds += 1
      return state.builds
    }
    let outcome = Outcome(number: number, report: report, seconds: seconds)
    if report.succeeded {
      updates.publish(.ok(build: number, server: serverID, changed: report.changedPaths))
    } else {
      updates.publish(
        .failed(build: number, server: serverID, diagnostics: report.diagnostics, sources: report.sources))
    }
    onBuild(outcome)
    return outcome
  }

  /// Asks for a build soon; never waits.
  public func requestBuild() {
    let start = state.withLock { state -> Bool in
      if state.running {
        state.pending = true
        return false
      }
      state.running = true
      return true
    }
    guard start else { return }
    queue.async { [self] in
      while true {
        buildNow()
        let again = state.withLock { state -> Bool in
          if state.pending {
            state.pending = false
            return true
          }
          state.running = false
          return false
        }
        if !again { return }
      }
    }
  }

  /// The private folder a preview of `contentPath` builds into: under docgen's cache, one per
  /// content folder, so a second `docgen serve` of the same notes starts from the last build.
  /// Never the user's own output folder.
  public static func defaultOutput(
    forContent contentPath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let absolute = SiteFileResolver.realPath(contentPath) ?? contentPath
    let base = ScenarioCache.defaultFolder(environment: environment) ?? (NSTemporaryDirectory() + "docgen")
    let name = String(ContentHash.of([absolute]).prefix(16))
    return base + "/serve/" + name + "/site"
  }
}
