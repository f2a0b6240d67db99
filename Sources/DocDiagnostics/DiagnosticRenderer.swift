/// Turns diagnostics into the text a person reads on a terminal.
///
/// ```
/// Content/en/styles.md:12:7: error: link to a page that does not exist: 'stlyes.md'
///    12 | See [the styles](stlyes.md).
///       |       ^
/// ```
/// The source excerpt is shown when the caller can supply the file's lines. Everything that
/// comes from content (the file's name, the message, its notes, the source line) is written
/// inert (``InertText``): its control characters are shown, never obeyed by the terminal.
public struct DiagnosticRenderer: Sendable {
  /// Returns the lines of a file by its path, or nil when they are not at hand.
  public var sourceLines: @Sendable (String) -> [Substring]?
  /// Colour the severity and the caret with ANSI escapes (only for a terminal, never with
  /// `NO_COLOR`: the command line decides).
  public var colors: Bool

  public init(sourceLines: @escaping @Sendable (String) -> [Substring]? = { _ in nil }, colors: Bool = false) {
    self.sourceLines = sourceLines
    self.colors = colors
  }

  private func paint(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  public func render(_ diagnostic: Diagnostic) -> String {
    let color = diagnostic.severity == .error ? "1;31" : diagnostic.severity == .warning ? "1;33" : "1;36"
    let location = diagnostic.location
    let place = "\(InertText.of(location.file, keepingLayout: false)):\(location.line):\(location.column)"
    var out =
      "\(paint(place, "1")): \(paint(diagnostic.severity.rawValue + ":", color)) \(InertText.of(diagnostic.message))\n"
    if let lines = sourceLines(location.file), location.line >= 1, location.line <= lines.count {
      // A CRLF file's line keeps its CR: the line ends there.
      let line = lines[location.line - 1]
      let text = line.hasSuffix("\r") ? line.dropLast() : line
      let number = String(location.line)
      let gutter = String(repeating: " ", count: number.count)
      out += " \(number) | \(InertText.of(String(text)))\n"
      // The caret counts the columns the line takes as shown (a control character shows as
      // its escape, several columns wide).
      let before = InertText.of(
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(max(0, location.column - 1)))))
      let caretIndent = String(
        before.unicodeScalars.map {
          $0 == "\t" ? "\t" : (Self.isWide($0) ? "  " : " ")
        }.joined())
      out += " \(gutter) | \(caretIndent)\(paint("^", "1;32"))\n"
    }
    for note in diagnostic.notes {
      let inert = InertText.of(note)
      out += inert.hasSuffix("\n") ? inert : inert + "\n"
    }
    return out
  }

  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  /// East Asian wide characters take two terminal columns; the caret must skip both.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
