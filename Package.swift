// swift-tools-version: 6.0
import PackageDescription

/// docgen: tutorial notes in, a verified static documentation site out.
///
/// The targets form a pipeline, each depending only on what it must:
/// `DocEngine` (the UIKit simulation, no dependencies) ← `ScenarioKit` (Swift front end
/// and interpreter) ← `DocGenKit` (Markdown, pages, site, check, bless) ← `docgen` (a thin CLI).
/// `DocDiagnostics` (no dependencies either) is the diagnostics vocabulary under ScenarioKit,
/// DocPictures and DocGenKit: one `Diagnostic`, one location, one id registry, one renderer,
/// one width table. `Workers` is the one thread pool and the one locked-value type every
/// target shares. `DocPictures` draws SVG from the engine's typed snapshots and events only. `DocGenServe`
/// (the live preview: file serving, watching, reloading; HTTP by swift-nio) is a program of
/// its own, `docgen-serve`, which `docgen serve` hands over to, so its server's libraries and
/// threads stay out of every build and check. `DocGenCLI` holds what both programs print and share (diagnostics, `--no-cache`).
let package = Package(
  name: "docgen",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "docgen", targets: ["docgen"]),
    .executable(name: "docgen-serve", targets: ["docgen-serve"]),
    .library(name: "DocEngine", targets: ["DocEngine"]),
    .library(name: "ScenarioKit", targets: ["ScenarioKit"]),
    .library(name: "DocGenKit", targets: ["DocGenKit"]),
    .library(name: "DocGenServe", targets: ["DocGenServe"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CCmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    .target(name: "CAtomicRename"),
    .target(name: "DocEngine"),
    .target(name: "DocDiagnostics"),
    .target(name: "Workers"),
    .target(
      name: "ScenarioKit",
      dependencies: [
        "DocDiagnostics",
        "DocEngine",
        "Workers",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
      ]
    ),
    .target(name: "DocPictures", dependencies: ["DocDiagnostics", "DocEngine"]),
    .target(
      name: "DocGenKit",
      dependencies: [
        "CCmark", "CAtomicRename", "DocDiagnostics", "DocEngine", "ScenarioKit", "DocPictures", "Workers", "Yams",
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      // The site's front end, compiled into the binary as byte arrays (`PackageResources`):
      // nothing is looked up at run time, so a copied docgen still writes them. search-words.txt
      // holds search's stop words and spelling variants, which go into the indexes.
      resources: [
        .embedInCode("Resources/search.js"), .embedInCode("Resources/search-engine.js"),
        .embedInCode("Resources/site.js"), .embedInCode("Resources/theme.js"), .embedInCode("Resources/style.css"),
        .embedInCode("Resources/icon.svg"),
        .embedInCode("Resources/search-words.txt"),
      ]
    ),
    .target(
      name: "DocGenServe",
      dependencies: [
        "DocGenKit",
        "Workers",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
      ],
      resources: [.embedInCode("Resources/live.js")]
    ),
    .target(
      name: "DocGenCLI",
      dependencies: ["DocGenKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .executableTarget(
      name: "docgen",
      dependencies: [
        "DocGenKit",
        "DocGenCLI",
        "Workers",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "docgen-serve",
      dependencies: [
        "DocGenKit",
        "DocGenCLI",
        "DocGenServe",
        "Workers",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "DocEngineTests", dependencies: ["DocEngine"]),
    .testTarget(name: "DocDiagnosticsTests", dependencies: ["DocDiagnostics"]),
    .testTarget(name: "WorkersTests", dependencies: ["Workers"]),
    .testTarget(
      name: "ScenarioKitTests",
      dependencies: [
        "ScenarioKit",
        "DocDiagnostics",
        "DocEngine",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
      ],
      exclude: ["FuzzRegressions", "CorpusReport.md"], resources: [.copy("Corpus")]),
    .testTarget(name: "DocPicturesTests", dependencies: ["DocPictures"], resources: [.copy("Golden")]),
    .testTarget(
      name: "DocGenServeTests",
      dependencies: [
        "DocGenServe",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]),
    .testTarget(name: "DocGenCLITests", dependencies: ["DocGenCLI"]),
    .testTarget(
      name: "DocGenKitTests",
      dependencies: ["DocGenKit", "DocPictures", "Workers"],
      exclude: ["Fixtures", "FuzzRegressions"]
    ),
  ]
)
