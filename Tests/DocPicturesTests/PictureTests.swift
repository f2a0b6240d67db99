import DocEngine
import Foundation
import Testing

@testable import DocPictures

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Whether `text` is well-formed XML.
func isWellFormedXML(_ text: String) -> Bool {
  let parser = XMLParser(data: Data(text.utf8))
  return parser.parse()
}

/// The text content of every element named `name` (first occurrence each), naively.
func elementTexts(_ svg: String, _ name: String) -> [String] {
  var result: [String] = []
  var rest = Substring(svg)
  while let open = rest.firstRange(of: "<\(name)") {
    rest = rest[open.upperBound...]
    guard let gt = rest.firstIndex(of: ">"), let close = rest.firstRange(of: "</\(name)>") else { break }
    result.append(String(rest[rest.index(after: gt)..<close.lowerBound]))
    rest = rest[close.upperBound...]
  }
  return result
}

@Suite("Hierarchy diagram")
struct HierarchyDiagramTests {
  @Test("golden SVG", arguments: Fixtures.all.map(\.0))
  func golden(name: String) throws {
    let snapshot = try #require(Fixtures.all.first { $0.0 == name }).1
    let svg = HierarchyDiagram(snapshot: snapshot, id: name, names: Fixtures.extraNames).svg()
    #expect(isWellFormedXML(svg))
    Golden.assertMatches(svg, file: "\(name).svg")
  }

  @Test("golden text tree", arguments: Fixtures.all.map(\.0))
  func textTree(name: String) throws {
    let snapshot = try #require(Fixtures.all.first { $0.0 == name }).1
    let text = HierarchyTextTree(snapshot: snapshot, names: Fixtures.extraNames).text()
    Golden.assertMatches(text, file: "\(name).txt")
  }

  @Test func chineseGolden() {
    let svg = HierarchyDiagram(
      snapshot: Fixtures.navigationChildPresents, strings: .simplifiedChinese, id: "zh"
    ).svg()
    Golden.assertMatches(svg, file: "navigation-child-presents.zh-Hans.svg")
    let text = HierarchyTextTree(snapshot: Fixtures.navigationChildPresents, strings: .korean).text()
    Golden.assertMatches(text, file: "navigation-child-presents.ko.txt")
  }

  @Test func deterministic() {
    for (name, snapshot) in Fixtures.all {
      let first = HierarchyDiagram(snapshot: snapshot, id: name).svg()
      for _ in 0..<5 {
        #expect(HierarchyDiagram(snapshot: snapshot, id: name).svg() == first)
      }
    }
  }

  @Test func namesAreEscaped() {
    let svg = HierarchyDiagram(snapshot: Fixtures.hostileNames).svg()
    let text = HierarchyTextTree(snapshot: Fixtures.hostileNames).text()
    #expect(isWellFormedXML(svg))
    #expect(svg.contains("b&lt;&amp;&gt;&quot;&#39;"))
    #expect(svg.contains("My&lt;T&gt;&amp;VC"))
    #expect(svg.contains("a&amp;amp;"))
    #expect(!svg.contains("b<&>"))
    #expect(!svg.contains("My<T>"))
    // The text tree is plain text: names as they are.
    #expect(text.contains("b<&>\"'"))
  }

  @Test("source differs from presenting")
  func sourceMarked() {
    let svg = HierarchyDiagram(snapshot: Fixtures.navigationChildPresents).svg()
    #expect(svg.contains("presents .pageSheet · source b"))
    #expect(svg.contains("present(sheet)"))
    let same = HierarchyDiagram(snapshot: Fixtures.presentationChain).svg()
    #expect(!same.contains("source "))
    #expect(same.contains("presents .fullScreen"))
  }

