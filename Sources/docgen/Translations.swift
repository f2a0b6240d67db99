import ArgumentParser
import DocGenCLI
import DocGenKit
import Foundation

extension DocGen {
  struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "status",
      abstract: "Show which translations are up to date, outdated, unacknowledged or missing.",
      discussion:
        "A translation is outdated when its original changed after 'docgen ack' recorded the version it follows. Where git knows that version, the changed sections of the original are listed (--diff shows the diff)."
    )

    @Argument(help: "The content folder.")
    var content = "Content"

    @Option(help: "text (a table) or json.")
    var format: StatusFormat = .text

    @Flag(help: "Also print the diff of each outdated page's original since its acknowledged version.")
    var diff = false

    enum StatusFormat: String, ExpressibleByArgument, CaseIterable {
      case text, json
    }

    func run() throws {
      let (scanned, problems) = ContentLoader(contentPath: content).scan()
      DiagnosticPrinter().print(problems)
      guard let scanned else { throw ExitCode.failure }
      let status = TranslationStatus.of(scanned, history: OriginalHistory())
      let languages = scanned.config.languages.map(\.code)
      switch format {
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let totals = Dictionary(
          uniqueKeysWithValues: languages.map { language in
            (
              language,
              Dictionary(uniqueKeysWithValues: status.totals(for: language).map { ($0.key.rawValue, $0.value) })
            )
          })
        let document = StatusDocument(
          defaultLanguage: status.defaultLanguage, languages: languages, pages: status.rows, totals: totals)
        FileHandle.standardOutput.write(try encoder.encode(document) + Data("\n".utf8))
      case .text:
        let pages = status.rows.map(\.page).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let width = max(4, pages.map(\.count).max() ?? 4)
        let column = max(10, TranslationStatus.State.allCases.map(\.rawValue.count).max() ?? 10)
        func pad(_ text: String, _ count: Int) -> String {
          text + String(repeating: " ", count: max(0, count - text.count))
        }
        say(
          (pad("page", width) + "  " + languages.map { pad($0, column) }.joined(separator: "  ")).trimmingCharacters(
            in: .whitespaces))
        for page in pages {
          let rows = status.rows.filter { $0.page == page }
          say(
            pad(page, width) + "  "
              + languages.map { language in pad(rows.first { $0.language == language }?.state.rawValue ?? "", column) }
              .joined(separator: "  ").trimmingCharacters(in: .whitespaces))
          for row in rows where row.state == .outdated {
            if let sections = row.changedSections {
              say("  \(row.language): changed since acknowledged: \(sections.joined(separator: "; "))")
              if diff { row.diff?.forEach { say("    \($0)") } }
            } else {
              say(
                "  \(row.language): the acknowledged version of \(row.original ?? "the original") is not in git's history; compare by hand"
              )
            }
          }
        }
        for language in languages where language != status.defaultLanguage {
          let totals = status.totals(for: language)
          let parts = TranslationStatus.State.allCases.compactMap { state in
            totals[state].map { "\($0) \(state.rawValue)" }
          }
          say("\(language): \(parts.joined(separator: ", "))")
        }
      }
    }

    struct StatusDocument: Encodable {
      var format = "docgen-status"
      var version = 1
      var defaultLanguage: String
      var languages: [String]
      var pages: [TranslationStatus.Row]
      var totals: [String: [String: Int]]
    }
  }

  struct Ack: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "ack",
      abstract: "Record that translations match their originals as they are now.",
      discussion:
        "Writes 'translatedFrom:' into each translation's front matter (nothing else changes). Run it after reviewing a translation against its original. Refuses to run when CI is set, unless --force."
    )

    @Argument(help: "Translations (files or folders) to acknowledge.")
    var paths: [String]

    @Flag(help: "Run even when the CI environment variable is set.")
    var force = false

    func validate() throws {
      if Environment.isCI && !force {
        throw ValidationError("refusing to acknowledge translations in CI (CI is set); pass --force if you mean it")
      }
    }

    func run() throws {
      let report = Acknowledger(paths: paths).run()
      DiagnosticPrinter().print(report.diagnostics)
      for line in report.stamped { say("acknowledged \(line)") }
      say("\(report.stamped.count) translations acknowledged")
      if report.diagnostics.hasErrors { throw ExitCode.failure }
    }
  }
}
