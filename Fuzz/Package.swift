// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for docgen, kept out of the main package: they are built only by
/// `make fuzz`, with `-sanitize=fuzzer` (coverage instrumentation and libFuzzer's runtime);
/// each target's `main` hands its input function to libFuzzer's driver.
let package = Package(
  name: "docgen-fuzz",
  dependencies: [.package(name: "docgen", path: "..")],
  targets: [
    .target(name: "CFuzzer"),
    .executableTarget(
      name: "FuzzScenario", dependencies: ["CFuzzer", .product(name: "ScenarioKit", package: "docgen")]),
    .executableTarget(name: "FuzzPage", dependencies: ["CFuzzer", .product(name: "DocGenKit", package: "docgen")]),
    .executableTarget(
      name: "FuzzMarkdown", dependencies: ["CFuzzer", .product(name: "DocGenKit", package: "docgen")]),
    .executableTarget(
      name: "FuzzRequest", dependencies: ["CFuzzer", .product(name: "DocGenServe", package: "docgen")]),
  ]
)
