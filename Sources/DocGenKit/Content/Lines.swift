extension StringProtocol {
  /// The text's lines, split at every `\n` and keeping a preceding `\r`.
  ///
  /// Splitting a `String` by `Character` would not split at all in CRLF files, because
  /// `"\r\n"` is one character; line numbers must agree with cmark's, which counts `\n`.
  /// The split runs over UTF-8 bytes (a `\n` byte is always a whole character there), which
  /// is several times faster than over Unicode scalars: every page's text is split.
  public var sourceLines: [Substring] {
    let text = Substring(self)
    let bytes = text.utf8
    var lines: [Substring] = []
    var start = bytes.startIndex
    while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(text[start..<newline])
      start = bytes.index(after: newline)
    }
    lines.append(text[start...])
    return lines
  }
}
