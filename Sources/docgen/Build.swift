import ArgumentParser
import DocGenCLI
import DocGenKit
import Foundation
import Workers

extension DocGen {
  struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "build",
      abstract: "Render Content/ into a static site.",
      discussion:
        "Writes into a folder beside the output and swaps it in only when every page built, so a failed build leaves the previous site untouched."
    )

    @Option(name: .long, help: "The content folder: site.yml and one folder per language.")
    var content = "Content"

    @Option(name: .long, help: "Where the site goes; replaced as a whole. Must be new, empty, or a site docgen built.")
    var output = "site"

    @Flag(help: "Replace the output folder even if it holds files docgen did not build.")
    var force = false

    @OptionGroup var cacheOptions: CacheOptions

    func run() throws {
      let cache = cacheOptions.makeCache()
      let splicer = ScenarioSplicer(runner: PageRunner(cache: cache))
      var builder = SiteBuilder(contentPath: content, outputPath: output, splicer: splicer, force: force)
      builder.commitSteps = KillAtCommitStep.fromEnvironment()
      let report = builder.build()
      cache.trim(maxBytes: CacheOptions.maxBytes)
      DiagnosticPrinter(sources: report.sources).print(cache.problems() + report.diagnostics)
      if report.succeeded {
        let rendered =
          report.pagesRendered == report.pageCount ? "" : " (\(report.pagesRendered) rendered, the rest unchanged)"
        say("Built \(report.pageCount) pages\(rendered) into \(output)/ — open \(output)/index.html")
      }
      // The process ends here, with the report (and the build's memory it holds) still
      // alive: freeing what the process is about to give back whole is work nobody waits for.
      withExtendedLifetime((report, cache)) {
        Self.exit(withError: report.succeeded ? nil : ExitCode.failure)
      }
    }
  }
}

/// `DOCGEN_TEST_KILL_AT_COMMIT_STEP=N`: the build kills itself (SIGKILL, as a user's `kill -9`
/// would) just after the N-th step of putting the output in place, counting from 1, after
/// naming the step on standard error. Tests use it to check that a build killed anywhere in
/// its commit leaves the previous site or the new one; nothing else sets it.
enum KillAtCommitStep {
  static let variable = "DOCGEN_TEST_KILL_AT_COMMIT_STEP"

  static func fromEnvironment() -> (@Sendable (String) -> Void)? {
    guard let text = ProcessInfo.processInfo.environment[variable], let target = Int(text), target > 0 else {
      return nil
    }
    let count = Tally()
    return { step in
      guard count.next() == target else { return }
      FileHandle.standardError.write(Data("docgen: killed after commit step \(target): \(step)\n".utf8))
      kill(getpid(), SIGKILL)
    }
  }
}
