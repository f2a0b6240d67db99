/// A small writer for one `<svg>` element: shapes are appended as text in drawing order.
///
/// Every number is written as `SVGText.num` writes it and every text is escaped as
/// `SVGText.escape` says, so the output depends only on the calls made, never on locale or hashing.
struct SVGDocument: ~Copyable {
  /// The shapes so far, as UTF-8, each followed by a line break. Bytes rather than an array of
  /// strings: a site draws thousands of pictures, and a `String` per shape and per number was
  /// most of the time spent drawing them.
  private var body = ByteBuffer()
  private(set) var defs: [String] = []

  init() {}

  mutating func raw(_ element: String) {
    body.append(element)
    body.append(0x0A)
  }

  mutating func def(_ element: String) { defs.append(element) }

  private mutating func put(_ text: StaticString) { body.append(text) }

  private mutating func put(_ text: String) { body.append(text) }

  /// A number as `SVGText.num` writes it, straight into the body.
  private mutating func put(_ value: Double) { body.append(number: value) }

  /// ` name="value"` with a number.
  private mutating func attribute(_ name: StaticString, _ value: Double) {
    put(" ")
    put(name)
    put("=\"")
    put(value)
    put("\"")
  }

  private mutating func open(_ element: StaticString, cls: String) {
    put("<")
    put(element)
    put(" class=\"")
    put(cls)
    put("\"")
  }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0, cls: String,
    extra: String = ""
  ) {
    open("rect", cls: cls)
    attribute("x", x)
    attribute("y", y)
    attribute("width", width)
    attribute("height", height)
    if radius > 0 { attribute("rx", radius) }
    put(extra)
    put("/>\n")
  }

  mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, cls: String) {
    open("line", cls: cls)
    attribute("x1", x1)
    attribute("y1", y1)
    attribute("x2", x2)
    attribute("y2", y2)
    put("/>\n")
  }

  /// A polyline through `points` (a connector with elbows).
  mutating func path(_ points: [(Double, Double)], cls: String) {
    guard let first = points.first else { return }
    open("path", cls: cls)
    put(" d=\"M")
    put(first.0)
    put(" ")
    put(first.1)
    for p in points.dropFirst() {
      put("L")
      put(p.0)
      put(" ")
      put(p.1)
    }
    put("\"/>\n")
  }

  mutating func polygon(_ points: [(Double, Double)], cls: String) {
    open("polygon", cls: cls)
    put(" points=\"")
    for (index, p) in points.enumerated() {
      if index > 0 { put(" ") }
      put(p.0)
      put(",")
      put(p.1)
    }
    put("\"/>\n")
  }

  mutating func circle(cx: Double, cy: Double, r: Double, cls: String, extra: String = "") {
    open("circle", cls: cls)
    attribute("cx", cx)
    attribute("cy", cy)
    attribute("r", r)
    put(extra)
    put("/>\n")
  }

  /// A text run; `spans` are `(text, class)` pairs drawn one after another.
  mutating func text(x: Double, y: Double, cls: String = "", _ spans: [(String, String)]) {
    openText(x: x, y: y, cls: cls)
    for (content, spanClass) in spans {
      if spanClass.isEmpty {
        body.append(escaping: content)
      } else {
        put("<tspan class=\"")
        put(spanClass)
        put("\">")
        body.append(escaping: content)
        put("</tspan>")
      }
    }
    put("</text>\n")
  }

  mutating func text(x: Double, y: Double, cls: String = "", _ content: String) {
    openText(x: x, y: y, cls: cls)
    body.append(escaping: content)
    put("</text>\n")
  }

  private mutating func openText(x: Double, y: Double, cls: String) {
    put("<text")
    attribute("x", x)
    attribute("y", y)
    if !cls.isEmpty {
      put(" class=\"")
      put(cls)
      put("\"")
    }
    put(">")
  }

  /// The finished `<svg>`: sized to `width`×`height`, named by its `<title>`
  /// (`aria-labelledby`) and described by its `<desc>` (`aria-describedby`), with the shared
  /// style sheet unless the page states it (`embedsStyle` false).
  func render(
    id: String, width: Double, height: Double, language: String, title: String, desc: String,
    kind: String, embedsStyle: Bool
  ) -> DrawnPicture {
    let w = width.rounded(.up)
    let h = height.rounded(.up)
    var out = ByteBuffer(capacity: body.count + desc.utf8.count + 1024)
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"dp-svg dp-")
    out.append(kind)
    out.append("\" id=\"")
    out.append(escaping: id)
    out.append("\" lang=\"")
    out.append(escaping: language)
    out.append("\" width=\"")
    out.append(number: w)
    out.append("\" height=\"")
    out.append(number: h)
    out.append("\" viewBox=\"0 0 ")
    out.append(number: w)
    out.append(" ")
    out.append(number: h)
    out.append("\" role=\"img\" aria-labelledby=\"")
    out.append(escaping: id)
    out.append("-title\" aria-describedby=\"")
    out.append(escaping: id)
    out.append("-desc\" style=\"max-width:100%;height:auto\">\n<title id=\"")
    out.append(escaping: id)
    out.append("-title\">")
    out.append(escaping: title)
    out.append("</title>\n<desc id=\"")
    out.append(escaping: id)
    out.append("-desc\">")
    out.append(escaping: desc)
    out.append("</desc>\n")
    if embedsStyle {
      out.append("<style>")
      out.append(PictureStyle.standalone(for: body.string + defs.joined()))
      out.append("</style>\n")
    }
    if !defs.isEmpty {
      out.append("<defs>\n")
      out.append(defs.joined(separator: "\n"))
      out.append("\n</defs>\n")
    }
    // Shapes end in a line break; an empty picture still has one before `</svg>`.
    if body.isEmpty { out.append("\n") } else { out.append(body) }
    out.append("</svg>\n")
    return DrawnPicture(svg: out.string, width: Int(w), height: Int(h), title: title, description: desc)
  }

}

/// A finished picture: its `<svg>` and what a page needs to show it from a file of its own
/// (an `<img>`'s size and text alternative).
public struct DrawnPicture: Sendable, Equatable {
  /// The `<svg>` element, ending with a newline.
  public var svg: String
  /// Its size in CSS pixels (the view box's, rounded up).
  public var width: Int
  public var height: Int
  /// Its `<title>` and `<desc>`.
  public var title: String
  public var description: String
}
