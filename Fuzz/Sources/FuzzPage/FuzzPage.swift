import DocGenKit
import Foundation

/// One note from the fuzzer's bytes, through `check` and an in-memory `bless` (``NoteCheck``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  _ = NoteCheck.run(Data(bytes: data, count: size))
  return 0
}
