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
}
