/// CommonMark's "process emphasis" step, on its own: which delimiter runs (`*`, `_`, and GFM's
/// `~`) pair up, in the order a parser pairs them.
///
/// libcmark has already paired every run its rules let it pair; what is left in a note's text
/// nodes are the runs it could not. ``MarkdownDocument`` hands those here with the flags the
/// CJK-friendly amendment gives them (``Flanking``), and applies the matches this returns to
/// the tree. Kept apart from the tree so the rule can be tested, and fuzzed, as plain data.
///
/// Linear in the number of runs: each run is removed from the stack at most once, and the
/// search for an opener starts no lower than the last failed search for the same kind of
/// closer (CommonMark's "openers bottom"), so adversarial text cannot make it quadratic.
enum DelimiterRuns {
  struct Run: Equatable, Sendable {
    /// `*`, `_` or `~`.
    var character: Character
    var count: Int
    var canOpen: Bool
    var canClose: Bool
  }

  /// `count` characters of the run at `opener` and of the run at `closer` became one
  /// emphasis (1), strong emphasis (2) or strikethrough (`~`, 1 or 2).
  struct Match: Equatable, Sendable {
    var opener: Int
    var closer: Int
    var count: Int
  }

  /// The matches, in the order they are made (inner before outer).
  static func matches(_ runs: [Run]) -> [Match] {
    var steps = 0
    return matches(runs, steps: &steps)
  }

  /// ``matches(_:)``, counting the runs it looks at in `steps` (a test holds it to a multiple of
  /// the number of runs).
  static func matches(_ runs: [Run], steps: inout Int) -> [Match] {
    var remaining = runs.map(\.count)
    // A doubly linked stack over the runs' indices: removing one is O(1).
    var previous = Array(-1..<(runs.count - 1))
    var next = Array(1...max(1, runs.count))
    var removed = [Bool](repeating: false, count: runs.count)
    func remove(_ index: Int) {
      guard !removed[index] else { return }
      removed[index] = true
      if previous[index] >= 0 { next[previous[index]] = next[index] }
      if next[index] < runs.count { previous[next[index]] = previous[index] }
    }
    // The lowest opener worth looking at, per kind of closer (character, can it open, length mod 3).
    var bottom: [String: Int] = [:]
    var result: [Match] = []
    var closer = 0
    while closer < runs.count {
      steps += 1
      let run = runs[closer]
      guard !removed[closer], run.canClose else {
        closer += 1
        continue
      }
      let key = "\(run.character)\(run.canOpen)\(run.count % 3)"
      let floor = bottom[key] ?? -1
      var opener = previous[closer]
      var found = -1
      while opener > floor {
        steps += 1
        let candidate = runs[opener]
        if !removed[opener], candidate.character == run.character, candidate.canOpen, remaining[opener] > 0,
          pairs(opener: candidate, openerLeft: remaining[opener], closer: run, closerLeft: remaining[closer])
        {
          found = opener
          break
        }
        opener = previous[opener]
      }
      guard found >= 0 else {
        bottom[key] = previous[closer]
        if !run.canOpen { remove(closer) }
        closer += 1
        continue
      }
      let used: Int
      if run.character == "~" {
        used = remaining[closer]
      } else {
        used = remaining[closer] >= 2 && remaining[found] >= 2 ? 2 : 1
      }
      result.append(Match(opener: found, closer: closer, count: used))
      // Runs between the pair can no longer pair with anything outside it.
      var between = next[found]
      while between < closer {
        steps += 1
        let following = next[between]
        remove(between)
        between = following
      }
      remaining[found] -= used
      remaining[closer] -= used
      if remaining[found] == 0 { remove(found) }
      if remaining[closer] == 0 {
        remove(closer)
        closer += 1
      }
    }
    return result
  }

  /// Whether an opener and a closer of the same character may pair: GFM's strikethrough wants
  /// runs of the same length (1 or 2); emphasis has CommonMark's "rule of three".
  private static func pairs(opener: Run, openerLeft: Int, closer: Run, closerLeft: Int) -> Bool {
    if closer.character == "~" {
      return openerLeft == closerLeft && openerLeft <= 2
    }
    if opener.canClose || closer.canOpen {
      let sum = opener.count + closer.count
      if sum % 3 == 0 && !(opener.count % 3 == 0 && closer.count % 3 == 0) { return false }
    }
    return true
  }
}
