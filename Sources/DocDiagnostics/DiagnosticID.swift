/// Every diagnostic's stable identifier, in one place: what `check --format json` writes as
/// `id`, GitHub annotations as `title` and SARIF as `ruleId`. Tools and tests match on these,
/// never on message text, so a raw value never changes once released.
///
/// A case, not a string, so no stage can make up an id the registry does not list, and a
/// test can hold the lists in docs/ to it (docs/scenario-language.md §7 lists the
/// `scenario.` ids).
public enum DiagnosticID: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  // MARK: Scenarios (ScenarioKit)

  /// Swift syntax error (the scenario does not parse).
  case parse = "scenario.parse"
  /// Valid Swift outside the scenario subset.
  case unsupported = "scenario.unsupported"
  /// UIKit API newer than the iOS version the block runs on (swiftc's "only available in").
  case unavailable = "scenario.unavailable"
  /// A `let`/`var` without an initial value and without an optional type.
  case uninitialized = "scenario.uninitialized"
  /// Two methods with the same signature, or two classes with the same name.
  case redeclaration = "scenario.redeclaration"
  /// A name no binding, class or built-in declares.
  case unknownName = "scenario.unknown-name"
  /// A name UIKit had before Swift 3 or Swift 4.2 (`presentViewController`,
  /// `addChildViewController`, `UIAlertControllerStyle`): not Swift any more, so swiftc's
  /// `'X' has been renamed to 'Y'`, with its fix-its as notes.
  case renamed = "scenario.renamed"
  /// Code swiftc refuses by a rule of the language, in swiftc's words: a `guard` that falls
  /// through, a `switch` that is not exhaustive, a misplaced `break`, `mutating` in a class.
  /// Not Swift, as opposed to `unsupported` (valid Swift outside the subset).
  case swiftRule = "scenario.swift-rule"
  /// Valid UIKit (or Foundation) API that DocEngine does not simulate yet: named, with the
  /// page that lists what runs. Neither the author's mistake nor a Swift feature.
  case notSimulated = "scenario.not-simulated"
  /// A property or method the value does not have.
  case unknownMember = "scenario.unknown-member"
  /// Arguments that do not match what the call takes.
  case arguments = "scenario.arguments"
  /// A value of the wrong kind for an operation (`!` on a controller, `===` on numbers, …).
  case type = "scenario.type"
  /// Assignment to a `let` or to a read-only property.
  case immutable = "scenario.immutable"
  /// `!` or `as!` on nil, `as!` on the wrong class.
  case unwrap = "scenario.unwrap"
  /// An array subscript out of range.
  case index = "scenario.index"
  /// A failed `assert`.
  case assertion = "scenario.assert"
  /// `fatalError(…)`, a failed `precondition(…)`, `preconditionFailure(…)`,
  /// `assertionFailure(…)`: the program stops, as Swift's would.
  case fatalError = "scenario.fatal-error"
  /// An exception UIKit would raise (the engine's error).
  case uikit = "scenario.uikit-exception"
  /// The scenario did not reach quiescence within the engine's step limit.
  case runaway = "scenario.runaway"
  /// A class declaration the interpreter cannot give meaning to (unknown superclass, …).
  case classDeclaration = "scenario.class"
  /// A scenario beyond the limits that keep parsing and running safe: too long, nested too
  /// deep, too much work (ScenarioKit's `SourceGuard`, the interpreter's work budget).
  case limit = "scenario.limit"
  /// An invisible or bidirectional control character where it may not stand.
  case invisibleCharacter = "scenario.invisible-character"
  /// `continue` on a page whose previous block failed or that has no previous block.
  case continuation = "scenario.continue"

  // MARK: Scenario blocks in a note

  /// An option of a scenario fence docgen does not know, an unusable id, or `continue` on the
  /// page's first scenario.
  case scenarioOption = "scenario.option"
  /// Two scenarios of one page with the same id.
  case duplicateScenarioID = "scenario.duplicate-id"
  /// A `log` block that does not follow a scenario block.
  case orphanClaim = "scenario.orphan-claim"

  // MARK: Content

  /// No site.yml, or one that cannot be read.
  case siteConfig = "content.config"
  /// A problem inside site.yml: an unknown key, a value of the wrong kind, a missing word.
  case yaml = "yaml"
  /// Front matter that is never closed or does not read.
  case frontMatter = "content.front-matter"
  /// A note that is not UTF-8, holds a NUL, or a carriage return without a line feed.
  case encoding = "content.encoding"
  /// A note that cannot be read.
  case unreadable = "content.unreadable"
  /// A file or folder name that is not UTF-8.
  case fileName = "content.file-name"
  /// A symbolic link that leads outside the content folder.
  case contentSymlink = "content.symlink"
  /// A content folder that is not a language of site.yml.
  case unknownLanguage = "content.unknown-language"
  /// A file where a language's folder should be.
  case languageFolder = "content.language-folder"
  /// A Markdown file beside the language folders, which no page comes from.
  case strayNote = "content.stray-note"
  /// Two notes of one language that would be written to the same page.
  case duplicateOutput = "content.duplicate-output"
  /// Two notes of one language that translate the same original.
  case duplicateTranslation = "content.duplicate-translation"
  /// `translationOf:` naming no page of the default language.
  case translationOf = "content.translation-of"
  /// A page some languages show in another language's text, with a notice.
  case untranslated = "content.untranslated"
  /// Raw HTML in a note, removed because site.yml does not allow it.
  case rawHTML = "content.raw-html"
  /// A link whose URL would run code (`javascript:` and the like), removed.
  case unsafeLink = "content.unsafe-link"
  /// A link to a note that does not exist, or to an id the page does not have.
  case brokenLink = "link.broken"
  /// A file a note names (a picture, a download) that is missing or may not be published.
  case linkedFile = "link.file"
  /// Front matter keys docgen has no use for (other generators' `tags`, `layout`…), ignored.
  case frontMatterIgnored = "content.front-matter-ignored"
  /// A front matter date (`date`, `lastmod`…) that is not one.
  case frontMatterDate = "content.front-matter-date"
  /// A site.yml without `baseURL`: no canonical links, hreflang or sitemap.
  case baseURL = "content.base-url"

  // MARK: Checking

  /// A `log` claim that differs from what the engine logs.
  case staleClaim = "check.claim"
  /// `check --ios 12,17`: a claim whose log differs between the versions compared.
  case versionDifference = "check.ios-version"
  /// A scenario marked `fails` that ran to its end.
  case expectedFailure = "check.expected-failure"
  /// A translation whose scenarios differ from its original's.
  case translationParity = "check.translation"
  /// A translation behind its original.
  case outdatedTranslation = "translation.outdated"
  /// A translation that does not record which version of its original it follows.
  case untrackedTranslation = "translation.untracked"
  /// A path given to `check` that does not exist or cannot be read.
  case checkPath = "check.path"
  /// A file given to `run` that cannot be read.
  case runPath = "run.path"
  /// A note `bless` cannot write.
  case blessWrite = "bless.write"

  // MARK: Acknowledging translations (`ack`)

  /// A note outside any content folder.
  case ackPath = "ack.path"
  /// A content folder whose site.yml does not load.
  case ackConfig = "ack.config"
  /// A translation whose original does not exist.
  case ackOriginal = "ack.original"
  /// A translation whose front matter cannot take the stamp.
  case ackFrontMatter = "ack.front-matter"
  /// A note that is a symbolic link out of its content folder.
  case ackSymlink = "ack.symlink"
  /// A note `ack` cannot read the status of or write.
  case ackWrite = "ack.write"

  // MARK: Building and the cache

  /// An output folder the build may not replace, or cannot write.
  case buildOutput = "build.output"
  /// A file beside the notes that cannot be copied into the site (unreadable, or changed
  /// while the site was built).
  case buildCopy = "build.copy"

  // MARK: Starting a content folder (`init`)

  /// `--languages` naming a language `init` has no words for, or one twice.
  case initLanguages = "init.languages"
  /// A starter file or folder `init` cannot write.
  case initWrite = "init.write"
  /// A scenario cache folder that is not safe to use, so it is not used.
  case untrustedCache = "cache.untrusted"
  /// A scenario cache entry without this user's seal, not used.
  case cacheIntegrity = "cache.integrity"

  /// The id as written everywhere: `scenario.parse`, `link.broken`.
  public var description: String { rawValue }
}