  @Test func coveredControllersAreHatched() {
    let svg = HierarchyDiagram(snapshot: Fixtures.presentationChain, id: "x").svg()
    #expect(
      elementTexts(svg, "desc").first?.contains("a (UIViewController): window root, disappeared, view removed by b.")
        == true)
    #expect(svg.components(separatedBy: "fill=\"url(#x-hatch)\"").count == 2)
    let sheets = HierarchyDiagram(snapshot: Fixtures.customPresentation, id: "y").svg()
    #expect(!sheets.contains("fill=\"url(#y-hatch)\""))
  }

  @Test("each state is told apart without colour")
  func statesDiffer() {
    let svg = HierarchyDiagram(snapshot: Fixtures.containment).svg()
    for cls in ["dp-s-appeared", "dp-s-appearing", "dp-s-disappearing", "dp-s-unloaded"] {
      #expect(svg.contains(cls), "\(cls)")
    }
    for word in ["appeared", "appearing", "disappearing", "view not loaded"] {
      #expect(svg.contains(">\(word)<"), "\(word)")
    }
    #expect(svg.contains("stroke-dasharray=\"1.5 1.6\""))  // dotted ring: not loaded
  }

  @Test("accessible in each language", arguments: ["en", "zh-Hans", "ko"])
  func accessible(language: String) throws {
    let strings = try #require(PictureStrings.byTag[language])
    #expect(strings.language == language)
    let svg = HierarchyDiagram(snapshot: Fixtures.containment, strings: strings, id: "h").svg()
    #expect(svg.contains("role=\"img\""))
    #expect(svg.contains("aria-labelledby=\"h-title\" aria-describedby=\"h-desc\""))
    #expect(svg.contains("lang=\"\(strings.language)\""))
    #expect(elementTexts(svg, "title") == [strings.hierarchyTitle])
    let desc = elementTexts(svg, "desc").first ?? ""
    #expect(desc.contains(strings.viewNotLoaded))
    #expect(desc.contains(strings.format(\.childOf, "tabs")))
    #expect(svg.contains(">\(strings.appeared)<"))
    #expect(isWellFormedXML(svg))
  }

  @Test func sizedToContent() {
    let svg = HierarchyDiagram(snapshot: Fixtures.customPresentation).svg()
    #expect(svg.contains("style=\"max-width:100%;height:auto\""))
    let zh = HierarchyDiagram(snapshot: Fixtures.customPresentation, strings: .simplifiedChinese).svg()
    #expect(svg.contains("viewBox=\"0 0 "))
    #expect(zh != svg)
  }

  @Test("a picture alone carries the rules of the classes it uses, and its own ink, light and dark")
  func standaloneStyleKeepsWhatItUses() throws {
    let picture = HierarchyDiagram(snapshot: Fixtures.customPresentation).picture()
    let style = try #require(picture.svg.firstMatch(of: /<style>([^<]*)<\/style>/)?.1)
    // Its own document: no scope, colours put in, light then dark.
    #expect(style.hasPrefix("svg{color:#1d1d1f}"))
    #expect(style.contains(".dp-box{fill:#ffffff;stroke:#6b7280;stroke-width:1}"))
    #expect(style.contains("@media (prefers-color-scheme: dark){svg{color:#e8e8e6}"))
    #expect(style.contains(".dp-box{fill:#1f2937;stroke:#9ca3af}"))
    #expect(!style.contains("var(") && !style.contains(".dp-svg"))
    // A timeline's marks are not in a hierarchy.
    #expect(!style.contains(".dp-mark-open"))
    #expect(style.utf8.count < PictureStyle.css.utf8.count)
    #expect(picture.width > 0 && picture.height > 0 && picture.svg.contains("width=\"\(picture.width)\""))
    #expect(picture.title == PictureStrings.english.hierarchyTitle && !picture.description.isEmpty)
  }

  @Test func landscape() {
    var snapshot = Fixtures.customPresentation
    snapshot.orientation = .landscape
    let svg = HierarchyDiagram(snapshot: snapshot, strings: .korean).svg()
    #expect(svg.contains(">윈도우 · 가로 모드</text>"))
    #expect(HierarchyTextTree(snapshot: snapshot).text().hasPrefix("window · landscape\n"))
    #expect(!HierarchyDiagram(snapshot: Fixtures.customPresentation).svg().contains("landscape"))
  }

  @Test func emptyWindow() {
    let svg = HierarchyDiagram(snapshot: HierarchySnapshot(root: nil)).svg()
    #expect(svg.contains(PictureStrings.english.noRoot))
    #expect(
      HierarchyTextTree(snapshot: HierarchySnapshot(root: nil)).text()
        == "window\n    The window has no root view controller.\n")
  }
}

