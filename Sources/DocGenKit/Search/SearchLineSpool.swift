import Foundation
import Workers

/// Each language's index lines as pages finish rendering (in any order, on any thread),
/// appended to a scratch file per language; memory keeps only where each line is, and the
/// lines not written yet.
///
/// A site's indexes hold all its text (about 6 KB a page): kept in memory until the end of a
/// 15 000-page build, that doubled the build's peak memory. Read back one language at a time,
/// sorted by path, they become the index file (``SearchIndexAssembly``).
///
/// The scratch files go in a folder the caller owns: a build's is in its staging folder
/// (``SiteWriter/scratch``), so a killed build's files go with the staging folder it left.
final class SearchLineSpool: Sendable {
  private let folder: String
  /// Each language's lines as one stream: the first `written` bytes are in its file, the rest
  /// in `pending`.
  private struct Streams: Sendable {
    var files: [String: FileHandle] = [:]
    var written: [String: Int] = [:]
    var pending: [String: [UInt8]] = [:]
    /// Where each page's line is in its language's stream, by language and page path.
    var places: [String: [String: Range<Int>]] = [:]
    /// Languages whose file could not be made or written: their stream stays in memory.
    var inMemory: Set<String> = []
  }
  private let streams = Locked(Streams())
  /// Lines go to the file a quarter megabyte at a time: a write per page, under the lock,
  /// kept the cores waiting on each other.
  private static let flushSize = 256 << 10

  /// Keeps its scratch files in `folder`, which exists and which the caller removes.
  init(folder: String) {
    self.folder = folder
  }

  deinit {
    streams.withLock { streams in
      for handle in streams.files.values { try? handle.close() }
    }
  }

  func add(language: String, path: String, line: String) {
    streams.withLock { streams in
      let start = streams.written[language, default: 0] + streams.pending[language, default: []].count
      streams.places[language, default: [:]][path] = start..<(start + line.utf8.count)
      streams.pending[language, default: []] += line.utf8
      if streams.pending[language, default: []].count >= Self.flushSize { flush(language, in: &streams) }
    }
  }

  /// Moves `language`'s pending lines to its file. When the file cannot be made or written,
  /// the lines stay in memory.
  private func flush(_ language: String, in streams: inout Streams) {
    guard !streams.inMemory.contains(language), let bytes = streams.pending[language], !bytes.isEmpty else { return }
    guard let handle = handle(for: language, in: &streams), (try? handle.write(contentsOf: bytes)) != nil else {
      streams.inMemory.insert(language)
      return
    }
    streams.written[language, default: 0] += bytes.count
    streams.pending[language] = []
  }

  /// The lines added for `language`, by page path (slices of one buffer read back).
  ///
  /// The file is read outside the lock, so the languages' indexes are read back side by side,
  /// and without `fsync`: a read after a write of the same file sees what was written.
  func lines(language: String) -> [String: Data] {
    let (ranges, inFile, rest) = streams.withLock { streams in
      (streams.places[language] ?? [:], streams.written[language, default: 0], streams.pending[language] ?? [])
    }
    var stream = Data()
    if inFile > 0 {
      guard let data = FileManager.default.contents(atPath: scratchPath(language)), data.count >= inFile else {
        return [:]
      }
      stream = data.prefix(inFile)
    }
    stream.append(contentsOf: rest)
    var lines: [String: Data] = [:]
    for (path, range) in ranges where range.upperBound <= stream.count {
      lines[path] = stream[(stream.startIndex + range.lowerBound)..<(stream.startIndex + range.upperBound)]
    }
    return lines
  }

  private func scratchPath(_ language: String) -> String {
    (folder as NSString).appendingPathComponent(language.isEmpty ? "_" : language)
  }

  /// The scratch file of `language`, opened once.
  private func handle(for language: String, in streams: inout Streams) -> FileHandle? {
    if let handle = streams.files[language] { return handle }
    guard !folder.isEmpty, FileManager.default.createFile(atPath: scratchPath(language), contents: nil),
      let handle = FileHandle(forWritingAtPath: scratchPath(language))
    else { return nil }
    streams.files[language] = handle
    return handle
  }
}
