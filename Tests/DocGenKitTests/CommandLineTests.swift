import Foundation
import Testing

/// The `docgen` binary as a user runs it: exit statuses, what goes to stdout and stderr.
@Suite("The command line")
struct CommandLineTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func docgen(_ arguments: [String], environment: [String: String] = [:], in folder: String? = nil) throws
    -> Result
  {
    let process = Process()
    process.executableURL = packageRoot.appendingPathComponent(".build/debug/docgen")
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    var env = ProcessInfo.processInfo.environment
    env["CI"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test("check exits 1 with diffs on stderr and the count last on stdout; 0 when all hold")
  func checkExitStatus() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "claims")
    let failing = try Self.docgen(["check", content])
    #expect(failing.status == 1)
    #expect(failing.stdout == "5 passed, 2 failed\n")
    #expect(
      failing.stderr.contains(
        "en/page.md:34:1: error: the log of scenario 'stale' differs from the engine's (-claimed +engine)\n 34 | ```log\n    | ^\n--- claimed\n+++ engine\n@@ -1,3 +1,4 @@\n b.viewWillDisappear\n+a.viewWillAppear\n"
      ))
    let stale = try Self.docgen(["check", content + "/en/page.md"])
    #expect(stale.status == 1)
    _ = try Self.docgen(["bless", content + "/en/page.md"])
    let blessed = try Self.docgen(["check", content + "/en/page.md"])
    #expect(blessed.status == 0)
    #expect(blessed.stdout == "3 passed, 0 failed\n")
  }

  @Test("check takes the content folder as build does, with --content")
  func checkContentOption() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "claims")
    let failing = try Self.docgen(["check", "--content", content])
    #expect(failing.status == 1)
    #expect(failing.stdout == "5 passed, 2 failed\n")
  }

  @Test("init writes a starter content folder that checks, and keeps what is there on a second run")
  func initCommand() throws {
    let scratch = Scratch()
    let first = try Self.docgen(["init", "--languages", "ko,en"], in: scratch.path)
    #expect(first.status == 0)
    #expect(first.stdout.hasPrefix("wrote Content/site.yml\nwrote Content/ko/index.md\n"))
    let checked = try Self.docgen(["check", "--content", "Content"], in: scratch.path)
    #expect(checked.status == 0)
    #expect(checked.stdout == "4 passed, 0 failed\n")
    let second = try Self.docgen(["init", "--languages", "ko,en"], in: scratch.path)
    #expect(second.status == 0)
    #expect(second.stdout.contains("kept Content/site.yml: it exists\n"))
    let refused = try Self.docgen(["init", "--languages", "fr"], in: scratch.path)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("'fr' is not a language docgen has words for"))
  }

  @Test("bless refuses to run in CI unless forced")
  func blessInCI() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "claims")
    let before = tree(at: content)
    let refused = try Self.docgen(["bless", content], environment: ["CI": "true"])
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("refusing to bless in CI"))
    #expect(tree(at: content) == before)
    let forced = try Self.docgen(["bless", "--force", content + "/en/page.md"], environment: ["CI": "true"])
    #expect(forced.status == 0)
    #expect(forced.stdout.hasSuffix("1 claims rewritten in 1 files\n"))
  }

  @Test("build fails with file:line:col errors and writes nothing; a bad scenario says what is unsupported")
  func buildErrors() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write(
      "---\ntitle: First\norder: 1\n---\n\n```swift scenario\nlet a = UIViewController()\ntypealias E = Int\n```\n",
      to: "Content/en/first.md")
    let result = try Self.docgen(["build", "--content", content, "--output", scratch.path + "/site"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("/Content/en/first.md:8:1: error: "))
    #expect(result.stderr.contains("not supported"))
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/site"))
  }

  @Test("run prints only log lines on stdout and exits 1 when a block errs")
  func runCommand() throws {
    let scratch = Scratch()
    try scratch.write(
      "let a = UIViewController()\nwindow.rootViewController = a\na.present(a, animated: true)\n", to: "s.swift")
    let result = try Self.docgen(["run", scratch.path + "/s.swift"])
    #expect(result.status == 1)
    #expect(result.stdout == "a.viewDidLoad\na.viewWillAppear\na.viewDidAppear\n")
    #expect(result.stderr.contains("s.swift:3:1: error: "))
  }
}
