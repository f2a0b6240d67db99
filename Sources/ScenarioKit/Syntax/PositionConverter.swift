import SwiftSyntax

/// Turns swift-syntax's UTF-8 offsets into scenario positions with character columns, lines
/// numbered from the block's first line in its file (``SourceOrigin``).
///
/// swift-syntax counts columns in UTF-8 bytes; editors and the caret in a rendered diagnostic
/// count characters. Scenarios may carry Chinese or Korean comments and strings, so the two
/// differ in practice.
///
/// Every lookup is O(log lines): ASCII lines (nearly all code) map bytes to columns directly,
/// and each other line gets a byte → column table once, so a scenario of thousands of
/// statements on one line converts in linear time.
struct PositionConverter: Sendable {
  private let byteCount: Int
  /// The source, for the text of nodes.
  private let source: String
  private let lineStarts: [Int]
  /// For each line that is not pure ASCII, the 1-based column of every byte of it.
  private let columnTables: [Int: [Int32]]
  /// The number of the source's first line.
  private let firstLine: Int

  init(source: String, firstLine: Int = 1) {
    self.firstLine = firstLine
    let bytes = Array(source.utf8)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    var tables: [Int: [Int32]] = [:]
    for (line, start) in starts.enumerated() {
      let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
      guard bytes[start..<end].contains(where: { $0 >= 0x80 }) else { continue }
      var table = [Int32](repeating: 0, count: end - start + 1)
      var offset = 0
      var column: Int32 = 1
      for character in String(decoding: bytes[start..<end], as: UTF8.self) {
        let width = character.utf8.count
        for byte in offset..<min(offset + width, table.count) { table[byte] = column }
        offset += width
        column += 1
      }
      if offset < table.count { table[offset] = column }
      tables[line] = table
    }
    self.byteCount = bytes.count
    self.source = source
    self.lineStarts = starts
    self.columnTables = tables
  }

  /// The position of a UTF-8 offset.
  func position(ofOffset offset: Int) -> SourcePosition {
    let clamped = min(max(0, offset), byteCount)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let byteInLine = clamped - lineStarts[low]
    if let table = columnTables[low] {
      return SourcePosition(line: firstLine + low, column: Int(table[min(byteInLine, table.count - 1)]))
    }
    return SourcePosition(line: firstLine + low, column: byteInLine + 1)
  }

  /// Where a node's first token starts (after comments and whitespace).
  func position(of node: some SyntaxProtocol) -> SourcePosition {
    position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// A node's source text without the trivia at its ends: `trimmedDescription`, sliced from
  /// the source instead of made from a trimmed copy of the node (which rebuilt its tree).
  /// The same text for a node of this source's parse, which gives back its source exactly.
  func text(of node: some SyntaxProtocol) -> String {
    let start = min(max(0, node.positionAfterSkippingLeadingTrivia.utf8Offset), byteCount)
    let end = min(max(start, node.endPositionBeforeTrailingTrivia.utf8Offset), byteCount)
    let utf8 = source.utf8
    return String(
      Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
  }

  func position(of absolute: AbsolutePosition) -> SourcePosition {
    position(ofOffset: absolute.utf8Offset)
  }
}
