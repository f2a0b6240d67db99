import ArgumentParser
import DocGenKit

/// `--no-cache`, shared by every command that runs scenarios.
public struct CacheOptions: ParsableArguments {
  public init() {}

  @Flag(help: "Run every scenario again instead of reusing results from the cache ($DOCGEN_CACHE, else ~/.cache/docgen).")
  public var noCache = false

  /// The cache for this run: in memory always (identical scenarios run once per run), on disk
  /// unless `--no-cache`.
  public func makeCache() -> ScenarioCache {
    ScenarioCache(folder: noCache ? nil : ScenarioCache.defaultFolder())
  }

  /// The disk cache's size cap: results are small (a few kilobytes each).
  public static let maxBytes = 256 << 20
}
