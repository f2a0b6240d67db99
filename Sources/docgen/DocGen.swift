import ArgumentParser
import DocGenKit
import Foundation

/// The command line: thin commands over DocGenKit. Each subcommand parses its options,
/// calls one library entry point and turns the diagnostics it returns into text and an
/// exit status; nothing here decides what a page contains.
///
/// Every command states its `commandName`: without it swift-argument-parser derives the name
/// from the type's (`String(describing:)`, a dynamic cast), which on every run looked the type
/// up in the binary's thousands of protocol conformances, subcommand by subcommand.
@main
struct DocGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docgen",
    abstract: "Build verified UIKit tutorial sites from Markdown notes.",
    subcommands: [Build.self, Check.self, Bless.self, Run.self, Serve.self, Status.self, Ack.self],
    defaultSubcommand: Build.self
  )
}

/// Writes diagnostics to standard error with source excerpts, in colour on a terminal.
struct DiagnosticPrinter {
  var sources: [String: String] = [:]
  /// Leave out warnings and notes (`--quiet`).
  var errorsOnly = false

  func print(_ diagnostics: [Diagnostic]) {
    let sources = self.sources
    let renderer = DiagnosticRenderer(
      sourceLines: { file in sources[file].map { $0.sourceLines } }, colors: Terminal.standardErrorHasColors)
    let shown = errorsOnly ? diagnostics.filter { $0.severity == .error } : diagnostics
    let text = renderer.render(shown)
    if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
  }
}

/// What standard error is: a terminal gets colours and progress lines; a file or a CI log
/// gets plain text only.
enum Terminal {
  static var standardErrorIsTerminal: Bool { isatty(2) == 1 }

  /// Colours on a terminal, never when `NO_COLOR` is set (no-color.org), whatever its value.
  static var standardErrorHasColors: Bool {
    standardErrorIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  /// Rewrites one line in place (`\r`, then clear to its end), as cargo's progress does.
  static func progress(_ text: String) {
    FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
  }

  static func clearProgress() {
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
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
