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
struct BuildManifest: Sendable {
  /// Its first field: a manifest of another format (an older docgen's) is not read further.
  static let currentFormat = 9

  var format = Self.currentFormat
  /// ``ScenarioCache/currentBinaryIdentity()`` of the docgen that built the site.
  var binary: String
  var configHash: String
  /// `--content` as given: the problems a build with nothing to do replays name files under it.
  var contentPath: String
  /// Notes by `language/relativePath`, to skip reading unchanged ones.
  var notes: [String: ContentLoader.NoteRecord]
  /// Article keys by source file (``SitePlan``).
  var articles: [String: String]
  /// ``SitePlan/linkTargets``: the next build reuses it while every note keeps its place and
  /// front matter (and site.yml and docgen are the same).
  var linkTargets: String
  /// The site index's page count and problems: a build with nothing to do reports them
  /// without making the index again.
  var pageCount: Int
  var indexDiagnostics: [Diagnostic]
  /// Pages that showed the outdated-translation notice.
  var outdated: Set<String>
  /// Last commit dates by note, when the pages show them: a commit changes pages without
  /// changing a file.
  var dates: [String: String] = [:]
  /// Chrome keys of pages, and hashes of the other files, by path inside the site.
  var pages: [String: String]
  var siteFiles: [String: String]
  /// Warnings found while rendering each source file, replayed when it is not rendered again,
  /// so a warning does not vanish because a build had nothing to do.
  var warnings: [String: [Diagnostic]]

  /// The manifest at `path`, when there is one this docgen can use.
  static func read(from path: String) -> BuildManifest? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return data.withUnsafeBytes { bytes in
      var reader = BinaryReader(bytes: bytes)
      guard let manifest = try? BuildManifest(reading: &reader), reader.isAtEnd else { return nil }
      return manifest
    }
  }

  /// The manifest's bytes (``BinaryWriter``'s form, written by hand: through `Codable` it was
  /// a sixth of a no-op build to read and 60 ms at the end of a 3 000-page build to write).
  ///
  /// `planned`: ``encodedPlannedPart()`` of this manifest, made earlier (an incremental
  /// build makes it on a free core while pages render); made here when nil.
  func encoded(planned: [UInt8]? = nil) -> Data {
    assert(planned.map { $0 == encodedPlannedPart() } ?? true, "the planned part was made from other fields")
    var writer = BinaryWriter()
    writer.bytes = planned ?? encodedPlannedPart()
    writeRenderedPart(to: &writer)
    return Data(writer.bytes)
  }

  /// The fields a build knows before it renders, which are most of the bytes (the notes,
  /// the articles' and pages' keys), encoded on their own: they lead the manifest.
  func encodedPlannedPart() -> [UInt8] {
    var writer = BinaryWriter(capacity: 1 << 20)
    writePlannedPart(to: &writer)
    return writer.bytes
  }

  private func writePlannedPart(to writer: inout BinaryWriter) {
    writer.int(format)
    writer.string(binary)
    writer.string(configHash)
    writer.string(contentPath)
    writer.map(notes)
    writer.map(articles)
    writer.string(linkTargets)
    writer.int(pageCount)
    writer.array(indexDiagnostics)
    writer.array(outdated.sorted())
    writer.map(dates)
    writer.map(pages)
  }

  /// The fields only rendering completes: the search indexes' hashes and the warnings.
  private func writeRenderedPart(to writer: inout BinaryWriter) {
    writer.map(siteFiles)
    writer.map(warnings)
  }
}

extension BuildManifest: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writePlannedPart(to: &writer)
    writeRenderedPart(to: &writer)
  }

  init(reading reader: inout BinaryReader) throws {
    guard try reader.int() == Self.currentFormat else { throw BinaryReader.Damaged() }
    self.init(
      binary: try reader.string(), configHash: try reader.string(), contentPath: try reader.string(), notes: try reader.map(),
      articles: try reader.map(), linkTargets: try reader.string(), pageCount: try reader.int(),
      indexDiagnostics: try reader.array(), outdated: Set(try reader.array(String.self)), dates: try reader.map(),
      pages: try reader.map(), siteFiles: try reader.map(), warnings: try reader.map())
  }
}

extension ContentLoader.NoteRecord: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.int(Int(size))
    writer.int(Int(modified))
    writer.string(hash)
    writer.value(frontMatter)
    writer.string(title)
    writer.bool(hasTitleHeading)
    writer.string(translationHash)
    writer.optional(anchors)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      size: Int64(try reader.int()), modified: Int64(try reader.int()), hash: try reader.string(), frontMatter: try reader.value(),
      title: try reader.string(), hasTitleHeading: try reader.bool(), translationHash: try reader.string(),
      anchors: try reader.optional())
  }
}

extension FrontMatter: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.optional(title)
    writer.optional(order)
    writer.optional(summary)
    writer.optional(translationOf)
    writer.optional(translatedFrom)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(title: try reader.optional(), order: try reader.optional(), summary: try reader.optional(), translationOf: try reader.optional())
    translatedFrom = try reader.optional()
  }
}

extension Diagnostic: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.string(severity.rawValue)
    writer.string(id)
    writer.string(location.file)
    writer.int(location.line)
    writer.int(location.column)
    writer.string(message)
    writer.array(notes)
  }

  init(reading reader: inout BinaryReader) throws {
    let severity = try reader.raw(Severity.self)
    let id = try reader.string()
    let location = SourceLocation(file: try reader.string(), line: try reader.int(), column: try reader.int())
    self.init(severity, id, at: location, try reader.string(), notes: try reader.array())
  }
}
