import DocEngine

/// The words a picture uses, in one page language.
///
/// Pictures draw API names (`viewWillAppear`, `.pageSheet`, class names) as they are; everything
/// else — state names, edge labels, titles and the `<desc>` a screen reader reads — comes from
/// here. The caller fills it: a docgen site from each language's `site.yml` (DocGenKit's
/// `PictureWords`), so a language gets the words its site gives, never words guessed from its
/// tag. ``english`` is the default of a picture drawn on its own. Templates mark their
/// arguments `%1`, `%2`:
///
/// ```swift
/// PictureStrings.english.childOf  // "child of %1"
/// PictureStrings.english.format(\.childOf, "nav")  // "child of nav"
/// ```
public struct PictureStrings: Hashable, Sendable {
  /// The BCP 47 tag written as the SVG's `lang` (`en`, `zh-Hans`, `ko`).
  public var language: String

  // MARK: - Appearance states
  public var appeared: String
  public var disappeared: String
  public var appearing: String
  public var disappearing: String
  public var viewNotLoaded: String
  /// A controller whose view a presentation removed; `%1`: the presented controller.
  public var covered: String

  // MARK: - Hierarchy words
  public var window: String
  /// Added to the window's label when the device is rotated.
  public var landscape: String
  /// The edge from the window to its root.
  public var root: String
  /// `%1`: the parent.
  public var childOf: String
  /// Verb on a presentation edge: "presents".
  public var presents: String
  /// `%1`: the presenting controller.
  public var presentedBy: String
  /// `%1`: the controller whose `present` was called.
  public var source: String
  /// `%1`: the presentation controller.
  public var presentationController: String
  public var topOfStack: String
  public var selectedTab: String
  /// Heading for controllers a former root still presents.
  public var notInWindow: String
  public var noRoot: String
  public var hierarchyTitle: String
  /// `%1`: the number of controllers.
  public var hierarchySummary: String

  // MARK: - Timeline words
  public var timelineTitle: String
  /// `%1`: the line number.
  public var line: String
  /// The group of events logged outside any statement.
  public var outsideStatements: String
  /// The lane of `print` output and warnings.
  public var console: String
  public var warning: String
  public var error: String
  /// Legend words for the marks that are not API names: a segue, delegate or transition
  /// call (▶), and a line `print` wrote (›).
  public var callMark: String
  public var printMark: String
  /// `%1`: events, `%2`: lanes, `%3`: statements.
  public var timelineSummary: String
  /// `%1`: the number of warnings.
  public var warningsSummary: String

  public init(
    language: String, appeared: String, disappeared: String, appearing: String,
    disappearing: String, viewNotLoaded: String, covered: String, window: String, landscape: String,
    root: String, childOf: String, presents: String, presentedBy: String, source: String,
    presentationController: String, topOfStack: String, selectedTab: String, notInWindow: String,
    noRoot: String, hierarchyTitle: String, hierarchySummary: String, timelineTitle: String,
    line: String, outsideStatements: String, console: String, warning: String, error: String,
    callMark: String, printMark: String, timelineSummary: String, warningsSummary: String
  ) {
    self.language = language
    self.appeared = appeared
    self.disappeared = disappeared
    self.appearing = appearing
    self.disappearing = disappearing
    self.viewNotLoaded = viewNotLoaded
    self.covered = covered
    self.window = window
    self.landscape = landscape
    self.root = root
    self.childOf = childOf
    self.presents = presents
    self.presentedBy = presentedBy
    self.source = source
    self.presentationController = presentationController
    self.topOfStack = topOfStack
    self.selectedTab = selectedTab
    self.notInWindow = notInWindow
    self.noRoot = noRoot
    self.hierarchyTitle = hierarchyTitle
    self.hierarchySummary = hierarchySummary
    self.timelineTitle = timelineTitle
    self.line = line
    self.outsideStatements = outsideStatements
    self.console = console
    self.warning = warning
    self.error = error
    self.callMark = callMark
    self.printMark = printMark
    self.timelineSummary = timelineSummary
    self.warningsSummary = warningsSummary
  }

