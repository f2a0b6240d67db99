import Foundation

/// What the preview answers for a path: a file of the built site, a redirect to a folder's
/// slash, or the site's own not-found page, with the reload script added to HTML on the way
/// out (the files on disk stay exactly what `docgen build` writes).
///
/// Pure of HTTP: ``PreviewHTTPHandler`` turns an ``Answer`` into a response.
struct SiteResponder: Sendable {
  let resolver: SiteFileResolver
  /// The number of the last build the open pages were told of (``LiveUpdates``), written
  /// into each page's script tag.
  var currentBuild: @Sendable () -> Int = { 0 }

  struct Answer {
    var status: Int
    var headers: [(String, String)]
    var body: Data
  }

  func answer(for path: String) -> Answer {
    switch resolver.resolve(path) {
    case .file(let file):
      guard let data = FileManager.default.contents(atPath: file) else { return notFound(folder: nil) }
      return page(200, file: file, data: data)
    case .redirect(let location):
      return Answer(status: 302, headers: [("Location", location), ("Cache-Control", "no-store")], body: Data())
    case .notFound(let folder):
      return notFound(folder: folder)
    }
  }

  /// The site's own not-found page: the language folder's when the path is inside one, else
  /// the root's; a bare page (still carrying the reload script, so a first build that failed
  /// shows its overlay) when the site has none.
  private func notFound(folder: String?) -> Answer {
    for candidate in [folder.map { "/\($0)/404.html" }, "/404.html"].compactMap({ $0 }) {
      if case .file(let file) = resolver.resolve(candidate), let data = FileManager.default.contents(atPath: file) {
        return page(404, file: file, data: Self.rebased(data))
      }
    }
    let bare =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<meta charset=\"utf-8\">\n<title>Not found</title>\n<body>\n<p>Not found.</p>\n</body>\n</html>\n"
    return page(404, file: "404.html", data: Data(bare.utf8))
  }

  /// A not-found page pins its links with `<base href>` to the language folder under the
  /// site's published path (`baseURL`); the preview serves the site at `/`, so the base
  /// keeps only its last component: `/docs/en/` becomes `/en/`.
  static func rebased(_ html: Data) -> Data {
    let open = Data("<base href=\"".utf8)
    guard let start = html.range(of: open), let end = html[start.upperBound...].firstIndex(of: UInt8(ascii: "\""))
    else {
      return html
    }
    let href = String(decoding: html[start.upperBound..<end], as: UTF8.self)
    guard let last = href.split(separator: "/").last else { return html }
    var result = html
    result.replaceSubrange(start.upperBound..<end, with: Data("/\(last)/".utf8))
    return result
  }

  private func page(_ status: Int, file: String, data: Data) -> Answer {
    let type = MediaType.of(path: file)
    let body = type.hasPrefix("text/html") ? LiveReloadScript.inject(into: data, build: currentBuild()) : data
    return Answer(
      status: status,
      headers: [("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")],
      body: body)
  }
}
