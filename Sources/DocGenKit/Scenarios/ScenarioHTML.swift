import DocEngine
import DocPictures
import Foundation
import ScenarioKit

/// The HTML of one executed scenario:
///
/// ```
/// section.scenario#scenario-ID
///   header        "Scenario" · ID (a link to itself)
///   pre > code    the Swift
///   p.error       the error, when the block stopped on one
///   div.results   figure.log (text, "verified") | figure.timeline (img)
///   div.pictures  figure.hierarchy (img + the text tree), one more per printHierarchy()
/// ```
///
/// Pictures are files of their own (``PictureFiles``), shown by `<img>`: a scenario that
/// recurs across pages (the same outcome in the same language) is one file the browser
/// fetches once, where inline SVG repeated it on every page (three fifths of a site's bytes).
///
/// A `quiz` block ("predict the log") puts `div.predict` after the code: the log's callback
/// lines, shuffled (the same way in every build: by a hash of the code and the line), with
/// buttons to move them and to check the order (`assets/site.js`, which shows them); results
/// and pictures go inside `details.predict-reveal`, so the timeline does not give the order
/// away. Without JavaScript the reader sees the shuffled lines and opens the log.
/// Pictures come from the engine's typed outcome, never from the log's text.
struct ScenarioHTML {
  let language: SiteConfig.Language
  /// Highlights Swift (``SwiftHighlighter``, or a memo of it shared by a build).
  var highlight: (String) -> String = SwiftHighlighter.html
  /// What stands for the way from the page to the site's root in pictures' URLs: the block's
  /// HTML is shared by pages at different depths, and each page puts its own in.
  var siteRoot = ""

  /// A drawn block: its HTML and the pictures it shows, by path inside the site.
  struct Drawn {
    var html: String
    var pictures: [String: String]
  }

  private var strings: UIStrings { language.strings }
  private var pictureStrings: PictureStrings { strings.pictures }

  func render(_ item: RunBlock) -> Drawn {
    var pictures = PictureFiles(siteRoot: siteRoot)
    let html = render(item, pictures: &pictures)
    return Drawn(html: html, pictures: pictures.files)
  }

  private func render(_ item: RunBlock, pictures: inout PictureFiles) -> String {
    let anchor = "scenario-" + item.block.id
    let outcome = item.outcome
    // A drawn block is about 8 KB: reserved once rather than grown and copied as it fills.
    var html = ""
    html.reserveCapacity(16_384)
    // A block that names its iOS version is `versioned`: two in a row stand side by side.
    let classes = "scenario" + (item.block.options.iOS == nil ? "" : " versioned") + (item.passed ? "" : " failed")
    html += "<section class=\"\(classes)\" id=\"\(HTML.escape(anchor))\">\n"
    html += "<header><span>\(HTML.escape(strings.scenario))</span><span>"
    html += "<a href=\"#\(HTML.escape(anchor))\">\(HTML.escape(item.block.id))</a>"
    let options = item.block.options
    for (option, isSet) in [("continue", options.continues), ("fails", options.fails), ("quiz", options.quiz)]
    where isSet {
      html += "<span class=\"option\">\(option)</span>"
    }
    if let version = item.block.options.iOS {
      html += "<span class=\"option\">iOS \(HTML.escape(version.description))</span>"
    }
    html += "</span></header>\n"
    html += "<pre><code class=\"language-swift\">\(item.highlighted ?? highlight(item.block.code))</code></pre>\n"
    html += errors(item)
    if options.quiz {
      html += exercise(item, anchor: anchor)
      html +=
        "<details class=\"predict-reveal\"><summary class=\"predict-show\">\(HTML.escape(strings.showLog))</summary>\n"
    }
    html += "<div class=\"results\">\n"
    html += "<figure class=\"log\"><figcaption>\(HTML.escape(strings.log))"
    if item.isVerified {
      html += " <span class=\"verified\">\(HTML.escape(strings.verified))</span>"
    }
    html += "</figcaption><pre>\(logText(outcome))</pre></figure>\n"
    // Every visible scenario shows a timeline, an empty one included.
    let timeline = LifecycleTimeline(
      events: outcome.events, name: { item.names[$0] ?? "?" },
      sourceLines: Self.lines(of: item.block.code),
      strings: pictureStrings, id: "timeline")
    html += "<figure class=\"timeline\"><figcaption>\(HTML.escape(strings.timeline))</figcaption>"
    html += pictures.image(of: timeline.picture()) + "</figure>\n"
    html += "</div>\n<div class=\"pictures\">\n"
    for (index, snapshot) in outcome.hierarchies.enumerated() {
      html += hierarchy(
        snapshot, caption: "\(strings.hierarchy) · printHierarchy() #\(index + 1)", names: item.names,
        pictures: &pictures)
    }
    html += hierarchy(outcome.finalHierarchy, caption: strings.hierarchy, names: item.names, pictures: &pictures)
    html += "</div>\n"
    if options.quiz { html += "</details>\n" }
    html += "</section>\n"
    return html
  }

