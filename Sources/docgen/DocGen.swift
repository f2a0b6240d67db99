import ArgumentParser
import DocGenKit
import Foundation

/// The command line: thin commands over DocGenKit. Each subcommand parses its options,
/// calls one library entry point and turns the diagnostics it returns into text and an
/// exit status; nothing here decides what a page contains.
@main
struct DocGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docgen",
    abstract: "Build verified UIKit tutorial sites from Markdown notes.",
    subcommands: [Build.self, Check.self, Bless.self, Run.self],
    defaultSubcommand: Build.self
  )
}

/// Writes diagnostics to standard error with source excerpts.
struct DiagnosticPrinter {
  var sources: [String: String] = [:]

  func print(_ diagnostics: [Diagnostic]) {
    let sources = self.sources
    let renderer = DiagnosticRenderer { file in
      if let text = sources[file] { return text.sourceLines }
      return nil
    }
    let text = renderer.render(diagnostics)
    if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
  }
}

/// A line on standard output, for results a user or a script reads.
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

enum Environment {
  /// CI systems set `CI`; `bless` must not rewrite claims there.
  static var isCI: Bool {
    guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
    return !value.isEmpty && value != "0" && value.lowercased() != "false"
  }
}
