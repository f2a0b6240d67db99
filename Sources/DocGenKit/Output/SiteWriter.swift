import CAtomicRename
import Foundation
import Workers

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
/// - The swap is one `renameat2(RENAME_EXCHANGE)`: there is no moment without a site. The
///   previous manifest is removed just before it, so a build killed between the swap and the
///   new manifest leaves no manifest (the next build is a full one), never the old site's.
/// - An incremental build stages only the files that changed and moves each into place
///   (``commit(updating:removing:manifest:)``): unchanged files are not touched at all. Its
///   commit is journaled (``CommitJournal``): the new manifest and the list of moves and
///   removals are written before the first move, and the next build of the output finishes a
///   commit a kill interrupted, so the site is the old one or the new one, never a mix.
/// - Scratch files of the build (the search index's spool) live in the staging folder, so a
///   killed build's are cleared with it.
final class SiteWriter: SiteOutput {
  typealias Failure = SiteOutputFailure

  let output: OutputFolder
  /// Where this build writes; after the swap it holds the previous site until removed.
  let staging: String
  /// A folder for the build's scratch files, inside the staging folder (removed before the
  /// staging folder becomes the site).
  let scratch: String
  /// The build manifest beside the output (``BuildManifest``).
  let manifestPath: String
  /// The journal of an incremental commit under way, beside the output (``CommitJournal``).
  let journalPath: String
  /// Hears each step of a commit (and of finishing an interrupted one) as it is done: a seam
  /// for tests that kill a build between two steps.
  private let commitSteps: (@Sendable (String) -> Void)?
  private let lockDescriptor: Int32
  /// What this writer has done so far (writes come from several threads).
  private struct Progress: Sendable {
    /// Files written into the staging folder, for an update's moves.
    var written: [String] = []
    /// Folders already made in the staging folder.
    var madeFolders: Set<String> = []
    var finished = false
    /// Set once the journal is written: from then on the staging folder belongs to the
    /// commit (a failed move leaves it, and the journal, for the next build to finish).
    var committed = false
    var foldersAheadStarted = false
  }
  private let progress = Locked(Progress())
  /// Entered while ``makeFoldersAhead(for:)`` makes folders; the commit waits for it.
  private let foldersAhead = DispatchGroup()

  /// The new manifest's name in an incremental build's staging folder, until the commit puts
  /// it beside the output. (No page can have it: the site's top-level names are language
  /// codes, `assets`, `search` and a few files, none starting with a dot but the marker.)
  static let stagedManifestName = ".docgen-manifest"
  /// The scratch folder's name in the staging folder.
  static let scratchName = ".docgen-scratch"

