import Foundation

/// Each language's index lines as pages finish rendering (in any order, on any thread),
/// appended to a scratch file per language; memory keeps only where each line is, and the
/// lines not written yet.
///
/// A site's indexes hold all its text (about 6 KB a page): kept in memory until the end of a
/// 15 000-page build, that doubled the build's peak memory. Read back one language at a time,
/// sorted by path, they become the index file (``SearchIndexes``).
///
/// The scratch files go in a folder the caller owns: a build's is in its staging folder
/// (``SiteWriter/scratch``), so a killed build's files go with the staging folder it left.
final class SearchLineSpool: @unchecked Sendable {
  private let folder: String
  private let lock = NSLock()
  private var files: [String: FileHandle] = [:]
  /// A language's lines as one stream: the first `written` bytes are in its file, the rest
  /// in `pending`.
  private var written: [String: Int] = [:]
  private var pending: [String: [UInt8]] = [:]
  /// Where each page's line is in its language's stream, by language and page path.
  private var places: [String: [String: Range<Int>]] = [:]
  /// Languages whose file could not be made or written: their stream stays in memory.
  private var inMemory: Set<String> = []
  /// Lines go to the file a quarter megabyte at a time: a write per page, under the lock,
  /// kept the cores waiting on each other.
  private static let flushSize = 256 << 10

  /// Keeps its scratch files in `folder`, which exists and which the caller removes.
  init(folder: String) {
    self.folder = folder
  }

  deinit {
    for handle in files.values { try? handle.close() }
  }

  func add(language: String, path: String, line: String) {
    lock.lock()
    defer { lock.unlock() }
    let start = written[language, default: 0] + pending[language, default: []].count
    places[language, default: [:]][path] = start..<(start + line.utf8.count)
    pending[language, default: []] += line.utf8
    if pending[language, default: []].count >= Self.flushSize { flush(language) }
  }

  /// Moves `language`'s pending lines to its file; the caller holds the lock. When the file
  /// cannot be made or written, the lines stay in memory.
  private func flush(_ language: String) {
    guard !inMemory.contains(language), let bytes = pending[language], !bytes.isEmpty else { return }
    guard let handle = handle(for: language), (try? handle.write(contentsOf: bytes)) != nil else {
      inMemory.insert(language)
      return
    }
    written[language, default: 0] += bytes.count
    pending[language] = []
  }

  /// The lines added for `language`, by page path (slices of one buffer read back).
  ///
  /// The file is read outside the lock, so the languages' indexes are read back side by side,
  /// and without `fsync`: a read after a write of the same file sees what was written.
  func lines(language: String) -> [String: Data] {
    lock.lock()
    let ranges = places[language] ?? [:]
    let inFile = written[language, default: 0]
    let rest = pending[language] ?? []
    lock.unlock()
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

  /// The scratch file of `language`, opened once; the caller holds the lock.
  private func handle(for language: String) -> FileHandle? {
    if let handle = files[language] { return handle }
    guard !folder.isEmpty, FileManager.default.createFile(atPath: scratchPath(language), contents: nil),
      let handle = FileHandle(forWritingAtPath: scratchPath(language))
    else { return nil }
    files[language] = handle
    return handle
  }
}
