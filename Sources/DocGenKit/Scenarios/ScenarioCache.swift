import DocEngine
import Foundation
import ScenarioKit
import Workers

#if canImport(Glibc)
  import Glibc
#endif

/// Scenario results, content-addressed, so identical code runs once: across the three
/// languages of a page, across pages, across `build`, `check` and `bless`, across runs.
///
/// A block's result is a pure function of its chain's code (the block and the `continue`
/// blocks before it) and of the docgen binary that ran it, so that pair is the key. The
/// binary is identified by its file's size, modification time and inode: any rebuild of the
/// engine or the interpreter starts a fresh key space, so a cached result can never be
/// stale, and no version number has to be remembered.
///
/// Two layers: a table in memory for this process, and (when ``folder`` is set) files on disk
/// shared between processes, laid out as Go's build cache is: `v2/ab/abcdef…`, written to a
/// temporary name and renamed into place, so two docgen processes at once only ever see whole
/// entries; the same key always holds the same result (a build may write an entry again
/// with its code's HTML added, when `check` wrote it without). ``trim(maxBytes:)`` keeps the folder
/// under a size cap, removing the entries used least recently.
///
/// Files on disk are not trusted: each is sealed (``CacheSeal``, an HMAC with a key private to
/// this user), and one whose seal does not match is a miss, reported in ``problems()``.
public final class ScenarioCache: Sendable {
  /// What a block's run left that the pipeline uses: its outcome, located as if its chain's
  /// blocks stood one after the other from line 1, column 1 of a file named ""
  /// (``ChainPlaces``; ``ScenarioOutcome/relocated(to:chain:)`` puts it in place), and the
  /// names of the engine's objects when it ended.
  struct Entry: Sendable {
    var outcome: ScenarioOutcome
    var names: [Name]
    /// The block's code highlighted (``SwiftHighlighter``) from the parse that ran it; nil when
    /// the runner that wrote the entry did not show code (`check`, `bless`).
    var highlighted: String? = nil

    struct Name: Sendable {
      var id: Int
      var name: String
    }
  }

  /// The disk layer's folder; nil when results stay in memory (`--no-cache`, or a cache folder
  /// whose key is not private: see ``problems()``).
  public let folder: String?
  private let seal: CacheSeal?
  private let binaryIdentity: String
  /// What this process knows, shared by the threads that render and check.
  private struct Known: Sendable {
    /// Results by key.
    var entries: [String: Entry] = [:]
    /// Highlighted HTML by code.
    var highlights: [String: String] = [:]
    /// Warnings about the disk layer, by what they name (reported once each).
    var warnings: [String: Diagnostic] = [:]
  }

  private let known: Locked<Known>

  /// `folder` nil keeps results in memory only (`--no-cache`).
  public init(folder: String?, binaryIdentity: String = ScenarioCache.currentBinaryIdentity()) {
    self.binaryIdentity = binaryIdentity
    guard let folder else {
      self.folder = nil
      seal = nil
      known = Locked(Known())
      return
    }
    switch CacheSeal.load(inFolder: folder) {
    case .success(let loaded):
      self.folder = folder
      seal = loaded
      known = Locked(Known())
    case .failure(let problem):
      self.folder = nil
      seal = nil
      let warning = Diagnostic(
        .warning, .untrustedCache, at: SourceLocation(file: folder, line: 1),
        "the scenario cache is not used: \(problem.description); every scenario runs anew")
      known = Locked(Known(warnings: [folder: warning]))
    }
  }

  /// What went wrong with the disk layer so far: a folder whose key is not private, entries
  /// whose seal did not match (each ran again). Warnings, in a stable order.
  public func problems() -> [Diagnostic] {
    known.withLock { Array($0.warnings.values) }.sortedByLocation()
  }

  private func warnTampered(_ path: String) {
    let warning = Diagnostic(
      .warning, .cacheIntegrity, at: SourceLocation(file: path, line: 1),
      "this scenario-cache entry does not carry this user's seal (changed on disk, or damaged); it was not used, and the scenario ran again"
    )
    known.withLock { $0.warnings[path] = warning }
  }

  /// The payload of the sealed file at `path`, named `name`; nil when there is none, or when
  /// its seal does not match (then it is removed and reported).
  private func readSealed(_ path: String, name: String) -> Data? {
    guard let seal, let data = FileManager.default.contents(atPath: path) else { return nil }
    guard let payload = seal.open(data, name: name) else {
      warnTampered(path)
      unlink(path)
      return nil
    }
    return payload
  }

