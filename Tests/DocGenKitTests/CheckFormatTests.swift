import Foundation
import Testing

@testable import DocGenKit

/// `docgen check` for CI: GitHub annotations, JSON, SARIF 2.1.0; progress and colours only on
/// a terminal; `--quiet` and `--verbose`.
@Suite("check's output formats")
struct CheckFormatTests {
  static func check(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    CommandLineTests.Result, String
  ) {
    let scratch = Scratch()
    _ = try scratch.content(from: "claims")
    let result = try CommandLineTests.docgen(
      ["check", "--no-cache"] + arguments + ["Content"], environment: environment, in: scratch.path)
    return (result, scratch.path)
  }

  @Test("--format github writes one workflow command per problem, escaped, then the count")
  func github() throws {
    let (result, _) = try Self.check(["--format", "github"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == "5 passed, 2 failed")
    #expect(lines.count == 8)
    let claim = try #require(lines.first { $0.contains("title=check.claim") })
    #expect(
      claim.hasPrefix(
        "::error file=Content/en/page.md,line=34,col=1,title=check.claim::the log of scenario 'stale' differs from the engine's (-claimed +engine)%0A--- claimed%0A+++ engine%0A@@ -1,3 +1,4 @@"
      ))
    #expect(!claim.contains("\n"))
    #expect(CheckReportFormat.escapeProperty("a,b:c%\r\n") == "a%2Cb%3Ac%25%0D%0A")
  }

