import Foundation

/// What the site in an output folder was built from, kept beside the folder
/// (`.site.docgen-manifest`) so the next build of the same output can tell what changed and
/// render only that. It lives outside the site because it holds file times and the binary's
/// identity: the site itself stays the same bytes for the same input.
///
/// Every file of the site has keys: a hash of everything its bytes depend on (for a page, its
/// article's key and its chrome's; see ``SitePlan``). A file whose keys are unchanged is not
/// rendered or written again; one whose keys changed is. Keys make incremental builds exact:
/// the output is the output of a clean build, byte for byte.
struct BuildManifest: Codable, Sendable {
  static let currentFormat = 5

  var format = Self.currentFormat
  /// ``ScenarioCache/currentBinaryIdentity()`` of the docgen that built the site.
  var binary: String
  var configHash: String
  /// Notes by `language/relativePath`, to skip reading unchanged ones.
  var notes: [String: ContentLoader.NoteRecord]
  /// Article keys by source file (``SitePlan``).
  var articles: [String: String]
  /// Chrome keys of pages, and hashes of the other files, by path inside the site.
  var pages: [String: String]
  var siteFiles: [String: String]
  /// Pages that showed the outdated-translation notice.
  var outdated: Set<String>
  /// Warnings found while rendering each source file, replayed when it is not rendered again,
  /// so a warning does not vanish because a build had nothing to do.
  var warnings: [String: [Diagnostic]]
  /// Last commit dates by note, when the pages show them: a commit changes pages without
  /// changing a file.
  var dates: [String: String] = [:]

  /// The manifest at `path`, when there is one this docgen can use.
  static func read(from path: String) -> BuildManifest? {
    guard let data = FileManager.default.contents(atPath: path),
      let manifest = try? CompactDecoder().decode(BuildManifest.self, from: data), manifest.format == currentFormat
    else { return nil }
    return manifest
  }

  func encoded() -> Data {
    (try? CompactEncoder().encode(self)) ?? Data()
  }
}
