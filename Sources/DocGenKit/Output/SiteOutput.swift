import Foundation

/// Where a build's rendering puts the site's files: ``SiteWriter`` on disk, or memory in the
/// pipeline's tests. Rendering sees only this, never the staging folder or the commit.
protocol SiteOutput: Sendable {
  /// Writes one file of the site. Called from several threads at once.
  func write(_ relativePath: String, _ contents: Data) throws(SiteOutputFailure)
  /// Writes one file of the site from text.
  func write(_ relativePath: String, text: String) throws(SiteOutputFailure)
}

/// Why a file of the site could not be written.
enum SiteOutputFailure: Error, CustomStringConvertible {
  /// The path is not a plain relative path inside the site (``SiteWriter/isPlainRelativePath(_:)``).
  case unsafePath(String)
  case io(String)

  var description: String {
    switch self {
    case .unsafePath(let path):
      return "refusing to write '\(ContentPath.visible(path))': it is not a plain path inside the site"
    case .io(let message): return message
    }
  }
}
