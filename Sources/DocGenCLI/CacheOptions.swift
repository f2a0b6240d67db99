import ArgumentParser
import DocGenKit

/// `--no-cache` and `--cache`, shared by every command that runs scenarios.
///
/// The disk cache is trusted only as far as its seal (``ScenarioCache``): entries are keyed
/// with a secret private to this user. In CI the cache folder may be shared by jobs of other
/// people, and a claim that passes there is what a merge relies on, so with `CI` set the disk
/// cache is off unless `--cache` asks for it: every scenario runs anew. Running them all
/// costs little (`docgen check Content` in a debug build: 0.35 s warm, 0.72 s without the
/// cache; docs/performance.md).
public struct CacheOptions: ParsableArguments {
  public init() {}

  @Flag(
    help: "Run every scenario again instead of reusing results from the cache ($DOCGEN_CACHE, else ~/.cache/docgen).")
  public var noCache = false

  @Flag(help: "Use the disk cache even when CI is set (where it is off by default).")
  public var cache = false

  public func validate() throws {
    if noCache && cache { throw ValidationError("--cache and --no-cache cannot go together") }
  }

  /// Whether this run reads and writes the disk cache (`ci`: whether `CI` is set).
  public func usesDiskCache(ci: Bool = Environment.isCI) -> Bool {
    !noCache && (cache || !ci)
  }

  /// The cache for this run: in memory always (identical scenarios run once per run), on disk
  /// when ``usesDiskCache(ci:)``.
  public func makeCache() -> ScenarioCache {
    ScenarioCache(folder: usesDiskCache() ? ScenarioCache.defaultFolder() : nil)
  }

  /// The disk cache's size cap: results are small (a few kilobytes each).
  public static let maxBytes = 256 << 20
}
