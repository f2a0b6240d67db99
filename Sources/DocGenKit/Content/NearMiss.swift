/// Suggests the known name closest to a misspelt one (`titel` → `title`).
public enum NearMiss {
  /// The candidate within a small edit distance of `name`, preferring the closest and then
  /// the alphabetically first, so suggestions are deterministic.
  public static func best<S: Sequence>(for name: String, among candidates: S) -> String?
  where S.Element == String {
    let limit = max(2, name.count / 3)
    return
      candidates
      .map { (candidate: $0, distance: distance(name.lowercased(), $0.lowercased())) }
      .filter { $0.distance <= limit }
      .min { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }?
      .candidate
  }

  /// Levenshtein distance over characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
