import CFuzzer
import Foundation
import ScenarioKit

/// One scenario block from the fuzzer's bytes: parsed, lowered and run on a fresh window.
/// A crash, a hang past libFuzzer's `-timeout`, or memory past `-rss_limit_mb` is a finding.
let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  let scenario = Scenario.parse(
    source: String(decoding: bytes, as: UTF8.self), origin: SourceOrigin(file: "fuzz.swift"))
  _ = ScenarioRunner.run(scenario)
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