  /// The template at `keyPath` with `%1`, `%2`, … replaced by `arguments`.
  public func format(_ keyPath: KeyPath<PictureStrings, String>, _ arguments: String...) -> String {
    var text = Self.fill(self[keyPath: keyPath], arguments)
    // Korean words write a particle in both forms after an argument, "%1이(가)": with
    // %1 = cover it becomes "cover가", following the name's sound. The words say so, not the
    // language's tag: a text without such a pair after an argument is left as it is.
    if text.utf8.contains(UInt8(ascii: ")")) {
      for argument in arguments { text = KoreanParticle.resolve(text, after: argument) }
    }
    return text
  }

  /// `template` with each `%` and number naming an argument (`%1` is the first) replaced by
  /// that argument, in one pass over its bytes; a `%` naming none stays as it is. Arguments are
  /// not searched again (a name holding `%2` stays as it is).
  static func fill(_ template: String, _ arguments: [String]) -> String {
    var template = template
    return template.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + arguments.reduce(0) { $0 + $1.utf8.count })
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "%") else {
          out.append(byte)
          index += 1
          continue
        }
        var end = index + 1
        var number = 0
        while end < bytes.count, end - index <= 4, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
          number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
          end += 1
        }
        if end > index + 1, number >= 1, number <= arguments.count {
          out += arguments[number - 1].utf8
          index = end
        } else {
          out.append(byte)
          index += 1
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// The word for an appearance state.
  public func word(for state: AppearanceState) -> String {
    switch state {
    case .appeared: return appeared
    case .disappeared: return disappeared
    case .appearing: return appearing
    case .disappearing: return disappearing
    }
  }

  // MARK: - The default

  /// English: the words of a picture drawn on its own (every picture's default `strings`).
  public static let english = PictureStrings(
    language: "en", appeared: "appeared", disappeared: "disappeared", appearing: "appearing",
    disappearing: "disappearing", viewNotLoaded: "view not loaded",
    covered: "view removed by %1", window: "window", landscape: "landscape", root: "root",
    childOf: "child of %1", presents: "presents", presentedBy: "presented by %1",
    source: "source %1", presentationController: "presentation controller %1",
    topOfStack: "top", selectedTab: "selected", notInWindow: "No longer in the window, still presented",
    noRoot: "The window has no root view controller.",
    hierarchyTitle: "View controller hierarchy",
    hierarchySummary: "%1 view controllers.",
    timelineTitle: "Lifecycle timeline", line: "line %1",
    outsideStatements: "outside any statement", console: "console", warning: "warning",
    error: "error", callMark: "segue, delegate or transition call", printMark: "print output",
    timelineSummary: "%1 events in %2 lanes, under %3 statements.",
    warningsSummary: "Warnings: %1."
  )
}

extension String {
  /// Every occurrence of `target` replaced by `replacement` (no Foundation needed).
  func replacingAll(_ target: String, with replacement: String) -> String {
    // On UTF-8 bytes: Foundation's and the standard library's searches compare Characters,
    // which made this a few percent of a site build. Targets here are ASCII placeholders
    // (`%1`) and whole words, so byte matches are the matches.
    let source = Array(utf8)
    let needle = Array(target.utf8)
    guard let first = needle.first, needle.count <= source.count else { return self }
    var result: [UInt8] = []
    var copied = 0
    var index = 0
    while index + needle.count <= source.count {
      if source[index] == first, source[index..<index + needle.count].elementsEqual(needle) {
        if result.isEmpty { result.reserveCapacity(source.count + replacement.utf8.count) }
        result += source[copied..<index]
        result += replacement.utf8
        index += needle.count
        copied = index
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return self }
    result += source[copied...]
    return String(decoding: result, as: UTF8.self)
  }
}