@Suite("Lifecycle timeline")
struct LifecycleTimelineTests {
  func timeline(_ strings: PictureStrings = .english) -> LifecycleTimeline {
    LifecycleTimeline(
      events: Fixtures.timelineEvents, name: Fixtures.timelineName, sourceLines: Fixtures.timelineSource,
      strings: strings, id: "t")
  }

  func transitions() -> LifecycleTimeline {
    LifecycleTimeline(
      events: Fixtures.transitionEvents, name: { Fixtures.transitionNames[$0.rawValue] ?? "?" },
      sourceLines: Fixtures.transitionSource, id: "tt", error: Fixtures.transitionError)
  }

  @Test func golden() {
    let svg = timeline().svg()
    #expect(isWellFormedXML(svg))
    Golden.assertMatches(svg, file: "timeline.svg")
    Golden.assertMatches(timeline(.korean).svg(), file: "timeline.ko.svg")
    let other = transitions().svg()
    #expect(isWellFormedXML(other))
    Golden.assertMatches(other, file: "timeline-transitions.svg")
  }

  @Test func emptyLogs() {
    let empty = LifecycleTimeline(events: [], name: { $0.description }, sourceLines: []).svg()
    #expect(isWellFormedXML(empty))
    #expect(elementTexts(empty, "desc") == ["0 events in 0 lanes, under 0 statements."])
    let onlyError = LifecycleTimeline(
      events: [], name: { $0.description }, sourceLines: Fixtures.transitionSource,
      error: Fixtures.transitionError
    ).svg()
    #expect(isWellFormedXML(onlyError))
    #expect(codeText(onlyError).contains("host.present(host, animated: true)"))
    #expect(onlyError.contains("class=\"dp-err-bg\""))
  }

  @Test func deterministic() {
    #expect(timeline().svg() == timeline().svg())
    #expect(transitions().svg() == transitions().svg())
  }

  @Test func warningAndPrintShown() {
    let svg = timeline().svg()
    #expect(svg.contains("class=\"dp-warn-bg\""))
    #expect(svg.contains("<tspan class=\"dp-warn-text\">warning:</tspan>"))
    #expect(svg.contains("presented &lt;b&gt; &amp; done"))
    #expect(!svg.contains("<b>"))
    let other = transitions().svg()
    #expect(other.contains("class=\"dp-err-bg\""))
    #expect(other.contains("error:"))
  }

  @Test func lanesInOrderOfFirstAppearance() {
    let svg = timeline().svg()
    let lanes = ["a", "b", "d", "UIViewController", "console"].map { name in
      svg.firstRange(of: ">\(name)</text>")?.lowerBound
    }
    #expect(lanes.allSatisfy { $0 != nil })
    let positions = lanes.compactMap { $0 }
    #expect(positions == positions.sorted())
  }

  @Test func groupedUnderStatements() {
    let desc = elementTexts(timeline().svg(), "desc").first ?? ""
    #expect(desc.contains("line 3: a.viewDidLoad; a.viewWillAppear; a.viewDidAppear."))
    #expect(desc.contains("17 events in 5 lanes, under 5 statements. Warnings: 1."))
    #expect(desc.contains("outside any statement: after."))
    let svg = timeline().svg()
    // A long statement wraps to the picture's width, every part shown.
    #expect(
      codeText(svg).contains("a.present(b, animated: true) { print(&quot;presented &lt;b&gt; &amp; done&quot;) }"))
  }

  @Test("accessible in each language", arguments: ["en", "zh-Hans", "ko"])
  func accessible(language: String) throws {
    let strings = try #require(PictureStrings.byTag[language])
    #expect(strings.language == language)
    let svg = timeline(strings).svg()
    #expect(svg.contains("role=\"img\""))
    #expect(svg.contains("lang=\"\(strings.language)\""))
    #expect(elementTexts(svg, "title") == [strings.timelineTitle])
    #expect(elementTexts(svg, "desc").first?.contains(strings.format(\.line, "5")) == true)
    #expect(svg.contains(">\(strings.console)</text>"))
    #expect(isWellFormedXML(svg))
  }
}

@Suite("Text helpers")
struct SVGTextTests {
  @Test func widths() {
    #expect(abs(SVGText.ems("abc") - 1.8) < 1e-9)
    #expect(SVGText.ems("视图") == 2)
    #expect(abs(SVGText.ems("뷰 로드") - 3.6) < 1e-9)
  }

