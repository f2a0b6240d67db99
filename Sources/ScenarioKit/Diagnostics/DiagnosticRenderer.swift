/// Renders diagnostics the way compilers print them: a header line, the source line, a caret.
///
/// ```
/// guide/present.md:42:9: error: 'while' loops are not supported in scenarios
/// for vc in controllers {
/// ^
/// guide/present.md:42:9: note: …
/// ```
///
/// The renderer does not read files: the caller passes a way to look up a line of the file
/// (the site has the Markdown in memory; a `ScenarioOutcome` can answer for its own block).
public struct DiagnosticRenderer: Sendable {
  /// Returns the text of a 1-based line of `file`, or nil when it is not known.
  public typealias LineProvider = @Sendable (_ file: String, _ line: Int) -> String?

  private let lineProvider: LineProvider

  public init(lines: @escaping LineProvider) {
    self.lineProvider = lines
  }

  /// A renderer that shows only header lines (no source excerpt).
  public static let headersOnly = DiagnosticRenderer { _, _ in nil }

  /// The diagnostic, its source line and caret, then its notes; lines joined by `\n`, no
  /// trailing newline.
  public func render(_ diagnostic: ScenarioDiagnostic) -> String {
    var lines = [diagnostic.description]
    lines += excerpt(at: diagnostic.location)
    for note in diagnostic.notes {
      if let location = note.location {
        lines.append("\(location): note: \(note.message)")
        lines += excerpt(at: location)
      } else {
        lines.append("note: \(note.message)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Renders several diagnostics, one block after another.
  public func render(_ diagnostics: [ScenarioDiagnostic]) -> String {
    diagnostics.map(render).joined(separator: "\n")
  }

  /// The source line and a caret line under `location`'s column. Tabs before the column are
  /// kept as tabs so the caret lines up in a terminal whatever its tab width; wide (CJK)
  /// characters take two columns, as terminals draw them.
  private func excerpt(at location: ScenarioLocation) -> [String] {
    guard let text = lineProvider(location.file, location.line) else { return [] }
    let prefix = text.prefix(max(0, location.column - 1))
    let padding = prefix.map { character -> String in
      if character == "\t" { return "\t" }
      return Self.isWide(character) ? "  " : " "
    }.joined()
    return [text, padding + "^"]
  }

  /// East Asian wide and fullwidth characters (Hangul, CJK ideographs, kana, fullwidth forms).
  static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first?.value else { return false }
    switch scalar {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
