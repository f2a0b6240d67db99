import Foundation

/// Each language's index lines as pages finish rendering (in any order, on any thread),
/// appended to a scratch file per language; memory keeps only where each line is.
///
/// A site's indexes hold all its text (about 6 KB a page): kept in memory until the end of a
/// 15 000-page build, that doubled the build's peak memory. Read back one language at a time,
/// sorted by path, they become the index file (``SearchIndexes``).
final class SearchLineSpool: @unchecked Sendable {
  private let folder: String
  private let lock = NSLock()
  private var files: [String: FileHandle] = [:]
  private var sizes: [String: Int] = [:]
  /// Where each page's line is, by language and page path.
  private var places: [String: [String: Range<Int>]] = [:]
  /// Set when the scratch folder could not be used: the build then keeps lines in memory.
  private var inMemory: [String: [String: Data]] = [:]

  init() {
    var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("docgen-search-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    folder = made.map { String(cString: $0) } ?? ""
  }

  deinit {
    for handle in files.values { try? handle.close() }
    if !folder.isEmpty { try? FileManager.default.removeItem(atPath: folder) }
  }

  func add(language: String, path: String, line: String) {
    let bytes = Data(line.utf8)
    lock.lock()
    defer { lock.unlock() }
    if let handle = handle(for: language), (try? handle.write(contentsOf: bytes)) != nil {
      let start = sizes[language, default: 0]
      sizes[language] = start + bytes.count
      places[language, default: [:]][path] = start..<(start + bytes.count)
    } else {
      inMemory[language, default: [:]][path] = bytes
    }
  }

  /// The lines added for `language`, by page path (slices of one buffer read back).
  ///
  /// The file is read outside the lock, so the languages' indexes are read back side by side,
  /// and without `fsync`: a read after a write of the same file sees what was written.
  func lines(language: String) -> [String: Data] {
    lock.lock()
    var lines = inMemory[language] ?? [:]
    let ranges = files[language] == nil ? nil : places[language]
    lock.unlock()
    guard let ranges, let data = FileManager.default.contents(atPath: scratchPath(language)) else { return lines }
    for (path, range) in ranges where range.upperBound <= data.count {
      lines[path] = data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
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
