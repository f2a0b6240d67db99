import DocPictures
import Foundation

/// The pictures of drawn scenario blocks as files of the site (`pictures/<hash>.svg`), each
/// named by a hash of its bytes: the same picture on many pages is one file, written once and
/// cached once by the browser, and a file's name changes whenever its bytes do.
///
/// A page shows one with `<img>`, sized (no shift when it loads), lazily loaded, and with
/// the picture's title and description as its text alternative, which is what its `<title>`
/// and `<desc>` gave a screen reader when it was inline.
struct PictureFiles {
  /// The folder of the site that holds them.
  static let folder = "pictures/"

  /// Put before `folder` in each URL: the way from the page to the site's root.
  let siteRoot: String
  /// The pictures named so far, by path inside the site.
  private(set) var files: [String: String] = [:]

  init(siteRoot: String) {
    self.siteRoot = siteRoot
  }

  /// The path inside the site of the file that holds `svg`.
  static func path(of svg: String) -> String {
    folder + ContentHash.of([svg]).prefix(20) + ".svg"
  }

  /// An `<img>` of `picture`, whose file is added to ``files``.
  mutating func image(of picture: DrawnPicture) -> String {
    let path = Self.path(of: picture.svg)
    files[path] = picture.svg
    let text = picture.description.isEmpty ? picture.title : picture.title + ". " + picture.description
    return "<img class=\"picture\" src=\"\(HTML.escape(siteRoot))\(HTML.escape(path))\" width=\"\(picture.width)\""
      + " height=\"\(picture.height)\" alt=\"\(HTML.escape(text))\" loading=\"lazy\" decoding=\"async\">"
  }
}
