import Foundation

/// Maps a request path to a file of the built site, and refuses everything else.
///
/// A URL path is hostile input: it is checked component by component after percent-decoding
/// (so `%2e%2e` and `..%2f` are the `..` they spell), hidden names are refused (the site's
/// marker and anything an editor or a tool left there), and the file found must still lie
/// inside the site once symbolic links are resolved. Folders are served by their `index.html`
/// and never listed.
public struct SiteFileResolver: Sendable {
  /// What a request path names.
  public enum Resolution: Equatable, Sendable {
    /// A regular file inside the site (an absolute path).
    case file(String)
    /// A folder asked for without its trailing slash: relative links in its `index.html`
    /// only resolve against `path/`, so the client is sent there.
    case redirect(String)
    /// Nothing to serve; `folder` is the path's first component when it could name a folder
    /// of the site (a language folder's own not-found page is the better answer there).
    case notFound(folder: String?)
  }

  /// The site folder, with symbolic links resolved.
  public let root: String

  public init(root: String) {
    self.root = Self.realPath(root) ?? root
  }

  /// Resolves a request path (the part of the URL before `?`, possibly percent-encoded).
  public func resolve(_ requestPath: String) -> Resolution {
    guard let decoded = requestPath.removingPercentEncoding, decoded.hasPrefix("/") else {
      return .notFound(folder: nil)
    }
    let components = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let language = components.count > 1 ? components.first.flatMap { Self.isServable($0) ? $0 : nil } : nil
    guard components.allSatisfy(Self.isServable) else { return .notFound(folder: language) }

    let candidate = ([root] + components).joined(separator: "/")
    guard let real = Self.realPath(candidate), real == root || real.hasPrefix(root + "/") else {
      return .notFound(folder: language)
    }
    var info = stat()
    guard stat(real, &info) == 0 else { return .notFound(folder: language) }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      return .file(real)
    case S_IFDIR:
      guard decoded.hasSuffix("/") else { return .redirect(Self.folderLocation(components)) }
      let index = real + "/index.html"
      var indexInfo = stat()
      guard lstat(index, &indexInfo) == 0, indexInfo.st_mode & S_IFMT == S_IFREG else {
        return .notFound(folder: language)
      }
      return .file(index)
    default:
      return .notFound(folder: language)
    }
  }

  /// The path of a folder with its slash, as a redirect's `Location`: made from the checked
  /// components, one leading `/` and each component percent-encoded, so it is always a path
  /// on this server (`GET //en` must not send the browser to `//en/`, the host `en`).
  static func folderLocation(_ components: [String]) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#;")
    let encoded = components.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
    return "/" + encoded.map { $0 + "/" }.joined()
  }

  /// A path component that may name a file of the site: not `.`/`..`, not hidden, no
  /// separators or NUL smuggled in by encoding, nothing but printable text.
  static func isServable(_ component: String) -> Bool {
    guard !component.hasPrefix("."), !component.isEmpty else { return false }
    return !component.unicodeScalars.contains { scalar in
      scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
