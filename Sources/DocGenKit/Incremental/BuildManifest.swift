import Foundation
import Workers

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
  static let currentFormat = 11

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
  /// The files beside the notes that pages name, by path inside the content folder: their
  /// hashes are reused while their size and time are unchanged.
  var linkedFiles: [String: LinkedFileRecord] = [:]
  /// Their copies in the site (``LinkedFiles/copies``): hash by site path.
  var copies: [String: String] = [:]
  /// Warnings found while rendering each source file, replayed when it is not rendered again,
  /// so a warning does not vanish because a build had nothing to do.
  var warnings: [String: [Diagnostic]]
  /// The pictures each source file's pages show (``PictureFiles``), by source file: a picture
  /// stays while a page shows it, and goes with the last one.
  var pictures: [String: [String]] = [:]

  /// Every picture the site has.
  var allPictures: Set<String> { Set(pictures.values.joined()) }

  /// The manifest at `path`, when there is one this docgen can use.
  /// `notesRead` is called with the writer's binary and the notes as soon as they are decoded,
  /// before the rest is (``ManifestReading``); not when the file is missing or not a manifest
  /// of this format.
  static func read(
    from path: String, notesRead: (_ binary: String, _ notes: [String: ContentLoader.NoteRecord]) -> Void = { _, _ in }
  ) -> BuildManifest? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return data.withUnsafeBytes { bytes in
      var reader = BinaryReader(bytes: bytes)
      guard let manifest = try? BuildManifest(reading: &reader, notesRead: notesRead), reader.isAtEnd else {
        return nil
      }
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
    writer.map(linkedFiles)
    writer.map(copies)
  }

  /// The fields only rendering completes: the search indexes' hashes and the warnings.
  private func writeRenderedPart(to writer: inout BinaryWriter) {
    writer.map(siteFiles)
    writer.map(warnings)
    writer.map(pictures)
  }
}

extension BuildManifest: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writePlannedPart(to: &writer)
    writeRenderedPart(to: &writer)
  }

  init(reading reader: inout BinaryReader) throws {
    try self.init(reading: &reader, notesRead: { _, _ in })
  }

  init(reading reader: inout BinaryReader, notesRead: (String, [String: ContentLoader.NoteRecord]) -> Void) throws {
    guard try reader.int() == Self.currentFormat else { throw BinaryReader.Damaged() }
    let binary = try reader.string()
    let configHash = try reader.string()
    let contentPath = try reader.string()
    let notes: [String: ContentLoader.NoteRecord] = try reader.map()
    notesRead(binary, notes)
    let articles: [String: String] = try reader.map()
    let linkTargets = try reader.string()
    let pageCount = try reader.int()
    let indexDiagnostics: [Diagnostic] = try reader.array()
    let outdated = Set(try reader.array(String.self))
    let dates: [String: String] = try reader.map()
    let pages: [String: String] = try reader.map()
    let linkedFiles: [String: LinkedFileRecord] = try reader.map()
    let copies: [String: String] = try reader.map()
    self.init(
      binary: binary, configHash: configHash, contentPath: contentPath, notes: notes, articles: articles,
      linkTargets: linkTargets, pageCount: pageCount, indexDiagnostics: indexDiagnostics, outdated: outdated,
      dates: dates, pages: pages, siteFiles: try reader.map(), linkedFiles: linkedFiles, copies: copies,
      warnings: try reader.map(), pictures: try reader.map())
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
    writer.array(files)
    writer.array(warnings)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      size: Int64(try reader.int()), modified: Int64(try reader.int()), hash: try reader.string(),
      frontMatter: try reader.value(),
      title: try reader.string(), hasTitleHeading: try reader.bool(), translationHash: try reader.string(),
      anchors: try reader.optional(), files: try reader.array(), warnings: try reader.array())
  }
}

extension FrontMatter: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.optional(title)
    writer.optional(order)
    writer.optional(summary)
    writer.optional(translationOf)
    writer.optional(translatedFrom)
    writer.bool(isDraft)
    writer.optional(date)
    writer.optional(permalink)
    writer.optional(slug)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      title: try reader.optional(), order: try reader.optional(), summary: try reader.optional(),
      translationOf: try reader.optional())
    translatedFrom = try reader.optional()
    isDraft = try reader.bool()
    date = try reader.optional()
    permalink = try reader.optional()
    slug = try reader.optional()
  }
}

extension LinkedFileRecord: BinaryCodable {
  func write(to writer: inout BinaryWriter) {
    writer.int(Int(size))
    writer.int(Int(modified))
    writer.string(hash)
    writer.optional(width)
    writer.optional(height)
    writer.optional(problem)
  }

  init(reading reader: inout BinaryReader) throws {
    self.init(
      size: Int64(try reader.int()), modified: Int64(try reader.int()), hash: try reader.string(),
      width: try reader.optional(), height: try reader.optional(), problem: try reader.optional())
  }
}

/// The previous build's manifest, read on a thread of its own in two steps: the notes, which
/// the scan waits for to reuse their records, as soon as they are decoded; the rest (the
/// articles' and pages' keys, about half of the decoding) while the scan runs. The scan used
/// to wait for the whole manifest with a core idle.
final class ManifestReading: Sendable {
  private typealias EarlyNotes = (binary: String, notes: [String: ContentLoader.NoteRecord])
  /// The writer's binary and the notes, as soon as they are decoded (nil: none to reuse).
  private let early = Eventual<EarlyNotes?>()
  private let manifest = Eventual<BuildManifest?>()

  /// Starts reading the manifest at `path`; nil reads nothing (a build that renders all).
  init(path: String?) {
    guard let path else {
      early.fulfil(nil)
      manifest.fulfil(nil)
      return
    }
    Thread { [early, manifest] in
      let notesRead = Locked(false)
      let read = BuildManifest.read(from: path) { binary, notes in
        early.fulfil((binary, notes))
        notesRead.withLock { $0 = true }
      }
      if !notesRead.value { early.fulfil(nil) }
      manifest.fulfil(read)
    }.start()
  }

  /// The manifest's notes when `binary` wrote it, once they are decoded (nil when there are
  /// none, or another docgen wrote them).
  func notes(writtenBy binary: String) -> [String: ContentLoader.NoteRecord]? {
    early.value.flatMap { $0.binary == binary ? $0.notes : nil }
  }

  /// The whole manifest, once decoded (nil when missing or damaged).
  var value: BuildManifest? { manifest.value }
}
