/// Which of a note's raw HTML reaches a reader: the elements and attributes notes use for
/// what Markdown cannot say (a picture's size, a line break in a table, a key, a collapsed
/// answer), and nothing that runs, loads or restyles the page.
///
/// Modelled on what GitHub keeps of a README, since that is where most notes were written
/// and previewed: no `style`, no event handler, no `class` (it would pick up the site's own
/// styles), no form, frame, object, script, SVG or MathML, and URLs only of the schemes below.
enum HTMLPolicy {
  /// Elements kept, with the attributes each may have besides ``globalAttributes``.
  static let elements: [String: Set<String>] = [
    // Text.
    "a": ["href", "name", "target"], "abbr": [], "b": [], "bdi": [], "bdo": [], "br": [], "cite": [], "code": [],
    "del": ["cite", "datetime"], "dfn": [], "em": [], "i": [], "ins": ["cite", "datetime"], "kbd": [], "mark": [],
    "q": ["cite"], "rp": [], "rt": [], "ruby": [], "s": [], "samp": [], "small": [], "span": [], "strike": [],
    "strong": [], "sub": [], "sup": [], "time": ["datetime"], "tt": [], "u": [], "var": [], "wbr": [],
    // Blocks.
    "blockquote": ["cite"], "dd": [], "details": ["open"], "div": [], "dl": [], "dt": [], "figcaption": [],
    "figure": [], "h1": [], "h2": [], "h3": [], "h4": [], "h5": [], "h6": [], "hr": [], "li": ["value"],
    "ol": ["start", "type", "reversed"], "p": [], "pre": [], "summary": [], "ul": [],
    // Tables.
    "table": ["border", "width", "cellpadding", "cellspacing"], "caption": [], "colgroup": ["span", "width"],
    "col": ["span", "width"], "thead": [], "tbody": [], "tfoot": [], "tr": [],
    "td": ["colspan", "rowspan", "valign", "width", "height"],
    "th": ["colspan", "rowspan", "valign", "width", "height", "scope"],
    // Pictures.
    "img": ["src", "srcset", "sizes", "alt", "width", "height", "border"], "picture": [],
    "source": ["src", "srcset", "sizes", "media", "type", "width", "height"],
  ]

  /// Attributes any kept element may have.
  static let globalAttributes: Set<String> = ["title", "lang", "dir", "id", "align"]

  /// Elements that hold nothing and have no end tag.
  static let voidElements: Set<String> = [
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen", "link",
    "meta", "param", "source", "track", "wbr",
  ]

  /// Elements dropped with everything inside them: their content is code, another document
  /// or a form control, never text meant for the page (every raw-text element is one).
  static let droppedWithContent: Set<String> = HTMLTokenizer.rawTextElements.union([
    "object", "embed", "applet", "template", "svg", "math", "select", "frameset", "frame", "button", "audio",
    "video", "canvas", "map",
  ])

  /// Attributes whose value is a URL, or a list of them (`srcset`).
  static let urlAttributes: Set<String> = ["href", "src", "cite", "srcset"]

  /// The attributes that may name a file beside the note, which the build copies into the
  /// site: what the scan looks for and the renderer rewrites, the same pairs in both.
  static let fileAttributes: [String: Set<String>] = [
    "a": ["href"], "img": ["src", "srcset"], "source": ["src", "srcset"],
  ]

  /// Why `url` (as a browser reads it: references decoded, ``cleanedURL(_:)``) may not stand
  /// in `attribute`, or nil when it may. Relative URLs and fragments always may; of absolute
  /// ones, links take `http`, `https`, `mailto` and `tel`, pictures `http`, `https` and the
  /// raster `data:image/…` types, citations `http` and `https`.
  static func problem(withURL url: String, attribute: String) -> String? {
    guard let scheme = scheme(of: url) else { return nil }
    switch attribute {
    case "href":
      if ["http", "https", "mailto", "tel"].contains(scheme) { return nil }
    case "src", "srcset":
      if scheme == "http" || scheme == "https" { return nil }
      let lowered = url.lowercased()
      if ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: {
        lowered.hasPrefix($0 + ";") || lowered.hasPrefix($0 + ",")
      }) {
        return nil
      }
    default:
      if scheme == "http" || scheme == "https" { return nil }
    }
    return "'\(scheme):' URLs are not kept in \(attribute)"
  }

  /// The scheme of a URL, lowercased, or nil for a relative URL. Anything before a `:` that
  /// comes before the first `/`, `?` or `#` counts as a scheme, even one a browser would call
  /// invalid (`java script:`): it is then refused rather than guessed about.
  static func scheme(of url: String) -> String? {
    for (offset, byte) in url.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: ":"): return String(decoding: url.utf8.prefix(offset), as: UTF8.self).lowercased()
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return nil
      default: continue
      }
    }
    return nil
  }

  /// A URL as a browser's URL parser reads it before anything else: ASCII tabs and line breaks
  /// removed wherever they are, C0 controls and spaces trimmed from both ends.
  static func cleanedURL(_ url: String) -> String {
    var scalars = Array(url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
    while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
