import ScenarioKit

/// `docgen check --ios 12,17,18`: every note run again on each version, and each claim whose
/// log is not the same on all of them reported, unless its block names its version (`ios=`),
/// which says the claim is about that version only.
struct VersionComparison {
  let versions: [PlatformVersion]

  /// The runs of `notes` on every version, in `versions`' order, each as `runners` would run
  /// it but on that version.
  func runs(of notes: [NoteFiles.Note], runners: [String: PageRunner], fallback: PageRunner) -> [[PageRun]] {
    versions.map { version in
      notes.parallelMap { note in
        var runner = runners[note.contentRoot ?? "", default: fallback]
        runner.iOS = version
        return runner.run(note.page)
      }
    }
  }

  /// One error per claim whose log differs between two of the versions (the first version
  /// against the first that differs from it), at the claim's fence, with the difference.
  func differences(_ runsByVersion: [[PageRun]]) -> [Diagnostic] {
    guard let first = runsByVersion.first else { return [] }
    var diagnostics: [Diagnostic] = []
    for (pageIndex, page) in first.enumerated() {
      for (blockIndex, block) in page.blocks.enumerated() {
        guard let claim = block.block.claim, block.block.options.iOS == nil else { continue }
        for (versionIndex, runs) in runsByVersion.enumerated().dropFirst() {
          let other = runs[pageIndex].blocks[blockIndex]
          guard other.outcome.lines != block.outcome.lines else { continue }
          diagnostics.append(
            .error(
              .versionDifference, at: SourceLocation(file: page.page.file, line: claim.fenceLine, column: 1),
              "the log of scenario '\(block.block.id)' differs between iOS \(versions[0]) and iOS \(versions[versionIndex]) (-iOS \(versions[0]) +iOS \(versions[versionIndex])); name the version the claim is about with ios=",
              details: ["--- iOS \(versions[0])", "+++ iOS \(versions[versionIndex])"]
                + UnifiedDiff.lines(from: block.outcome.lines, to: other.outcome.lines)))
          break
        }
      }
    }
    return diagnostics
  }
}
