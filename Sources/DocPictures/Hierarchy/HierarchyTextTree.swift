import DocEngine

/// A plain-text tree of a `HierarchySnapshot`: the fallback shown next to the picture.
///
/// It says what the picture says, in the same order, with box-drawing characters:
///
/// ```text
/// window
/// └── nav  UINavigationController  [disappeared, view removed by b]
///     ├── a  UIViewController  [disappeared, view removed by b]
///     └┄▶ b  UIViewController  [appeared]  presents .fullScreen · source a
/// ```
///
/// Containment children hang from `├──`/`└──`; the presented controller from `├┄▶`/`└┄▶`.
public struct HierarchyTextTree {
  public var snapshot: HierarchySnapshot
  public var strings: PictureStrings
  public var names: (ObjectID) -> String?

  public init(
    snapshot: HierarchySnapshot, strings: PictureStrings = .english,
    names: @escaping (ObjectID) -> String? = { _ in nil }
  ) {
    self.snapshot = snapshot
    self.strings = strings
    self.names = names
  }

  /// The tree, one controller a line, ending with a newline.
  public func text() -> String {
    let facts = HierarchyFacts(snapshot: snapshot, strings: strings, names: names)
    let entries = facts.entries()
    var lines = [facts.windowLabel]
    if snapshot.root == nil { lines.append("    " + strings.noRoot) }
    var headingDone = false
    for (index, entry) in entries.enumerated() {
      if case .detached = entry.relation, !headingDone {
        headingDone = true
        lines.append("")
        lines.append(strings.notInWindow)
      }
      lines.append(prefix(entries, index) + label(entry, facts: facts))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The connector column for an entry: for each ancestor level, `│  ` when that ancestor has
  /// later siblings, then the entry's own branch.
  private func prefix(_ entries: [HierarchyFacts.Entry], _ index: Int) -> String {
    let entry = entries[index]
    if case .detached = entry.relation { return "" }
    var columns: [String] = []
    // Walk levels 1...depth (level 0 hangs from the window).
    for level in 0...entry.depth {
      let isOwn = level == entry.depth
      // Is there a later entry at `level` before the subtree at this level ends?
      var hasLaterSibling = false
      for later in entries[(index + 1)...] {
        if case .detached = later.relation { break }
        if later.depth < level { break }
        if later.depth == level {
          hasLaterSibling = true
          break
        }
      }
      if isOwn {
        let dashed: Bool
        if case .presented = entry.relation { dashed = true } else { dashed = false }
        columns.append((hasLaterSibling ? "├" : "└") + (dashed ? "┄▶ " : "── "))
      } else {
        columns.append(hasLaterSibling ? "│   " : "    ")
      }
    }
    return columns.joined()
  }

  private func label(_ entry: HierarchyFacts.Entry, facts: HierarchyFacts) -> String {
    let node = entry.node
    var state = [facts.stateWord(node)]
    if case .child(_, let tag?) = entry.relation { state.append(tag) }
    if let by = entry.coveredBy { state.append(strings.format(\.covered, by.displayName)) }
    var line = "\(node.displayName)  \(node.className)  [\(state.joined(separator: ", "))]"
    if case .presented(let p, _) = entry.relation { line += "  " + facts.edgeLabel(p) }
    for presented in entry.sourceOf { line += "  present(\(presented.displayName))" }
    return line
  }
}
