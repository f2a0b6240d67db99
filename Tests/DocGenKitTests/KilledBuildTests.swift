import Foundation
import Testing

@testable import DocGenKit

/// A build killed anywhere while it puts its output in place leaves the previous site or the
/// new one, never a mix, and the manifest beside it always describes what is there.
///
/// Each test kills a real `docgen build` (`DOCGEN_TEST_KILL_AT_COMMIT_STEP`: the process sends
/// itself SIGKILL just after that step of its commit), at the first step, then the second, and
/// so on until a build runs to its end. After each kill it checks what the next build of the
/// output finds once it has finished (or dropped) the interrupted commit, what that build makes
/// of the same notes, and what a build makes of the notes as they were before the edit.
@Suite("Killed builds")
struct KilledBuildTests {
  /// One output and its notes, built by the docgen binary (its manifest names that binary, so
  /// the binary's next builds of it are incremental ones).
  struct Setup {
    let scratch = Scratch()
    let content: String
    let site: String
    let environment: [String: String]
    /// The notes before and after the edit, the site a clean build makes of each, and the
    /// output and manifest the first build left.
    var oldNotes: [String: Data] = [:]
    var newNotes: [String: Data] = [:]
    var oldSite: [String: Data] = [:]
    var newSite: [String: Data] = [:]
    var builtOutput: [String: Data] = [:]
    var builtManifest = Data()

    /// `prepare` makes the notes the first build builds; `edit` changes them.
    init(prepare: (Scratch) throws -> Void = { _ in }, edit: (Scratch) throws -> Void) throws {
      content = try scratch.content(from: "trilingual")
      try prepare(scratch)
      site = scratch.path + "/site"
      try FileManager.default.createDirectory(atPath: scratch.path + "/tmp", withIntermediateDirectories: true)
      environment = ["DOCGEN_CACHE": scratch.path + "/cache", "TMPDIR": scratch.path + "/tmp"]
      oldNotes = tree(at: content)
      oldSite = cleanBuild(of: content)
      let first = try build()
      try #require(first.status == 0, "\(first.stderr)")
      builtOutput = tree(at: site)
      #expect(builtOutput == oldSite)
      builtManifest = try Data(contentsOf: URL(fileURLWithPath: manifestPath))
      try edit(scratch)
      newNotes = tree(at: content)
      newSite = cleanBuild(of: content)
      #expect(newSite != oldSite)
    }

    var manifestPath: String { scratch.path + "/.site.docgen-manifest" }

    func build(killAfterStep step: Int? = nil) throws -> CommandLineTests.Result {
      var environment = self.environment
      if let step { environment["DOCGEN_TEST_KILL_AT_COMMIT_STEP"] = String(step) }
      return try CommandLineTests.docgen(["build", "--content", content, "--output", site], environment: environment)
    }

    /// Puts the output, its manifest and the notes back as they were after the first build
    /// and the edit (nothing else of a killed build is cleared: that is the next build's job).
    func restore() throws {
      try? FileManager.default.removeItem(atPath: site)
      try write(builtOutput, to: site)
      try builtManifest.write(to: URL(fileURLWithPath: manifestPath))
      try setNotes(newNotes)
    }

    func setNotes(_ notes: [String: Data]) throws {
      try FileManager.default.removeItem(atPath: content)
      try write(notes, to: content)
    }

    private func write(_ files: [String: Data], to root: String) throws {
      for (path, data) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
      }
    }

    /// What the next build of the output does before it builds anything: finish or drop the
    /// commit a killed build left (in this process: it takes the lock, then lets go).
    func repair() throws {
      let output = try OutputFolder.check(site, content: content, force: false).get()
      try SiteWriter(output: output).abandon()
    }