  /// `$DOCGEN_CACHE`, else `$XDG_CACHE_HOME/docgen`, else `~/.cache/docgen`.
  public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let explicit = environment["DOCGEN_CACHE"], !explicit.isEmpty { return explicit }
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return join(xdg, "docgen") }
    if let home = environment["HOME"], !home.isEmpty { return join(home, ".cache/docgen") }
    return nil
  }

  /// The running executable as a key: size, modification time and inode of its file.
  public static func currentBinaryIdentity() -> String {
    var info = stat()
    guard stat("/proc/self/exe", &info) == 0 else { return "unknown-binary" }
    return "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)"
  }

  /// The key of the last block of `chain` (its code and the code of the blocks it continues).
  func key(chain: [String], stepLimit: Int, iOS: PlatformVersion = .defaultiOS) -> String {
    ContentHash.of(["docgen-scenario-cache-4", binaryIdentity, String(stepLimit), "iOS \(iOS)"] + chain)
  }

  func entry(for key: String) -> Entry? {
    let remembered = known.withLock { $0.entries[key] }
    if let remembered { return remembered }
    guard let path = path(of: key), let data = readSealed(path, name: key),
      let entry = data.withUnsafeBytes({ try? CacheEntryCoding.decode($0) })
    else { return nil }
    markUsed(path)
    remember(entry, for: key)
    return entry
  }

  func store(_ entry: Entry, for key: String) {
    remember(entry, for: key)
    guard let seal else { return }
    write(seal.seal(CacheEntryCoding.encode(entry), name: key), for: key)
  }

  /// Writes an entry's bytes whole (``WholeFile``): readers in other processes see the whole
  /// entry or none. When its shard's folder does not exist yet, the folder is made and the
  /// write tried once more (one `mkdir` a shard, not one an entry).
  private func write(_ data: Data, for key: String) {
    guard let path = path(of: key) else { return }
    if WholeFile.write(data, to: path) { return }
    let shard = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
    WholeFile.write(data, to: path)
  }

  /// `code` highlighted (``SwiftHighlighter``), from memory, from disk, or made and kept.
  ///
  /// For code that is not a scenario (a scenario's HTML is kept in its entry, made from the
  /// parse that ran it): highlighted HTML is as pure a function of the code and the binary as
  /// a run's result, and parsing and classifying code is costly, so it is kept the same way:
  /// one entry per code, stored as the HTML's bytes.
  public func highlighted(_ code: String) -> String {
    // In memory by the code itself: the same snippet recurs on many pages, and hashing it for
    // the disk's key each time cost more than the lookup.
    if let html = known.withLock({ $0.highlights[code] }) { return html }
    let key = ContentHash.of(["docgen-highlight-1", binaryIdentity, code])
    if let path = path(of: key), let data = readSealed(path, name: key) {
      markUsed(path)
      let html = String(decoding: data, as: UTF8.self)
      known.withLock { $0.highlights[code] = html }
      return html
    }
    let html = SwiftHighlighter.html(code)
    known.withLock { $0.highlights[code] = html }
    if let seal { write(seal.seal(Data(html.utf8), name: key), for: key) }
    return html
  }

  private func remember(_ entry: Entry, for key: String) {
    known.withLock { $0.entries[key] = entry }
  }

  private func path(of key: String) -> String? {
    folder.map { join($0, "\(Self.layout)/\(key.prefix(2))/\(key)") }
  }

  /// Refreshes an entry's time of use, at most once an hour (as Go does), so trimming keeps
  /// what is used without a write for every read.
  private func markUsed(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0, time(nil) - info.st_mtim.tv_sec > 3600 else { return }
    utimes(path, nil)
  }

  /// The folder of entries in the current form (`v1` held unsealed entries).
  static let layout = "v2"

  /// Removes the least recently used entries until the cache holds at most 3/4 of `maxBytes`;
  /// does nothing when it holds less than `maxBytes`, or when it was trimmed within the day.
  /// Entries of an older layout are removed whole.
  public func trim(maxBytes: Int) {
    guard let folder else { return }
    let root = join(folder, Self.layout)
    try? FileManager.default.removeItem(atPath: join(folder, "v1"))
    let stamp = join(folder, "trimmed")
    var info = stat()
    if stat(stamp, &info) == 0, time(nil) - info.st_mtim.tv_sec < 86_400 { return }
    var entries: [(path: String, used: Int, size: Int)] = []
    var total = 0
    for shard in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
      let shardPath = join(root, shard)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: shardPath)) ?? [] {
        let path = join(shardPath, name)
        guard stat(path, &info) == 0 else { continue }
        entries.append((path, Int(info.st_mtim.tv_sec), Int(info.st_size)))
        total += Int(info.st_size)
      }
    }
    _ = FileManager.default.createFile(atPath: stamp, contents: Data())
    guard total > maxBytes else { return }
    for entry in entries.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) {
      if total <= maxBytes / 4 * 3 { break }
      if unlink(entry.path) == 0 { total -= entry.size }
    }
  }
}

/// Where the blocks of a chain (a block and the `continue` blocks after it) stand: in the
/// cache's neutral place, one after the other from line 1 of a nameless file, and in their note.
struct ChainPlaces {
  /// Each block's neutral origin: the first at line 1, each next one at the line after the
  /// previous block's last.
  let neutral: [SourceOrigin]
  /// Each block's origin in its note.
  let real: [SourceOrigin]

  init(_ chain: [ScenarioBlock], in page: SourcePage) {
    var line = 1
    neutral = chain.map { block in
      defer { line += block.code.utf8.count { $0 == UInt8(ascii: "\n") } + 1 }
      return SourceOrigin(file: "", firstLine: line)
    }
    real = chain.map { block in
      SourceOrigin(
        file: page.file, firstLine: block.codeLine, columnOffset: max(0, block.codeColumn - 1), scenarioName: block.id)
    }
  }

  /// A neutral location moved into the note: to the line of the block it is in (a location in
  /// a block earlier in the chain stays in that block).
  func relocated(_ location: SourceLocation) -> SourceLocation {
    let index = neutral.lastIndex { $0.firstLine <= location.line } ?? 0
    guard index < real.count else { return location }
    let origin = real[index]
    return SourceLocation(
      file: origin.file, line: location.line - neutral[index].firstLine + origin.firstLine,
      column: location.column + origin.columnOffset)
  }
}

extension ScenarioOutcome {
  /// The outcome moved from the cache's neutral place (``ChainPlaces/neutral``) to where its
  /// block really stands, `origin`, in the chain placed by `chain`.
  func relocated(to origin: SourceOrigin, chain: ChainPlaces) -> ScenarioOutcome {
    let move = chain.relocated
    var moved = self
    moved.origin = origin
    moved.diagnostics = diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.location = move(diagnostic.location)
      diagnostic.notes = diagnostic.notes.map { note in
        var note = note
        note.location = note.location.map(move)
        return note
      }
      return diagnostic
    }
    return moved
  }
}
