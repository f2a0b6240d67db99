import DocEngine
import ScenarioKit

/// Puts executed scenarios into pages: under each visible scenario its code, the log that
/// really came out (marked verified where a claim matched) and the hierarchy it left.
///
/// A block that does not do what the note says (an unexpected error, a claim that no longer
/// matches, a `fails` block that ran through) is shown with its error and fails the build.
public struct ScenarioSplicer: BlockSplicer {
  public var runner: PageRunner

  public init(runner: PageRunner = PageRunner()) {
    self.runner = runner
  }

  public func splice(_ blocks: [CodeBlock], of page: SourcePage, strings: UIStrings) -> Splice {
    let run = runner.run(page, codeBlocks: blocks)
    var splice = Splice(diagnostics: run.problems)
    for item in run.blocks {
      splice.diagnostics += item.failures
      if let claim = item.block.claim {
        splice.replacements[claim.handle] = ""
      }
      splice.replacements[item.block.handle] =
        item.block.options.hidden ? "" : ScenarioHTML(strings: strings).render(item)
    }
    return splice
  }
}

/// The HTML of one executed scenario.
struct ScenarioHTML {
  let strings: UIStrings

  func render(_ item: RunBlock) -> String {
    let id = HTML.escape("scenario-" + item.block.id)
    let failed = !item.passed
    var html = "<section class=\"scenario\(failed ? " failed" : "")\" id=\"\(id)\">\n"
    html += "<header><span>\(HTML.escape(strings.scenario))</span><a href=\"#\(id)\">\(HTML.escape(item.block.id))</a></header>\n"
    html += "<pre><code class=\"language-swift\">\(HTML.escape(item.block.code))</code></pre>\n"
    if let error = item.outcome.error {
      let label = item.block.options.fails ? strings.expectedError : strings.error
      html += "<p class=\"error\" role=\"\(item.block.options.fails ? "note" : "alert")\"><strong>\(HTML.escape(label)):</strong> "
      html += "\(HTML.escape("\(error.location.line):\(error.location.column): \(error.message)"))</p>\n"
    }
    for failure in item.failures where failure.id == "check.claim" || failure.id == "check.expected-failure" {
      html += "<p class=\"error\" role=\"alert\">\(HTML.escape(failure.message))</p>\n"
    }
    html += "<div class=\"results\">\n"
    html += "<figure class=\"log\"><figcaption>\(HTML.escape(strings.log))"
    if item.isVerified {
      html += " <span class=\"verified\">\(HTML.escape(strings.verified))</span>"
    }
    html += "</figcaption><pre>"
    html += item.outcome.lines.map { line in
      line.hasPrefix("warning: ") ? "<span class=\"warning\">\(HTML.escape(line))</span>" : HTML.escape(line)
    }.joined(separator: "\n")
    html += "</pre></figure>\n"
    html += "<figure class=\"tree\"><figcaption>\(HTML.escape(strings.hierarchy))</figcaption><pre>"
    html += HTML.escape(HierarchyText.lines(item.outcome.finalHierarchy).joined(separator: "\n"))
    html += "</pre></figure>\n"
    html += "</div>\n</section>\n"
    return html
  }
}

/// The hierarchy as the text tree the log uses for `printHierarchy()`, named by the snapshot.
enum HierarchyText {
  static func lines(_ snapshot: HierarchySnapshot) -> [String] {
    var names: [ObjectID: String] = [:]
    for node in snapshot.allNodes { names[node.id] = node.displayName }
    return LogFormatter(name: { names[$0] ?? "?" }).hierarchyLines(snapshot)
  }
}
