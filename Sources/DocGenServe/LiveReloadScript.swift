import Foundation

/// The script the preview adds to every page it serves (never to the built site on disk).
///
/// It keeps a WebSocket to the server. After a good build it reloads the page only when the
/// page is among the files written, keeping the scroll position; after a failed build it
/// shows every diagnostic in an overlay above the last good page, and removes the overlay
/// when a build succeeds again. Text from diagnostics reaches the page through `textContent`
/// only: a note cannot put markup into the overlay.
public enum LiveReloadScript {
  /// Where the server answers with the script and with the WebSocket.
  public static let scriptPath = "/__docgen/live.js"
  public static let socketPath = "/__docgen/live"

  /// `html` with the script tag before `</body>` (or at the end when there is none). The tag
  /// names the build whose files were being served (`data-build`): a page whose socket opens
  /// after a later build landed reloads, since it cannot know whether that build changed it.
  public static func inject(into html: Data, build: Int = 0) -> Data {
    let tag = Data("<script src=\"\(scriptPath)\" data-build=\"\(build)\"></script>\n".utf8)
    guard let range = html.range(of: Data("</body>".utf8), options: .backwards) else { return html + tag }
    var result = html
    result.replaceSubrange(range.lowerBound..<range.lowerBound, with: tag)
    return result
  }

  /// `Resources/live.js`, embedded at build time: the bytes the preview serves.
  public static let javaScript = String(decoding: PackageResources.live_js, as: UTF8.self)
}
