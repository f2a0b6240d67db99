import Foundation

/// When each note last changed in git: the commit date (`YYYY-MM-DD`) of the newest commit
/// that touched it, for the "last updated" line (`lastUpdated: git` in site.yml).
///
/// One `git log` over the content folder, not one per note, so it costs the same for 30 pages
/// or 3 000. Dates come from commits only, so the same checkout gives the same bytes; a note
/// with changes not yet committed shows its last commit's date. Outside a git work tree, or
/// without git, there are no dates and pages show none.
public enum GitDates {
  /// Dates by path relative to `contentPath` (`en/intro.md`).
  public static func lastCommitDates(contentPath: String) -> [String: String] {
    // Starting a process costs more than the rest of a no-op build: look for a work tree first.
    guard isInsideWorkTree(contentPath) else { return [:] }
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // Newest first; each commit: a NUL, its date, then the files it touched (relative to the
    // content folder; renames are followed as a delete and an add).
    git.arguments = [
      "git", "-C", contentPath, "log", "--format=%x00%cs", "--name-only", "--no-renames", "--relative", "-z", "--", ".",
    ]
    git.environment = ProcessInfo.processInfo.environment.merging(["GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"]) { $1 }
    let output = Pipe()
    git.standardOutput = output
    git.standardError = FileHandle.nullDevice
    do { try git.run() } catch { return [:] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    guard git.terminationStatus == 0 else { return [:] }
    return parse(data)
  }

  /// Whether `path` or a folder above it holds `.git` (a folder, or a file for a worktree).
  static func isInsideWorkTree(_ path: String) -> Bool {
    guard let resolved = realpath(path, nil) else { return false }
    var folder = String(cString: resolved)
    free(resolved)
    while true {
      if access(folder + "/.git", F_OK) == 0 { return true }
      guard folder != "/", let slash = folder.lastIndex(of: "/") else { return false }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
  }

  /// Parses `git log --format=%x00%cs --name-only -z`: records separated by NUL, a date record
  /// starting each commit (after the NUL the format adds), then file names.
  static func parse(_ data: Data) -> [String: String] {
    var dates: [String: String] = [:]
    var date: String?
    for field in data.split(separator: 0, omittingEmptySubsequences: true) {
      var text = String(decoding: field, as: UTF8.self)
      // `--name-only` puts a newline between a commit's header and its first file.
      while text.hasPrefix("\n") { text.removeFirst() }
      if let newline = text.firstIndex(of: "\n") {
        let head = String(text[..<newline])
        if isDate(head) {
          date = head
          text = String(text[text.index(after: newline)...])
          while text.hasPrefix("\n") { text.removeFirst() }
        }
      } else if isDate(text) {
        date = text
        continue
      }
      guard let date, !text.isEmpty, dates[text] == nil else { continue }
      dates[text] = date
    }
    return dates
  }

  private static func isDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
    return bytes.enumerated().allSatisfy { index, byte in index == 4 || index == 7 || (byte >= 48 && byte <= 57) }
  }
}
