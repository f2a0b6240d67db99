import Foundation

/// How many of the pages a build renders show each scenario, by language and code: so a block
/// drawn for its first page can be kept for the others that show it, and let go after the last.
///
/// Without it the memo of drawn blocks (``RenderedBlocks``) could only keep a block from its
/// second sighting on (keeping every block would hold the whole site's pictures in memory), so
/// every recurring block was drawn twice: a sixth of all drawing on the bench corpus.
///
/// The counts come from a quick look at each note's lines during the scan, not from cmark's
/// parse: a fence inside a list or a quote is missed, and a count that is wrong costs a second
/// drawing or a block kept until the build ends, never a wrong page (the memo's key is still
/// the whole block).
public struct ScenarioCensus: Sendable {
  /// A scenario's language and code, hashed (``ScenarioFences/Fingerprint``).
  public typealias Fingerprint = ScenarioFences.Fingerprint

  private var counts: [Fingerprint: Int] = [:]

  public init() {}

  /// The census of these fingerprints (one per block, as ``ScenarioFences/fingerprints(of:language:)`` gives).
  public init<Blocks: Sequence>(counting fingerprints: Blocks) where Blocks.Element == Fingerprint {
    for fingerprint in fingerprints { counts[fingerprint, default: 0] += 1 }
  }

  /// How many rendered pages show a scenario with this code in this language (0 when unknown).
  public func uses(language: String, code: String) -> Int {
    counts[Self.fingerprint(language: language, code: code)] ?? 0
  }

  static func fingerprint(language: String, code: String) -> Fingerprint {
    ScenarioFences.fingerprint(language: language, code: code)
  }
}
