import Foundation
import Testing

@testable import DocGenKit

@Suite("Notes' raw HTML: what is kept")
struct HTMLSanitizerTests {
  /// One piece, sanitized on its own, with everything left open closed.
  static func clean(_ html: String, inline: Bool = false) -> (html: String, findings: [HTMLSanitizer.Finding.Kind]) {
    var sanitizer = HTMLSanitizer(reservedIDs: PageLayout.reservedIDs)
    let (kept, findings) = sanitizer.sanitize(html, inline: inline)
    return (kept + sanitizer.closeAll(), findings.map(\.kind))
  }

  @Test(
    "what notes use is kept as written, with attributes quoted",
    arguments: [
      ("<br>", "<br>"),
      ("a<br/>b", "a<br>b"),
      ("<kbd>⌘</kbd><kbd>R</kbd>", "<kbd>⌘</kbd><kbd>R</kbd>"),
      ("H<sub>2</sub>O and x<sup>2</sup>", "H<sub>2</sub>O and x<sup>2</sup>"),
      ("<details open><summary>Answer</summary>\n\n", "<details open=\"\"><summary>Answer</summary>\n\n</details>"),
      (
        "<mark>note</mark> <abbr title=\"View Controller\">VC</abbr>",
        "<mark>note</mark> <abbr title=\"View Controller\">VC</abbr>"
      ),
      ("<del>old</del><ins>new</ins>", "<del>old</del><ins>new</ins>"),
      (
        "<table><tr><th colspan=2 align=center>A</th></tr><tr><td rowspan=\"2\">b</td></tr></table>",
        "<table><tr><th colspan=\"2\" align=\"center\">A</th></tr><tr><td rowspan=\"2\">b</td></tr></table>"
      ),
      (
        "<img src=\"https://example.org/a.png\" alt=\"A &amp; B\" width=\"300\">",
        "<img src=\"https://example.org/a.png\" alt=\"A &amp; B\" width=\"300\">"
      ),
      (
        "<picture><source srcset=\"https://x.example/a.webp 2x, https://x.example/b.webp 1x\" type=\"image/webp\"><img src=\"https://x.example/a.png\" alt=\"\"></picture>",
        "<picture><source srcset=\"https://x.example/a.webp 2x, https://x.example/b.webp 1x\" type=\"image/webp\"><img src=\"https://x.example/a.png\" alt=\"\"></picture>"
      ),
      ("<figure><figcaption>Figure 1</figcaption></figure>", "<figure><figcaption>Figure 1</figcaption></figure>"),
      ("<p align=\"center\">centred</p>", "<p align=\"center\">centred</p>"),
      (
        "<a href=\"https://developer.apple.com\" target=\"_blank\">docs</a>",
        "<a href=\"https://developer.apple.com\" target=\"_blank\" rel=\"noopener noreferrer\">docs</a>"
      ),
      ("<a href=\"mailto:a@b.example\">mail</a>", "<a href=\"mailto:a@b.example\">mail</a>"),
      ("<a name=\"top-of-notes\"></a>", "<a name=\"top-of-notes\"></a>"),
      ("5 &lt; 6 &amp; 7 > 3 & more &nbsp;", "5 &lt; 6 &amp; 7 &gt; 3 &amp; more &nbsp;"),
      ("<!-- a comment -->text", "text"),
      ("<h3 id=\"own\">Heading</h3>", "<h3 id=\"own\">Heading</h3>"),
    ])
  func kept(input: String, expected: String) {
    let (html, findings) = Self.clean(input)
    #expect(html == expected)
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test(
    "what is not kept is dropped and named; text outside scripts stays",
    arguments: [
      ("<script>alert(1)</script>after", "after", [HTMLSanitizer.Finding.Kind.element("script")]),
      ("<font color=red>red</font>", "red", [.element("font")]),
      (
        "<div style=\"color:red\" class=\"x\">a</div>", "<div>a</div>",
        [.attribute(element: "div", name: "style"), .attribute(element: "div", name: "class")]
      ),
      ("<iframe src=\"https://evil.example\"></iframe>x", "x", [.element("iframe")]),
      ("<b onclick=\"x()\">b</b>", "<b>b</b>", [.attribute(element: "b", name: "onclick")]),
      ("<input value=x>y", "y", [.element("input")]),
      (
        "<a href=\"x\" target=\"main\">x</a>", "<a href=\"x\">x</a>",
        [.value(element: "a", attribute: "target", value: "main", reason: "only target=\"_blank\" is kept")]
      ),
      (
        "<div id=\"content\">x</div>", "<div>x</div>",
        [.value(element: "div", attribute: "id", value: "content", reason: "the page itself uses the id 'content'")]
      ),
      (
        "<img src=\"x.png\" width=\"big\">", "<img src=\"x.png\">",
        [
          .value(
            element: "img", attribute: "width", value: "big", reason: "a size is a number of pixels or a percentage")
        ]
      ),
    ] as [(String, String, [HTMLSanitizer.Finding.Kind])])
  func dropped(input: String, expected: String, findings: [HTMLSanitizer.Finding.Kind]) {
    let cleaned = Self.clean(input)
    #expect(cleaned.html == expected)
    #expect(cleaned.findings == findings)
  }

  @Test("a finding's offset is where its tag or attribute starts in the piece")
  func offsets() {
    var sanitizer = HTMLSanitizer()
    let (_, findings) = sanitizer.sanitize("<p>\n  <b onclick=x>a</b><script>s</script>")
    #expect(findings.map(\.offset) == [9, 24])
  }

  @Test("elements stay balanced: stray end tags go, what is open is closed where it must be")
  func balance() {
    var sanitizer = HTMLSanitizer()
    // A block opens <details>; a paragraph's inline HTML opens <kbd> and <a> and leaves them open.
    #expect(sanitizer.sanitize("<details><summary>Q</summary>").html == "<details><summary>Q</summary>")
    #expect(sanitizer.sanitize("<kbd>", inline: true).html == "<kbd>")
    #expect(sanitizer.sanitize("<a href=\"x\">", inline: true).html == "<a href=\"x\">")
    #expect(sanitizer.sanitize("</sup>", inline: true).html == "")
    #expect(sanitizer.closeInline() == "</a></kbd>")
    // The block's element survives the paragraph; its end tag closes it.
    #expect(sanitizer.sanitize("</div></details>").html == "</details>")
    #expect(sanitizer.closeAll() == "")
    // An end tag closes what was opened inside its element.
    var nested = HTMLSanitizer()
    #expect(nested.sanitize("<ul><li><b>x</ul>").html == "<ul><li><b>x</b></li></ul>")
  }

  /// Pieces of HTML meant to run script, in the shapes sanitizers have let through.
  static let hostile: [String] = {
    var pieces = [
      "<img src=x onerror=alert(1)>", "<img/src=x/onerror=alert(1)>", "<img src=x onerror = alert(1) >",
      "<svg><script>alert(1)</script></svg>", "<svg onload=alert(1)>",
      "<svg><a href=\"javascript:alert(1)\">x</a></svg>",
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
      "<a href=javascript:alert(1)>x</a>", "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
      "<a href=\"&#106;avascript:alert(1)\">x</a>", "<a href=\"&#x6A;&#x61;vascript:alert(1)\">x</a>",
      "<a href=\"javascript&colon;alert(1)\">x</a>", "<a href=\"  javascript:alert(1)\">x</a>",
      "<a href=\"\u{1}javascript:alert(1)\">x</a>", "<a href=\"java\nscript:alert(1)\">x</a>",
      "<a href=\"&#0000106&#0000097vascript:alert(1)\">x</a>", "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
      "<a href=\"vbscript:msgbox(1)\">x</a>", "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
      "<a href=\"&Jfr;avascript:alert(1)\">x</a>", "<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">",
      "<img srcset=\"javascript:alert(1) 1x\">", "<source srcset=\"ok.png 1x, javascript:alert(1) 2x\">",
      "<a href=\"x\" style=\"background:url(javascript:alert(1))\">x</a>", "<details open ontoggle=alert(1)>",
      "<scr<script>ipt>alert(1)</script>", "<!--><img src=x onerror=alert(1)>-->",
      "<!-- --!><img src=x onerror=alert(1)> -->", "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
      "<style><img src=x onerror=alert(1)></style>", "<textarea><img src=x onerror=alert(1)></textarea>",
      "<title><img src=x onerror=alert(1)></title>", "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
      "<form action=javascript:alert(1)><button>go</button></form>", "<object data=\"javascript:alert(1)\"></object>",
      "<embed src=javascript:alert(1)>", "<a href=x onmouseover=alert(1)", "<img src=\"x", "<a href='x' onclick='a()'>",
      "<div\nonclick=alert(1)>x</div>", "<div/onclick=alert(1)>x</div>", "<a href=\"#\" id=\"search-input\">x</a>",
      "<img src=x onerror=\"alert(1)\"onload=alert(2)>", "<base href=\"javascript:/\">", "<meta http-equiv=refresh>",
      "<link rel=import href=x>", "<a href=\"x\"\u{0}onclick=alert(1)>x</a>", "<template><img src=x onerror=alert(1)>",
      "</p><script>alert(1)</script>", "<blockquote cite=\"javascript:alert(1)\">q</blockquote>",
      "<q cite=\"data:text/html,x\">q</q>", "<<script>script>alert(1)<</script>/script>",
    ]
    // Every case of the event handlers' names.
    for handler in ["onclick", "ONCLICK", "OnClIcK", "oNmOuSeOvEr", "ONERROR", "onLoad", "onfocus", "ONanimationstart"]
    {
      pieces.append("<b \(handler)=\"alert(1)\">x</b>")
      pieces.append("<img src=x \(handler)=alert(1)>")
      pieces.append("<a href=x \(handler)='alert(1)'>x</a>")
    }
    return pieces
  }()

  @Test("nothing executable survives hostile HTML, alone or in any pair, inline or as a block")
  func hostileInput() {
    var generator = SeededGenerator(seed: 34)
    var inputs = Self.hostile
    for _ in 0..<3000 {
      let a = Self.hostile.randomElement(using: &generator)!
      let b = Self.hostile.randomElement(using: &generator)!
      let cut = b.index(b.startIndex, offsetBy: Int.random(in: 0...b.count, using: &generator))
      inputs.append(a + String(b[..<cut]) + Self.hostile.randomElement(using: &generator)!)
    }
    for input in inputs {
      for inline in [false, true] {
        var sanitizer = HTMLSanitizer(reservedIDs: PageLayout.reservedIDs)
        let (html, _) = sanitizer.sanitize(input, inline: inline)
        let output = html + sanitizer.closeInline() + sanitizer.closeAll()
        if let problem = Self.executable(output) {
          Issue.record("\(problem) in \(output.debugDescription) from \(input.debugDescription)")
          return
        }
      }
    }
  }

  @Test("random markup-shaped text always ends, and keeps nothing executable")
  func randomMarkup() {
    var generator = SeededGenerator(seed: 6)
    let alphabet = Array("<<<>>//!!--==\"\"'' \n\tab&#;:xjavascriptonerrorimgsvgscript?")
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...48, using: &generator)
      let input = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      var sanitizer = HTMLSanitizer()
      let output = sanitizer.sanitize(input).html + sanitizer.closeAll()
      if let problem = Self.executable(output) {
        Issue.record("\(problem) in \(output.debugDescription) from \(input.debugDescription)")
        return
      }
    }
  }

  /// What in sanitized output could run script, as a browser reads it, or nil. The output is
  /// written from tokens, so reading it again with the tokenizer is how a browser reads it; the
  /// text between tags is checked for `<` that is not a tag's start.
  static func executable(_ html: String) -> String? {
    for token in HTMLTokenizer.tokens(of: html) {
      switch token {
      case .text(let range):
        let text = String(decoding: Array(html.utf8)[range], as: UTF8.self)
        if text.contains("<") { return "a '<' in text" }
      case .comment:
        return "a comment"
      case .endTag(let name, _):
        if HTMLPolicy.elements[name] == nil { return "</\(name)>" }
      case .startTag(let tag):
        guard let allowed = HTMLPolicy.elements[tag.name] else { return "<\(tag.name)>" }
        for attribute in tag.attributes {
          if attribute.name == "rel" && tag.name == "a" { continue }
          guard allowed.contains(attribute.name) || HTMLPolicy.globalAttributes.contains(attribute.name) else {
            return "\(attribute.name) on <\(tag.name)>"
          }
          if HTMLPolicy.urlAttributes.contains(attribute.name) {
            guard let decoded = HTMLTokenizer.decodedValue(attribute.value) else { return "an unreadable URL" }
            for url in decoded.split(separator: ",").map({ HTMLPolicy.cleanedURL(String($0)) }) {
              let scheme = HTMLPolicy.scheme(of: url)
              if let scheme, !["http", "https", "mailto", "tel"].contains(scheme),
                !(scheme == "data" && url.lowercased().hasPrefix("data:image/")
                  && !url.lowercased().hasPrefix("data:image/svg"))
              {
                return "a \(scheme): URL in \(attribute.name)"
              }
            }
          }
          if attribute.name == "id" && PageLayout.reservedIDs.contains(attribute.value) { return "the chrome's id" }
        }
      }
    }
    return nil
  }

  @Test("text is escaped but for character references, which stay text")
  func text() {
    #expect(
      HTMLSanitizer.escapedText(ArraySlice("a < b &amp; c & d &#x3C; e &#60 f".utf8))
        == "a &lt; b &amp; c &amp; d &#x3C; e &amp;#60 f")
  }
}