  /// The lines a "predict the log" exercise asks to order: the engine's callbacks (the log's
  /// lines that are not the scenario's prints, warnings or hierarchy dumps), in the log's order.
  static func exerciseLines(_ outcome: ScenarioOutcome) -> [String] {
    let kinds = lineKinds(outcome.events)
    guard kinds.count == outcome.lines.count else { return outcome.lines }
    return zip(outcome.lines, kinds).filter { $0.1.isEmpty }.map(\.0)
  }

  /// The positions of `lines` in the exercise's order: sorted by an FNV-1a hash of the code,
  /// each line and its position, so every build shuffles alike. The first of a few such orders
  /// (the code's hash, then another round) that leaves at least half of the lines out of their
  /// place, else the log's order turned by one.
  static func shuffled(_ lines: [String], code: String) -> [Int] {
    func hash(_ text: String) -> UInt64 {
      text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
    func misplaced(_ order: [Int]) -> Int { order.enumerated().filter { lines[$0.element] != lines[$0.offset] }.count }
    let wanted = (lines.count + 1) / 2
    for round in 0..<8 {
      let seed = hash("\(round) " + code)
      let order = lines.indices.sorted { a, b in
        let (ha, hb) = (hash("\(seed) \(a) " + lines[a]), hash("\(seed) \(b) " + lines[b]))
        return ha == hb ? a < b : ha < hb
      }
      if misplaced(order) >= wanted { return order }
    }
    return Array(lines.indices.dropFirst()) + lines.indices.prefix(1)
  }

  /// The exercise: its title and task, the shuffled lines (each with buttons to move it, shown
  /// by the script), the check button and where the result is said.
  private func exercise(_ item: RunBlock, anchor: String) -> String {
    let lines = Self.exerciseLines(item.outcome)
    let task = anchor + "-task"
    var html = "<div class=\"predict\" data-moved=\"\(HTML.escape(strings.moved))\""
    html += " data-score=\"\(HTML.escape(strings.predictScore))\" data-in-log=\"\(HTML.escape(strings.inLog))\">\n"
    html += "<p class=\"predict-title\"><strong>\(HTML.escape(strings.predict))</strong></p>\n"
    html += "<p id=\"\(HTML.escape(task))\">\(HTML.escape(strings.predictTask))</p>\n"
    html += "<ol class=\"predict-lines\" aria-describedby=\"\(HTML.escape(task))\">\n"
    for index in Self.shuffled(lines, code: item.block.code) {
      let line = HTML.escape(lines[index])
      // The buttons first: floated to the line's end, they stay on its first line.
      html += "<li data-at=\"\(index)\"><span class=\"predict-moves\" hidden>"
      html +=
        "<button type=\"button\" class=\"predict-up\" aria-label=\"\(HTML.escape(strings.moveUp)): \(line)\">↑</button>"
      html +=
        "<button type=\"button\" class=\"predict-down\" aria-label=\"\(HTML.escape(strings.moveDown)): \(line)\">↓</button>"
      html += "</span><code>\(line)</code></li>\n"
    }
    html += "</ol>\n"
    html += "<p class=\"predict-actions\" hidden><button type=\"button\" class=\"predict-check\">"
    html += "\(HTML.escape(strings.checkOrder))</button></p>\n"
    html += "<p class=\"predict-status\" role=\"status\" aria-live=\"polite\"></p>\n"
    html += "</div>\n"
    return html
  }

  /// The page's answers, for print only: each exercise's lines in the log's order, under the
  /// scenario's id (empty when the page has no exercise).
  func answers(_ quizzes: [RunBlock]) -> String {
    guard !quizzes.isEmpty else { return "" }
    var html =
      "<aside class=\"predict-answers\">\n<p class=\"predict-title\"><strong>\(HTML.escape(strings.answers))</strong></p>\n"
    for item in quizzes {
      html += "<p><code>\(HTML.escape(item.block.id))</code></p>\n<ol>\n"
      for line in Self.exerciseLines(item.outcome) { html += "<li><code>\(HTML.escape(line))</code></li>\n" }
      html += "</ol>\n"
    }
    html += "</aside>\n"
    return html
  }

  private func hierarchy(
    _ snapshot: HierarchySnapshot, caption: String, names: [ObjectID: String], pictures: inout PictureFiles
  ) -> String {
    let diagram = HierarchyDiagram(snapshot: snapshot, strings: pictureStrings, id: "hierarchy", names: { names[$0] })
    let tree = HierarchyTextTree(snapshot: snapshot, strings: pictureStrings, names: { names[$0] })
    return "<figure class=\"hierarchy\"><figcaption>\(HTML.escape(caption))</figcaption>"
      + pictures.image(of: diagram.picture())
      + "<details><summary>\(HTML.escape(strings.asText))</summary><pre class=\"tree\">\(HTML.escape(tree.text()))</pre></details></figure>\n"
  }

  private func errors(_ item: RunBlock) -> String {
    var html = ""
    if let error = item.outcome.error {
      let expected = item.block.options.fails
      // The line within the scenario, as the reader sees it above; the file's line is for editors.
      let line = error.location.line - item.block.codeLine + 1
      // An error the note expects (`fails`) is part of the lesson: shown calmly, as a note.
      // The label and the line are the interface's words, the message is the lesson's: search
      // leaves `error-where` out (``SearchTextExtractor``).
      html +=
        "<p class=\"\(expected ? "expected-error" : "error")\" role=\"\(expected ? "note" : "alert")\"><span class=\"error-where\"><strong>\(HTML.escape(expected ? strings.expectedError : strings.error))</strong> · "
      html +=
        "\(HTML.escape(strings.line.replacingOccurrences(of: "{line}", with: String(line)))) · </span>\(HTML.escape(error.message))</p>\n"
    }
    for failure in item.claimFailures {
      html += "<p class=\"error\" role=\"alert\">\(HTML.escape(failure.message))</p>\n"
    }
    return html
  }

  /// The code's lines for the timeline's labels. cmark ends a code block's lines with `\n`
  /// alone, so the byte split (``StringProtocol/sourceLines``) gives the lines a `Character`
  /// split would, without stepping through grapheme clusters; a `\r` keeps the old path.
  static func lines(of code: String) -> [String] {
    guard !code.containsByte(UInt8(ascii: "\r")) else {
      return code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return code.sourceLines.map(String.init)
  }

  /// How many lines `text` has when split at line-feed `Character`s (as
  /// `split(separator: "\n", omittingEmptySubsequences: false)` counts them), from its bytes:
  /// a line feed is a `Character` of its own unless a carriage return precedes it (`"\r\n"`
  /// is one `Character`, which is not `"\n"`). Stepping through `Character`s to count was
  /// most of the time spent classifying a log.
  static func lineCount(_ text: String) -> Int {
    var count = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") { count += 1 }
      previous = byte
    }
    return count
  }

  /// The log, each line marked by what wrote it: the engine's callbacks stay plain, the
  /// scenario's own `print` output is `printed`, UIKit's console warnings `warning`, a
  /// `printHierarchy()` tree `hierarchy` — so a reader tells the user's prints from UIKit's.
  private func logText(_ outcome: ScenarioOutcome) -> String {
    let kinds = Self.lineKinds(outcome.events)
    let classified = kinds.count == outcome.lines.count
    return outcome.lines.enumerated().map { index, line in
      let kind = classified ? kinds[index] : (line.hasPrefix("warning: ") ? "warning" : "")
      return kind.isEmpty ? HTML.escape(line) : "<span class=\"\(kind)\">\(HTML.escape(line))</span>"
    }.joined(separator: "\n")
  }

  /// A class per log line, from the events that wrote them (a `print` with line breaks and a
  /// hierarchy snapshot write several lines). Names do not change how many lines there are.
  static func lineKinds(_ events: [LogEvent]) -> [String] {
    let formatter = LogFormatter(name: { _ in "" })
    return events.flatMap { event -> [String] in
      let count: Int
      switch event.kind {
      // Lines of names and fixed words: one line each (formatting them only to count was most
      // of the time spent classifying a log).
      case .lifecycle, .willMove, .didMove, .deinitialized, .delegate, .transition: count = 1
      case .printed(let text): count = lineCount(text)
      // Hierarchy dumps, and lines that quote a string of the scenario's (a segue's identifier).
      case .segue, .warning, .hierarchy: count = formatter.lines(for: event).reduce(0) { $0 + lineCount($1) }
      }
      let kind: String
      switch event.kind {
      case .printed: kind = "printed"
      case .warning: kind = "warning"
      case .hierarchy: kind = "hierarchy"
      default: kind = ""
      }
      return Array(repeating: kind, count: count)
    }
  }
}
