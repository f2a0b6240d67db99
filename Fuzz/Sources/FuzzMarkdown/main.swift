import CFuzzer
import DocGenKit
import Foundation

/// One Markdown text through every extension docgen puts on libcmark's tree (strikethrough,
/// autolinks, task lists, footnotes, alerts, CJK-friendly emphasis), the author-HTML sanitizer
/// and the code lexers (`MarkdownExtensionCheck`): a property it breaks traps, so libFuzzer
/// keeps the input as a finding.
let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  guard let data else { return 0 }
  let problems = MarkdownExtensionCheck.run(Data(bytes: data, count: size))
  if !problems.isEmpty {
    FileHandle.standardError.write(Data(("MarkdownExtensionCheck: " + problems.joined(separator: "\n") + "\n").utf8))
    abort()
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
