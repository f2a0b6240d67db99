import Crypto
import Foundation

/// SHA-256 in lowercase hex: the one way docgen names content by what it holds (cache
/// entries, notes in the build manifest, pages' render keys).
public enum ContentHash {
  public static func of(_ data: Data) -> String {
    hex(SHA256.hash(data: data))
  }

  /// The hash of several strings, each preceded by its length so `["ab", "c"]` and
  /// `["a", "bc"]` differ.
  public static func of(_ parts: [String]) -> String {
    var hasher = SHA256()
    for var part in parts {
      var length = String(part.utf8.count)
      length.append(":")
      length.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
      // The string's own bytes, without a copy into `Data` (keys are hashed on every page).
      part.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }
    return hex(hasher.finalize())
  }

  /// ``of(_:)`` of the one string `pieces` make joined, without joining them.
  public static func ofConcatenation(_ pieces: [String]) -> String {
    var hasher = SHA256()
    var length = String(pieces.reduce(0) { $0 + $1.utf8.count })
    length.append(":")
    length.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    for var piece in pieces {
      piece.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }
    return hex(hasher.finalize())
  }

  private static func hex(_ digest: SHA256.Digest) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
