import ArgumentParser
import DocGenKit

extension DocGen {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Verify every claim of the notes against the engine.",
      discussion: "Runs each scenario once; fails when a `log` block, an `assert` or a `fails` marker no longer holds, or when translations of a page run different scenarios. Ends with `N passed, M failed`."
    )

    @Argument(help: "Markdown files or folders (default: Content).")
    var paths: [String] = []

    @OptionGroup var cacheOptions: CacheOptions

    func run() throws {
      let cache = cacheOptions.makeCache()
      let report = Checker(paths: paths.isEmpty ? ["Content"] : paths, runner: PageRunner(cache: cache)).run()
      cache.trim(maxBytes: CacheOptions.maxBytes)
      DiagnosticPrinter(sources: report.sources).print(report.diagnostics)
      say(report.summary)
      if report.failed > 0 { throw ExitCode.failure }
    }
  }

  struct Bless: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Rewrite `log` claims from the engine.",
      discussion: "Changes only the lines inside each `log` block. Refuses to run when CI is set, unless --force: CI checks claims, it does not make them."
    )

    @Argument(help: "Markdown files or folders (default: Content).")
    var paths: [String] = []

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
      DiagnosticPrinter(sources: report.sources).print(report.diagnostics)
      for claim in report.rewritten { say("blessed \(claim)") }
      say("\(report.rewritten.count) claims rewritten in \(report.filesChanged) files")
      if report.diagnostics.hasErrors { throw ExitCode.failure }
    }
  }

  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
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
