import FlyingFox
import FlyingSocks
import Foundation

/// `docgen serve`: the built site over HTTP on loopback, with live reload.
///
/// FlyingFox (a small server on Swift concurrency and plain sockets, with WebSockets built
/// in) carries HTTP; everything docgen-specific is here: which file a path names
/// (``SiteFileResolver``), its type (``MediaType``), the reload script added to HTML on the
/// way out (the files on disk stay exactly what `docgen build` writes), and the WebSocket over
/// which ``LiveUpdates`` reach open pages.
public final class PreviewServer: Sendable {
  public let server: HTTPServer
  private let updates: LiveUpdates

  /// A server for the site in `siteFolder`, not yet listening. `host` is an IPv4 or IPv6
  /// literal; port 0 asks the system for a free port (``url()`` tells which).
  public init(host: String, port: UInt16, siteFolder: String, updates: LiveUpdates) throws {
    let address: any SocketAddress =
      host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
    let files = SiteFileHandler(resolver: SiteFileResolver(root: siteFolder))
    var routes = RoutedHTTPHandler()
    routes.appendRoute(
      HTTPRoute(method: .GET, path: LiveReloadScript.socketPath),
      to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveSocket(updates: updates))))
    routes.appendRoute(HTTPRoute(method: .GET, path: LiveReloadScript.scriptPath)) { _ in
      HTTPResponse(
        statusCode: .ok,
        headers: [.contentType: MediaType.of(path: "live.js"), .cacheControl: "no-store"],
        body: Data(LiveReloadScript.javaScript.utf8))
    }
    routes.appendRoute("*", to: files)
    server = HTTPServer(config: .init(address: address, logger: .disabled), handler: routes)
    self.updates = updates
  }

  /// Serves until ``stop()``.
  public func run() async throws {
    try await server.run()
  }

  /// Waits until the socket listens; then ``url()`` is known.
  public func waitUntilListening() async throws {
    try await server.waitUntilListening(timeout: 10)
  }

  /// The address pages are served from, e.g. `http://127.0.0.1:8000/`.
  public func url() async -> String? {
    switch await server.listeningAddress {
    case .ip4(let host, let port): return "http://\(host):\(port)/"
    case .ip6(let host, let port): return "http://[\(host)]:\(port)/"
    default: return nil
    }
  }

  /// Closes open pages' connections and stops listening.
  public func stop() async {
    updates.finishAll()
    await server.stop(timeout: 1)
  }
}

/// Answers GET and HEAD with files of the site.
struct SiteFileHandler: HTTPHandler {
  let resolver: SiteFileResolver

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard request.method == .GET || request.method == .HEAD else {
      return HTTPResponse(statusCode: .methodNotAllowed, headers: [HTTPHeader("Allow"): "GET, HEAD"])
    }
    let answer = response(for: request.target.path())
    if request.method == .HEAD {
      var headers = answer.headers
      headers[.contentLength] = String(answer.body.count)
      return HTTPResponse(statusCode: answer.status, headers: headers)
    }
    return HTTPResponse(statusCode: answer.status, headers: answer.headers, body: answer.body)
  }

  struct Answer {
    var status: HTTPStatusCode
    var headers: HTTPHeaders
    var body: Data
  }

  func response(for path: String) -> Answer {
    switch resolver.resolve(path) {
    case .file(let file):
      guard let data = FileManager.default.contents(atPath: file) else { return notFound(folder: nil) }
      return page(.ok, file: file, data: data)
    case .redirect(let location):
      return Answer(status: .found, headers: [.location: location, .cacheControl: "no-store"], body: Data())
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
        return page(.notFound, file: file, data: Self.rebased(data))
      }
    }
    let bare = "<!DOCTYPE html>\n<html lang=\"en\">\n<meta charset=\"utf-8\">\n<title>Not found</title>\n<body>\n<p>Not found.</p>\n</body>\n</html>\n"
    return page(.notFound, file: "404.html", data: Data(bare.utf8))
  }

  /// A not-found page pins its links with `<base href>` to the language folder under the
  /// site's published path (`baseURL`); the preview serves the site at `/`, so the base
  /// keeps only its last component: `/docs/en/` becomes `/en/`.
  static func rebased(_ html: Data) -> Data {
    let open = Data("<base href=\"".utf8)
    guard let start = html.range(of: open), let end = html[start.upperBound...].firstIndex(of: UInt8(ascii: "\"")) else {
      return html
    }
    let href = String(decoding: html[start.upperBound..<end], as: UTF8.self)
    guard let last = href.split(separator: "/").last else { return html }
    var result = html
    result.replaceSubrange(start.upperBound..<end, with: Data("/\(last)/".utf8))
    return result
  }

  private func page(_ status: HTTPStatusCode, file: String, data: Data) -> Answer {
    let type = MediaType.of(path: file)
    let body = type.hasPrefix("text/html") ? LiveReloadScript.inject(into: data) : data
    return Answer(
      status: status,
      headers: [.contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"],
      body: body)
  }
}

/// One open page's WebSocket: the server talks, the page only listens.
struct LiveSocket: WSMessageHandler {
  let updates: LiveUpdates

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let messages = updates.subscribe()
    return AsyncStream { continuation in
      let sender = Task {
        for await text in messages { continuation.yield(.text(text)) }
        continuation.finish()
      }
      let listener = Task {
        for await _ in client {}
        sender.cancel()
        continuation.finish()
      }
      continuation.onTermination = { _ in
        sender.cancel()
        listener.cancel()
      }
    }
  }
}
