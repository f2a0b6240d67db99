import ScenarioKit

/// One scenario block from the fuzzer's bytes: parsed, lowered and run on a fresh window.
/// A crash, a hang past libFuzzer's `-timeout`, or memory past `-rss_limit_mb` is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let scenario = Scenario.parse(source: source, origin: SourceOrigin(file: "fuzz.swift"))
  _ = ScenarioRunner.run(scenario)
  return 0
}
