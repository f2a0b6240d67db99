/// Suggests the closest known name for a misspelt one: `presentingViewControler` →
/// `presentingViewController`.
///
/// Uses the Levenshtein distance with a threshold that grows with the name's length (a third
/// of it, at least 1) up to ``maxDistance``, case-insensitively, and breaks ties by the order candidates are given in
/// so the result is deterministic.
public enum NearMiss {
  /// The most edits a suggestion may be away: further than that, a long name's "near miss" is
  /// another API (`presentViewController` is not a typo of `presentedViewController`), and
  /// suggesting it misleads.
  public static let maxDistance = 3

  /// The best candidate for `name`, or nil when none is close enough.
  public static func bestMatch(for name: String, in candidates: [String]) -> String? {
    let lowered = Array(name.lowercased())
    let limit = min(maxDistance, max(1, lowered.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      // A suggestion keeps at least one character of the name: `b` is not a typo of `a`.
      guard distance <= limit, distance < lowered.count else { continue }
      if best == nil || distance < best!.distance {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `did you mean 'x'?` for the best candidate, or nil.
  public static func suggestion(for name: String, in candidates: [String]) -> String? {
    bestMatch(for: name, in: candidates).map { "did you mean '\($0)'?" }
  }

  /// The edit distance where swapping two neighbouring letters counts as one edit (optimal
  /// string alignment): `titel` is one typo away from `title`, as a person would count it.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
