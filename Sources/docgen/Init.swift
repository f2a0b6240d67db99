import ArgumentParser
import DocGenCLI
import DocGenKit
import Foundation

extension DocGen {
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract: "Write a starter content folder: site.yml, a home page and a note with a scenario per language.",
      discussion:
        "Never overwrites a file: one that exists is kept as it is. The first language is the default; the others translate it."
    )

    @Option(name: .long, help: "The content folder to write.")
    var content = "Content"

    @Option(name: .long, help: "Languages, the default first: en, zh (Simplified Chinese), zh-Hant, ko, ja.")
    var languages = "en"

    func run() throws {
      let chosen: [StarterContent.Language]
      switch StarterContent.languages(languages) {
      case .success(let list): chosen = list
      case .failure(let problem):
        DiagnosticPrinter(sources: [:]).print([problem])
        throw ExitCode.failure
      }
      let report = StarterContent.write(to: content, languages: chosen)
      for file in report.written { say("wrote \(file)") }
      for file in report.kept { say("kept \(file): it exists") }
      DiagnosticPrinter(sources: [:]).print(report.diagnostics)
      if report.diagnostics.hasErrors { throw ExitCode.failure }
      say("Next: docgen check \(content) && docgen build --content \(content)")
    }
  }
}
