/// The `Content-Type` of a site file, from its extension.
///
/// Only the kinds of file a docgen site holds are named; anything else is served as bytes
/// (`application/octet-stream`), never sniffed, so a file can never be taken for a script.
public enum MediaType {
  public static func of(path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return octetStream }
    return byExtension[name[name.index(after: dot)...].lowercased()] ?? octetStream
  }

  static let octetStream = "application/octet-stream"

  static let byExtension: [String: String] = [
    "html": "text/html; charset=utf-8",
    "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8",
    "json": "application/json",
    "svg": "image/svg+xml",
    "xml": "application/xml",
    "txt": "text/plain; charset=utf-8",
    "md": "text/markdown; charset=utf-8",
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
    "ico": "image/x-icon",
    "woff2": "font/woff2",
    "pdf": "application/pdf",
  ]
}