  @Test func escape() {
    #expect(SVGText.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
    #expect(SVGText.escape("x\u{1}y") == "x\u{FFFD}y")
  }

  /// The escape works on bytes; this is the rule it stands for, a Unicode scalar at a time.
  @Test(
    arguments: [
      "", "plain", "tab\tand\nline", "cr\r", "del\u{7F}", "\u{0}nul", "视图：呈现（模态）", "\u{FFFE}\u{FFFF}\u{FFFD}",
      "end\u{FFFF}", "\u{EFFF}\u{F000}\u{FEFF}", "뷰 <로드> & '끝'", "\u{1F1F0}\u{1F1F7}\"", "a\u{301}&",
    ])
  func escapeAsScalars(text: String) {
    var expected = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": expected += "&amp;"
      case "<": expected += "&lt;"
      case ">": expected += "&gt;"
      case "\"": expected += "&quot;"
      case "'": expected += "&#39;"
      case "\t", "\n": expected.unicodeScalars.append(scalar)
      default:
        let forbidden = scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        expected.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
      }
    }
    #expect(SVGText.escape(text) == expected)
  }

  @Test func wrapBreaksAfterCodePunctuation() {
    // Code breaks after `.`, `(`, `,` and `:` and at spaces, never inside a name.
    #expect(SVGText.wrap("container.view.add(child, at: 0)", maxEms: 9) == ["container.view.", "add(child, at:", "0)"])
    #expect(SVGText.wrap("presentingViewController", maxEms: 9) == ["presentingViewC", "ontroller"])
  }

  /// The byte path for printable ASCII gives what the Character path gives: on code and
  /// prose with every break character, runs of spaces, long names, and widths around the
  /// points where a line breaks (including none at all and below zero).
  @Test func wrapOfPrintableASCIIMatchesCharacters() {
    let pieces = [
      "", "let", "nav", " ", "  ", "UINavigationController(", "rootViewController:", "a)", ".", ",", ":", "(", "x",
      "presentingViewControllerThatIsLong", "self.present(b, animated: true)", "'", "\"", "~0",
    ]
    var cases = 0
    for first in pieces {
      for second in pieces {
        for third in pieces {
          let text = first + second + third
          for maxEms in [-1.0, 0, 0.6, 1, 1.2, 3, 5.4, 9, 14, 22] {
            guard let fast = SVGText.wrapPrintableASCII(text, maxEms: maxEms) else {
              Issue.record("printable ASCII not taken: \(text)")
              return
            }
            if fast != SVGText.wrapCharacters(text, maxEms: maxEms) {
              Issue.record("\(text) at \(maxEms) ems: \(fast) != \(SVGText.wrapCharacters(text, maxEms: maxEms))")
            }
            cases += 1
          }
        }
      }
    }
    #expect(cases == 58_320)
    #expect(SVGText.wrapPrintableASCII("tab\there", maxEms: 3) == nil)
    #expect(SVGText.wrapPrintableASCII("视图", maxEms: 1) == nil)
  }

  /// The ASCII width table is the running sum the general path makes, bit for bit, within
  /// the table and past its end.
  @Test func asciiWidthIsTheRunningSum() {
    var total = 0.0
    var mismatches: [Int] = []
    for count in 0...1_500 {
      if SVGText.asciiWidth(count) != total { mismatches.append(count) }
      total += 0.6
    }
    #expect(mismatches.isEmpty)
    #expect(SVGText.ems("a\u{7F}b\tc") == SVGText.asciiWidth(3))
  }

  @Test func numbers() {
    #expect(SVGText.num(12) == "12")
    #expect(SVGText.num(12.25) == "12.3" || SVGText.num(12.25) == "12.2")
    #expect(SVGText.num(-3.5) == "-3.5")
    #expect(SVGText.num(0.04) == "0")
  }

  @Test func wrap() {
    #expect(SVGText.wrap("one two three", maxEms: 3) == ["one", "two", "three"])
    #expect(SVGText.wrap("one two three", maxEms: 5) == ["one two", "three"])
    #expect(SVGText.wrap("视图已被呈现移除", maxEms: 3) == ["视图已", "被呈现", "移除"])
    #expect(SVGText.wrap("a 视图", maxEms: 2) == ["a", "视图"])
    #expect(SVGText.wrap("", maxEms: 3) == [""])
  }

  @Test func strings() {
    #expect(PictureStrings.english.format(\.childOf, "%2") == "child of %2")
    // The words decide, not the tag: Korean words under any tag choose their particles,
    // and a picture's lang is the tag it was given.
    var korean = PictureStrings.korean
    korean.language = "ko-KR"
    #expect(korean.format(\.covered, "sheet") == "sheet가 뷰를 제거함")
    let svg = HierarchyDiagram(snapshot: Fixtures.containment, strings: korean, id: "h").svg()
    #expect(svg.contains("lang=\"ko-KR\""))
  }
}

