import SwiftSyntax

/// Turns swift-syntax's UTF-8 offsets into scenario positions with character columns.
///
/// swift-syntax counts columns in UTF-8 bytes; editors and the caret in a rendered diagnostic
/// count characters. Scenarios may carry Chinese or Korean comments and strings, so the two
/// differ in practice.
struct PositionConverter: Sendable {
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  init(source: String) {
    let bytes = Array(source.utf8)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    self.bytes = bytes
    self.lineStarts = starts
  }

  /// The position of a UTF-8 offset.
  func position(ofOffset offset: Int) -> SourcePosition {
    let clamped = min(max(0, offset), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    let start = lineStarts[low]
    let prefix = String(decoding: bytes[start..<clamped], as: UTF8.self)
    return SourcePosition(line: low + 1, column: prefix.count + 1)
  }

  /// Where a node's first token starts (after comments and whitespace).
  func position(of node: some SyntaxProtocol) -> SourcePosition {
    position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  func position(of absolute: AbsolutePosition) -> SourcePosition {
    position(ofOffset: absolute.utf8Offset)
  }
}
