import CFuzzer
import DocGenKit
import Foundation

/// One note from the fuzzer's bytes, through `check` and an in-memory `bless` (`NoteCheck`).
let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  guard let data else { return 0 }
  _ = NoteCheck.run(Data(bytes: data, count: size))
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
