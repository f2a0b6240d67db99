import Foundation
import DocEngine
import DocPictures
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
  private var pictureStrings: PictureStrings { PictureStrings.forLanguage(language.tag) }

  func render(_ item: RunBlock) -> String {
    let anchor = "scenario-" + item.block.id
    let outcome = item.outcome
    var html = "<section class=\"scenario\(item.passed ? "" : " failed")\" id=\"\(HTML.escape(anchor))\">\n"
    html += "<header><span>\(HTML.escape(strings.scenario))</span><span>"
    html += "<a href=\"#\(HTML.escape(anchor))\">\(HTML.escape(item.block.id))</a>"
    for (option, isSet) in [("continue", item.block.options.continues), ("fails", item.block.options.fails)] where isSet {
      html += "<span class=\"option\">\(option)</span>"
    }
    html += "</span></header>\n"
    html += "<pre><code class=\"language-swift\">\(highlight(item.block.code))</code></pre>\n"
    html += errors(item)
    html += "<div class=\"results\">\n"
    html += "<figure class=\"log\"><figcaption>\(HTML.escape(strings.log))"
    if item.isVerified {
      html += " <span class=\"verified\">\(HTML.escape(strings.verified))</span>"
    }
    html += "</figcaption><pre>\(logText(outcome.lines))</pre></figure>\n"
    // Every visible scenario shows a timeline, an empty one included.
    var timeline = LifecycleTimeline(
      events: outcome.events, name: { item.names[$0] ?? "?" },
      sourceLines: item.block.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      strings: pictureStrings, id: anchor + "-timeline")
    timeline.embedsStyle = false  // assets/style.css carries PictureStyle once for the site
    html += "<figure class=\"timeline\"><figcaption>\(HTML.escape(strings.timeline))</figcaption>\(timeline.svg())</figure>\n"
    html += "</div>\n<div class=\"pictures\">\n"
    for (index, snapshot) in outcome.hierarchies.enumerated() {
      html += hierarchy(snapshot, id: "\(anchor)-hierarchy-\(index + 1)", caption: "\(strings.hierarchy) · printHierarchy() #\(index + 1)", names: item.names)
    }
    html += hierarchy(outcome.finalHierarchy, id: anchor + "-hierarchy", caption: strings.hierarchy, names: item.names)
    html += "</div>\n</section>\n"
    return html
  }

  private func hierarchy(_ snapshot: HierarchySnapshot, id: String, caption: String, names: [ObjectID: String]) -> String {
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
      html += "<p class=\"\(expected ? "expected-error" : "error")\" role=\"\(expected ? "note" : "alert")\"><strong>\(HTML.escape(expected ? strings.expectedError : strings.error))</strong> · "
      html += "\(HTML.escape(strings.line.replacingOccurrences(of: "{line}", with: String(line)))) · \(HTML.escape(error.message))</p>\n"
    }
    for failure in item.failures where failure.id == "check.claim" || failure.id == "check.expected-failure" {
      html += "<p class=\"error\" role=\"alert\">\(HTML.escape(failure.message))</p>\n"
    }
    return html
  }

  private func logText(_ lines: [String]) -> String {
    lines.map { line in
      line.hasPrefix("warning: ") ? "<span class=\"warning\">\(HTML.escape(line))</span>" : HTML.escape(line)
    }.joined(separator: "\n")
  }
}
