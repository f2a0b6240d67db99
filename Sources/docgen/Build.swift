import ArgumentParser
import DocGenCLI
import DocGenKit

extension DocGen {
  struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "build",
      abstract: "Render Content/ into a static site.",
      discussion: "Writes into a folder beside the output and swaps it in only when every page built, so a failed build leaves the previous site untouched."
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
      let builder = SiteBuilder(contentPath: content, outputPath: output, splicer: splicer, force: force)
      let report = builder.build()
      cache.trim(maxBytes: CacheOptions.maxBytes)
      DiagnosticPrinter(sources: report.sources).print(cache.problems() + report.diagnostics)
      if report.succeeded {
        let rendered = report.pagesRendered == report.pageCount ? "" : " (\(report.pagesRendered) rendered, the rest unchanged)"
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
