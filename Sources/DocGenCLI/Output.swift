import DocGenKit
import Foundation

/// Writes diagnostics to standard error with source excerpts, in colour on a terminal.
public struct DiagnosticPrinter: Sendable {
  public var sources: [String: String] = [:]
  /// Leave out warnings and notes (`--quiet`).
  public var errorsOnly = false

  public init(sources: [String: String] = [:], errorsOnly: Bool = false) {
    self.sources = sources
    self.errorsOnly = errorsOnly
  }

  public func print(_ diagnostics: [Diagnostic]) {
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
public enum Terminal {
  public static var standardErrorIsTerminal: Bool { isatty(2) == 1 }

  /// Colours on a terminal, never when `NO_COLOR` is set (no-color.org), whatever its value.
  public static var standardErrorHasColors: Bool {
    standardErrorIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  /// Rewrites one line in place (`\r`, then clear to its end), as cargo's progress does.
  public static func progress(_ text: String) {
    FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
  }

  public static func clearProgress() {
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

/// A line on standard output, for results a user or a script reads. Its control characters
/// (from a note, a file name or a scenario's output) are shown as `\u{…}`, never sent to the
/// terminal as they are (``InertText``).
public func say(_ text: String) {
  FileHandle.standardOutput.write(Data((InertText.of(text) + "\n").utf8))
}

public enum Environment {
  /// CI systems set `CI`; `bless` must not rewrite claims there.
  public static var isCI: Bool {
    guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
    return !value.isEmpty && value != "0" && value.lowercased() != "false"
  }
}
