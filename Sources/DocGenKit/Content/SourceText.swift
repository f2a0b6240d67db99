import Foundation

/// Decodes a file's bytes as UTF-8, or says where the first byte that is not UTF-8 sits.
enum SourceText {
  enum Failure: Error, Equatable {
    /// The 1-based line and column (in characters) of the first invalid byte.
    case invalidUTF8(line: Int, column: Int, byte: UInt8)
  }

  static func decode(_ data: Data) -> Result<String, Failure> {
    var iterator = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var line = 1
    var column = 1
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
        if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput:
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return .success(text)
      case .error(let length):
        _ = length
        return .failure(.invalidUTF8(line: line, column: column, byte: data[data.startIndex + offset]))
      }
    }
  }

  /// Reads a file as UTF-8 text, or says why it cannot: one wording for every command.
  /// `unreadableID` names the diagnostic for a file that cannot be opened at all.
  static func read(_ file: String, unreadableID: String) -> Result<String, Diagnostic> {
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure(.error(unreadableID, at: SourceLocation(file: file, line: 1), "cannot read the file"))
    }
    switch decode(data) {
    case .success(let text):
      return .success(text)
    case .failure(.invalidUTF8(let line, let column, let byte)):
      return .failure(
        .error(
          "content.encoding", at: SourceLocation(file: file, line: line, column: column),
          "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))): save the file as UTF-8"))
    }
  }

  /// Every `.md` file below `folder`, as sorted relative paths (sorted so builds are stable),
  /// leaving out hidden files and folders.
  static func markdownFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".md"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        files.append(path)
      }
    }
    return files.sorted()
  }
}