  /// Takes the output's lock (waiting for another build of it to finish), finishes a commit a
  /// killed build left journaled, clears what killed builds left behind, and makes a fresh
  /// staging folder.
  init(output: OutputFolder, commitSteps: (@Sendable (String) -> Void)? = nil) throws(Failure) {
    self.output = output
    self.commitSteps = commitSteps
    let parent = (output.resolved as NSString).deletingLastPathComponent
    let name = (output.resolved as NSString).lastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw .io("cannot create \(parent): \(error.localizedDescription)")
    }
    let lockPath = join(parent, ".\(name).docgen-lock")
    manifestPath = join(parent, ".\(name).docgen-manifest")
    journalPath = join(parent, ".\(name).docgen-journal")
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io("cannot open the lock file \(lockPath): \(Self.errnoText())") }
    guard flock(descriptor, LOCK_EX) == 0 else {
      close(descriptor)
      throw .io("cannot lock \(lockPath): \(Self.errnoText())")
    }
    lockDescriptor = descriptor
    let stagingPrefix = ".\(name).docgen-staging-"
    Self.finishInterruptedCommit(
      journalPath: journalPath, stagingPrefix: stagingPrefix, parent: parent, output: output.resolved,
      manifestPath: manifestPath, step: commitSteps)
    Self.removeLeftovers(in: parent, name: name, stagingPrefix: stagingPrefix)
    var template = Array(join(parent, stagingPrefix + "XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      flock(descriptor, LOCK_UN)
      close(descriptor)
      throw .io("cannot create a staging folder in \(parent): \(Self.errnoText())")
    }
    staging = String(cString: made)
    scratch = join(staging, Self.scratchName)
    chmod(staging, 0o755)
    do throws(Failure) {
      try write(OutputFolder.markerName, OutputFolder.markerContents)
      guard mkdir(scratch, 0o700) == 0 else { throw .io("cannot create \(scratch): \(Self.errnoText())") }
    } catch {
      abandon()
      throw error
    }
  }

  deinit {
    if !progress.withLock({ $0.finished }) { abandon() }
  }

  /// Writes one file of the site. Safe to call from several threads at once.
  func write(_ relativePath: String, _ contents: Data) throws(Failure) {
    let outcome = contents.withUnsafeBytes { bytes in
      Result { () throws(Failure) in try write(relativePath, bytes: bytes) }
    }
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
    progress.withLock { $0.written.append(relativePath) }
  }

  /// Puts the new site in place, then records `manifest` beside it.
  ///
  /// `updating` false swaps the staging folder in as the whole output and removes the previous
  /// site. `updating` true (an incremental build: the staging folder holds only what changed)
  /// moves each staged file into the output, then removes `removing` (paths of files the site
  /// no longer has); unchanged files are never touched. That commit is journaled: once it has
  /// begun, a kill or a failed move leaves it for the next build of the output to finish.
  func commit(updating: Bool = false, removing: [String] = [], manifest: Data? = nil) throws(Failure) {
    precondition(!progress.withLock({ $0.finished }), "a SiteWriter commits once")
    waitForFoldersAhead()
    if updating {
      try commitUpdate(removing: removing, manifest: manifest)
    } else {
      try commitWhole(manifest: manifest)
    }
    unlock()
  }

  /// Swaps the staging folder in as the output. The previous manifest goes first: between the
  /// swap and the new manifest's write, a kill leaves no manifest (the next build renders
  /// everything), never one describing the site that was swapped out.
  private func commitWhole(manifest: Data?) throws(Failure) {
    try? FileManager.default.removeItem(atPath: scratch)
    unlink(manifestPath)
    commitSteps?("removed the previous manifest")
    let exists = FileManager.default.fileExists(atPath: output.resolved)
    let swapped =
      exists
      ? docgen_exchange_paths(staging, output.resolved) : docgen_rename_noreplace(staging, output.resolved)
    guard swapped == 0 else {
      let reason = Self.errnoText()
      abandon()
      throw .io("cannot put the new site in place at \(output.path): \(reason)")
    }
    commitSteps?("put the new site in place")
    if let manifest {
      WholeFile.write(manifest, to: manifestPath)
      commitSteps?("wrote the manifest")
    }
    // After an exchange the staging path holds the previous site; a kill before this removal
    // leaves it for the next build to clear.
    if exists {
      try? FileManager.default.removeItem(atPath: staging)
      commitSteps?("removed the previous site")
    }
  }

  /// Stages the manifest, writes the journal (the commit point), then rolls it forward.
  private func commitUpdate(removing: [String], manifest: Data?) throws(Failure) {
    if let manifest {
      guard WholeFile.write(manifest, to: join(staging, Self.stagedManifestName)) else {
        let reason = Self.errnoText()
        abandon()
        throw .io("cannot write the manifest into \(staging): \(reason)")
      }
    } else {
      // No manifest to leave: the previous one must not outlive the site it describes.
      unlink(manifestPath)
    }
    commitSteps?("staged the manifest")
    let written = progress.withLock { $0.written }
    let journal = CommitJournal(
      staging: (staging as NSString).lastPathComponent,
      moves: written.filter { $0 != OutputFolder.markerName }.sorted(),
      removals: removing.filter(Self.isPlainRelativePath))
    guard WholeFile.write(journal.encoded(), to: journalPath) else {
      let reason = Self.errnoText()
      abandon()
      throw .io("cannot write the commit journal \(journalPath): \(reason)")
    }
    progress.withLock { $0.committed = true }
    commitSteps?("wrote the journal")
    do {
      try Self.rollForward(
        journal, output: output.resolved, manifestPath: manifestPath, journalPath: journalPath, step: commitSteps)
    } catch {
      unlock()
      throw error
    }
  }

  /// Carries out a journaled commit: moves the files still staged (a file already moved is
  /// not there any more), removes the files the new site no longer has, puts the staged
  /// manifest beside the output, then removes the journal and the staging folder. Each step
  /// can be done again, so a commit killed anywhere in here is finished by running it again.
  private static func rollForward(
    _ journal: CommitJournal, output: String, manifestPath: String, journalPath: String,
    step: (@Sendable (String) -> Void)?
  ) throws(Failure) {
    let staging = join((output as NSString).deletingLastPathComponent, journal.staging)
    var info = stat()
    for path in journal.moves {
      let source = join(staging, path)
      guard lstat(source, &info) == 0 else { continue }
      let folder = Self.folder(of: path)
      if !folder.isEmpty { try makeFolders(folder, in: output) }
      guard rename(source, join(output, path)) == 0 else {
        let reason = errnoText()
        throw .io("cannot move \(path) into \(output): \(reason) (the next build finishes the update)")
      }
      step?("moved \(path)")
    }
    for path in journal.removals {
      unlink(join(output, path))
      removeEmptyFolders(above: path, in: output)
      step?("removed \(path)")
    }
    let stagedManifest = join(staging, stagedManifestName)
    if lstat(stagedManifest, &info) == 0 {
      guard rename(stagedManifest, manifestPath) == 0 else {
        let reason = errnoText()
        throw .io("cannot put the manifest in place at \(manifestPath): \(reason) (the next build finishes the update)")
      }
      step?("put the manifest in place")
    }
    unlink(journalPath)
    step?("removed the journal")
    try? FileManager.default.removeItem(atPath: staging)
    step?("removed the staging folder")
  }

  /// Finishes the commit a killed (or failed) build journaled, under the output's lock. When
  /// it cannot be finished (the journal is damaged, its staging folder or the output is gone,
  /// a move fails again), the manifest goes instead: the build that follows renders the whole
  /// site and swaps it in, which replaces whatever mix is there.
  private static func finishInterruptedCommit(
    journalPath: String, stagingPrefix: String, parent: String, output: String, manifestPath: String,
    step: (@Sendable (String) -> Void)?
  ) {
    guard let data = FileManager.default.contents(atPath: journalPath) else { return }
    var finished = false
    if let journal = CommitJournal(decoding: data, stagingPrefix: stagingPrefix),
      FileManager.default.fileExists(atPath: join(join(parent, journal.staging), OutputFolder.markerName)),
      FileManager.default.fileExists(atPath: output)
    {
      do {
        try rollForward(journal, output: output, manifestPath: manifestPath, journalPath: journalPath, step: step)
        finished = true
      } catch {}
    }
    if !finished {
      unlink(manifestPath)
      unlink(journalPath)
    }
  }

  /// After a page is removed, the folders it leaves empty go too (`rmdir` fails on others).
  private static func removeEmptyFolders(above path: String, in root: String) {
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty, rmdir(join(root, folder)) == 0 {
      folder = (folder as NSString).deletingLastPathComponent
    }
  }

  /// Removes the manifest beside the output: the next build renders everything.
  func forgetManifest() {
    unlink(manifestPath)
  }

  /// Removes the staging folder and releases the lock; the output stays as it was. (Once the
  /// commit's journal is written, the staging folder is the commit's and stays.)
  func abandon() {
    guard !progress.withLock({ $0.finished }) else { return }
    waitForFoldersAhead()
    if !progress.withLock({ $0.committed }) { try? FileManager.default.removeItem(atPath: staging) }
    unlock()
  }

  private func unlock() {
    progress.withLock { $0.finished = true }
    flock(lockDescriptor, LOCK_UN)
    close(lockDescriptor)
  }

  /// `mkdir -p` of a relative folder in the staging folder. The `mkdir`s run outside the
  /// lock (a folder made twice at once is `EEXIST` for one of them): a first build makes a
  /// folder for every page, and under the lock the cores took turns at it.
  private func makeFolders(_ relativeFolder: String) throws(Failure) {
    if progress.withLock({ $0.madeFolders.contains(relativeFolder) }) { return }
    var partial = ""
    for component in relativeFolder.split(separator: "/") {
      partial = partial.isEmpty ? String(component) : partial + "/" + component
      if progress.withLock({ $0.madeFolders.contains(partial) }) { continue }
      if mkdir(join(staging, partial), 0o755) != 0 && errno != EEXIST {
        throw .io("cannot create \(join(staging, partial)): \(Self.errnoText())")
      }
      progress.withLock { _ = $0.madeFolders.insert(partial) }
    }
  }

  /// Starts making the folders of the files at `relativePaths` in the staging folder, on a
  /// thread of its own and in order, so a full build's page folders are made while it plans,
  /// on the core the plan leaves idle. A path that ``write(_:text:)`` would refuse gets no
  /// folder; writes make any folder not made yet themselves, and report what cannot be
  /// made. The commit waits for this thread.
  func makeFoldersAhead(for relativePaths: [String]) {
    progress.withLock { progress in
      precondition(!progress.foldersAheadStarted, "folders are made ahead once")
      progress.foldersAheadStarted = true
    }
    foldersAhead.enter()
    let thread = Thread { [self] in
      for path in relativePaths where Self.isPlainRelativePath(path) {
        let folder = Self.folder(of: path)
        if !folder.isEmpty { try? makeFolders(folder) }
      }
      foldersAhead.leave()
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
    foldersAhead.wait()
  }

  /// `mkdir -p` of a relative folder under `root` (the output, for an update's moves).
  private static func makeFolders(_ relativeFolder: String, in root: String) throws(Failure) {
    var partial = ""
    for component in relativeFolder.split(separator: "/") {
      partial = partial.isEmpty ? String(component) : partial + "/" + component
      if mkdir(join(root, partial), 0o755) != 0 && errno != EEXIST {
        throw .io("cannot create \(join(root, partial)): \(errnoText())")
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

  /// Removes what earlier builds of this output that never finished (killed) left: staging
  /// folders (only folders with the staging name *and* the site marker, so nothing of the
  /// user's goes), and the temporary files of a manifest or journal being written.
  private static func removeLeftovers(in parent: String, name: String, stagingPrefix: String) {
    let temporaries = [".\(name).docgen-manifest.tmp-", ".\(name).docgen-journal.tmp-"]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    for entry in entries {
      if entry.hasPrefix(stagingPrefix) && entry.count == stagingPrefix.count + 6 {
        let folder = join(parent, entry)
        if FileManager.default.fileExists(atPath: join(folder, OutputFolder.markerName)) {
          try? FileManager.default.removeItem(atPath: folder)
        }
      } else if temporaries.contains(where: entry.hasPrefix) {
        unlink(join(parent, entry))
      }
    }
  }

  private static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}
