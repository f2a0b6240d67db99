import CAtomicRename
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a site into a private folder beside the output, then swaps it in whole.
///
/// - Every file goes through ``write(_:_:)``, the one gate between a path computed from
///   content and the file system: the path must be relative, normalised and free of control
///   characters, so it cannot leave the staging folder, and files are created with
///   `O_EXCL|O_NOFOLLOW`, so nothing is overwritten twice or written through a link.
/// - The staging folder has a unique name (`mkdtemp`), so a folder the user made beside the
///   output (`site.previous`) is never touched; one left by a killed build carries the site
///   marker and is removed by the next build of the same output.
/// - Builds of one output take turns (`flock` on a lock file beside it), so two at once both
///   finish with a whole site instead of sharing a staging folder.
/// - The swap is one `renameat2(RENAME_EXCHANGE)`: there is no moment without a site.
/// - An incremental build stages only the files that changed and moves each into place
///   (``commit(updating:removing:manifest:)``): unchanged files are not touched at all.
final class SiteWriter: @unchecked Sendable {
  enum Failure: Error, CustomStringConvertible {
    case unsafePath(String)
    case io(String)

    var description: String {
      switch self {
      case .unsafePath(let path): return "refusing to write '\(ContentPath.visible(path))': it is not a plain path inside the site"
      case .io(let message): return message
      }
    }
  }

  let output: OutputFolder
  /// Where this build writes; after the swap it holds the previous site until removed.
  let staging: String
  /// The build manifest beside the output (``BuildManifest``).
  let manifestPath: String
  /// Files written into the staging folder, for an update's moves.
  private var written: [String] = []
  private let lockDescriptor: Int32
  private var finished = false
  /// Folders already made in the staging folder (writes may come from several threads).
  private var madeFolders: Set<String> = []
  private let madeFoldersLock = NSLock()
  /// Signalled when the folders ``makeFoldersAhead(for:)`` makes are all made.
  private var foldersAhead: DispatchSemaphore?