    /// What is beside the output and in the temporary folder besides the site and its own
    /// files: what a killed build left and nobody cleared.
    func leftovers() -> [String] {
      let beside = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
      let temporary = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path + "/tmp")) ?? []
      let expected: Set = ["Content", "site", "cache", "tmp", ".site.docgen-lock", ".site.docgen-manifest"]
      return beside.filter { !expected.contains($0) }.sorted() + temporary.map { "tmp/" + $0 }.sorted()
    }
  }

  /// Kills the build of `setup`'s edited notes after each step of its commit in turn; returns
  /// the number of steps the commit has. After each kill, twice over: the next build with the
  /// same notes makes the new site, and the next build of the notes as they were before the
  /// edit makes the old one (each from the state the kill left, so neither hides the other).
  @discardableResult
  static func killAtEveryStep(_ setup: Setup, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
    var newFromStep: Int?
    for step in 1...200 {
      for reverting in [false, true] {
        try setup.restore()
        let killed = try setup.build(killAfterStep: step)
        if killed.status == 0 {
          #expect(setup.leftovers() == [], sourceLocation: sourceLocation)
          #expect(tree(at: setup.site) == setup.newSite, sourceLocation: sourceLocation)
          #expect(newFromStep != nil, "no kill left the new site", sourceLocation: sourceLocation)
          return step - 1
        }
        let name = killed.stderr.components(separatedBy: "killed after commit step ").last ?? "?"
        try #require(killed.status == 9, "step \(step): \(killed.stderr)", sourceLocation: sourceLocation)
        #expect(
          killed.stderr.contains("killed after commit step \(step): "), "\(killed.stderr)",
          sourceLocation: sourceLocation)
        #expect(
          (try? FileManager.default.contentsOfDirectory(atPath: setup.scratch.path + "/tmp")) == [],
          "step \(name): a killed build left scratch files in the temporary folder", sourceLocation: sourceLocation)

        try setup.repair()
        let repaired = tree(at: setup.site)
        if repaired == setup.newSite {
          newFromStep = newFromStep ?? step
        } else {
          #expect(
            repaired == setup.oldSite, "step \(name): the site is neither the old one nor the new one",
            sourceLocation: sourceLocation)
          #expect(
            newFromStep == nil, "step \(name): the old site, after a kill at an earlier step left the new one",
            sourceLocation: sourceLocation)
        }
        #expect(setup.leftovers() == [], "step \(name)", sourceLocation: sourceLocation)

        if reverting { try setup.setNotes(setup.oldNotes) }
        let next = try setup.build()
        try #require(next.status == 0, "step \(name): \(next.stderr)", sourceLocation: sourceLocation)
        #expect(
          tree(at: setup.site) == (reverting ? setup.oldSite : setup.newSite),
          "step \(name): the next build \(reverting ? "of the notes as they were" : "of the same notes")",
          sourceLocation: sourceLocation)
        #expect(setup.leftovers() == [], "step \(name)", sourceLocation: sourceLocation)
      }
    }
    Issue.record("the build never ran to its end", sourceLocation: sourceLocation)
    return 0
  }

  @Test(
    "an update killed after any step of its commit leaves the old site or the new one, and the next builds are clean builds'"
  )
  func killedUpdate() throws {
    let setup = try Setup(
      prepare: { try $0.write("# Old\n\nGoing.\n", to: "Content/en/old/page.md") },
      edit: { scratch in
        try scratch.append("\nMore words.\n", to: "Content/zh/first.md")
        try scratch.write("# Second\n\nNew.\n", to: "Content/en/second.md")
        try FileManager.default.removeItem(atPath: scratch.path + "/Content/en/old/page.md")
      })
    let steps = try Self.killAtEveryStep(setup)
    // The manifest staged, the journal, the moves, the removals, the manifest put in place,
    // the journal and the staging folder removed.
    #expect(steps > 10)
  }

  @Test(
    "a full build over a site killed after any step of its commit leaves the old site or the new one, and no manifest of the other"
  )
  func killedFullBuild() throws {
    let setup = try Setup { scratch in
      try scratch.replace("title: Fixture Notes", with: "title: Notes", in: "Content/site.yml")
    }
    let steps = try Self.killAtEveryStep(setup)
    #expect(steps == 4)
  }

  @Test("a build killed while it finishes a killed build's commit leaves it for the build after")
  func killedWhileFinishing() throws {
    let setup = try Setup { scratch in
      try scratch.append("\nMore words.\n", to: "Content/zh/first.md")
    }
    try setup.restore()
    // After the journal and the first move.
    #expect(try setup.build(killAfterStep: 3).status == 9)
    let interrupted = tree(at: setup.site)
    #expect(interrupted != setup.oldSite && interrupted != setup.newSite, "a mix, until the commit is finished")
    let journal = setup.scratch.path + "/.site.docgen-journal"
    #expect(FileManager.default.fileExists(atPath: journal))
    var kills = 0
    while try setup.build(killAfterStep: 1).status == 9 {
      kills += 1
      if kills > 50 { break }
    }
    #expect(kills > 2, "each finishing step was killed once")
    #expect(!FileManager.default.fileExists(atPath: journal))
    #expect(tree(at: setup.site) == setup.newSite)
    #expect(setup.leftovers() == [])
    try setup.setNotes(setup.oldNotes)
    #expect(try setup.build().status == 0)
    #expect(tree(at: setup.site) == setup.oldSite)
  }

  @Test("a journal that does not read whole is not trusted: the manifest goes, and the next build is a clean build")
  func damagedJournal() throws {
    let setup = try Setup { scratch in
      try scratch.append("\nMore words.\n", to: "Content/zh/first.md")
    }
    try setup.restore()
    #expect(try setup.build(killAfterStep: 3).status == 9)
    let journal = setup.scratch.path + "/.site.docgen-journal"
    let whole = try Data(contentsOf: URL(fileURLWithPath: journal))
    try whole.prefix(whole.count - 4).write(to: URL(fileURLWithPath: journal))
    try setup.repair()
    #expect(!FileManager.default.fileExists(atPath: journal))
    #expect(!FileManager.default.fileExists(atPath: setup.manifestPath))
    #expect(setup.leftovers() == [])
    let next = try setup.build()
    #expect(next.status == 0)
    #expect(!next.stdout.contains("rendered"), "a full build: \(next.stdout)")
    #expect(tree(at: setup.site) == setup.newSite)
  }

  @Test("the journal reads back what was written, and refuses paths out of the site and other staging names")
  func journalCoding() {
    let journal = CommitJournal(
      staging: ".site.docgen-staging-a1B2c3", moves: ["en/a/index.html", "search/en/0.js"],
      removals: ["ko/old/index.html"])
    #expect(CommitJournal(decoding: journal.encoded(), stagingPrefix: ".site.docgen-staging-") == journal)
    #expect(CommitJournal(decoding: journal.encoded(), stagingPrefix: ".other.docgen-staging-") == nil)
    let encoded = journal.encoded()
    for cut in 0..<encoded.count {
      #expect(CommitJournal(decoding: encoded.prefix(cut), stagingPrefix: ".site.docgen-staging-") == nil, "\(cut)")
    }
    for hostile in ["../outside", "/etc/passwd", "a//b", "en/./x"] {
      let bad = CommitJournal(staging: journal.staging, moves: [hostile], removals: [])
      #expect(CommitJournal(decoding: bad.encoded(), stagingPrefix: ".site.docgen-staging-") == nil, "\(hostile)")
    }
    let escaping = CommitJournal(staging: ".site.docgen-staging-a/../../x", moves: [], removals: [])
    #expect(CommitJournal(decoding: escaping.encoded(), stagingPrefix: ".site.docgen-staging-") == nil)
  }

  @Test("a build's scratch files are in its staging folder: never in the site, never in the temporary folder")
  func scratchFilesStayInStaging() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    let site = scratch.path + "/site"
    #expect(build(content, into: site).succeeded)
    try scratch.append("\nMore words.\n", to: "Content/zh/first.md")
    #expect(build(content, into: site).succeeded)
    #expect(!FileManager.default.fileExists(atPath: site + "/" + SiteWriter.scratchName))
    let output = try OutputFolder.check(site, content: content, force: false).get()
    let writer = try SiteWriter(output: output)
    #expect(writer.scratch.hasPrefix(writer.staging + "/"))
    #expect(FileManager.default.fileExists(atPath: writer.scratch))
    try writer.commit()
    #expect(!FileManager.default.fileExists(atPath: site + "/" + SiteWriter.scratchName))
  }
}