@Suite("Pictures of a real engine run")
struct EngineRunTests {
  /// `let a`, `let nav = UINavigationController(rootViewController: a)`, root, then `a` presents
  /// `b` as a sheet: the source is `a`, the presenting controller `nav` (P4).
  func run() throws -> Engine {
    let engine = Engine()
    func new(_ name: String) -> ObjectID {
      let id = engine.make(.viewController)
      engine.bind(id, variable: name)
      engine.retain(id)
      return id
    }
    let a = try engine.statement(StatementTag(line: 1)) { new("a") }
    let nav = try engine.statement(StatementTag(line: 2)) {
      let nav = try engine.makeNavigationController(root: a)
      engine.bind(nav, variable: "nav")
      engine.retain(nav)
      return nav
    }
    try engine.statement(StatementTag(line: 3)) { try engine.setRoot(nav) }
    let b = try engine.statement(StatementTag(line: 4)) { new("b") }
    try engine.statement(StatementTag(line: 5)) {
      try engine.present(b, from: a, animated: true) { try engine.printLine("done") }
    }
    try engine.statement(StatementTag(line: 6)) { try engine.present(new("c"), from: a) }
    return engine
  }

  static let source = [
    "let a = UIViewController()",
    "let nav = UINavigationController(rootViewController: a)",
    "window.rootViewController = nav",
    "let b = UIViewController()",
    "a.present(b, animated: true) { print(\"done\") }",
    "a.present(UIViewController(), animated: true)",
  ]

  @Test func hierarchy() throws {
    let engine = try run()
    let snapshot = engine.snapshot()
    let svg = HierarchyDiagram(snapshot: snapshot, id: "run").svg()
    #expect(svg.contains("presents .pageSheet · source a"))
    #expect(svg.contains("present(b)"))
    #expect(isWellFormedXML(svg))
    Golden.assertMatches(svg, file: "engine-run.svg")
    Golden.assertMatches(HierarchyTextTree(snapshot: snapshot).text(), file: "engine-run.txt")
  }

  @Test func timeline() throws {
    let engine = try run()
    let timeline = LifecycleTimeline(
      events: engine.events, name: { engine.displayName(of: $0) }, sourceLines: Self.source,
      id: "run-log")
    let svg = timeline.svg()
    #expect(isWellFormedXML(svg))
    // Every log line appears in the picture (receiver and label in the description).
    let desc = elementTexts(svg, "desc").first ?? ""
    for line in LogFormatter(engine: engine).lines(engine.events) {
      #expect(desc.contains(SVGText.escape(line)), "\(line)")
    }
    Golden.assertMatches(svg, file: "engine-run-timeline.svg")
  }
}

@Suite("Wrapping code in pictures")
struct CodeWrapTests {
  @Test("code breaks between names, never inside one")
  func breaksBetweenNames() {
    let lines = SVGText.wrap("container.view.addSubview(child.view)", maxEms: 16)
    #expect(lines == ["container.view.addSubview(", "child.view)"])
    #expect(lines.joined() == "container.view.addSubview(child.view)")
  }
}

/// The texts of a picture's code-styled elements, in order, joined by spaces: a wrapped
/// statement reads as one line again.
func codeText(_ svg: String) -> String {
  var parts: [String] = []
  var rest = Substring(svg)
  while let start = rest.range(of: "class=\"dp-code\">") {
    rest = rest[start.upperBound...]
    guard let end = rest.firstIndex(of: "<") else { break }
    parts.append(String(rest[..<end]))
  }
  return parts.joined(separator: " ")
}
