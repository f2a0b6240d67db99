/// The version of an original page that a translation follows, as a short hash.
///
/// It covers what a translator translates — the `title`, the `summary` and the Markdown after
/// the front matter — with line endings made `\n`, so saving a file with CRLF, or changing its
/// `order`, does not make its translations outdated. Twelve hex digits (48 bits) tell
/// versions of one page apart; it is a stamp, not a security boundary.
public enum TranslationHash {
  public static let length = 12

  public static func of(_ text: String, frontMatter: FrontMatter) -> String {
    // Foundation's replacing is slow and every note is hashed: only CRLF files pay for it.
    let normalized = text.containsByte(UInt8(ascii: "\r")) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    let body = FrontMatterParser.bodyAfterFrontMatter(of: normalized)
    let digest = ContentHash.of([
      "title", frontMatter.title ?? "", "summary", frontMatter.summary ?? "", "body", body,
    ])
    return String(digest.prefix(length))
  }

  public static func isWellFormed(_ stamp: String) -> Bool {
    stamp.count == length
      && stamp.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
  }
}
