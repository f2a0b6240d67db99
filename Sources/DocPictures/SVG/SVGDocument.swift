/// A small writer for one `<svg>` element: shapes are appended as text in drawing order.
///
/// Every number goes through `SVGText.num` and every text through `SVGText.escape`, so the
/// output depends only on the calls made, never on locale or hashing.
struct SVGDocument {
  private(set) var body: [String] = []
  private(set) var defs: [String] = []

  mutating func raw(_ element: String) { body.append(element) }
  mutating func def(_ element: String) { defs.append(element) }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0, cls: String,
    extra: String = ""
  ) {
    let r = radius > 0 ? " rx=\"\(n(radius))\"" : ""
    body.append(
      "<rect class=\"\(cls)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\"\(r)\(extra)/>"
    )
  }

  mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, cls: String) {
    body.append(
      "<line class=\"\(cls)\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>")
  }

  /// A polyline through `points` (a connector with elbows).
  mutating func path(_ points: [(Double, Double)], cls: String) {
    guard let first = points.first else { return }
    var d = "M\(n(first.0)) \(n(first.1))"
    for p in points.dropFirst() { d += "L\(n(p.0)) \(n(p.1))" }
    body.append("<path class=\"\(cls)\" d=\"\(d)\"/>")
  }

  mutating func polygon(_ points: [(Double, Double)], cls: String) {
    let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
    body.append("<polygon class=\"\(cls)\" points=\"\(list)\"/>")
  }

  mutating func circle(cx: Double, cy: Double, r: Double, cls: String, extra: String = "") {
    body.append("<circle class=\"\(cls)\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\"\(extra)/>")
  }

  /// A text run; `spans` are `(text, class)` pairs drawn one after another.
  mutating func text(x: Double, y: Double, cls: String = "", _ spans: [(String, String)]) {
    let c = cls.isEmpty ? "" : " class=\"\(cls)\""
    var s = "<text x=\"\(n(x))\" y=\"\(n(y))\"\(c)>"
    for (content, spanClass) in spans {
      if spanClass.isEmpty {
        s += SVGText.escape(content)
      } else {
        s += "<tspan class=\"\(spanClass)\">\(SVGText.escape(content))</tspan>"
      }
    }
    body.append(s + "</text>")
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
    out += body.joined(separator: "\n")
    out += "\n</svg>\n"
    return out
  }

  private func n(_ v: Double) -> String { SVGText.num(v) }
}
