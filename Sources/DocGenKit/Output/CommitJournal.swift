import Foundation

/// What an incremental build's commit does, written beside the output before the first file
/// moves: once it exists the new site is decided, and whoever holds the output's lock next
/// finishes the moves (``SiteWriter``).
///
/// An incremental build moves its changed files into the output one `rename` at a time; a
/// build killed among those moves would leave some pages new and some old, with a manifest
/// that still describes the old site. With the journal, the next build of the output rolls
/// the commit forward instead: it moves the files still staged, removes what the new site no
/// longer has, and puts the new manifest (staged beside the files) in place.
///
/// The journal is a few lines of text (paths of a site have no control characters, so no line
/// breaks): a header, the staging folder's name, then one line per file to move or remove,
/// then `end`. A journal that does not read whole is not trusted for anything.
struct CommitJournal: Equatable {
  /// The staging folder's name, beside the output: it holds the files to move and the new
  /// manifest (``SiteWriter/stagedManifestName``).
  var staging: String
  /// Files to move from the staging folder into the output, relative to both.
  var moves: [String]
  /// Files of the previous site that the new one no longer has, relative to the output.
  var removals: [String]

  static let header = "docgen commit journal 1"

  func encoded() -> Data {
    var text = Self.header + "\nstaging " + staging + "\n"
    for path in moves { text += "move " + path + "\n" }
    for path in removals { text += "remove " + path + "\n" }
    text += "end\n"
    return Data(text.utf8)
  }

  /// Reads a journal; nil unless it is whole, names a staging folder with `stagingPrefix`
  /// (a plain name, no path) and lists only plain relative paths.
  init?(decoding data: Data, stagingPrefix: String) {
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 4, lines[0] == Self.header, lines.last == "", lines[lines.count - 2] == "end",
      lines[1].hasPrefix("staging ")
    else { return nil }
    let staging = String(lines[1].dropFirst("staging ".count))
    guard staging.hasPrefix(stagingPrefix), staging.count > stagingPrefix.count, !staging.contains("/") else {
      return nil
    }
    var moves: [String] = []
    var removals: [String] = []
    for line in lines[2..<(lines.count - 2)] {
      if line.hasPrefix("move ") {
        moves.append(String(line.dropFirst("move ".count)))
      } else if line.hasPrefix("remove ") {
        removals.append(String(line.dropFirst("remove ".count)))
      } else {
        return nil
      }
    }
    guard (moves + removals).allSatisfy(SiteWriter.isPlainRelativePath) else { return nil }
    self.init(staging: staging, moves: moves, removals: removals)
  }

  init(staging: String, moves: [String], removals: [String]) {
    self.staging = staging
    self.moves = moves
    self.removals = removals
  }
}
