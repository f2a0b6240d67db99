/// One language's pages as a reader moves through them, computed once per language so that a
/// page's navigation costs what its own section shows, not the size of the site.
///
/// Sections are the folders of Content/<lang>/. A page's sidebar is a tree collapsed to the
/// way from the root to the page: on each level, up to ``window`` pages either side of the
/// page (or of the top, on levels above it) and that level's folders, the one leading to the
/// page opened. Everything else is one link away in the language's contents page
/// (`<lang>/contents.html`). For sections of a few dozen pages that is every page, as a
/// reader expects; for thousands it keeps each page small: its HTML grows with the depth of
/// its folder, not with the site.
struct Navigation: Sendable {
  /// Pages shown before and after the current one in its section.
  static let window = 10
  /// The language's page listing every page: a file, so no note's folder can take its name.
  static let contentsFile = "contents.html"

  struct Link: Sendable, Equatable {
    var title: String
    /// The target's folder inside the language (`guide/intro/`, `""` for the home page).
    var slugPath: String
    var isCurrent = false
    /// The language whose text a fallback page shows, for its badge.
    var fallbackLanguage: String?
    /// For a folder's link: the folder.
    var folder: String?
    /// For a page's link: the page's position in its language's reading order.
    var position: Int?
  }

  /// One folder's part of a sidebar: a window of its pages and its sub-folders.
  struct Level: Sendable, Equatable {
    /// The folder (`""` for the language's root) and its anchor in the contents page.
    var folder: String
    var anchor: String
    /// Pages of the folder left out before and after the window.
    var hiddenBefore: Int
    var pages: [Link]
    var hiddenAfter: Int
    /// The folders inside this one; the one on the way to the current page is `expanded`.
    var sections: [Link]
    var expanded: String?
  }

  /// What one page's sidebar shows: the folders from the root down to the page's own, each
  /// as a ``Level`` (collapsed levels for everything off that path).
  struct Sidebar: Sendable, Equatable {
    var levels: [Level]
  }

  struct Section: Sendable {
    /// `""` for the language's root, `guide/` for Content/<lang>/guide/.
    var folder: String
    /// Entries (indices into ``entries``) whose file is in this folder, in reading order; a
    /// folder's `index.md` comes first.
    var members: [Int] = []
    /// Sub-folders in the order their first page is read.
    var subfolders: [String] = []
  }

  let language: String
  /// Every page of the language in reading order (the pager's order).
  let entries: [SiteIndex.Entry]
  /// Titles aligned with ``entries``.
  let titles: [String]
  let sections: [String: Section]
  private let positions: [String: Int]
  private let memberPositions: [Int]

  /// `titles` maps a source file to its page title.
  init(index: SiteIndex, language: String, titles: [String: String]) {
    self.language = language
    entries = index.entries(in: language)
    self.titles = entries.map { titles[$0.source.file] ?? $0.key }
    var positions: [String: Int] = [:]
    var sections: [String: Section] = ["": Section(folder: "")]
    var memberPositions = Array(repeating: 0, count: entries.count)
    for (position, entry) in entries.enumerated() {
      positions[entry.key] = position
      let folder = Self.folder(of: entry.key)
      var parent = ""
      for component in folder.split(separator: "/") {
        let child = parent + component + "/"
        if sections[child] == nil {
          sections[child] = Section(folder: child)
          sections[parent]?.subfolders.append(child)
        }
        parent = child
      }
      if Self.isSectionIndex(entry.key) {
        sections[folder]?.members.insert(position, at: 0)
      } else {
        sections[folder]?.members.append(position)
      }
    }
    for section in sections.values {
      for (offset, member) in section.members.enumerated() { memberPositions[member] = offset }
    }
    self.sections = sections
    self.positions = positions
    self.memberPositions = memberPositions
  }

  func position(of entry: SiteIndex.Entry) -> Int? {
    positions[entry.key]
  }

  func link(_ position: Int, current: Int? = nil) -> Link {
    let entry = entries[position]
    return Link(
      title: titles[position], slugPath: entry.slugPath, isCurrent: position == current,
      fallbackLanguage: entry.isFallback ? entry.source.language : nil, position: position)
  }

  func sidebar(for position: Int) -> Sidebar {
    let folder = Self.folder(of: entries[position].key)
    var path = [""]
    for component in folder.split(separator: "/") { path.append(path.last! + component + "/") }
    let levels = path.enumerated().map { depth, levelFolder -> Level in
      let section = sections[levelFolder] ?? Section(folder: levelFolder)
      let count = section.members.count
      // The window sits around the current page on its own level, at the top elsewhere.
      let focus = levelFolder == folder ? memberPositions[position] : 0
      let first = max(0, min(focus - Self.window, count - (2 * Self.window + 1)))
      let last = min(count, first + 2 * Self.window + 1)
      return Level(
        folder: levelFolder, anchor: Self.anchor(of: levelFolder), hiddenBefore: first,
        pages: section.members[first..<last].map { link($0, current: position) }, hiddenAfter: count - last,
        sections: section.subfolders.compactMap(sectionLink),
        expanded: depth + 1 < path.count ? path[depth + 1] : nil)
    }
    return Sidebar(levels: levels)
  }

  /// A folder as a link: its `index.md` page's title, or the folder's name leading to its
  /// first page.
  func sectionLink(_ folder: String) -> Link? {
    guard let section = sections[folder] else { return nil }
    let name = String(folder.dropLast().split(separator: "/").last ?? "")
    if let first = section.members.first {
      let isIndex = Self.isSectionIndex(entries[first].key)
      return Link(title: isIndex ? titles[first] : name, slugPath: entries[first].slugPath, folder: folder)
    }
    guard let sub = section.subfolders.first, let link = sectionLink(sub) else { return nil }
    return Link(title: name, slugPath: link.slugPath, folder: folder)
  }

  /// Sections depth-first in reading order, for the contents page.
  func sectionsInOrder() -> [Section] {
    var result: [Section] = []
    func visit(_ folder: String) {
      guard let section = sections[folder] else { return }
      result.append(section)
      section.subfolders.forEach(visit)
    }
    visit("")
    return result
  }

  /// The id of a section's heading in the contents page: `s-` and the folder, dashed.
  static func anchor(of folder: String) -> String {
    "s-" + folder.split(separator: "/").joined(separator: "-")
  }

  /// `guide/intro.md` → `guide/`; `index.md` → `""`.
  static func folder(of key: String) -> String {
    guard let slash = key.lastIndex(of: "/") else { return "" }
    return String(key[...slash])
  }

  static func isSectionIndex(_ key: String) -> Bool {
    SiteIndex.isFolderPage(key)
  }
}
