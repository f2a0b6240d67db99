import DocEngine

// MARK: - The members of each type

extension NameCheck {
  /// What an instance of `typeName` has, or nil when the check does not follow the type
  /// (UIKit's values, `String`, dictionaries, …): then nothing on it is checked.
  func table(of typeName: String) -> MemberTable? {
    if let cached = tables[typeName] { return cached }
    let built = makeTable(typeName)
    tables[typeName] = .some(built)
    return built
  }

  /// What `typeName` itself has (`Counter.shared`, `Tab.home`), for a scenario's class,
  /// struct or enum; nil for other types.
  func staticTable(of typeName: String) -> MemberTable? {
    if let cached = staticTables[typeName] { return cached }
    let built = makeStaticTable(typeName)
    staticTables[typeName] = .some(built)
    return built
  }

  private var classes: ClassTable { interpreter.classes }
  private var valueTypes: ValueTypeTable { interpreter.valueTypes }

  private func makeTable(_ typeName: String) -> MemberTable? {
    if let element = StaticType(name: typeName).element {
      var table = MemberTable(displayName: typeName)
      for name in Self.arraySuggestions { table.add(name) }
      for name in Self.arrayMembers { table.add(name, suggested: false) }
      table.types["count"] = .int
      table.types["isEmpty"] = .bool
      table.types["first"] = element.optional
      table.types["last"] = element.optional
      for name in ["filter", "sorted", "reversed", "dropFirst", "dropLast", "prefix", "suffix", "shuffled"] {
        table.results[name] = StaticType(name: typeName)
      }
      for name in ["first", "last", "min", "max", "randomElement", "popLast"] { table.results[name] = element.optional }
      for name in ["remove", "removeFirst", "removeLast"] { table.results[name] = element }
      return table
    }
    if classes.userClass(typeName) != nil || classes.isImplicitClass(typeName) { return classTable(typeName) }
    if valueTypes.contains(typeName) { return valueTable(typeName) }
    if classes.protocolDecls[typeName] != nil { return protocolTable(typeName) }
    guard let type = UIKitBindings.type(named: typeName) else { return nil }
    switch type.model {
    case .object, .element, .role, .protocol: return uikitTable(typeName)
    case .value: return nil
    }
  }

  /// A scenario's class: its members and its superclasses', UIKit's included; what its
  /// extensions and protocols add; its subclasses' members (not suggested).
  private func classTable(_ typeName: String) -> MemberTable {
    var table = MemberTable(displayName: typeName)
    for owner in classes.ancestry(of: typeName) {
      if let user = classes.userClass(owner) { add(user.decl, to: &table, context: owner) }
      if let ext = classes.uikitExtensions[owner] { add(ext.decl, to: &table, context: owner) }
      addBindings(of: owner, to: &table)
    }
    for name in classes.conformances(of: typeName) { addProtocol(name, to: &table) }
    for other in classes.userClasses.keys.sorted() where other != typeName {
      guard classes.ancestry(of: other).contains(typeName), let user = classes.userClass(other) else { continue }
      add(user.decl, to: &table, context: other, suggested: false)
    }
    addExtras(to: &table)
    return table
  }

  /// One of UIKit's classes, elements or protocols: what the bindings give it and its
  /// superclasses, what extensions add; what its subclasses (UIKit's and the scenario's) and,
  /// for a protocol, the classes conforming to it have (not suggested).
  private func uikitTable(_ typeName: String) -> MemberTable {
    let isProtocol = UIKitBindings.type(named: typeName)?.isProtocol == true
    var table = MemberTable(displayName: isProtocol ? "any \(typeName)" : typeName)
    for owner in UIKitBindings.ancestry(of: typeName) {
      addBindings(of: owner, to: &table)
      if let ext = classes.uikitExtensions[owner] { add(ext.decl, to: &table, context: owner) }
    }
    for type in UIKitBindings.types where type.name != typeName {
      guard UIKitBindings.ancestry(of: type.name).contains(typeName) else { continue }
      addBindings(of: type.name, to: &table, suggested: false)
      if let ext = classes.uikitExtensions[type.name] {
        add(ext.decl, to: &table, context: type.name, suggested: false)
      }
    }
    for other in classes.userClasses.keys.sorted() {
      guard classes.ancestry(of: other).contains(typeName) || classes.conformances(of: other).contains(typeName)
      else { continue }
      for owner in classes.ancestry(of: other) {
        if let declaring = classes.userClass(owner) {
          add(declaring.decl, to: &table, context: owner, suggested: false)
        }
      }
    }
    addExtras(to: &table)
    return table
  }

