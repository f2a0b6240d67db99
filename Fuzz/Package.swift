// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for docgen, kept out of the main package: they are built only by
/// `make fuzz`, with `-sanitize=fuzzer` (libFuzzer supplies `main`).
let package = Package(
  name: "docgen-fuzz",
  dependencies: [.package(name: "docgen", path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzScenario",
      dependencies: [.product(name: "ScenarioKit", package: "docgen")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "FuzzPage",
      dependencies: [.product(name: "DocGenKit", package: "docgen")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ]
)