  /// Takes the output's lock (waiting for another build of it to finish), clears what killed
  /// builds left behind, and makes a fresh staging folder.
  init(output: OutputFolder) throws(Failure) {
    self.output = output
    let parent = (output.resolved as NSString).deletingLastPathComponent
    let name = (output.resolved as NSString).lastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw .io("cannot create \(parent): \(error.localizedDescription)")
    }
    let lockPath = join(parent, ".\(name).docgen-lock")
    manifestPath = join(parent, ".\(name).docgen-manifest")
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io("cannot open the lock file \(lockPath): \(Self.errnoText())") }
    guard flock(descriptor, LOCK_EX) == 0 else {
      close(descriptor)
      throw .io("cannot lock \(lockPath): \(Self.errnoText())")
    }
    lockDescriptor = descriptor
    let stagingPrefix = ".\(name).docgen-staging-"
    Self.removeLeftovers(in: parent, prefix: stagingPrefix)
    var template = Array(join(parent, stagingPrefix + "XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      flock(descriptor, LOCK_UN)
      close(descriptor)
      throw .io("cannot create a staging folder in \(parent): \(Self.errnoText())")
    }
    staging = String(cString: made)
    chmod(staging, 0o755)
    do {
      try write(OutputFolder.markerName, OutputFolder.markerContents)
    } catch {
      abandon()
      throw error
    }
  }

  deinit {
    if !finished { abandon() }
  }

  /// Writes one file of the site. Safe to call from several threads at once.
  func write(_ relativePath: String, _ contents: Data) throws(Failure) {
    let outcome = contents.withUnsafeBytes { bytes in Result { () throws(Failure) in try write(relativePath, bytes: bytes) } }
    try outcome.get()
  }

  /// Writes one file of the site from text, without copying its bytes first.
  func write(_ relativePath: String, text: String) throws(Failure) {
    var text = text
    let outcome = text.withUTF8 { bytes in
      Result { () throws(Failure) in try write(relativePath, bytes: UnsafeRawBufferPointer(bytes)) }
    }
    try outcome.get()
  }

  private func write(_ relativePath: String, bytes contents: UnsafeRawBufferPointer) throws(Failure) {
    guard Self.isPlainRelativePath(relativePath) else { throw .unsafePath(relativePath) }
    let path = join(staging, relativePath)
    let folder = Self.folder(of: relativePath)
    if !folder.isEmpty { try makeFolders(folder) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io("cannot create \(path): \(Self.errnoText())") }
    defer { close(descriptor) }
    let complete = WholeFile.writeAll(contents, to: descriptor)
    if !complete { throw .io("cannot write \(path): \(Self.errnoText())") }
    madeFoldersLock.lock()
    self.written.append(relativePath)
    madeFoldersLock.unlock()
  }

  /// Puts the new site in place, then records `manifest` beside it.
  ///
  /// `updating` false swaps the staging folder in as the whole output and removes the previous
  /// site. `updating` true (an incremental build: the staging folder holds only what changed)
  /// moves each staged file into the output, then removes `removing` (paths of files the site
  /// no longer has); unchanged files are never touched.
  func commit(updating: Bool = false, removing: [String] = [], manifest: Data? = nil) throws(Failure) {
    precondition(!finished, "a SiteWriter commits once")
    waitForFoldersAhead()
    if updating {
      try moveStagedFiles()
      for path in removing where Self.isPlainRelativePath(path) {
        unlink(join(output.resolved, path))
        removeEmptyFolders(above: path)
      }
      try? FileManager.default.removeItem(atPath: staging)
    } else {
      let exists = FileManager.default.fileExists(atPath: output.resolved)
      let swapped = exists
        ? docgen_exchange_paths(staging, output.resolved) : docgen_rename_noreplace(staging, output.resolved)
      guard swapped == 0 else {
        let reason = Self.errnoText()
        abandon()
        throw .io("cannot put the new site in place at \(output.path): \(reason)")
      }
      // After an exchange the staging path holds the previous site; a kill before this removal
      // leaves it for the next build to clear.
      if exists { try? FileManager.default.removeItem(atPath: staging) }
    }
    if let manifest { WholeFile.write(manifest, to: manifestPath) }
    unlock()
  }

  /// Moves every staged file over its counterpart in the output (one `rename` each, so a
  /// reader sees the old page or the new one, never a part).
  private func moveStagedFiles() throws(Failure) {
    let written = madeFoldersLock.withLock { self.written }
    for path in written.sorted() where path != OutputFolder.markerName {
      let folder = Self.folder(of: path)
      if !folder.isEmpty { try makeFolders(folder, in: output.resolved) }
      guard rename(join(staging, path), join(output.resolved, path)) == 0 else {
        let reason = Self.errnoText()
        throw .io("cannot move \(path) into \(output.path): \(reason)")
      }
    }
  }

  /// After a page is removed, the folders it leaves empty go too (`rmdir` fails on others).
  private func removeEmptyFolders(above path: String) {
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty, rmdir(join(output.resolved, folder)) == 0 {
      folder = (folder as NSString).deletingLastPathComponent
    }
  }

  /// Removes the manifest beside the output: the next build renders everything.
  func forgetManifest() {
    unlink(manifestPath)
  }

  /// Removes the staging folder and releases the lock; the output stays as it was.
  func abandon() {
    guard !finished else { return }
    waitForFoldersAhead()
    try? FileManager.default.removeItem(atPath: staging)
    unlock()
  }

  private func unlock() {
    finished = true
    flock(lockDescriptor, LOCK_UN)
    close(lockDescriptor)
  }

  /// `mkdir -p` of a relative folder in the staging folder. The `mkdir`s run outside the
  /// lock (a folder made twice at once is `EEXIST` for one of them): a first build makes a
  /// folder for every page, and under the lock the cores took turns at it.
  private func makeFolders(_ relativeFolder: String) throws(Failure) {
    if madeFoldersLock.withLock({ madeFolders.contains(relativeFolder) }) { return }
    var partial = ""
    for component in relativeFolder.split(separator: "/") {
      partial = partial.isEmpty ? String(component) : partial + "/" + component
      if madeFoldersLock.withLock({ madeFolders.contains(partial) }) { continue }
      if mkdir(join(staging, partial), 0o755) != 0 && errno != EEXIST {
        throw .io("cannot create \(join(staging, partial)): \(Self.errnoText())")
      }
      madeFoldersLock.withLock { _ = madeFolders.insert(partial) }
    }
  }

  /// Starts making the folders of the files at `relativePaths` in the staging folder, on a
  /// thread of its own and in order, so a full build's page folders are made while it plans,
  /// on the core the plan leaves idle. A path that ``write(_:text:)`` would refuse gets no
  /// folder; writes make any folder not made yet themselves, and report what cannot be
  /// made. The commit waits for this thread.
  func makeFoldersAhead(for relativePaths: [String]) {
    precondition(foldersAhead == nil, "folders are made ahead once")
    let done = DispatchSemaphore(value: 0)
    foldersAhead = done
    let thread = Thread { [self] in
      for path in relativePaths where Self.isPlainRelativePath(path) {
        let folder = Self.folder(of: path)
        if !folder.isEmpty { try? makeFolders(folder) }
      }
      done.signal()
    }
    thread.start()
  }

  /// The folder part of a plain relative path (`en/a/index.html` → `en/a`; `""` for a file at
  /// the top), cut at its last `/` without going through `NSString`.
  static func folder(of plainPath: String) -> String {
    guard let slash = plainPath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return String(plainPath[..<slash])
  }

  /// Returns once the folders made ahead are made (at once when none were asked for).
  private func waitForFoldersAhead() {
    guard let done = foldersAhead else { return }
    done.wait()
    done.signal()
  }

  /// `mkdir -p` of a relative folder under `root` (the output, for an update's moves).
  private func makeFolders(_ relativeFolder: String, in root: String) throws(Failure) {
    var partial = ""
    for component in relativeFolder.split(separator: "/") {
      partial = partial.isEmpty ? String(component) : partial + "/" + component
      if mkdir(join(root, partial), 0o755) != 0 && errno != EEXIST {
        throw .io("cannot create \(join(root, partial)): \(Self.errnoText())")
      }
    }
  }

  /// Relative, no empty, `.` or `..` parts, no control characters: such a path, joined to the
  /// staging folder, names a file inside it.
  static func isPlainRelativePath(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/") else { return false }
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { component in
      !component.isEmpty && component != "." && component != ".."
        && !component.unicodeScalars.contains(where: ContentPath.isControl)
    }
  }

  /// Removes staging folders of earlier builds of this output that never finished (killed):
  /// only folders with the staging name *and* the site marker, so nothing of the user's goes.
  private static func removeLeftovers(in parent: String, prefix: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    for entry in entries where entry.hasPrefix(prefix) && entry.count == prefix.count + 6 {
      let folder = join(parent, entry)
      if FileManager.default.fileExists(atPath: join(folder, OutputFolder.markerName)) {
        try? FileManager.default.removeItem(atPath: folder)
      }
    }
  }

  private static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}
