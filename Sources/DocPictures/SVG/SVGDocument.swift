/// A small writer for one `<svg>` element: shapes are appended as text in drawing order.
///
/// Every number is written as `SVGText.num` writes it and every text goes through
/// `SVGText.escape`, so the output depends only on the calls made, never on locale or hashing.
struct SVGDocument {
  /// The shapes so far, as UTF-8, each followed by a line break. Bytes rather than an array of
  /// strings: a site draws thousands of pictures, and a `String` per shape and per number was
  /// most of the time spent drawing them.
  private var body: [UInt8] = []
  private(set) var defs: [String] = []

  init() { body.reserveCapacity(4096) }

  mutating func raw(_ element: String) {
    body += element.utf8
    body.append(0x0A)
  }

  mutating func def(_ element: String) { defs.append(element) }

  private mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { body += $0 }
  }

  private mutating func put(_ text: String) { body += text.utf8 }

  /// A number as `SVGText.num` writes it, straight into the body.
  private mutating func put(_ value: Double) {
    let tenths = Int((value * 10).rounded())
    if tenths < 0 { body.append(UInt8(ascii: "-")) }
    let magnitude = tenths.magnitude
    putDigits(magnitude / 10)
    if magnitude % 10 != 0 {
      body.append(UInt8(ascii: "."))
      body.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    }
  }

  private mutating func putDigits(_ value: UInt) {
    if value >= 10 { putDigits(value / 10) }
    body.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

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
    put("<text")
    attribute("x", x)
    attribute("y", y)
    if !cls.isEmpty {
      put(" class=\"")
      put(cls)
      put("\"")
    }
    put(">")
    for (content, spanClass) in spans {
      if spanClass.isEmpty {
        put(SVGText.escape(content))
      } else {
        put("<tspan class=\"")
        put(spanClass)
        put("\">")
        put(SVGText.escape(content))
        put("</tspan>")
      }
    }
    put("</text>\n")
  }

  mutating func text(x: Double, y: Double, cls: String = "", _ content: String) {
    text(x: x, y: y, cls: cls, [(content, "")])
  }

  /// The finished `<svg>`: sized to `width`×`height`, named by its `<title>`
  /// (`aria-labelledby`) and described by its `<desc>` (`aria-describedby`), with the shared
  /// style sheet unless the page states it (`embedsStyle` false).
  func render(
    id: String, width: Double, height: Double, language: String, title: String, desc: String,
    kind: String, embedsStyle: Bool
  ) -> String {
    let w = n(width.rounded(.up))
    let h = n(height.rounded(.up))
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"dp-svg dp-\(kind)\""
    out += " id=\"\(SVGText.escape(id))\" lang=\"\(SVGText.escape(language))\""
    out += " width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
    out += " role=\"img\" aria-labelledby=\"\(SVGText.escape(id))-title\""
    out += " aria-describedby=\"\(SVGText.escape(id))-desc\""
    out += " style=\"max-width:100%;height:auto\">\n"
    out += "<title id=\"\(SVGText.escape(id))-title\">\(SVGText.escape(title))</title>\n"
    out += "<desc id=\"\(SVGText.escape(id))-desc\">\(SVGText.escape(desc))</desc>\n"
    if embedsStyle { out += "<style>\(PictureStyle.css)</style>\n" }
    if !defs.isEmpty {
      out += "<defs>\n" + defs.joined(separator: "\n") + "\n</defs>\n"
    }
    // Shapes end in a line break; an empty picture still has one before `</svg>`.
    out += body.isEmpty ? "\n" : String(decoding: body, as: UTF8.self)
    out += "</svg>\n"
    return out
  }

  private func n(_ v: Double) -> String { SVGText.num(v) }
}