  /// A scenario's struct or enum: fields, cases, methods, computed and static properties,
  /// `rawValue`, and its protocols' defaults.
  private func valueTable(_ typeName: String) -> MemberTable {
    var table = MemberTable(displayName: typeName)
    if let structType = valueTypes.structs[typeName] {
      for field in structType.decl.properties {
        table.add(field.name, type: declaredType(field, typeName))
      }
      for name in structType.decl.conformances { addProtocol(name, to: &table) }
    }
    if let enumType = valueTypes.enums[typeName] {
      if let rawType = enumType.decl.rawType { table.add("rawValue", type: StaticType(written: rawType)) }
      for name in enumType.decl.conformances { addProtocol(name, to: &table) }
    }
    if let methods = valueTypes.methods(of: typeName) {
      for name in methods.byName.keys.sorted() {
        for method in methods.byName[name] ?? [] { add(method, to: &table) }
      }
    }
    if let statics = makeStaticTable(typeName) {
      for name in statics.known { table.add(name, suggested: false) }
    }
    addExtras(to: &table)
    return table
  }

  /// A scenario's protocol: its requirements, its defaults, those of the protocols it
  /// inherits; what conforming classes and structs have (not suggested).
  private func protocolTable(_ typeName: String) -> MemberTable {
    var table = MemberTable(displayName: "any \(typeName)")
    addProtocol(typeName, to: &table)
    for other in classes.userClasses.keys.sorted() where classes.conformances(of: other).contains(typeName) {
      for owner in classes.ancestry(of: other) {
        if let declaring = classes.userClass(owner) {
          add(declaring.decl, to: &table, context: owner, suggested: false)
        }
        addBindings(of: owner, to: &table, suggested: false)
      }
    }
    for name in valueTypes.allNames {
      let conformances = valueTypes.structs[name]?.decl.conformances ?? valueTypes.enums[name]?.decl.conformances ?? []
      guard conformances.contains(typeName), let conforming = self.table(of: name) else { continue }
      for member in conforming.known { table.add(member, suggested: false) }
    }
    addExtras(to: &table)
    return table
  }

  private func makeStaticTable(_ typeName: String) -> MemberTable? {
    var statics = MemberTable(displayName: typeName)
    if classes.userClass(typeName) != nil {
      for owner in classes.ancestry(of: typeName) {
        guard let user = classes.userClass(owner) else { continue }
        for property in user.decl.staticProperties {
          statics.add(
            property.name,
            type: declaredType(property, owner))
        }
        for method in user.decl.staticMethods { add(method, to: &statics) }
      }
      for name in table(of: typeName)?.known ?? [] { statics.add(name, suggested: false) }
    } else if valueTypes.contains(typeName) {
      let declared = valueTypes.statics(of: typeName) ?? StaticMembers()
      for property in declared.properties {
        statics.add(
          property.name,
          type: declaredType(property, typeName))
      }
      for method in declared.methods { add(method, to: &statics) }
      if let enumType = valueTypes.enums[typeName] {
        for enumCase in enumType.decl.cases {
          statics.add(enumCase.name, type: StaticType(name: typeName), result: StaticType(name: typeName))
        }
        statics.add("allCases", type: StaticType(name: "[\(typeName)]"))
        if enumType.decl.rawType != nil { statics.add("rawValue", suggested: false) }
      }
      // Instance members on the type are swiftc's error of another kind, left to the run.
      for field in valueTypes.structs[typeName]?.decl.properties ?? [] { statics.add(field.name, suggested: false) }
      for name in valueTypes.methods(of: typeName)?.byName.keys.sorted() ?? [] { statics.add(name, suggested: false) }
    } else {
      return nil
    }
    // Nested types: `ListViewController.Section`.
    for name in valueTypes.allNames where name.hasPrefix(typeName + ".") {
      let rest = name.dropFirst(typeName.count + 1)
      if !rest.contains(".") { statics.add(String(rest)) }
    }
    for name in ["init", "self", "Type"] { statics.add(name, suggested: false) }
    return statics
  }