  @Test("--format json is one document with stable fields: counts, problems, blocks")
  func json() throws {
    let (result, _) = try Self.check(["--format", "json"])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(document["format"] as? String == "docgen-check")
    #expect(document["version"] as? Int == 1)
    #expect(document["passed"] as? Int == 5 && document["failed"] as? Int == 2)
    let problems = try #require(document["problems"] as? [[String: Any]])
    #expect(problems.count == 7)
    let claim = try #require(problems.first { $0["id"] as? String == "check.claim" })
    #expect(claim["file"] as? String == "Content/en/page.md")
    #expect(claim["line"] as? Int == 34 && claim["column"] as? Int == 1 && claim["severity"] as? String == "error")
    #expect((claim["notes"] as? [String])?.first == "--- claimed")
    let blocks = try #require(document["blocks"] as? [[String: Any]])
    let stale = try #require(
      blocks.first { $0["id"] as? String == "stale" && $0["file"] as? String == "Content/en/page.md" })
    #expect(stale["passed"] as? Bool == false && stale["claim"] as? String == "stale" && stale["line"] as? Int == 30)
    #expect(Set(blocks.compactMap { $0["claim"] as? String }).isSubset(of: ["verified", "stale", "none"]))
  }

  @Test("--format sarif has every field SARIF 2.1.0 requires, one result per problem")
  func sarif() throws {
    let (result, _) = try Self.check(["--format", "sarif"])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "docgen")
    let ruleIDs = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 7)
    for item in results {
      let ruleID = try #require(item["ruleId"] as? String)
      #expect(ruleIDs.contains(ruleID))
      #expect(["none", "note", "warning", "error"].contains(item["level"] as? String ?? ""))
      let text = (item["message"] as? [String: Any])?["text"] as? String ?? ""
      #expect(text.count > 0)
      let physical = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect(
        (physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Content/en/page.md"
          || (physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Content/zh/page.md")
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
    }
  }

  @Test("text off a terminal: no colours, no progress; --verbose lists blocks; --quiet only errors")
  func textModes() throws {
    let (plain, _) = try Self.check([])
    #expect(!plain.stderr.contains("\u{1B}["))
    #expect(!plain.stderr.contains("checking"))
    #expect(plain.stdout == "5 passed, 2 failed\n")
    let (verbose, _) = try Self.check(["--verbose"])
    #expect(verbose.stdout.contains("FAIL Content/en/page.md:30 stale\n"))
    #expect(verbose.stdout.contains("ok   Content/en/page.md:") && verbose.stdout.hasSuffix("5 passed, 2 failed\n"))
    let (quiet, _) = try Self.check(["--quiet"])
    #expect(quiet.stdout == "5 passed, 2 failed\n")
  }

  @Test("on a terminal: a progress line and colours, none with NO_COLOR")
  func terminal() throws {
    let scratch = Scratch()
    _ = try scratch.content(from: "claims")
    let docgen = CommandLineTests.packageRoot.appendingPathComponent(".build/debug/docgen").path
    func underPTY(_ environment: [String: String]) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.arguments = ["-qec", "\(docgen) check --no-cache Content", "/dev/null"]
      process.currentDirectoryURL = scratch.url
      var env = ProcessInfo.processInfo.environment
      env["NO_COLOR"] = nil
      for (key, value) in environment { env[key] = value }
      process.environment = env
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return text
    }
    let colored = try underPTY([:])
    #expect(colored.contains("checking 2/2 notes"))
    #expect(colored.contains("\u{1B}[1;31merror:"))
    let plain = try underPTY(["NO_COLOR": "1"])
    #expect(!plain.contains("\u{1B}[1;31m"))
    #expect(plain.contains("checking 2/2 notes"))
  }

  /// A note named with an ESC, whose scenario prints an OSC sequence (a window title) and ends
  /// with a CR, under a claim that differs: the diff shows what the scenario printed.
  static func hostileNote(in scratch: Scratch) throws -> String {
    let name = "e\u{1B}[31mvil.md"
    try scratch.write(
      """
      ```swift scenario id=title
      print("\\u{1B}]0;pwned\\u{07}")
      print("over\\rwritten")
      ```

      ```log
      nothing
      ```

      """, to: name)
    return name
  }

  @Test(
    "text from content is shown inert in every format: escape sequences, CR and BEL from a scenario's output and a file's name"
  )
  func controlCharactersAreInert() throws {
    let scratch = Scratch()
    let name = try Self.hostileNote(in: scratch)
    let shownName = "e\\u{001B}[31mvil.md"
    for format in ["text", "github", "json", "sarif"] {
      let result = try CommandLineTests.docgen(
        ["check", "--no-cache", "--verbose", "--format", format, name], in: scratch.path)
      #expect(result.status == 1, "\(format)")
      let output = result.stdout + result.stderr
      for control in ["\u{1B}", "\u{07}", "\r", "\u{9B}"] {
        #expect(
          !output.contains(control), "\(format) passes \(control.unicodeScalars.first!.value) through:\n\(output)")
      }
      // JSON and SARIF spell the backslash of the escape as \\.
      let shown = format == "json" || format == "sarif" ? output.replacingOccurrences(of: "\\\\", with: "\\") : output
      #expect(shown.contains("\\u{001B}]0;pwned\\u{0007}"), "\(format): \(output)")
      #expect(shown.contains("over\\u{000D}written"), "\(format)")
      if format != "sarif" {
        // SARIF's uri is percent-encoded instead.
        #expect(shown.contains(shownName), "\(format)")
      }
    }
    let run = try CommandLineTests.docgen(["run", name], in: scratch.path)
    #expect(run.stdout == "\\u{001B}]0;pwned\\u{0007}\nover\\u{000D}written\n")
  }

  @Test(
    "the renderer shows control characters of the file, message, notes and source line as escapes; the caret still points at its column"
  )
  func rendererIsInert() {
    let diagnostic = Diagnostic.error(
      .staleClaim, at: SourceLocation(file: "a\u{1B}.md", line: 1, column: 8), "said \u{1B}[2J\r",
      details: ["+\u{1B}]8;;http://x\u{07}link\u{9B}"])
    let text = DiagnosticRenderer(sourceLines: { _ in ["\u{1B}[1mx \tbad"] }).render(diagnostic)
    // The caret stands under the `b`: after the shown escape (13 columns) and the tab.
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
        "a\\u{001B}.md:1:8: error: said \\u{001B}[2J\\u{000D}",
        " 1 | \\u{001B}[1mx \tbad",
        "   | " + String(repeating: " ", count: 13) + "\t^",
        "+\\u{001B}]8;;http://x\\u{0007}link\\u{009B}",
        "",
      ])
    let colored = DiagnosticRenderer(sourceLines: { _ in nil }, colors: true).render(diagnostic)
    #expect(colored.contains("\u{1B}[1ma\\u{001B}.md:1:8\u{1B}[0m"), "docgen's own colours stay")
  }
}
