extension StringProtocol {
  /// The text's lines, split at every `\n` and keeping a preceding `\r`.
  ///
  /// Splitting a `String` by `Character` would not split at all in CRLF files, because
  /// `"\r\n"` is one character; line numbers must agree with cmark's, which counts `\n`.
  public var sourceLines: [Substring] {
    let text = Substring(self)
    return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
  }
}