  // MARK: - Adding members

  /// A scenario's declaration's members: stored and computed properties, methods, static
  /// members, initializers.
  private func add(_ decl: ClassDecl, to table: inout MemberTable, context: String, suggested: Bool = true) {
    for property in decl.properties {
      table.add(
        property.name, suggested: suggested,
        type: declaredType(property, context))
    }
    for method in decl.methods { add(method, to: &table, suggested: suggested) }
    for property in decl.staticProperties { table.add(property.name, suggested: false) }
    for method in decl.staticMethods { table.add(method.name, suggested: false) }
  }

  private func add(_ method: MethodDecl, to table: inout MemberTable, suggested: Bool = true) {
    let type = StaticType(written: method.returnTypeName)
    if method.isProperty {
      table.add(method.name, suggested: suggested, type: type)
    } else {
      table.add(method.name, suggested: suggested, result: type)
    }
  }

  /// The members `owner`'s bindings give it: properties with the types the interpreter
  /// knows, methods, what UIKit calls (which a scenario may call too).
  private func addBindings(of owner: String, to table: inout MemberTable, suggested: Bool = true) {
    for binding in UIKitBindings.declared(by: owner) {
      switch binding.kind {
      case .initializer:
        continue
      case .property:
        table.add(
          binding.member, suggested: suggested && binding.isSuggested, type: Self.uikitPropertyType(binding.member))
      case .method:
        table.add(binding.baseName, suggested: suggested && binding.isSuggested)
      case .callback:
        table.add(binding.baseName, suggested: false)
      }
    }
  }

  /// A protocol's requirements and defaults (the scenario's), or what UIKit's gives.
  private func addProtocol(_ name: String, to table: inout MemberTable) {
    var seen: Set<String> = []
    func visit(_ name: String) {
      guard seen.insert(name).inserted else { return }
      if let decl = classes.protocolDecls[name] {
        for method in decl.methods + decl.defaults { add(method, to: &table) }
        for property in decl.properties { table.add(property.name) }
        for inherited in decl.inherited { visit(inherited) }
      } else {
        addBindings(of: name, to: &table, suggested: false)
      }
    }
    visit(name)
  }

  private func addExtras(to table: inout MemberTable) {
    for name in Self.universalMembers.union(Self.refusedMemberNames) { table.add(name, suggested: false) }
  }

  /// A property's type: as written, else its initial value's when that plainly names one.
  func declaredType(_ property: Binding, _ context: String?) -> StaticType? {
    property.typeName == nil
      ? inferredType(property.initializer, context) : StaticType(written: TypeName.declared(property))
  }

  /// The type of a property's initial value, when it plainly names one: `UIButton()`,
  /// `DetailViewController()`, a literal, an array of them.
  func inferredType(_ expr: Expr?, _ context: String?) -> StaticType? {
    guard let expr else { return nil }
    switch expr.kind {
    case .call(let callee, _, _):
      guard case .identifier(let name) = callee.kind else { return nil }
      return madeType(name, Context(typeContext: context))
    case .stringLiteral: return .string
    case .integerLiteral: return .int
    case .floatLiteral: return .double
    case .booleanLiteral: return .bool
    case .arrayLiteral(let elements):
      let types = elements.map { inferredType($0, context) }
      guard let first = types.first ?? nil, types.allSatisfy({ $0 == first }) else { return nil }
      return StaticType(name: "[\(first.name)\(first.isOptional ? "?" : "")]")
    case .cast(_, .forced, let typeName), .cast(_, .coerce, let typeName):
      return StaticType(written: typeName)
    default:
      return nil
    }
  }
}
