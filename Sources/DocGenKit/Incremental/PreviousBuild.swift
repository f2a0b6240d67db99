import Foundation

/// The previous build of the same output, as far as this build may reuse it.
///
/// Only a manifest this docgen wrote, decoded whole, is trusted; only one built from the same
/// site.yml can be updated in place (``base(for:)``). Its notes' records reach the scan as soon
/// as they are decoded, while the rest of the manifest still decodes (``ManifestReading``).
struct PreviousBuild: Sendable {
  private let reading: ManifestReading
  private let binary: String

  /// Starts reading the manifest at `path`; nil reuses nothing (a build that renders all).
  init(manifestAt path: String?, binary: String) {
    reading = ManifestReading(path: path)
    self.binary = binary
  }

  /// The records of the notes the previous build read, when this docgen wrote them (waits
  /// until they are decoded).
  var notes: [String: ContentLoader.NoteRecord]? { reading.notes(writtenBy: binary) }

  /// The whole manifest when this docgen wrote it and it decoded (waits for it).
  var manifest: BuildManifest? {
    reading.value.flatMap { $0.binary == binary ? $0 : nil }
  }

  /// The notes decoded but the rest of the manifest did not (it is damaged): nothing of it
  /// may be trusted, the notes' records included.
  var isDamaged: Bool { manifest == nil && notes != nil }

  /// The manifest of the build this one updates in place: one built from the same site.yml.
  func base(for scanned: ContentLoader.Scanned) -> BuildManifest? {
    manifest.flatMap { $0.configHash == scanned.configHash ? $0 : nil }
  }

  /// Not one note (`sameNotes`: their records are `base`'s), date, file the notes name,
  /// site.yml or docgen changed since `base`, and every file of it is there: the build has
  /// nothing to do but say again what the last build said. (Its replayed problems name files
  /// under the content folder as that build spelt it.)
  static func isUnchanged(
    _ base: BuildManifest, sameNotes: Bool, dates: [String: String], contentPath: String, missing: Set<String>,
    linkedFiles: LinkedFiles
  ) -> Bool {
    sameNotes && base.dates == dates && base.contentPath == contentPath && missing.isEmpty
      && linkedFiles.problems.isEmpty && base.linkedFiles == linkedFiles.records
  }

  /// The problems a build with nothing to do reports: the previous build's, as it found them.
  static func replayedProblems(of base: BuildManifest) -> [Diagnostic] {
    base.indexDiagnostics + base.warnings.values.flatMap { $0 }
  }
}
