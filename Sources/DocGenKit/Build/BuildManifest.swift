import Foundation

/// What the site in an output folder was built from, kept beside the folder
/// (`.site.docgen-manifest`) so the next build of the same output can tell what changed and
/// render only that. It lives outside the site because it holds file times and the binary's
/// identity: the site itself stays the same bytes for the same input.
///
/// Every file of the site has a render key: a hash of everything its bytes depend on (the
/// docgen binary, site.yml, the page's source and the site's set of pages for its article,
/// and the rendered chrome around it). A file whose key is unchanged is not rendered or
/// written again; one whose key changed is. Keys make incremental builds exact: the output is
/// the output of a clean build, byte for byte.
struct BuildManifest: Codable, Sendable {
  static let currentFormat = 1

  var format = Self.currentFormat
  /// ``ScenarioCache/currentBinaryIdentity()`` of the docgen that built the site.
  var binary: String
  var configHash: String
  /// Notes by `language/relativePath`, to skip reading unchanged ones.
  var notes: [String: ContentLoader.NoteRecord]
  /// Render keys by path inside the site.
  var outputs: [String: String]
  /// Warnings found while rendering each source file, replayed when it is not rendered again,
  /// so a warning does not vanish because a build had nothing to do.
  var warnings: [String: [Diagnostic]]

  /// The manifest at `path`, when there is one this docgen can use.
  static func read(from path: String) -> BuildManifest? {
    guard let data = FileManager.default.contents(atPath: path),
      let manifest = try? JSONDecoder().decode(BuildManifest.self, from: data), manifest.format == currentFormat
    else { return nil }
    return manifest
  }

  func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data()
  }
}
