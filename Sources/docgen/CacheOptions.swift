import ArgumentParser
import DocGenKit

/// `--no-cache`, shared by every command that runs scenarios.
struct CacheOptions: ParsableArguments {
  @Flag(help: "Run every scenario again instead of reusing results from the cache ($DOCGEN_CACHE, else ~/.cache/docgen).")
  var noCache = false

  /// The cache for this run: in memory always (identical scenarios run once per run), on disk
  /// unless `--no-cache`.
  func makeCache() -> ScenarioCache {
    ScenarioCache(folder: noCache ? nil : ScenarioCache.defaultFolder())
  }

  /// The disk cache's size cap: results are small (a few kilobytes each).
  static let maxBytes = 256 << 20
}
