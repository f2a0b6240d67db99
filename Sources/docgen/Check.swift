import ArgumentParser
import DocGenCLI
import DocGenKit
import Foundation

extension CheckReportFormat: ExpressibleByArgument {}

extension DocGen {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Verify every claim of the notes against the engine.",
      discussion:
        "Runs each scenario once; fails when a `log` block, an `assert` or a `fails` marker no longer holds, or when translations of a page run different scenarios. Ends with `N passed, M failed` (text and github formats)."
    )

    @Argument(help: "Markdown files or folders (default: Content).")
    var paths: [String] = []

    @Option(name: .long, help: "A content folder to check, as `build --content` names it (with any paths given).")
    var content: String?

    @Option(
      help: "How to write results: text (for people), github (workflow annotations), json, or sarif (SARIF 2.1.0).")
    var format: CheckReportFormat = .text

    @Flag(name: .shortAndLong, help: "Errors and the summary only: no warnings, no progress.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also list every scenario block with its result.")
    var verbose = false

    @Flag(help: "Fail on translations that are outdated or were never acknowledged (a warning otherwise).")
    var strict = false

    @Option(
      name: .customLong("ios"),
      help:
        "Also run every scenario on these iOS versions (comma-separated, such as 12,17,18) and fail on each claim whose log differs between them, unless its block names its version (ios=)."
    )
    var iOS: String?

    @OptionGroup var cacheOptions: CacheOptions

    @Sendable static func drawProgress(done: Int, total: Int) {
      Terminal.progress("checking \(done)/\(total) notes")
    }

    func validate() throws {
      if quiet && verbose { throw ValidationError("--quiet and --verbose cannot go together") }
      if let iOS, Checker.versions(parsing: iOS) == nil {
        throw ValidationError(
          "--ios takes iOS versions scenarios run on, separated by commas, such as 12,17,18 (12 or later)")
      }
    }

    func run() throws {
      let cache = cacheOptions.makeCache()
      let showsProgress = format == .text && !quiet && Terminal.standardErrorIsTerminal
      let named = paths + (content.map { [$0] } ?? [])
      var checker = Checker(
        paths: named.isEmpty ? ["Content"] : named, runner: PageRunner(cache: cache), strictTranslations: strict)
      checker.comparedVersions = iOS.flatMap(Checker.versions(parsing:)) ?? []
      let report = showsProgress ? checker.run(progress: Self.drawProgress) : checker.run()
      if showsProgress { Terminal.clearProgress() }
      cache.trim(maxBytes: CacheOptions.maxBytes)
      if format == .text {
        DiagnosticPrinter(sources: report.sources, errorsOnly: quiet).print(cache.problems() + report.diagnostics)
      } else {
        // Machine formats go to standard output; what the cache found goes beside them.
        DiagnosticPrinter(errorsOnly: quiet).print(cache.problems())
      }
      if format == .text {
        if verbose {
          for block in report.blocks {
            say(
              "\(block.passed ? "ok  " : "FAIL") \(block.file):\(block.line) \(block.id)\(block.claim == "verified" ? " (claim verified)" : "")"
            )
          }
        }
      }
      FileHandle.standardOutput.write(Data(format.render(report).utf8))
      if report.failed > 0 { throw ExitCode.failure }
    }
  }

  struct Bless: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "bless",
      abstract: "Rewrite `log` claims from the engine.",
      discussion:
        "Changes only the lines inside each `log` block. Refuses to run when CI is set, unless --force: CI checks claims, it does not make them."
    )

    @Argument(help: "Markdown files or folders (default: Content).")
    var paths: [String] = []

    @Option(name: .long, help: "A content folder to check, as `build --content` names it (with any paths given).")
    var content: String?

    @Flag(help: "Run even when the CI environment variable is set.")
    var force = false

    @OptionGroup var cacheOptions: CacheOptions

    func validate() throws {
      if Environment.isCI && !force {
        throw ValidationError("refusing to bless in CI (CI is set); pass --force if you mean it")
      }
    }

    func run() throws {
      let cache = cacheOptions.makeCache()
      let report = Blesser(paths: paths.isEmpty ? ["Content"] : paths, runner: PageRunner(cache: cache)).run()
      cache.trim(maxBytes: CacheOptions.maxBytes)
      DiagnosticPrinter(sources: report.sources).print(cache.problems() + report.diagnostics)
      for claim in report.rewritten { say("blessed \(claim)") }
      say("\(report.rewritten.count) claims rewritten in \(report.filesChanged) files")
      if report.diagnostics.hasErrors { throw ExitCode.failure }
    }
  }

  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "run",
      abstract: "Print the logs of a note's scenarios, or of a Swift file run as one scenario."
    )

    @Argument(help: "A Markdown note or a .swift file.")
    var file: String

    func run() throws {
      let report = ScenarioFileRunner(file: file).run()
      for line in report.output { say(line) }
      DiagnosticPrinter(sources: report.source.map { [file: $0] } ?? [:]).print(report.diagnostics)
      if report.failed { throw ExitCode.failure }
    }
  }
}
