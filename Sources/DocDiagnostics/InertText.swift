/// Text from content — a note's words, a file's name, what a scenario printed — made safe to
/// write to a terminal or a CI log: visible, but inert.
///
/// A terminal obeys the control characters in what it is sent: ESC starts escape sequences
/// (CSI colours and cursor moves, OSC window titles and hyperlinks), CR returns to the start
/// of the line and lets later text hide earlier text, BEL rings, and the C1 controls (U+0080
/// to U+009F) are escape sequences of their own on some terminals. A note (or a scenario's
/// `print`) that carried them could rewrite what `docgen check` shows. Every one of them is
/// therefore shown as its Swift escape, `\u{001B}`, the form file names in messages take too
/// (DocGenKit's `ContentPath.visible`), in every format `check` writes.
public enum InertText {
  /// `text` with every control character but tab and line feed (which lay text out and do
  /// nothing else) shown as `\u{…}`; with `keepingLayout` false, tab and line feed too (for
  /// file names, which are one line).
  public static func of(_ text: String, keepingLayout: Bool = true) -> String {
    func escapes(_ scalar: Unicode.Scalar) -> Bool {
      isControl(scalar) && !(keepingLayout && (scalar == "\t" || scalar == "\n"))
    }
    guard text.unicodeScalars.contains(where: escapes) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if escapes(scalar) { out += escaped(scalar) } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }

  /// C0 controls, DEL and C1 controls: what ``of(_:keepingLayout:)`` escapes (and what
  /// paths from content may not hold).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `\u{001B}`: at least four hexadecimal digits, upper case.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
  }
}