@Suite("The HTML tokenizer")
struct HTMLTokenizerTests {
  @Test("tags, attributes in every quoting, comments and raw text")
  func tokens() {
    let html = "<IMG SRC=a.png alt='x y' Width=\"3\" hidden>t<!-- c --><script>if (a<b) {}</script></p>"
    let tokens = HTMLTokenizer.tokens(of: html)
    guard case .startTag(let image) = tokens[0] else {
      Issue.record("not a tag: \(tokens[0])")
      return
    }
    #expect(image.name == "img")
    #expect(image.attributes.map(\.name) == ["src", "alt", "width", "hidden"])
    #expect(image.attributes.map(\.value) == ["a.png", "x y", "3", ""])
    #expect(tokens.count == 7)
    if case .text(let range) = tokens[4] {
      #expect(String(decoding: Array(html.utf8)[range], as: UTF8.self) == "if (a<b) {}")
    } else {
      Issue.record("script content is not text: \(tokens[4])")
    }
  }

  @Test(
    "URLs decode as a browser reads them, or not at all",
    arguments: [
      ("&#106;avascript:", "javascript:"), ("&#x6A;&#x61;", "ja"), ("a&amp;b", "a&b"),
      ("javascript&colon;x", "javascript:x"),
      ("&#0000106&#0000097", "ja"), ("&#0;", "\u{FFFD}"), ("&#x110000;", "\u{FFFD}"), ("a & b", "a & b"),
    ])
  func decoding(value: String, decoded: String) {
    #expect(HTMLTokenizer.decodedValue(value) == decoded)
  }

  @Test("a named reference it does not know makes a URL unreadable, but text keeps it")
  func unknownReference() {
    #expect(HTMLTokenizer.decodedValue("&Jfr;avascript:") == nil)
    #expect(HTMLTokenizer.decodedValue("caf&frac34; x", lenient: true) == "caf&frac34; x")
  }
}

/// A small deterministic generator (SplitMix64), so a failing input can be found again.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
