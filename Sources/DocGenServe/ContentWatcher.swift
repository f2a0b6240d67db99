import DocGenKit
import Foundation
import Workers

#if canImport(Glibc)
  import Glibc
#endif

/// Calls back when something under the content folder changed, once per burst of changes.
///
/// On Linux it listens to inotify on every folder of the tree (new folders are added as they
/// appear), so a save is seen within milliseconds and an idle preview costs nothing. Editors
/// save in several steps — a temporary file renamed over the note (`IN_MOVED_TO`), a backup,
/// a swap file — so events are gathered until none has arrived for `quietPeriod`, and names
/// editors use for their own files (hidden, `~`, `.swp`, vim's `4913` probe) never start a
/// rebuild on their own. Where inotify is missing (another system, or the watch limit
/// reached), the watcher polls the tree's sizes and modification times every half second:
/// slower, but the same answer.
///
/// The folder itself is watched by its path, not only by what inotify holds: when it is
/// removed, or moved away and another put in its place (a `git worktree` switch, an
/// unpacked archive, `mv Content Content.old`), inotify would go on watching the old one and
/// no edit would ever rebuild. So every quarter of a second the watcher compares the path's
/// device and inode with the folder it watches, says ``Event/missing`` while nothing is
/// there, and ``Event/replaced`` when a folder is there again, watching the new one.
public final class ContentWatcher: Sendable {
  /// What the watcher reports.
  public enum Event: Equatable, Sendable {
    /// Something inside the folder changed (once per burst).
    case changed
    /// The folder is gone (reported once, until it comes back).
    case missing
    /// A folder is at the path again, or another folder replaced the one watched: the watcher
    /// follows the new one.
    case replaced
  }

  public let root: String
  /// How long the tree must stay still before `onChange` runs.
  public let quietPeriod: TimeInterval
  private let onEvent: @Sendable (Event) -> Void
  private let stopped = Locked(false)

  public convenience init(root: String, quietPeriod: TimeInterval = 0.03, onChange: @escaping @Sendable () -> Void) {
    self.init(
      root: root, quietPeriod: quietPeriod,
      onEvent: { event in
        if event != .missing { onChange() }
      })
  }

  public init(root: String, quietPeriod: TimeInterval = 0.03, onEvent: @escaping @Sendable (Event) -> Void) {
    self.root = root
    self.quietPeriod = quietPeriod
    self.onEvent = onEvent
  }

  /// Starts watching on a thread of its own; returns at once.
  public func start() {
    let thread = Thread { [self] in watch() }
    thread.name = "docgen-watch"
    thread.start()
  }

  /// Stops within one poll interval.
  public func stop() {
    stopped.withLock { $0 = true }
  }

  private var isStopped: Bool { stopped.value }

  /// Names an editor writes beside the note it saves.
  static func isEditorScratch(_ name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
      || name == "4913" || name.hasPrefix("#")
  }

  /// Whether a folder of the content folder is watched: all but version control's, whose
  /// files change with every git command and hold nothing a page shows. Hidden folders are:
  /// GitBook keeps pictures in `.gitbook/assets`.
  static func isWatched(folder name: String) -> Bool {
    ![".git", ".hg", ".svn"].contains(name)
  }

  /// The folder at `root` now: its device and inode, nil when there is no folder there.
  static func identity(of root: String) -> [UInt64]? {
    var info = stat()
    guard stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    return [UInt64(info.st_dev), UInt64(info.st_ino)]
  }

  /// Watches whatever folder is at `root`, and starts over with the new one when it changes.
  private func watch() {
    var watched = Self.identity(of: root)
    if watched == nil { onEvent(.missing) }
    while !isStopped {
      guard watched != nil else {
        Thread.sleep(forTimeInterval: 0.25)
        watched = Self.identity(of: root)
        if watched != nil, !isStopped { onEvent(.replaced) }
        continue
      }
      let folder = watchFolder(while: { Self.identity(of: root) == watched })
      guard !isStopped else { return }
      watched = folder
      onEvent(folder == nil ? .missing : .replaced)
    }
  }

  /// Watches the tree at `root` while `stillTheSame` holds (asked every quarter second);
  /// returns the identity of what is at `root` when it stopped holding.
  private func watchFolder(while stillTheSame: () -> Bool) -> [UInt64]? {
    #if canImport(Glibc)
      if let inotify = InotifyTree(root: root) {
        defer { inotify.close() }
        while !isStopped && stillTheSame() {
          guard inotify.waitForChange(timeout: 0.25) else { continue }
          // A burst: keep reading until the tree has been quiet for `quietPeriod`.
          while inotify.waitForChange(timeout: quietPeriod) {}
          if !isStopped && stillTheSame() { onEvent(.changed) }
        }
        return Self.identity(of: root)
      }
    #endif
    var last = TreeSnapshot(root: root)
    while !isStopped && stillTheSame() {
      Thread.sleep(forTimeInterval: 0.5)
      let now = TreeSnapshot(root: root)
      if now != last && stillTheSame() {
        last = now
        onEvent(.changed)
      }
    }
    return Self.identity(of: root)
  }
}

/// Sizes and modification times of every file under a folder: what polling compares.
struct TreeSnapshot: Equatable {
  var files: [String: [Int]] = [:]

  init(root: String) {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return }
    while let relative = walker.nextObject() as? String {
      var info = stat()
      guard stat(root + "/" + relative, &info) == 0 else { continue }
      files[relative] = [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }
  }
}

#if canImport(Glibc)
  /// inotify watches on a folder and every folder below it.
  final class InotifyTree {
    private let fd: Int32
    /// Watch descriptors to the folder each watches.
    private var folders: [Int32: String] = [:]
    private static let mask = UInt32(
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_ATTRIB)

    init?(root: String) {
      fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard fd >= 0 else { return nil }
      guard addTree(root) else {
        Glibc.close(fd)
        return nil
      }
    }

    func close() { Glibc.close(fd) }

    /// Watches `folder` and its subfolders; false when the kernel refused a watch.
    private func addTree(_ folder: String) -> Bool {
      let wd = inotify_add_watch(fd, folder, Self.mask)
      guard wd >= 0 else { return false }
      folders[wd] = folder
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return true }
      for name in names.sorted() where ContentWatcher.isWatched(folder: name) {
        var info = stat()
        let path = folder + "/" + name
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, !addTree(path) { return false }
      }
      return true
    }

    /// Waits up to `timeout` for events and reads them all; true when one of them is a change
    /// that should start a rebuild.
    func waitForChange(timeout: TimeInterval) -> Bool {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return false }
      var relevant = false
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let (event, name) = buffer.withUnsafeBytes { raw -> (inotify_event, String) in
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let start = offset + MemoryLayout<inotify_event>.size
            let bytes = raw[start..<min(count, start + Int(event.len))].prefix { $0 != 0 }
            return (event, String(decoding: bytes, as: UTF8.self))
          }
          offset += MemoryLayout<inotify_event>.size + Int(event.len)
          if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
            let parent = folders[event.wd], ContentWatcher.isWatched(folder: name)
          {
            _ = addTree(parent + "/" + name)
          }
          if event.mask & UInt32(IN_IGNORED) != 0 { folders[event.wd] = nil }
          if !ContentWatcher.isEditorScratch(name) { relevant = true }
        }
      }
      return relevant
    }
  }
#endif
