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
///   div.results   figure.log (text, "verified") | figure.timeline (SVG)
///   div.pictures  figure.hierarchy (SVG + the text tree), one more per printHierarchy()
/// ```
/// Pictures come from the engine's typed outcome, never from the log's text.
struct ScenarioHTML {
  let language: SiteConfig.Language
  /// Highlights Swift (``SwiftHighlighter``, or a memo of it shared by a build).
  var highlight: (String) -> String = SwiftHighlighter.html

  private var strings: UIStrings { language.strings }
  private var pictureStrings: PictureStrings { strings.pictures }

  func render(_ item: RunBlock) -> String {
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
    for (option, isSet) in [("continue", item.block.options.continues), ("fails", item.block.options.fails)] where isSet
    {
      html += "<span class=\"option\">\(option)</span>"
    }
    if let version = item.block.options.iOS {
      html += "<span class=\"option\">iOS \(HTML.escape(version.description))</span>"
    }
    html += "</span></header>\n"
    html += "<pre><code class=\"language-swift\">\(item.highlighted ?? highlight(item.block.code))</code></pre>\n"
    html += errors(item)
    html += "<div class=\"results\">\n"
    html += "<figure class=\"log\"><figcaption>\(HTML.escape(strings.log))"
    if item.isVerified {
      html += " <span class=\"verified\">\(HTML.escape(strings.verified))</span>"
    }
    html += "</figcaption><pre>\(logText(outcome))</pre></figure>\n"
    // Every visible scenario shows a timeline, an empty one included.
    var timeline = LifecycleTimeline(
      events: outcome.events, name: { item.names[$0] ?? "?" },
      sourceLines: Self.lines(of: item.block.code),
      strings: pictureStrings, id: anchor + "-timeline")
    timeline.embedsStyle = false  // assets/style.css carries PictureStyle once for the site
    html +=
      "<figure class=\"timeline\"><figcaption>\(HTML.escape(strings.timeline))</figcaption>\(timeline.svg())</figure>\n"
    html += "</div>\n<div class=\"pictures\">\n"
    for (index, snapshot) in outcome.hierarchies.enumerated() {
      html += hierarchy(
        snapshot, id: "\(anchor)-hierarchy-\(index + 1)",
        caption: "\(strings.hierarchy) · printHierarchy() #\(index + 1)", names: item.names)
    }
    html += hierarchy(outcome.finalHierarchy, id: anchor + "-hierarchy", caption: strings.hierarchy, names: item.names)
    html += "</div>\n</section>\n"
    return html
  }

  private func hierarchy(_ snapshot: HierarchySnapshot, id: String, caption: String, names: [ObjectID: String])
    -> String
  {
    var diagram = HierarchyDiagram(snapshot: snapshot, strings: pictureStrings, id: id, names: { names[$0] })
    diagram.embedsStyle = false
    let tree = HierarchyTextTree(snapshot: snapshot, strings: pictureStrings, names: { names[$0] })
    return "<figure class=\"hierarchy\"><figcaption>\(HTML.escape(caption))</figcaption>\(diagram.svg())"
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
