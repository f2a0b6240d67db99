/// A unified diff of two lists of lines, as `diff -u` prints it, for claims that no longer
/// match: `-` what the note claims, `+` what the engine logged.
public enum UnifiedDiff {
  /// The hunks (with `@@` headers) of the changes, with `context` unchanged lines around each.
  public static func lines(from old: [String], to new: [String], context: Int = 3) -> [String] {
    let operations = editScript(old, new)
    var output: [String] = []
    var index = 0
    while index < operations.count {
      guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
      let start = max(index, firstChange - context)
      var end = firstChange
      var lastChange = firstChange
      while end < operations.count {
        if operations[end].kind != .same {
          lastChange = end
        } else if end - lastChange > context * 2 {
          break
        }
        end += 1
      }
      end = min(operations.count, lastChange + context + 1)
      let hunk = operations[start..<end]
      let oldStart = (hunk.first?.oldIndex ?? 0) + 1
      let newStart = (hunk.first?.newIndex ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != .inserted }.count
      let newCount = hunk.filter { $0.kind != .deleted }.count
      output.append(
        "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@"
      )
      for operation in hunk {
        switch operation.kind {
        case .same: output.append(" " + operation.text)
        case .deleted: output.append("-" + operation.text)
        case .inserted: output.append("+" + operation.text)
        }
      }
      index = end
    }
    return output
  }

  struct Operation {
    enum Kind { case same, deleted, inserted }
    var kind: Kind
    var text: String
    /// Position in the old and new lists where this line sits (or would sit).
    var oldIndex: Int
    var newIndex: Int
  }

  /// A shortest edit script by longest common subsequence; logs are short, so the quadratic
  /// table is cheap and the result is the most readable one.
  static func editScript(_ old: [String], _ new: [String]) -> [Operation] {
    let n = old.count
    let m = new.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var operations: [Operation] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        operations.append(Operation(kind: .same, text: old[i], oldIndex: i, newIndex: j))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        operations.append(Operation(kind: .deleted, text: old[i], oldIndex: i, newIndex: j))
        i += 1
      } else {
        operations.append(Operation(kind: .inserted, text: new[j], oldIndex: i, newIndex: j))
        j += 1
      }
    }
    return operations
  }
}
