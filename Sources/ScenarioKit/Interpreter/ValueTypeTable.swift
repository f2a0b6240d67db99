/// The structs and enums a scenario declares, by qualified name (`Point`,
/// `ListViewController.Section`), with what the interpreter looks up on every use.
///
/// Like ``ClassTable`` it is kept for a page's session (a `continue` block sees earlier
/// blocks' types) and lookups never iterate a dictionary, so nothing depends on hash order.
struct ValueTypeTable {
  struct StructType {
    let decl: StructDecl
    let fieldNames: [String]
    let propertiesByName: [String: Binding]
    let methodsBySignature: [String: MethodDecl]
    let methodsByName: [String: [MethodDecl]]
    let conformances: Set<String>

    init(_ decl: StructDecl) {
      self.decl = decl
      fieldNames = decl.properties.map(\.name)
      propertiesByName = Dictionary(decl.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      (methodsBySignature, methodsByName) = ValueTypeTable.index(decl.methods)
      conformances = Set(decl.conformances)
    }

    /// `Equatable` (or a protocol refining it) declared: Swift synthesizes `==`.
    var isEquatable: Bool { !conformances.isDisjoint(with: ["Equatable", "Hashable", "Comparable"]) }
    var isHashable: Bool { conformances.contains("Hashable") }
  }

  struct EnumType {
    let decl: EnumDecl
    let casesByName: [String: EnumCase]
    /// Raw values in case order, computed when the enum is declared.
    let rawValues: [Value]
    let methodsBySignature: [String: MethodDecl]
    let methodsByName: [String: [MethodDecl]]
    let conformances: Set<String>

    init(_ decl: EnumDecl, rawValues: [Value]) {
      self.decl = decl
      casesByName = Dictionary(decl.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      self.rawValues = rawValues
      (methodsBySignature, methodsByName) = ValueTypeTable.index(decl.methods)
      conformances = Set(decl.conformances)
    }

    var hasPayloads: Bool { decl.cases.contains { $0.payloadLabels != nil } }
    /// Enums without associated values are `Equatable` and `Hashable` without saying so.
    var isEquatable: Bool {
      !hasPayloads || !conformances.isDisjoint(with: ["Equatable", "Hashable", "Comparable"])
    }

    func rawValue(of caseName: String) -> Value? {
      guard decl.rawType != nil, let index = decl.cases.firstIndex(where: { $0.name == caseName }) else { return nil }
      return rawValues[index]
    }

    /// A case without associated values as a value.
    func value(of enumCase: EnumCase) -> Value {
      .enumValue(EnumValue(typeName: decl.name, caseName: enumCase.name))
    }
  }

  private(set) var structs: [String: StructType] = [:]
  private(set) var enums: [String: EnumType] = [:]

  mutating func add(_ decl: StructDecl) {
    structs[decl.name] = StructType(decl)
  }

  mutating func add(_ decl: EnumDecl, rawValues: [Value]) {
    enums[decl.name] = EnumType(decl, rawValues: rawValues)
  }

  func contains(_ name: String) -> Bool { structs[name] != nil || enums[name] != nil }

  /// The qualified name `name` refers to where code of `context` (a type's qualified name, or
  /// nil at the top level) is written: a type nested in `context` or in a type around it, else
  /// a top-level one — Swift's lookup from the inside out.
  func resolve(_ name: String, from context: String?) -> String? {
    var outer = context
    while let scope = outer {
      let candidate = "\(scope).\(name)"
      if contains(candidate) { return candidate }
      outer = scope.lastIndex(of: ".").map { String(scope[..<$0]) }
    }
    return contains(name) ? name : nil
  }

  /// Instance methods and computed properties of a struct or an enum.
  func methods(of typeName: String) -> (bySignature: [String: MethodDecl], byName: [String: [MethodDecl]])? {
    if let structType = structs[typeName] { return (structType.methodsBySignature, structType.methodsByName) }
    if let enumType = enums[typeName] { return (enumType.methodsBySignature, enumType.methodsByName) }
    return nil
  }

  func statics(of typeName: String) -> StaticMembers? {
    structs[typeName]?.decl.statics ?? enums[typeName]?.decl.statics
  }

  /// Every type name, sorted, for near-miss suggestions.
  var allNames: [String] { (Array(structs.keys) + Array(enums.keys)).sorted() }

  fileprivate static func index(_ methods: [MethodDecl]) -> ([String: MethodDecl], [String: [MethodDecl]]) {
    var bySignature: [String: MethodDecl] = [:]
    var byName: [String: [MethodDecl]] = [:]
    for method in methods {
      if bySignature[method.signature] == nil { bySignature[method.signature] = method }
      byName[method.name, default: []].append(method)
    }
    return (bySignature, byName)
  }
}
