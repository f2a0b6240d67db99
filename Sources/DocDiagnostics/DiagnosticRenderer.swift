/// Turns diagnostics into the text a person reads on a terminal.
///
/// ```
/// Content/en/styles.md:12:7: error: link to a page that does not exist: 'stlyes.md'
///  12 | See [the styles](stlyes.md).
///     |       ^
/// ```
/// The source excerpt is shown when the caller can supply the line. Everything that comes
/// from content (the file's name, the message, its notes, the source line) is written inert
/// (``InertText``): its control characters are shown, never obeyed by the terminal.
///
/// The renderer does not read files: the caller says how to find a line (the site has the
/// Markdown in memory; a scenario knows its own lines).
public struct DiagnosticRenderer: Sendable {
  /// Returns the text of a 1-based line of `file`, or nil when it is not at hand.
  public typealias LineProvider = @Sendable (_ file: String, _ line: Int) -> Substring?

  private let line: LineProvider
  /// Colour the severity and the caret with ANSI escapes (only for a terminal, never with
  /// `NO_COLOR`: the command line decides).
  public var colors: Bool

  public init(lines: @escaping LineProvider = { _, _ in nil }, colors: Bool = false) {
    self.line = lines
    self.colors = colors
  }

  /// A renderer that finds lines in whole files: `sourceLines` returns a file's lines by its
  /// path, or nil when they are not at hand.
  public init(sourceLines: @escaping @Sendable (String) -> [Substring]?, colors: Bool = false) {
    self.init(
      lines: { file, number in
        guard let lines = sourceLines(file), number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
      }, colors: colors)
  }

  private func paint(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The header line, the source line and its caret when the line is at hand, then a line for
  /// each detail and note (``Diagnostic/noteLines``); every line ends with `\n`.
  public func render(_ diagnostic: Diagnostic) -> String {
    let color = diagnostic.severity == .error ? "1;31" : diagnostic.severity == .warning ? "1;33" : "1;36"
    let location = diagnostic.location
    let place = "\(InertText.of(location.file, keepingLayout: false)):\(location.line):\(location.column)"
    var out =
      "\(paint(place, "1")): \(paint(diagnostic.severity.rawValue + ":", color)) \(InertText.of(diagnostic.message))\n"
    if let excerpt = excerpt(at: location) {
      let number = String(location.line)
      let gutter = String(repeating: " ", count: number.count)
      out += " \(number) | \(excerpt.text)\n"
      out += " \(gutter) | \(excerpt.caretIndent)\(paint("^", "1;32"))\n"
    }
    for line in diagnostic.noteLines {
      let inert = InertText.of(line)
      out += inert.hasSuffix("\n") ? inert : inert + "\n"
    }
    return out
  }

  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  /// The line `location` is on, inert and without a CRLF file's CR, and what goes before a
  /// caret under its column: a tab for each tab, two spaces for each wide character (as a
  /// terminal draws it, ``EastAsianWidth``), a space for anything else. The column counts
  /// the line as shown (a control character shows as its escape, several columns wide).
  /// Nil when the line is not at hand.
  public func excerpt(at location: SourceLocation) -> (text: String, caretIndent: String)? {
    guard let line = line(location.file, location.line) else { return nil }
    let text = line.hasSuffix("\r") ? line.dropLast() : line
    let before = InertText.of(
      String(String.UnicodeScalarView(text.unicodeScalars.prefix(max(0, location.column - 1)))))
    let caretIndent = String(
      before.unicodeScalars.map {
        $0 == "\t" ? "\t" : (EastAsianWidth.isWide($0) ? "  " : " ")
      }.joined())
    return (InertText.of(String(text)), caretIndent)
  }
}
