/// Matches a call's arguments to a function's parameters as Swift does: in order, each
/// argument's label equal to its parameter's, parameters with default values skipped when no
/// argument names them, and an unlabeled trailing closure given to the first parameter that
/// takes a function (the last open parameter when none does). A mismatch is worded as swiftc
/// words it (`missing argument for parameter 'name' in call`).
struct ArgumentMatcher {
  /// Where a parameter's value comes from.
  enum Source: Equatable {
    /// The argument at this index among the parenthesized (and labeled trailing) ones.
    case argument(Int)
    /// The unlabeled trailing closure.
    case trailing
    /// The parameter's default value.
    case defaultValue
  }

  struct Mismatch: Error, Equatable {
    var message: String
  }

  /// The parameters: their labels (`nil` for `_`), which have defaults, which take functions.
  let labels: [String?]
  let hasDefault: [Bool]
  let takesFunction: [Bool]

  init(labels: [String?], hasDefault: [Bool] = [], takesFunction: [Bool] = []) {
    self.labels = labels
    self.hasDefault = hasDefault.isEmpty ? labels.map { _ in false } : hasDefault
    self.takesFunction = takesFunction.isEmpty ? labels.map { _ in false } : takesFunction
  }

  init(_ method: MethodDecl) {
    self.init(
      labels: method.labels, hasDefault: method.defaultArguments.map { $0 != nil },
      takesFunction: method.functionParameters)
  }

  /// The source of each parameter's value, or why these arguments do not fit. The unlabeled
  /// trailing closure comes after the argument before `trailingAfter` (after all of them when
  /// nil): labeled trailing closures (`completion: { … }`) follow it.
  func match(_ arguments: [String?], trailingClosure: Bool, trailingAfter: Int? = nil) -> Result<[Source], Mismatch> {
    var sources = [Source?](repeating: nil, count: labels.count)
    var next = 0
    var trailingPlaced = !trailingClosure
    func placeTrailing() -> Mismatch? {
      trailingPlaced = true
      guard let target = trailingTarget(from: next) else {
        return Mismatch(message: "extra trailing closure passed in call")
      }
      sources[target] = .trailing
      next = target + 1
      return nil
    }
    for (index, label) in arguments.enumerated() {
      if !trailingPlaced, index == trailingAfter, let mismatch = placeTrailing() { return .failure(mismatch) }
      var candidate = next
      while candidate < labels.count, labels[candidate] != label, hasDefault[candidate] { candidate += 1 }
      guard candidate < labels.count, labels[candidate] == label else {
        return .failure(mismatch(arguments, trailingClosure: trailingClosure, failingAt: index))
      }
      sources[candidate] = .argument(index)
      next = candidate + 1
    }
    if !trailingPlaced, let mismatch = placeTrailing() { return .failure(mismatch) }
    var result: [Source] = []
    for (index, source) in sources.enumerated() {
      if let source {
        result.append(source)
      } else if hasDefault[index] {
        result.append(.defaultValue)
      } else {
        return .failure(Mismatch(message: "missing argument for parameter \(describe(index)) in call"))
      }
    }
    return .success(result)
  }

  /// The parameter an unlabeled trailing closure fills: the first open one taking a function,
  /// skipping one with a default when a later one taking a function has none (Swift's forward
  /// scan), else the last open parameter without a default.
  private func trailingTarget(from start: Int) -> Int? {
    let open = Array(start..<labels.count)
    for index in open where takesFunction[index] {
      let laterNeedsIt = open.contains { $0 > index && takesFunction[$0] && !hasDefault[$0] }
      if hasDefault[index] && laterNeedsIt { continue }
      return index
    }
    return open.last { !hasDefault[$0] } ?? open.last
  }

  /// `'name'` or `#2` (unlabeled parameters are numbered from 1).
  private func describe(_ index: Int) -> String {
    labels[index].map { "'\($0)'" } ?? "#\(index + 1)"
  }

  /// Why the argument at `index` fits no parameter: too many arguments, or wrong labels.
  private func mismatch(_ arguments: [String?], trailingClosure: Bool, failingAt index: Int) -> Mismatch {
    if labels.isEmpty {
      return Mismatch(message: "argument passed to call that takes no arguments")
    }
    if arguments.count + (trailingClosure ? 1 : 0) > labels.count {
      let label = arguments[index].map { " '\($0)'" } ?? ""
      return Mismatch(message: "extra argument\(label) in call")
    }
    if arguments.count == labels.count {
      return labelMismatch(have: arguments, expected: labels)
    }
    let expected = index < labels.count ? labels[index] : nil
    return labelMismatch(have: [arguments[index]], expected: [expected])
  }

  /// swiftc's wording for labels that differ: the missing or extraneous ones listed, or
  /// both whole lists when some are wrong.
  private func labelMismatch(have: [String?], expected: [String?]) -> Mismatch {
    let pairs = zip(have, expected).filter { $0.0 != $0.1 }
    let plural = pairs.count > 1 ? "s" : ""
    if pairs.allSatisfy({ $0.0 == nil }) {
      return Mismatch(message: "missing argument label\(plural) '\(Self.list(pairs.map(\.1)))' in call")
    }
    if pairs.allSatisfy({ $0.1 == nil }) {
      return Mismatch(message: "extraneous argument label\(plural) '\(Self.list(pairs.map(\.0)))' in call")
    }
    return Mismatch(
      message:
        "incorrect argument label\(plural) in call (have '\(Self.list(have))', expected '\(Self.list(expected))')")
  }

  private static func list(_ labels: [String?]) -> String {
    labels.map { ($0 ?? "_") + ":" }.joined()
  }
}
